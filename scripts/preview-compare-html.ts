// What changed between two builds of a page, from their HTML alone (the part of
// `npm run preview:compare` that needs no browser): whether the page changed at all (asset hashes and
// build times left out), which parts of its head changed (title, description, JSON-LD, hreflang…), and
// the words removed and added in the text a reader sees.
import { diffWords } from 'diff'
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

/** The parts of a page's head a reviewer cannot see on the page, each as one comparable string. */
function headParts(html: string): Map<string, string> {
  const { document } = parseHTML(html)
  const parts = new Map<string, string>()
  const add = (name: string, value: string | null | undefined) => {
    if (value) parts.set(name, parts.has(name) ? `${parts.get(name)}\n${value}` : value)
  }
  add('the title', document.title)
  add('the language', document.documentElement.getAttribute('lang'))
  for (const meta of document.head.querySelectorAll('meta[name], meta[property]')) {
    const key = meta.getAttribute('name') ?? meta.getAttribute('property')!
    if (key === 'viewport') continue
    const name = key === 'description' ? 'the description' : key === 'robots' ? 'the robots rule (noindex)' : /^(og|twitter):/.test(key) ? 'the link preview (Open Graph, Twitter card)' : `meta ${key}`
    add(name, `${key}=${meta.getAttribute('content')}`)
  }
  add('the canonical address', document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'))
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) add('the hreflang links', `${link.getAttribute('hreflang')}=${link.getAttribute('href')}`)
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) add('the structured data (JSON-LD)', script.textContent)
  return parts
}

/** The names of the head parts that differ, such as "the description" or "the structured data (JSON-LD)". */
export function changedHeadParts(before: string, after: string): string[] {
  const a = headParts(before)
  const b = headParts(after)
  return [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name))
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
  const parts = diffWords(plain(before), plain(after))
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A change as HTML (also what GitHub shows in a comment): removed words struck through, added words underlined. */
export function changeHtml(change: TextChange[]): string {
  return change
    .map(({ kind, text }) => (kind === 'removed' ? `<del>${escapeHtml(text)}</del>` : kind === 'added' ? `<ins>${escapeHtml(text)}</ins>` : escapeHtml(text)))
    .join('')
}
