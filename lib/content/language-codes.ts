// Whether a language code names a language Intl knows (or one of the site's): a well-formed code for
// none ("vn", Vietnam's country code) would make screen readers use the wrong voice.
import { languageCodes } from '../i18n/languages.ts'

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })

/** The English name of the language of a code ("vi" → "Vietnamese"), or undefined when it names none. */
export function languageName(code: string): string | undefined {
  let canonical: string
  try {
    ;[canonical = code] = Intl.getCanonicalLocales(code)
  } catch {
    return undefined
  }
  if ((languageCodes as readonly string[]).includes(canonical)) return names.of(canonical) ?? canonical
  const primary = canonical.split('-')[0] ?? ''
  // The language part must be named on its own: "vn-Latn" is no more a language than "vn".
  if (!names.of(primary)) return undefined
  return names.of(canonical) ?? names.of(primary)
}

/** The code of a language by its English name ("Vietnamese" → "vi"), for "did you mean". */
export function codeOfLanguage(englishName: string): string | undefined {
  const wanted = englishName.trim().toLowerCase()
  if (ALSO_CALLED[wanted]) return ALSO_CALLED[wanted]
  for (const code of CANDIDATES) if (names.of(code)?.toLowerCase() === wanted) return code
  return undefined
}

/** What to say after a code that names no language (with its English name, the code to write). */
export function unknownLanguageAdvice(code: string, englishName?: string): string {
  const guess = englishName ? codeOfLanguage(englishName) : undefined
  return `is not a language code, so browsers and screen readers would not know which language "${code}" is.${guess ? ` For ${englishName} write "${guess}".` : ''} Write the language's code (BCP 47), such as es (Spanish), vi (Vietnamese), zh-Hant (Chinese, traditional script) or tl (Tagalog).`
}

/** Two- and three-letter codes to look a name up in: ISO 639-1 and the 639-3 codes US services often need. */
const CANDIDATES = [
  ...'aa ab af ak am ar as ay az be bg bm bn bo br bs ca cs cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu ha he hi hr ht hu hy id ig is it ja jv ka kk km kn ko ks ku ky la lb lg ln lo lt lv mg mi mk ml mn mr ms mt my nb ne nl nn no ny om or pa pl ps pt qu rm rn ro ru rw sa sd si sk sl sm sn so sq sr st su sv sw ta te tg th ti tk tl tn to tr ts tt ug uk ur uz vi wo xh yi yo zh zu'.split(' '),
  ...'ase chr ceb frc fil hmn haw ilo kar kea lus mh nv prs sat syr tet yue cmn nan'.split(' '),
  'zh-Hans',
  'zh-Hant',
]

/** Names Unicode files under another name ("tl" is "Filipino" there). */
const ALSO_CALLED: Record<string, string> = { tagalog: 'tl', farsi: 'fa', chinese: 'zh-Hant', 'haitian creole': 'ht', burmese: 'my' }
