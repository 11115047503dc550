// How a screen reader names an element and what a screen shows, as far as the HTML alone tells, for the
// built-HTML tests that find links and headings by the names visitors hear (as the browser tests'
// getByRole does). What CSS decides (a part hidden on screen or only printed) stays with the browser
// tests; here the one such part the site marks in its HTML, the printout-only text, is left out.
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

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
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    const document = element.ownerDocument
    return collapse(labelledBy.split(/\s+/).map((id) => {
      const named = document.getElementById(id)
      return named ? heardText(named) : ''
    }).join(' '))
  }
  const label = element.getAttribute('aria-label')
  if (label?.trim()) return collapse(label)
  if (element.tagName.toUpperCase() === 'IMG') return collapse(element.getAttribute('alt') ?? '')
  return collapse(heardText(element))
}

/** The elements of `scope` that match `selector` and have this accessible name, in the page's order. */
export function named(scope: Element | Document, selector: string, name: string): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) => accessibleName(element) === name)
}

/**
 * An attribute's value whatever the case of its name in the file: the build writes React's names
 * (dateTime, fetchPriority), which HTML reads without case, and linkedom keeps as written.
 */
export function attribute(element: Element, name: string): string | null {
  return [...element.attributes].find((a) => a.name.toLowerCase() === name.toLowerCase())?.value ?? null
}

/** The site marks the text that only a printout carries with this class (the browser tests check it is not on screen). */
export const PRINT_ONLY = '.print-only'

/** Whether an element is in the page on screen as far as its HTML says: not hidden and not printout-only. */
export function onScreen(element: Element): boolean {
  return element.closest(`[hidden], ${PRINT_ONLY}`) === null
}
