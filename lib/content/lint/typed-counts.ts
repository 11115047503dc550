// Counts typed into the words ("nine of our offices", "ocho clínicas") of what the site counts from its
// data, which go stale: the fact tag instead. Only the data's own number, or one said of "our", counts.

export interface Counts {
  OfficeCount?: number
  StateCount?: number
  LanguageCount?: number
  ConditionCount?: number
}

const ENGLISH = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty']
const SPANISH = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte']
const valueOf = (word: string): number | undefined => {
  const lower = word.toLowerCase()
  if (/^\d+$/.test(lower)) return Number(lower)
  const index = ENGLISH.indexOf(lower)
  return index >= 0 ? index : SPANISH.indexOf(lower) >= 0 ? SPANISH.indexOf(lower) : undefined
}

const NOUNS: { tag: keyof Counts; nouns: string; data: string; what: string }[] = [
  { tag: 'OfficeCount', nouns: 'offices|clinics|locations|oficinas|clínicas|consultorios|sedes', data: 'content/locations.yaml', what: 'when an office opens or closes' },
  { tag: 'StateCount', nouns: 'states|estados', data: 'the offices of content/locations.yaml', what: 'when an office opens in another state' },
  { tag: 'LanguageCount', nouns: 'languages|idiomas|lenguas', data: 'content/languages.yaml', what: 'when a language is added' },
  { tag: 'ConditionCount', nouns: 'conditions|condition articles|articles|afecciones|artículos', data: 'content/conditions/', what: 'when an article is added or removed' },
]

const NUMBER = `\\d{1,3}|${[...ENGLISH.slice(2), ...SPANISH.slice(2)].join('|')}`
// The number, up to two words before the noun ("nine of our offices"), no punctuation crossed.
const PATTERN = new RegExp(`(?<![\\p{L}\\d.,/$-])(${NUMBER})((?:\\s+[\\p{L}’']+){0,2}?)\\s+(${NOUNS.map((n) => n.nouns).join('|')})(?![\\p{L}])`, 'giu')

export interface TypedCount {
  index: number
  words: string
  message: string
}

export function typedCounts(text: string, counts: Counts | undefined): TypedCount[] {
  if (!counts) return []
  const found: TypedCount[] = []
  for (const match of text.matchAll(PATTERN)) {
    const [words, number = '', between = '', noun = ''] = match
    const value = valueOf(number)
    const kind = NOUNS.find((n) => new RegExp(`^(${n.nouns})$`, 'i').test(noun))
    const count = kind && counts[kind.tag]
    if (value === undefined || !kind || count === undefined) continue
    const ours = /\b(our|nuestr[oa]s)\b/i.test(between) || /\b(our|nuestr[oa]s)\s+$/i.test(text.slice(0, match.index))
    if (value !== count && !ours) continue
    const capital = /^[A-ZÁÉÍÓÚ]/.test(number) ? ` capital` : ''
    found.push({
      index: match.index ?? 0,
      words,
      message: `"${words}" types how many ${noun.toLowerCase()} there are, which the site counts for you from ${kind.data}: typed, it goes stale ${kind.what}${value !== count ? ` (it is already: the count today is ${count})` : ''}. Write <${kind.tag}${capital} /> instead of "${number}"${capital ? '' : ` (<${kind.tag} capital /> to start a sentence)`}: "${words.replace(number, `<${kind.tag}${capital} />`)}".`,
    })
  }
  return found
}
