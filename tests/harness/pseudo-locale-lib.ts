// The pseudo-locale (qps): accented, lengthened copies of the English words, as large software
// projects use to find text that is not translated. A pseudo-word never consists of plain ASCII
// letters, so any plain English word left on a pseudo-locale page is a string that does not come from
// the page's language. Used by tests/harness/pseudo-locale.ts (`npm run test:pseudo-locale`).
import { parseDocument, isMap, isScalar, isSeq, type Node } from 'yaml'

export const PSEUDO = { code: 'qps', name: 'Ƥşéúďó', dir: 'ltr', locale: 'en-US', ogLocale: 'en_US' } as const

const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'àƀçďéƒğĥíĵķľɱñóþʠŕšţúṽŵẋýžÀƁÇĎÉƑĞĤÍĴĶĽṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][index]!]),
)

/**
 * "Contact us" → "Çóóñţàçţ úúš": every letter accented, vowels doubled (about a third longer), or
 * only accented where the English text is near a length limit (search engines' description).
 */
export function pseudoText(text: string, lengthen = true): string {
  return text.replace(/&[a-z]+;|&#\d+;|\{[a-zA-Z]+\}|[A-Za-z]/g, (match) => {
    if (match.length > 1) return match // an HTML entity or a {placeholder}
    const accented = accents[match]!
    return lengthen && /[aeiouAEIOU]/.test(match) ? accented + accented : accented
  })
}

/**
 * The text of an MDX body in the pseudo-locale: the words of the Markdown and of the components' text
 * props, not the tags, other props, expressions, inline code, link addresses or import/export lines.
 */
