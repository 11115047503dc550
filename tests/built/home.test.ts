// The home page (/) as the build wrote it, in the order a visitor meets it: the hero's headline, text,
// links and social links, the conditions grid, the services, the About figures, We Accept, the offices,
// and the order of the sections. Expected values (counts, names, texts, orders) come from the content
// files through the loader (pages/home.mdx, home.yaml, stats.yaml, insurance.yaml, locations.yaml,
// site.yaml) and the words file, so a correct content edit never turns these tests red. All of it is
// in the page's HTML before any script runs, so no browser is needed; what only a browser can tell (that
// the parts are on screen, pictures load, a link lands on its section, sizes, the plans' columns, the
// pause button) is in tests/e2e/pages/home.spec.ts.
import { describe, expect, it } from 'vitest'
import { content, site } from '../e2e/support/content.ts'
import { directionsLink, nonEmpty, telLink, wordsFile } from '../oracles.ts'
import { builtPage, visibleText } from './built-site.ts'
import { nameOf, named } from './page-roles.ts'

const { home, stats, insurance, locations } = content
const homePage = content.pages.find((p) => p.slug === 'home')!.data

/** The words of the English pages (content/ui/en.yaml) that the home page's links end with. */
const words = wordsFile('en') as { newTab: string; condition: { learnMoreAbout: string }; officeMap: { directionsTo: string } }

const { document } = builtPage('/')
const main = document.querySelector('main')!
const section = (id: string) => {
  const found = main.querySelector(`section#${id}`)
  if (!found) throw new Error(`The home page has no section#${id}`)
  return found
}
/** The heading of a section: its h2, by its text as shown. */
const headingOf = (id: string) => [...section(id).querySelectorAll('h2')].map((h) => visibleText(h))
/** Text with its whitespace collapsed, as a visitor reads it (and Playwright's toHaveText compares it). */
const collapsed = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()

describe('hero', () => {
  // The hero: the section with the page's h1.
  const hero = [...main.querySelectorAll('section')].find((s) => s.querySelector('h1'))!

  it('shows the headline and description of pages/home.mdx', () => {
    expect([...document.querySelectorAll('h1')].map((h) => visibleText(h))).toEqual([homePage.heading])
    expect(homePage.intro, 'home.mdx has a description').toBeTruthy()
    expect([...hero.querySelectorAll('p')].filter((p) => visibleText(p) === homePage.intro)).toHaveLength(1)
  })

  it('has Contact Us to the consultation form and Our Locations to the locations section (the requirements name both)', () => {
    // The requirements name the hero's first button and where it goes; the content must keep it.
    expect(home.hero.contact).toEqual({ label: 'Contact Us', href: '/consultation-form' })
    expect(named(hero, 'a', 'Contact Us').map((a) => a.getAttribute('href'))).toEqual(['/consultation-form'])
    expect(named(hero, 'a', 'Our Locations').map((a) => a.getAttribute('href'))).toEqual(['#locations'])
    // The section it leads to, by its id (landing on it is the browser's: home.spec.ts).
    expect(headingOf('locations')).toEqual([home.locations.heading])
  })

  describe('the social networks of site.yaml', () => {
    const lists = () => named(hero, 'ul', home.hero.socialLabel)
    // The networks' own names, by their key in site.yaml.
    const networks = [
      ['Instagram', site.social.instagram],
      ['Facebook', site.social.facebook],
      ['LinkedIn', site.social.linkedin],
      ['YouTube', site.social.youtube],
    ] as const

    it(`are a list named "${home.hero.socialLabel}" with a link for each`, () => {
      expect(lists(), `a list named "${home.hero.socialLabel}"`).toHaveLength(1)
      expect(Object.keys(site.social).length).toBeGreaterThan(0)
      expect(lists()[0]!.querySelectorAll('a')).toHaveLength(Object.keys(site.social).length)
    })

    it.each(networks)('%s opens %s in a new tab without opener, and says so in its name', (name, href) => {
      const link = [...lists()[0]!.querySelectorAll('a')].filter((a) => new RegExp(`^${name}\\b`).test(nameOf(a)))
      expect(link, `a link whose name starts with ${name}`).toHaveLength(1)
      expect(link[0]!.getAttribute('href')).toBe(href)
      // The rule for a link to another site: a new tab, with rel noopener noreferrer, announced in its name.
      expect(link[0]!.getAttribute('target')).toBe('_blank')
      expect(link[0]!.getAttribute('rel')).toBe('noopener noreferrer')
      expect(nameOf(link[0]!)).toBe(`${name} ${words.newTab}`)
    })
  })

  it('starts with the first background picture of home.yaml, decorative and not loaded lazily', () => {
    const first = home.hero.images[0]!.src
    const pictures = hero.querySelectorAll(`img[src="${first}"]`)
    expect(pictures, first).toHaveLength(1)
    expect(pictures[0]!.getAttribute('alt')).toBe('')
    expect(pictures[0]!.getAttribute('loading')).not.toBe('lazy')
  })
})

