// Fonts for the taglines whose scripts many computers lack (a Linux desktop shows Korean, Hindi, Gujarati,
// Telugu and Nepali as boxes): @fontsource's Noto fonts cut at build time to the taglines' characters
// (scripts/build/tagline-fonts.ts) and named by what they hold. The @font-face rules travel with
// LanguageTaglines, and each file loads only when its characters are on screen (unicode-range).

interface TaglineFont {
  family: string
  /** The @fontsource file cut down (regular weight; bold is synthesised). */
  source: string
  /** The script the taglines are written in, or, for Urdu's Nastaliq, the language. */
  covers: { script: RegExp } | { lang: string }
}

const TAGLINE_FONTS: readonly TaglineFont[] = [
  { family: 'Tagline Noto Sans KR', source: '@fontsource/noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff2', covers: { script: /\p{Script=Hangul}/u } },
  { family: 'Tagline Noto Sans Devanagari', source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', covers: { script: /\p{Script=Devanagari}/u } },
  { family: 'Tagline Noto Sans Gujarati', source: '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2', covers: { script: /\p{Script=Gujarati}/u } },
  { family: 'Tagline Noto Sans Telugu', source: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2', covers: { script: /\p{Script=Telugu}/u } },
  // Urdu is written in Nastaliq; Arabic and Persian, in the same script, keep the reader's own Naskh font.
  { family: 'Tagline Noto Nastaliq Urdu', source: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2', covers: { lang: 'ur' } },
]

interface Tagline {
  lang: string
  nativeName: string
  tagline: string
}

/** A font as the page needs it. */
interface PlannedFont extends TaglineFont {
  /** Under /assets/fonts/, named by its content, cached for a year like the rest of /assets/. */
  file: string
  /** Every character of its taglines but plain ASCII (the page's own font has those). */
  characters: string
  langs: string[]
}

const covers = (font: TaglineFont, tagline: Tagline) =>
  'lang' in font.covers ? tagline.lang === font.covers.lang : font.covers.script.test(`${tagline.nativeName}${tagline.tagline}`)

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell one set of characters from another. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

export function planTaglineFonts(taglines: readonly Tagline[]): PlannedFont[] {
  return TAGLINE_FONTS.flatMap((font) => {
    const users = taglines.filter((tagline) => covers(font, tagline))
    if (users.length === 0) return []
    const text = users.map((t) => `${t.nativeName}${t.tagline.replace('{phone}', '')}`).join('')
    const characters = [...new Set([...text].filter((c) => c.codePointAt(0)! > 0x7e))].sort().join('')
    const name = font.family.toLowerCase().replace(/^tagline /, '').replace(/\s+/g, '-')
    return [{ ...font, file: `/assets/fonts/${name}-${shortHash(`${font.source}\n${characters}`)}.woff2`, characters, langs: users.map((t) => t.lang) }]
  })
}

const unicodeRange = (characters: string) => [...characters].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`).join(', ')

/** The @font-face rules and the rules that give each tagline its font, in front of the page's own fonts. */
export function taglineFontCss(fonts: readonly PlannedFont[], fallback: string): string {
  const faces = fonts.map(
    (font) => `@font-face { font-family: '${font.family}'; src: url('${font.file}') format('woff2'); font-display: swap; unicode-range: ${unicodeRange(font.characters)}; }`,
  )
  const langs = [...new Set(fonts.flatMap((font) => font.langs))]
  const uses = langs.map((lang) => {
    const families = fonts.filter((font) => font.langs.includes(lang)).map((font) => `'${font.family}'`)
    return `li[lang='${lang}'] { font-family: ${families.join(', ')}, ${fallback}; }`
  })
  return [...faces, ...uses].join('\n')
}