export function pseudoMdx(body: string): string {
  let out = ''
  let i = 0
  const copyUntil = (end: number) => {
    out += body.slice(i, end)
    i = end
  }
  while (i < body.length) {
    const rest = body.slice(i)
    const lineStart = i === 0 || body[i - 1] === '\n'
    if (lineStart && /^(import|export) /.test(rest)) copyUntil(body.indexOf('\n', i) === -1 ? body.length : body.indexOf('\n', i))
    else if (rest.startsWith('<')) {
      const end = closing(body, i, '<', '>')
      out += pseudoTag(body.slice(i, end))
      i = end
    }
    else if (rest.startsWith('{')) copyUntil(closing(body, i, '{', '}'))
    else if (rest.startsWith('`')) copyUntil(body.indexOf('`', i + 1) + 1 || body.length)
    else if (rest.startsWith('](')) copyUntil(body.indexOf(')', i) + 1 || body.length)
    else if (/^https?:\/\//.test(rest)) copyUntil(i + (/^\S+/.exec(rest)?.[0].length ?? 1))
    else {
      const next = rest.search(/<|\{|`|\]\(|https?:\/\/|\n(?=import |export )/)
      const end = next <= 0 ? (next === 0 ? i + 1 : body.length) : i + next
      out += pseudoText(body.slice(i, end))
      i = end
    }
  }
  return out
}

/** The props of MDX components that are no words: addresses and the names of the content's phones and links. */
const NOT_WORD_PROPS = new Set(['href', 'src', 'to', 'which', 'id'])

/** A JSX tag with the words of its text props in the pseudo-locale: <Card title="Testing"> → <Card title="Ţééšţííñğ">. */
function pseudoTag(tag: string): string {
  return tag.replace(/(\w+)="([^"]*)"/g, (whole, name: string, value: string) => (NOT_WORD_PROPS.has(name) ? whole : `${name}="${pseudoText(value)}"`))
}

/** The index just after the bracket that closes the one at `start` (nested brackets and quoted strings skipped). */
function closing(text: string, start: number, open: string, close: string): number {
  let depth = 0
  let quote: string | undefined
  for (let i = start; i < text.length; i++) {
    const char = text[i]!
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") {
      if (open === '<' || open === '{') quote = char
    } else if (char === open || (open === '<' && char === '{')) depth += 1
    else if (char === close || (open === '<' && char === '}')) {
      depth -= 1
      if (depth === 0 && char === close) return i + 1
    }
  }
  return text.length
}

/** The front-matter fields that are no words people read but names the site finds things by. */
const NOT_WORDS = new Set(['layout', 'related', 'reviewer', 'reviewedBy', 'group', 'slug', 'id', 'lang', 'kiosk', 'unlisted', 'translatedFrom', 'translationReviewed', 'languages'])

/** Whether a front-matter text is words people read: not an address, a date or a name the site finds things by. */
function isWords(field: string | undefined, value: string): boolean {
  return !!field && !NOT_WORDS.has(field) && !/^(\/|https?:|tel:|mailto:|\d{4}-\d\d-\d\d$)/.test(value)
}

/** A translation file of an English content file: its words in the pseudo-locale, and the translation fields. */
export function pseudoTranslation(englishPath: string, text: string, today: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!match) throw new Error(`${englishPath} has no front matter`)
  const document = parseDocument(match[1]!)
  const visit = (node: Node | null | undefined, field: string | undefined) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value as Node, isScalar(pair.key) ? String(pair.key.value) : undefined)
    else if (isSeq(node)) for (const item of node.items) visit(item as Node, field)
    else if (isScalar(node) && typeof node.value === 'string' && isWords(field, node.value)) node.value = pseudoText(node.value, field !== 'description' && field !== 'title')
  }
  visit(document.contents as Node, undefined)
  document.set('translatedFrom', englishPath)
  document.set('translatedBy', 'pseudo-locale generator (tests/harness/pseudo-locale-lib.ts)')
  document.set('translationReviewed', today)
  return `---\n${document.toString()}---\n${pseudoMdx(text.slice(match[0].length))}`
}

/** The visible text of a built page: the body without scripts, styles and tags. */
export function visibleText(html: string, lang: string = PSEUDO.code): string {
  return (html.match(/<body[\s\S]*<\/body>/)?.[0] ?? html)
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, ' ')
    // A link or phrase marked as another language (the header's link to Spanish says, in Spanish, that
    // this page is not translated yet) is that language's words, not English left behind.
    .replace(/<(a|span|p)\b[^>]*\blang="([^"]+)"[^>]*>[\s\S]*?<\/\1>/g, (element, _tag, elementLang: string) => (elementLang === lang ? element : ' '))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&[a-z]+;|&#\w+;/g, ' ')
}

/**
 * The plain English words of a pseudo-locale page: words of ASCII letters only (three letters or
 * more), leaving out the facts every language shows as they are (names of people, offices, towns,
 * the practice), given as `facts`.
 */
export function untranslatedWords(text: string, facts: ReadonlySet<string>): string[] {
  const words = text.match(/[\p{L}\p{M}'’]+/gu) ?? []
  return [...new Set(words.filter((word) => /^[A-Za-z'’]{3,}$/.test(word) && !facts.has(word.toLowerCase())))]
}

/** Names whose values are no words in the words files (content/ui/): addresses and the names of icons. */
const UI_NOT_WORDS = new Set(['href', 'src', 'icon'])
/** Names whose values are no words in the data files: those, and names the site finds things by; the taglines of languages.yaml are in their own languages. */
const DATA_NOT_WORDS = new Set([...UI_NOT_WORDS, ...NOT_WORDS, 'nativeName', 'tagline'])

/**
 * A pseudo-locale data file that its schema accepts: wherever the schema refuses a pseudo-word (one of
 * a fixed list of choices, such as a badge's severity or a text direction), the English value stays.
 */
export function acceptedBySchema(pseudo: unknown, english: unknown, schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }): unknown {
  let value = structuredClone(pseudo)
  for (let round = 0; round < 10; round++) {
    const issues = schema.safeParse(value).error?.issues ?? []
    if (issues.length === 0) return value
    for (const { path } of issues) value = withValueAt(value, path, valueAt(english, path))
  }
  return value
}

const valueAt = (value: unknown, path: PropertyKey[]): unknown => path.reduce<unknown>((node, step) => (node as Record<PropertyKey, unknown> | undefined)?.[step], value)

function withValueAt(value: unknown, path: PropertyKey[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [step, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<PropertyKey, unknown>
  copy[step!] = withValueAt(copy[step!], rest, replacement)
  return copy
}

/** Every text of a YAML value in the pseudo-locale; addresses, icon names and the names in `kept` stay as they are. */
export function pseudoValue(value: unknown, key?: string, kept: ReadonlySet<string> = DATA_NOT_WORDS): unknown {
  if (typeof value === 'string') return kept.has(key ?? '') || /^(\/|https?:|tel:|mailto:)/.test(value) ? value : pseudoText(value)
  if (Array.isArray(value)) return value.map((item) => pseudoValue(item, key, kept))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, pseudoValue(item, name, kept)]))
  return value
}

interface SiteWords {
  tagline: string
  navigation: unknown
  notices: unknown
  civilRightsCoordinator: { title: string }
}

/**
 * content/ui/qps.yaml: the interface words of content/ui/en.yaml in the pseudo-locale, and under
 * translatedSite those of content/site.yaml (links lead to the pseudo-locale's page when `hasPage` says
 * it has one), the closure reasons of the offices and the job titles of the bios.
 */
export function pseudoUiFile(english: Record<string, unknown>, site: SiteWords, closureReasons: string[], staffTitles: string[], hasPage: (route: string) => boolean): Record<string, unknown> {
  const localHref = (value: unknown, key?: string): unknown => localLinks(value, hasPage, key)
  const byEnglish = (words: string[]) => Object.fromEntries([...new Set(words)].map((word) => [word, pseudoText(word)]))
  return {
    ...(pseudoValue(english, undefined, UI_NOT_WORDS) as Record<string, unknown>),
    translatedSite: {
      tagline: pseudoText(site.tagline),
      navigation: localHref(pseudoValue(site.navigation, undefined, UI_NOT_WORDS)),
      notices: pseudoValue(site.notices, undefined, UI_NOT_WORDS),
      civilRightsCoordinatorTitle: pseudoText(site.civilRightsCoordinator.title),
      closureReasons: byEnglish(closureReasons),
      staffTitles: byEnglish(staffTitles),
    },
  }
}

/** A YAML value's links (href) to pages the pseudo-locale has lead to its page (/qps/…). */
export function localLinks(value: unknown, hasPage: (route: string) => boolean, key?: string): unknown {
  if (typeof value === 'string' && key === 'href' && value.startsWith('/') && hasPage(value)) return value === '/' ? `/${PSEUDO.code}` : `/${PSEUDO.code}${value}`
  if (Array.isArray(value)) return value.map((item) => localLinks(item, hasPage))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, localLinks(item, hasPage, name)]))
  return value
}
