// The condition pages (content/conditions/) as the build wrote them: the way back, the heading and
// subtitle, who reviewed the page and when, the picture and its size, the info cards, the buttons, every
// heading of the Markdown, the related conditions at the end and where their links lead, each article's
// length, and what the requirements say of the service pages, dementia and myasthenia gravis. All of it
// is in the page's HTML before any script runs, so no browser is needed; what only a browser can tell
// (that these parts show on screen, that the picture loads, the layout on a phone and a desktop, a
// click that opens another page) is in tests/e2e/pages/conditions.spec.ts.
import { describe, expect, it } from 'vitest'
import { content, expectedHeading, namedConditionLayouts, namedConditionsOnSite, serviceCallToAction, site } from '../e2e/support/content.ts'
import { markdownHeadings, markdownListItems, nonEmpty, telLink, wordsFile } from '../oracles.ts'
import { builtFileExists, builtPage, visibleText } from './built-site.ts'
import { nameOf, attribute, named, shown, PRINT_ONLY } from './page-roles.ts'

const conditions = nonEmpty(content.conditions, 'condition article')
type Condition = (typeof conditions)[number]
const bySlug = (slug: string) => conditions.find((c) => c.slug === slug)!

/** The words of the English pages (content/ui/en.yaml): the way back, the review line, the related block. */
const words = wordsFile('en') as { backToHome: string; newTab: string; condition: { backToServices: string; reviewedBy: string; related: string } }

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** 2026-10-01 → October 1, 2026 */
function spelledDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${months[month! - 1]} ${day}, ${year}`
}

/** A word has a letter or a figure: "–" or "·" alone is none. */
const countWords = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length

/** The text of an element, a space between every two pieces of text (so two paragraphs never make one word). */
const spacedText = (node: Node): string => (node.nodeType === 3 ? ` ${node.textContent ?? ''} ` : [...node.childNodes].map(spacedText).join(''))

const main = (slug: string) => builtPage(`/conditions/${slug}`).document.querySelector('main')!

/** The line "Medically reviewed by …" on screen: under the heading (the printout's copy at the foot is left out). */
const reviewPrefix = words.condition.reviewedBy.split('{')[0]!
const reviewLines = (slug: string) => [...main(slug).querySelectorAll('p')].filter((p) => visibleText(p).startsWith(reviewPrefix) && shown(p))

it(`reads every condition page of content/conditions/ (${conditions.length}), among them pages with each optional part`, () => {
  expect(conditions.length).toBeGreaterThan(0)
  // Each part below is checked on the pages that have it: some must, or its check never runs.
  for (const [part, has] of Object.entries({
    picture: (c: Condition) => Boolean(c.data.image),
    'info cards': (c: Condition) => Boolean(c.data.infoCards?.length),
    buttons: (c: Condition) => Boolean(c.data.actions?.length),
    'Markdown headings': (c: Condition) => markdownHeadings(c.body).length > 0,
    'related conditions': (c: Condition) => Boolean(c.data.related?.length),
  })) expect(conditions.filter(has).length, `pages with ${part}`).toBeGreaterThan(0)
})

describe.each(conditions.map((c) => [c.slug, c] as const))('/conditions/%s', (slug, { data, body }) => {
  it(`leads back to ${data.layout === 'service' ? 'the services on the home page' : 'the home page'}`, () => {
    // The rule: a service page leads back to the home page's services, any other to the home page.
    const back = data.layout === 'service' ? { label: words.condition.backToServices, href: '/#services' } : { label: words.backToHome, href: '/' }
    const links = named(main(slug), 'a', back.label)
    expect(links.map((a) => a.getAttribute('href')), `links named "${back.label}"`).toEqual([back.href])
    expect(shown(links[0]!)).toBe(true)
  })

  it('has its title as its one h1, and its subtitle under it', () => {
    const { document } = builtPage(`/conditions/${slug}`)
    expect([...document.querySelectorAll('h1')].map((h) => visibleText(h))).toEqual([data.title])
    if (data.subtitle) expect([...main(slug).querySelectorAll('p')].filter((p) => visibleText(p) === data.subtitle && shown(p)), 'the subtitle').toHaveLength(1)
  })

  it('says who medically reviewed it, in what role and on what date, linked to the reviewer’s bio', () => {
    const reviewer = content.team.find((t) => t.slug === data.reviewedBy)
    expect(reviewer, `the reviewer ${data.reviewedBy} is on the team`).toBeDefined()
    const expected = words.condition.reviewedBy.replace('{name}', reviewer!.data.name).replace('{role}', reviewer!.data.role).replace('{date}', spelledDate(data.lastReviewed))
    const lines = reviewLines(slug)
    expect(lines.map((p) => visibleText(p))).toEqual([expected])
    expect(named(lines[0]!, 'a', reviewer!.data.name).map((a) => a.getAttribute('href'))).toEqual([`/team/${reviewer!.slug}`])
    expect([...lines[0]!.querySelectorAll('time')].map((t) => attribute(t, 'datetime'))).toEqual([data.lastReviewed])
  })

  // The picture is optional (the editing guide says so).
  if (data.image) {
    const image = data.image
    it('shows its picture, with its size set so nothing moves while it loads (a 3:2 picture)', () => {
      const pictures = named(main(slug), 'img', image.alt)
      expect(pictures, `a picture named "${image.alt}"`).toHaveLength(1)
      const picture = pictures[0]!
      expect(picture.getAttribute('src')).toBe(image.src)
      expect(builtFileExists(image.src), `${image.src} is in the build`).toBe(true)
      const width = Number(picture.getAttribute('width'))
      expect(width, 'the picture has a width').toBeGreaterThan(0)
      expect(picture.getAttribute('height'), `the height of a 3:2 picture ${width} wide`).toBe(String(Math.round((width * 2) / 3)))
    })
  }

  if (data.infoCards?.length) {
    const cards = data.infoCards
    it(`shows its ${cards.length} info cards, each title with its text`, () => {
      for (const card of cards) {
        const shown = [...main(slug).querySelectorAll('dl > div')].filter((div) => visibleText(div.querySelector('dt')!).includes(card.title))
        expect(shown, card.title).toHaveLength(1)
        expect(visibleText(shown[0]!.querySelector('dd')!), card.title).toBe(card.text)
      }
    })
  }

  if (data.actions?.length) {
    const actions = data.actions
    it(`has its buttons: ${actions.map((a) => a.label).join(', ')}`, () => {
      for (const action of actions) {
        const buttons = named(main(slug), 'a', action.label)
        expect(buttons.length, `a link named "${action.label}"`).toBeGreaterThan(0)
        expect(buttons.at(-1)!.getAttribute('href'), action.label).toBe(action.href)
      }
    })
  }

  const fileHeadings = markdownHeadings(body)
  if (fileHeadings.length > 0) {
    it(`shows its whole Markdown text: each of the file's ${fileHeadings.length} headings is a heading of the page`, () => {
      const headings = [...main(slug).querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(shown).map((h) => nameOf(h))
      for (const heading of fileHeadings) expect(headings, heading).toContain(heading)
    })
  }

  const related = data.related ?? []
  const block = () => named(main(slug), 'nav', words.condition.related)
  if (related.length === 0) {
    it('lists no related conditions (its frontmatter lists none)', () => {
      expect(block()).toHaveLength(0)
    })
  } else {
    it(`ends with the related conditions its frontmatter lists: ${related.join(', ')}`, () => {
      expect(block()).toHaveLength(1)
      const nav = block()[0]!
      const links = [...nav.querySelectorAll('a')]
      expect(links.map((a) => visibleText(a))).toEqual(related.map((other) => bySlug(other).data.title))
      expect(links.map((a) => a.getAttribute('href'))).toEqual(related.map((other) => `/conditions/${other}`))
      // The block comes after the article's text: no paragraph on screen follows it (the printout's review line is not on screen).
      const paragraphs = [...main(slug).querySelectorAll('*')].filter((el) => el === nav || (el.tagName === 'P' && !nav.contains(el) && shown(el)))
      const at = paragraphs.indexOf(nav)
      expect(at, 'paragraphs of text before the block').toBeGreaterThan(0)
      expect(paragraphs.slice(at + 1).map((p) => visibleText(p)), 'paragraphs after the block').toEqual([])
    })

    it('each related link opens that condition’s page', () => {
      for (const other of related) {
        expect(builtFileExists(`conditions/${other}.html`), `/conditions/${other} is built`).toBe(true)
        expect(visibleText(builtPage(`/conditions/${other}`).document.querySelector('h1')!)).toBe(bySlug(other).data.title)
      }
    })
  }
})