describe('the conditions grid', () => {
  const cards = () => [...section('conditions').querySelectorAll('li')]

  it(`shows the ${home.conditions.cards.length} cards of home.yaml under its heading`, () => {
    expect(headingOf('conditions')).toEqual([home.conditions.heading])
    expect(home.conditions.cards.length).toBeGreaterThan(0)
    expect(cards()).toHaveLength(home.conditions.cards.length)
  })

  it.each(home.conditions.cards.map((card, i) => [i + 1, card.title, card] as const))('card %i is %s, with its picture, title and Learn More', (place, title, card) => {
    const shown = cards()[place - 1]!
    expect([...shown.querySelectorAll('h3')].map((h) => visibleText(h))).toEqual([title])
    const links = [...shown.querySelectorAll('a')]
    expect(links).toHaveLength(1)
    expect(nameOf(links[0]!)).toBe(`${home.conditions.linkLabel} ${words.condition.learnMoreAbout.replace('{title}', title)}`)
    expect(links[0]!.getAttribute('href')).toBe(card.href)
    expect([...shown.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([card.image.src])
  })
})

describe('the Services section (/#services)', () => {
  const services = content.conditions.filter((c) => c.data.layout === 'service')

  it(`links to the ${services.length} service pages under its heading`, () => {
    expect(services.length).toBeGreaterThan(0)
    expect(headingOf('services')).toEqual([home.services.heading])
    expect(section('services').querySelectorAll('a')).toHaveLength(services.length)
  })

  it.each(services.map((service) => [service.data.title, service] as const))('links to %s, with its subtitle', (title, service) => {
    const links = named(section('services'), 'a', title)
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/conditions/${service.slug}`])
    const cards = [...section('services').querySelectorAll('li')].filter((li) => li.contains(links[0]!))
    expect(cards).toHaveLength(1)
    expect(collapsed(cards[0]!)).toContain(service.data.subtitle!)
  })
})

describe('the About section', () => {
  const cards = () => [...section('about').querySelectorAll('li')]

  it(`shows the ${stats.length} figures of stats.yaml under its heading, and links to the founder`, () => {
    expect(headingOf('about')).toEqual([home.about.heading])
    expect(stats.length).toBeGreaterThan(0)
    expect(cards()).toHaveLength(stats.length)
    expect(named(section('about'), 'a', home.about.founderLink.label).map((a) => a.getAttribute('href'))).toEqual(['/our-founder'])
  })

  it.each(stats.map((stat, i) => [i + 1, stat.value, stat.label] as const))('figure %i is %s %s, its icon hidden from screen readers', (place, value, label) => {
    const card = cards()[place - 1]!
    expect(collapsed(card)).toBe(`${value} ${label}`)
    expect([...card.querySelectorAll('span')].filter((span) => collapsed(span) === value), 'the figure on its own').toHaveLength(1)
    // The icon is decoration: screen readers skip it.
    expect([...card.querySelectorAll('svg')].map((svg) => svg.getAttribute('aria-hidden'))).toEqual(['true'])
  })
})

describe('We Accept', () => {
  const block = () => section('insurance')

  it('has the heading the requirements give it, and a logo for each insurer of insurance.yaml, nothing more', () => {
    // "We Accept": the requirements' words.
    expect(headingOf('insurance')).toEqual(['We Accept'])
    expect(insurance.logos.length).toBeGreaterThan(0)
    expect(block().querySelectorAll('img')).toHaveLength(insurance.logos.length)
  })

  it.each(insurance.logos.map((logo) => [logo.name, logo.image.src]))('shows the logo of %s (%s), named so', (name, src) => {
    expect(named(block(), 'img', name).map((img) => img.getAttribute('src'))).toEqual([src])
  })

  it('lists every accepted plan of insurance.yaml, in its order', () => {
    expect(insurance.plans.length).toBeGreaterThan(0)
    const plans = [...block().querySelectorAll('ul')].filter((ul) => [...ul.querySelectorAll('li')].some((li) => collapsed(li) === insurance.plans[0]))
    expect(plans, 'the list of plans').toHaveLength(1)
    expect([...plans[0]!.querySelectorAll('li')].map((li) => collapsed(li))).toEqual(insurance.plans)
  })
})

describe('locations', () => {
  const directionsName = (name: string) => `${home.locations.directionsLabel} ${words.officeMap.directionsTo.replace('{name}', name)} ${words.newTab}`

  const cards = () => [...section('locations').querySelectorAll('ul > li')]

  it(`lists the ${locations.length} offices of locations.yaml under its heading`, () => {
    expect(headingOf('locations')).toEqual([home.locations.heading])
    expect(locations.length).toBeGreaterThan(0)
    expect(cards()).toHaveLength(locations.length)
  })

  it.each(nonEmpty(locations, 'office').map((location, i) => [i + 1, location.name, location] as const))('office %i is %s, with its address, the shared phone and Get Directions in a new tab', (place, name, location) => {
    const card = cards()[place - 1]!
    expect([...card.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => visibleText(h))).toEqual([name])
    const address = collapsed(card.querySelector('address')!)
    expect(address).toContain(location.address)
    expect(address).toContain(location.city)
    expect(named(card, 'a', site.phones.tollFree).map((a) => a.getAttribute('href'))).toEqual([telLink(site.phones.tollFree)])
    const directions = [...card.querySelectorAll('a')].filter((a) => nameOf(a).startsWith(home.locations.directionsLabel))
    expect(directions).toHaveLength(1)
    expect(nameOf(directions[0]!)).toBe(directionsName(name))
    expect(directions[0]!.getAttribute('href')).toBe(directionsLink(location))
    // The rule for a link to another site: a new tab, with rel noopener noreferrer.
    expect(directions[0]!.getAttribute('target')).toBe('_blank')
    expect(directions[0]!.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows the first office as the selected location, before the grid', () => {
    const first = locations[0]!
    const selected = named(section('locations'), 'article', first.name)
    expect(selected, `an article named "${first.name}"`).toHaveLength(1)
    const text = collapsed(selected[0]!)
    expect(text).toContain(home.locations.selectedLabel)
    expect(text).toContain(first.address)
    expect(text).toContain(first.city)
    const directions = [...selected[0]!.querySelectorAll('a')].filter((a) => nameOf(a).startsWith(home.locations.directionsLabel))
    expect(directions.map((a) => a.getAttribute('href'))).toEqual([directionsLink(first)])
    // Before the grid in the page (above it on screen: home.spec.ts).
    const all = [...section('locations').querySelectorAll('*')]
    expect(all.indexOf(selected[0]!)).toBeLessThan(all.indexOf(section('locations').querySelector('ul')!))
  })
})

// One h1 and no heading level skipped, on this page as on every page: tests/built/pages.test.ts.
it('the sections come in docs/requirements.md order', () => {
  expect([...main.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(['conditions', 'services', 'about', 'insurance', 'locations'])
})
