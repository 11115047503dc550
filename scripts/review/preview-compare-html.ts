// What changed between two builds of a page, from their HTML alone (the part of
// `npm run preview:compare` that needs no browser): whether the page changed at all (asset hashes and
// build times left out), which parts of its head changed (title, description, JSON-LD, hreflang…), and
// the words removed and added in the text a reader sees.
import { diffArrays } from 'diff'
import { parseHTML } from 'linkedom'
import { escapeHtml } from '../../renderer/headTags.ts'

/** Preview builds' "Last updated" date follows the newest commit of any file the page reads: it moves with nothing changed. */
const LAST_UPDATED_HTML = /(Last updated|Actualizado el)(<!-- -->)?\s*<time dateTime="[^"]*">[^<]*<\/time>/g
const LAST_UPDATED_TEXT = /(Last updated|Actualizado el) [^\n·]*/g

/** The HTML with what changes on every build left out: hashed asset names, build times, "Last updated" dates. */
export function normalizedHtml(html: string): string {
  return html
    .replace(LAST_UPDATED_HTML, '$1 <date>')
    .replace(/(\/assets\/[\w/.-]*?)[.-][\w-]{8}(?=\.(?:m?js|css)\b)/g, '$1')
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\b/g, '<build time>')
}

/** True when two builds of a page differ in more than asset hashes and build times. */
export const pageChanged = (before: string, after: string) => normalizedHtml(before) !== normalizedHtml(after)

/** The head's texts a reviewer proofreads word for word (besides the title and description): the social card. */
const TEXT_PARTS: Record<string, string> = {
  'og:title': 'the social card’s title',
  'og:description': 'the social card’s text',
  'og:image:alt': 'the social card picture’s description',
}
/** The Twitter copies of the social card: named only when they say something else than the card. */
const TWITTER_COPIES: Record<string, string> = { 'twitter:title': 'og:title', 'twitter:description': 'og:description', 'twitter:image:alt': 'og:image:alt' }

/** The parts of a page's head a reviewer cannot see on the page, each as one comparable string. */
function headParts(html: string): Map<string, string> {
  const { document } = parseHTML(html)
  const parts = new Map<string, string>()
  const add = (name: string, value: string | null | undefined) => {
    if (value) parts.set(name, parts.has(name) ? `${parts.get(name)}\n${value}` : value)
  }
  const content = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
  add('the title', document.title)
  add('the language', document.documentElement.getAttribute('lang'))
  for (const meta of document.head.querySelectorAll('meta[name], meta[property]')) {
    const key = meta.getAttribute('name') ?? meta.getAttribute('property')!
    const value = meta.getAttribute('content')
    if (key === 'viewport') continue
    if (key === 'description') add('the description', value)
    else if (TEXT_PARTS[key]) add(TEXT_PARTS[key], value)
    else if (TWITTER_COPIES[key]) add(value === content(TWITTER_COPIES[key]) ? 'the Twitter card (a copy of the social card)' : `the Twitter card’s ${key.slice('twitter:'.length)}`, value)
    else add(key === 'robots' ? 'the robots rule (noindex)' : /^(og|twitter):/.test(key) ? 'the link preview (Open Graph, Twitter card)' : `meta ${key}`, `${key}=${value}`)
  }
  add('the canonical address', document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'))
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) add('the hreflang links', `${link.getAttribute('hreflang')}=${link.getAttribute('href')}`)
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) add('the structured data (JSON-LD)', script.textContent)
  return parts
}

/** Head parts whose words a reviewer reads: their old and new text are shown. */
const READ_PARTS = new Set(['the title', 'the description', ...Object.values(TEXT_PARTS)])

/** One changed part of the head or of the body's unseen words; with the old and new words of those a reviewer reads. */
export interface PartChange {
  name: string
  before?: string
  after?: string
}

/** The head parts that differ, such as "the description" (with its old and new text) or "the structured data (JSON-LD)". */
export function changedHeadParts(before: string, after: string): PartChange[] {
  const a = headParts(before)
  const b = headParts(after)
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((name) => a.get(name) !== b.get(name))
    .map((name) => (READ_PARTS.has(name) ? { name, before: a.get(name), after: b.get(name) } : { name }))
}

/** One item of the words not on screen: what is compared (`key`) and what the reviewer reads (`shown`). */
interface Unseen {
  key: string
  shown: string
}

/** The body's words not on screen (alt text, where links go, labels), each kind in the page's order; a link compared by its address. */
function unseenParts(html: string): Map<string, Unseen[]> {
  const { document } = parseHTML(normalizedHtml(html))
  const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const all = (selector: string) => [...document.body.querySelectorAll(selector)]
  const texts = (list: string[]) => list.filter(Boolean).map((text) => ({ key: text, shown: text }))
  return new Map([
    ['the pictures’ descriptions (alt text, read aloud in place of each picture)', texts(all('img[alt], area[alt]').map((img) => words(img.getAttribute('alt'))))],
    [
      'where the links go',
      all('a[href]').map((link) => {
        const href = link.getAttribute('href')!
        // Quoted, not joined by an arrow: a link's own words may end with one ("Read more →").
        const text = words(link.getAttribute('aria-label') || link.textContent)
        return { key: href, shown: `${text ? `“${text}”` : 'A link without words'} leads to ${href}` }
      }),
    ],
    ['the labels read aloud (of buttons, areas and maps)', texts(all('[aria-label], iframe[title]').map((el) => words(el.getAttribute('aria-label') ?? el.getAttribute('title'))))],
  ])
}

