// "On this page" on condition articles and on the pages laid out by their Markdown, as the build wrote
// them: which texts get the list, its links in the order of the sections, and that each link names the
// id of its section's heading. The rule (a text with THREE or more `##` sections gets the list, one with
// fewer does not) and the texts with their sections from the Markdown: tests/e2e/support/on-this-page.ts; the
// heading ids from the built page itself. All of it is in the HTML, so no browser is
// needed; that a click lands on the heading, which list shows at which width and the printout are
// browser behaviour: tests/e2e/pages/articles.spec.ts.
import { describe, expect, it } from 'vitest'
import { LABEL, SECTIONS_FOR_A_LIST, texts, withContents } from '../e2e/support/on-this-page.ts'
import { builtPage, visibleText } from './built-site.ts'
import { nameOf } from './page-roles.ts'

const without = texts.filter((text) => text.sections.length < SECTIONS_FOR_A_LIST)

const main = (route: string) => builtPage(route).document.querySelector('main')!

it(`there are texts on both sides of the rule: ${withContents.length} with ${SECTIONS_FOR_A_LIST} sections or more, ${without.length} with fewer`, () => {
  expect(withContents.length).toBeGreaterThan(0)
  expect(texts.length).toBe(withContents.length + without.length)
})

describe.each(withContents.map(({ route, sections }) => [route, sections] as const))('%s', (route, sections) => {
  // Two renderings of one list: collapsed above the text (phones) and beside it (wide screens).
  const lists = () => [...main(route).querySelectorAll('[data-on-this-page]')]

  it(`has "${LABEL}" above the text and beside it, named so, each listing its ${sections.length} sections in order`, () => {
    const [above, beside] = lists()
    expect(lists(), `the two "${LABEL}" lists`).toHaveLength(2)
    expect(above!.tagName, 'above the text: a collapsed list').toBe('DETAILS')
    expect(visibleText(above!.querySelector('summary')!)).toBe(LABEL)
    expect(nameOf(above!.querySelector('nav')!)).toBe(LABEL)
    expect(beside!.tagName, 'beside the text: a navigation').toBe('NAV')
    expect(nameOf(beside!)).toBe(LABEL)
    for (const list of lists()) expect([...list.querySelectorAll('a')].map((a) => nameOf(a))).toEqual(sections)
  })

  it('leads each link to the heading of its section: the h2 with that text, by its id, one of its kind in the page', () => {
    const { document } = builtPage(route)
    expect(lists(), `the two "${LABEL}" lists`).toHaveLength(2)
    // The text's own h2s: not the lists' heading.
    const headings = [...main(route).querySelectorAll('h2')].filter((h) => !h.closest('[data-on-this-page]'))
    for (const title of sections) {
      const heading = headings.find((h) => visibleText(h) === title)
      expect(heading, `a heading "${title}"`).toBeDefined()
      const id = heading!.getAttribute('id')
      expect(id, `the heading "${title}" has an id to link to`).toBeTruthy()
      expect(document.querySelectorAll(`[id="${id}"]`), `only one element has the id ${id}`).toHaveLength(1)
      for (const list of lists()) {
        const links = [...list.querySelectorAll('a')].filter((a) => nameOf(a) === title)
        expect(links.map((a) => a.getAttribute('href')), title).toEqual([`#${id}`])
      }
    }
  })
})

it.each(without.map(({ route, sections }) => [route, sections.length]))(`%s: %i sections, fewer than ${SECTIONS_FOR_A_LIST}: no On this page list`, (route) => {
  expect([...main(route).querySelectorAll('[data-on-this-page]')].map((list) => `<${list.tagName.toLowerCase()}> ${visibleText(list).slice(0, 60)}`), 'On this page lists').toEqual([])
})