describe('the service pages the requirements name', () => {
  const onSite = namedConditionsOnSite(Object.keys(serviceCallToAction))

  it('are on the site', () => {
    expect(onSite.length).toBeGreaterThan(0)
  })

  it.each(onSite.map(({ named, slug }) => [slug, named]))('%s ends with the call to action the requirements name, to the consultation form', (slug, name) => {
    const label = serviceCallToAction[name]!
    const links = named(main(slug), 'a', label)
    expect(links.length, `a link named "${label}"`).toBeGreaterThan(0)
    expect(links.at(-1)!.getAttribute('href')).toBe('/consultation-form')
  })
})

describe('the article-style pages the requirements name', () => {
  /** An article's length, the rule: from 300 to 900 words, both included. */
  const FEWEST_WORDS = 300
  const MOST_WORDS = 900
  const articles = namedConditionsOnSite([...namedConditionLayouts.article, ...namedConditionLayouts.myasthenia])

  /**
   * The words a reader reads as the article: everything below the heading band, without the "On this
   * page" lists (they repeat the headings) and the review line only a printout carries.
   */
  function articleWords(slug: string): number {
    const text = main(slug).querySelector('article > div:nth-child(2)')!.cloneNode(true) as Element
    text.querySelectorAll(`script, style, [hidden], ${PRINT_ONLY}, [data-on-this-page]`).forEach((el) => el.remove())
    return countWords(spacedText(text))
  }

  it('are on the site', () => {
    expect(articles.length).toBeGreaterThan(0)
  })

  // No heading level is skipped on any page, articles included: tests/built/pages.test.ts.
  it.each(articles.map(({ slug }) => slug))(`%s is ${FEWEST_WORDS} to ${MOST_WORDS} words long`, (slug) => {
    const count = articleWords(slug)
    expect(count, `${slug} has ${count} words`).toBeGreaterThanOrEqual(FEWEST_WORDS)
    expect(count, `${slug} has ${count} words`).toBeLessThanOrEqual(MOST_WORDS)
  })
})