/** For each kind of unseen words that changed, the items removed (`before`) and added (`after`), one a line. */
export function changedUnseenParts(before: string, after: string): PartChange[] {
  const a = unseenParts(before)
  const b = unseenParts(after)
  return [...a.keys()].flatMap((name) => {
    const parts = diffArrays(a.get(name)!, b.get(name)!, { comparator: (left, right) => left.key === right.key })
    const lines = (kind: 'removed' | 'added') => parts.filter((part) => part[kind]).flatMap((part) => part.value.map((item) => item.shown)).join('\n') || undefined
    const [removed, added] = [lines('removed'), lines('added')]
    return removed || added ? [{ name, before: removed, after: added }] : []
  })
}

/** The body of a page, with what changes on every build left out: when it is the same, nothing on screen changed. */
export function bodyChanged(before: string, after: string): boolean {
  const body = (html: string) => /<body[\s\S]*<\/body>/.exec(normalizedHtml(html))?.[0] ?? normalizedHtml(html)
  return body(before) !== body(after)
}

/** Run in the page: its text with hidden tabs and closed <details> unfolded (no picture shows them). Take the picture first. */
export function unfoldedText(): string {
  for (const folded of document.querySelectorAll<HTMLElement>('[hidden]')) folded.hidden = false
  for (const details of document.querySelectorAll('details')) details.open = true
  return document.body.innerText
}

/** One stretch of a word diff: words kept, removed or added. */
export interface TextChange {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** The word changes between two texts, each with a few words of context (the rest as "…"); whitespace alone is no change. */
export function wordChanges(before: string, after: string, context = 8): TextChange[][] {
  const plain = (text: string) => text.replace(LAST_UPDATED_TEXT, '$1').replace(/\s+/g, ' ').trim()
  const parts = wordDiff(plain(before), plain(after))
  const changes: TextChange[][] = []
  let current: TextChange[] | undefined
  parts.forEach((part, index) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same'
    if (kind !== 'same') {
      if (!current) {
        current = []
        const lead = index > 0 ? parts[index - 1]!.value.split(' ') : []
        if (lead.length > 0) current.push({ kind: 'same', text: (lead.length > context ? '… ' : '') + lead.slice(-context).join(' ') })
        changes.push(current)
      }
      current.push({ kind, text: part.value })
      return
    }
    if (!current) return
    const words = part.value.split(' ')
    // A short stretch of kept words between two changes belongs to both: keep the change going.
    const next = parts[index + 1]
    if (words.length <= context * 2 && next && (next.added || next.removed)) {
      current.push({ kind: 'same', text: part.value })
      return
    }
    current.push({ kind: 'same', text: words.slice(0, context).join(' ') + (words.length > context ? ' …' : '') })
    current = undefined
  })
  return changes
}

/** The changes at each width as one list, widest first: a narrower width adds only words no wider one removed or added. */
export function changesAtEveryWidth(widestFirst: TextChange[][][]): TextChange[][] {
  const piece = (part: TextChange) => `${part.kind}:${part.text}`
  const seen = new Set<string>()
  return widestFirst.flatMap((changes) => {
    const fresh = changes
      .filter((change) => change.some((part) => part.kind !== 'same' && !seen.has(piece(part))))
      .map((change) => change.flatMap((part): TextChange[] => (part.kind === 'same' || !seen.has(piece(part)) ? [part] : part.kind === 'added' ? [{ kind: 'same', text: part.text }] : [])))
    for (const part of changes.flat()) if (part.kind !== 'same') seen.add(piece(part))
    return fresh
  })
}

/** A diff of whole words: "8:00 AM" → "7:30 AM" is <del>8:00</del><ins>7:30</ins>, never parts of a word. */
export function wordDiff(before: string, after: string): { value: string; added?: boolean; removed?: boolean }[] {
  const tokens = (text: string) => text.split(/(\s+)/).filter(Boolean)
  const parts = diffArrays(tokens(before), tokens(after)).map((part) => ({ value: part.value.join(''), added: part.added, removed: part.removed }))
  // Changes separated by a space only are one change: "<del>to</del><ins>or call</ins>", not "<del>to</del><ins>or</ins> <ins>call</ins>".
  const merged: { value: string; added?: boolean; removed?: boolean }[] = []
  let group: { removed: string; added: string } | undefined
  const close = () => {
    if (group?.removed) merged.push({ value: group.removed, removed: true })
    if (group?.added) merged.push({ value: group.added, added: true })
    group = undefined
  }
  parts.forEach((part, i) => {
    const between = !part.added && !part.removed && /^\s+$/.test(part.value) && group && (parts[i + 1]?.added || parts[i + 1]?.removed)
    if (part.added || part.removed || between) {
      group ??= { removed: '', added: '' }
      if (!part.added) group.removed += part.value
      if (!part.removed) group.added += part.value
      return
    }
    close()
    merged.push(part)
  })
  close()
  return merged
}

/** The words of one short text (a title, a description) with what was removed and added, all of it. */
export function textDiff(before: string, after: string): TextChange[] {
  return wordDiff(before, after).map((part) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text: part.value }))
}

/** A change as HTML (also what GitHub shows in a comment): removed words struck through, added words underlined. */
export function changeHtml(change: TextChange[]): string {
  return change
    .map(({ kind, text }) => (kind === 'removed' ? `<del>${escapeHtml(text)}</del>` : kind === 'added' ? `<ins>${escapeHtml(text)}</ins>` : escapeHtml(text)))
    .join('')
}
