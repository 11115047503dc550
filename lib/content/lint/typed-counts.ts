// Counts typed into the words ("nine of our offices", "these are the 15 languages", "ocho clínicas") of
// things the site counts from its data: the offices and their states (content/locations.yaml), the
// languages of the taglines (content/languages.yaml), the condition articles. A typed count goes stale
// the day an office opens or a language is added, so the check points at the fact tag that counts for
// the editor. Only a count that is the data's own number, or one said of "our" offices, is taken for one:
// "patients from 20 states" or "over 100 conditions" are other numbers.

/** The fact tags, by what they count. */
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

/** The nouns of each count, in English and Spanish, and what the message calls the data. */
const NOUNS: { tag: keyof Counts; nouns: string; data: string; what: string }[] = [
  { tag: 'OfficeCount', nouns: 'offices|clinics|locations|oficinas|clínicas|consultorios|sedes', data: 'content/locations.yaml', what: 'when an office opens or closes' },
  { tag: 'StateCount', nouns: 'states|estados', data: 'the offices of content/locations.yaml', what: 'when an office opens in another state' },
  { tag: 'LanguageCount', nouns: 'languages|idiomas|lenguas', data: 'content/languages.yaml', what: 'when a language is added' },
  { tag: 'ConditionCount', nouns: 'conditions|condition articles|articles|afecciones|artículos', data: 'content/conditions/', what: 'when an article is added or removed' },
]

const NUMBER = `\\d{1,3}|${[...ENGLISH.slice(2), ...SPANISH.slice(2)].join('|')}`
// The number, up to two words between it and the noun ("nine of our offices", "ocho clínicas de neurología"
// is the number right before its noun), no punctuation crossed.
const PATTERN = new RegExp(`(?<![\\p{L}\\d.,/$-])(${NUMBER})((?:\\s+[\\p{L}’']+){0,2}?)\\s+(${NOUNS.map((n) => n.nouns).join('|')})(?![\\p{L}])`, 'giu')

export interface TypedCount {
  /** Where the words start in the text. */
  index: number
  /** The words as typed: "nine of our offices". */
  words: string
  message: string
}

/** Every typed count of the text, with the message that names its fact tag. */
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
