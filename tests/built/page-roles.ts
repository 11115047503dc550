// Roles and names as a page's markup writes them (one place for the built-HTML tests), for the built-HTML tests that check what a browser
// test used to find by role: a region is a <section> named by aria-labelledby or aria-label, a link an
// <a href>, a list a <ul> or <ol>, each named by its ARIA attributes, an image by its alt, anything
// else by its text. What CSS does to them (display: none, a visually hidden label) is not seen here:
// the browser's every-page sweep (tests/e2e/access/a11y.spec.ts) loads each page at two sizes for that.
import { expect } from 'vitest'
import { visibleText } from './built-site.ts'

const ROLES = {
  article: 'article, [role="article"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  img: 'img, [role="img"]',
  link: 'a[href], [role="link"]',
  list: 'ul, ol, [role="list"]',
  listitem: 'li, [role="listitem"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section[aria-labelledby], section[aria-label], [role="region"]',
} as const

export type Role = keyof typeof ROLES

/** Text as a reader meets it: runs of spaces and line breaks one space, none at the ends. */
export const normal = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Whether a node is left out of what a screen reader hears: hidden, aria-hidden, or no content at all. */
const unheard = (element: Element) => element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true' || /^(SCRIPT|STYLE|TEMPLATE)$/i.test(element.tagName)

/** The text of an element's content as it is heard: its text and its pictures' alt, without the unheard parts. */
function heardText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? ''
  if (node.nodeType !== 1) return ''
  const element = node as Element
  if (unheard(element)) return ''
  if (element.tagName.toUpperCase() === 'IMG') return element.getAttribute('alt') ?? ''
  const label = element.getAttribute('aria-label')
  if (label?.trim()) return label
  return [...element.childNodes].map(heardText).join('')
}

/**
 * The accessible name of a link, button, heading, list or landmark: the text of the elements
 * aria-labelledby names, else aria-label, else (a picture) its alt, else its content as heard.
 * Whitespace collapsed, as the browser's and Playwright's names are.
 */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    const document = element.ownerDocument
    return normal(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((label) => (label ? heardText(label) : ''))
        .join(' '),
    )
  }
  const label = element.getAttribute('aria-label')
  if (label?.trim()) return normal(label)
  if (element.tagName.toUpperCase() === 'IMG') return normal(element.getAttribute('alt') ?? '')
  return normal(heardText(element))
}

/** The elements of `scope` that match `selector` and have this accessible name, in the page's order. */
export function named(scope: Element | Document, selector: string, name: string): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) => nameOf(element) === name)
}

/**
 * An attribute's value whatever the case of its name in the file: the build writes React's names
 * (dateTime, fetchPriority), which HTML reads without case, and linkedom keeps as written.
 */
export function attribute(element: Element, name: string): string | null {
  return [...element.attributes].find((a) => a.name.toLowerCase() === name.toLowerCase())?.value ?? null
}

/** A name matches a string when it is that string (spaces normalised), a pattern when the pattern finds it. */
const matches = (name: string, wanted: string | RegExp) => (typeof wanted === 'string' ? name === normal(wanted) : wanted.test(name))

/** The elements of a role inside `root` (a heading of one level with `level`), those of a name when one is given. */
export function allByRole(root: ParentNode, role: Role, options: { name?: string | RegExp; level?: number } = {}): Element[] {
  const selector = role === 'heading' && options.level ? `h${options.level}` : ROLES[role]
  const found = [...root.querySelectorAll(selector)]
  return options.name === undefined ? found : found.filter((element) => matches(nameOf(element), options.name!))
}

/** The one element of a role and name inside `root`; the failure names the elements of that role there are. */
export function oneByRole(root: ParentNode, role: Role, name: string | RegExp, options: { level?: number } = {}): Element {
  const found = allByRole(root, role, { ...options, name })
  const there = allByRole(root, role, options).map((element) => `"${nameOf(element)}"`)
  expect(found.length, `one ${role} named ${String(name)}; the ${role}s there: ${there.join(', ') || 'none'}`).toBe(1)
  return found[0]!
}

/** The site marks the text that only a printout carries with this class (the browser tests check it is not on screen). */
export const PRINT_ONLY = '.print-only'

/**
 * Shown on screen as far as the HTML says: not inside an element with the hidden attribute (which
 * browsers do not display), a template, or the printout-only text. aria-hidden does not hide from the
 * eye, only from screen readers.
 */
export const shown = (element: Element) => element.closest(`[hidden], template, ${PRINT_ONLY}`) === null

/** Whether `root` holds an element shown on the page whose whole text is `text`, as a visitor reads it. */
export function showsText(root: Element, text: string): boolean {
  const wanted = normal(text)
  return [root, ...root.querySelectorAll('*')].some((element) => shown(element) && visibleText(element) === wanted)
}

/** The texts of the list items inside `root`, in order. */
export const itemTexts = (root: ParentNode) => allByRole(root, 'listitem').map((item) => visibleText(item))

/** The controls a visitor could press or tab to. */
export const CONTROLS = 'a, button, input, select, textarea, [role="button"], [role="link"], [tabindex], [onclick]'

/** Elements as a failure message shows them: the start of their markup (a DOM node prints slowly and unreadably). */
export const markup = (elements: Iterable<Element>) => [...elements].map((element) => element.outerHTML.replace(/\s+/g, ' ').slice(0, 120))