// The pages the requirements say more of, while they are on the site (a retired page takes its test with it).
describe.each(namedConditionsOnSite(['dementia']).map(({ slug }) => slug))('dementia (/conditions/%s)', (slug) => {
  it('Schedule a Consultation Today (the requirements’ words) calls the toll-free number and shows it', () => {
    const calls = [...main(slug).querySelectorAll('a')].filter((a) => nameOf(a).startsWith('Schedule a Consultation Today'))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.getAttribute('href')).toBe(telLink(site.phones.tollFree))
    expect(visibleText(calls[0]!)).toContain(site.phones.tollFree)
  })

  it('the care partner’s link opens in a new tab without opener, and says so', () => {
    const partner = main(slug).querySelectorAll(`a[href="${site.links.dementiaPartner}"]`)
    expect(partner).toHaveLength(1)
    // The rule for a link to another site: a new tab, with rel noopener noreferrer, announced in its name.
    expect(partner[0]!.getAttribute('target')).toBe('_blank')
    expect(partner[0]!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(nameOf(partner[0]!)).toContain(words.newTab)
  })
})

describe.each(namedConditionsOnSite(['myasthenia-gravis']).map(({ slug }) => slug))('myasthenia gravis (/conditions/%s)', (slug) => {
  /** The lines of the list under a `##` heading of the article's Markdown. */
  const listUnder = (heading: string) => {
    const section = bySlug(slug).body.split(/^## +/m).find((part) => part.startsWith(`${heading}\n`)) ?? ''
    return markdownListItems(section)
  }

  // The requirements name the three lists and the two buttons.
  it.each(['Symptoms', 'Diagnosis', 'Treatment'])('has a %s heading with the list of the article under it', (heading) => {
    const headings = named(main(slug), 'h2', heading)
    expect(headings).toHaveLength(1)
    const list = headings[0]!.nextElementSibling
    expect(list?.tagName, `the element after "${heading}"`).toBe('UL')
    expect([...list!.children].filter((item) => item.tagName === 'LI').map((item) => visibleText(item))).toEqual(nonEmpty(listUnder(heading), `line under ${heading}`))
  })

  it.each([
    ['Request Consultation', '/contactus'],
    ['Find a Location', '/locations'],
  ])('%s leads to %s, a built page with its heading', (label, href) => {
    expect(named(main(slug), 'a', label).map((a) => a.getAttribute('href'))).toEqual([href])
    expect(visibleText(builtPage(href).document.querySelector('h1')!)).toBe(expectedHeading(href))
  })
})
