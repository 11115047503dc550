// What changed between two builds of a page, from their HTML alone (the part of
// `npm run preview:compare` that needs no browser): whether the page changed at all (asset hashes and
// build times left out), which parts of its head changed (title, description, JSON-LD, hreflang…), and
// the words removed and added in the text a reader sees.
import { diffArrays } from 'diff'
import { parseHTML } from 'linkedom'

/**
 * The "Last updated" line of preview builds: its date is that of the newest commit of any file the page
 * reads, so it moves on every page that reads a changed file (a bio: every office page) without
 * anything on them having changed.
 */
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

/**
 * The texts of the head a reviewer proofreads word for word: the title in the browser's tab and search
 * results, the description under it in search results, and the social card (what a link shows when it is
 * shared). Their old and new words are shown, not only their names.
 */
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

/**
 * One changed part of a page: of its head, or of the words of its body that are not on screen; for the
 * words a reviewer reads (title, description, social card, alt text, links, labels), the old and new ones.
 */
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

/**
 * The words of a page's body that are not on screen, so that neither the word diff of its text nor its
 * pictures show them: what a screen reader reads in place of each picture (its alt text), where each
 * link goes, and the labels given to controls and frames. Each kind as a list, in the page's order. A
 * link is compared by its address alone (its words are on screen, in the word diff) and shown with them.
 */
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

/**
 * What changed in the words of the body a reader does not see (alt text, link addresses, labels): for
 * each kind that changed, the items removed (`before`) and added (`after`), one a line.
 */
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

/**
 * Run in the page (`page.evaluate(unfoldedText)`): the text a reader sees, with what is folded away
 * unfolded first (the tabs not shown, a closed <details>). No picture shows those words, so the word
 * diff is the only place a reviewer sees them change. It changes the page: take its picture before.
 */
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

/**
 * The words removed and added between two texts, each change with a few words of context either side
 * (the rest of the page left out as "…"). Whitespace differences alone are not changes.
 */
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

/**
 * The word changes seen at each width as one list, the widest first: a change at a narrower width is
 * added only when it removes or adds words no wider one did (the call bar's, shown on phones only), and
 * what a wider one showed already reads there as the new text does (added words kept, removed ones left out).
 */
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

/**
 * A word diff: whole words (anything between spaces) are removed or added, never parts of one, so
 * "8:00 AM" → "7:30 AM" shows as <del>8:00</del><ins>7:30</ins>, not <del>8</del><ins>7</ins>:<del>0</del>…
 */
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A change as HTML (also what GitHub shows in a comment): removed words struck through, added words underlined. */
export function changeHtml(change: TextChange[]): string {
  return change
    .map(({ kind, text }) => (kind === 'removed' ? `<del>${escapeHtml(text)}</del>` : kind === 'added' ? `<ins>${escapeHtml(text)}</ins>` : escapeHtml(text)))
    .join('')
}
