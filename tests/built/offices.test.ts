// The offices as the build wrote them, checked against content/locations.yaml, closures.yaml and the
// bio and condition files: /locations lists every office under its state, the home page's office cards
// and each /locations/<office> page (address, opening hours and closed days, who works there, the care
// offered, the MedicalClinic structured data). Hours, closures, team and services are written into the
// server HTML by the page itself (no island draws them), so no browser is needed. The map panel (it
// loads when scrolled to, gives up when its host does not answer) is a browser test
// (tests/e2e/pages/locations.spec.ts); each page's status and look at two sizes, the every-page sweep
// (tests/e2e/access/a11y.spec.ts).
import { describe, expect, it } from 'vitest'
import { content, expectedHeading } from '../e2e/support/content.ts'
import { closuresAhead, hoursWords } from '../e2e/support/hours.ts'
import { inLanguage, nonEmpty, officeAddress, siteAddresses } from '../oracles.ts'
import { languages } from '../../lib/i18n/languages.ts'
import { builtPage, visibleText } from './built-site.ts'
import { allByRole, markup, normal, oneByRole, shown } from './page-roles.ts'

const { locationsPage, team, conditions, closures } = content
const locations = nonEmpty(content.locations, 'office')
const english = languages[0]!

/** The offices of each state, the states in the order their first office appears in locations.yaml: "Covington, LA 70433" is in LA. */
function officesOfEachState() {
  const states = new Map<string, typeof locations>()
  for (const office of locations) {
    const code = /, ([A-Z]{2}) \d{5}/.exec(office.city)![1]!
    states.set(code, [...(states.get(code) ?? []), office])
  }
  return [...states].map(([code, offices]) => ({ name: locationsPage.states[code] ?? code, offices }))
}

describe('/locations', () => {
  const main = () => builtPage('/locations').document.querySelector('main')!

  it.each(nonEmpty(officesOfEachState(), 'state').map((state) => [state.name, state] as const))('lists every office of %s under its h2, each linking to its page', (name, state) => {
    const section = oneByRole(main(), 'region', name)
    expect(allByRole(section, 'heading', { level: 2 }).map((h) => visibleText(h))).toEqual([name])
    expect(markup(allByRole(section, 'listitem'))).toHaveLength(state.offices.length)
    for (const office of state.offices) expect(oneByRole(section, 'link', office.name).getAttribute('href'), office.name).toBe(officeAddress(office.name))
  })
})

it.each(locations.map((office) => [office.name, office] as const))('the home page’s card of %s links to its page', (name) => {
  const section = builtPage('/').document.querySelector('#locations')
  expect(section, 'the home page’s #locations').not.toBeNull()
  expect(oneByRole(section!, 'link', name).getAttribute('href')).toBe(officeAddress(name))
})

describe.each(locations.map((office) => [officeAddress(office.name), office] as const))('%s', (route, office) => {
  const { document } = builtPage(route)
  const main = document.querySelector('main')!

  it('shows the office’s heading, street address and city', () => {
    expect(allByRole(document, 'heading', { level: 1 }).map((h) => visibleText(h))).toEqual([expectedHeading(route)])
    expect(visibleText(main)).toContain(office.address)
    expect(visibleText(main)).toContain(office.city)
  })

  // Closed days still to come may be none at some time of year: the test's name says how many it checks.
  const ahead = closuresAhead(office, closures)
  it(`shows its opening hours and the ${ahead.length} closures still to come, under the hours heading`, () => {
    const hours = visibleText(oneByRole(main, 'region', locationsPage.office.hoursHeading))
    const words = nonEmpty(hoursWords(office.hours, english.locale), 'word of the hours')
    for (const word of words) expect(hours, 'a day or time of the hours').toContain(word)
    for (const closure of ahead) expect(hours, `the closure for ${closure.reason}`).toContain(closure.reason)
  })

  it('describes itself to search engines as a MedicalClinic: where it is, its phone and its hours', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    const clinic = blocks.find((data) => data['@type'] === 'MedicalClinic')
    expect(clinic).toBeDefined()
    expect(clinic!.geo).toEqual({ '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude })
    expect(clinic!.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: office.address })
    expect(clinic!.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/)
    expect(clinic!.openingHoursSpecification).toHaveLength(Object.keys(office.hours).length)
  })
})

// Who works at each office: every bio that lists it. Not every office need have someone, but some do.
const staffed = locations.flatMap((office) => team.filter((member) => member.data.locations?.includes(office.name)).map((member) => [officeAddress(office.name), member.data.name] as const))

it.each(nonEmpty(staffed, 'office named in a bio'))('%s names %s, whose bio lists the office, with a link', (route, name) => {
  const main = builtPage(route).document.querySelector('main')!
  expect(shown(oneByRole(main, 'link', name))).toBe(true)
})

// The care each office offers: the condition pages its services (locations.yaml) name.
const offered = locations.flatMap((office) => (office.services ?? []).map((slug) => [officeAddress(office.name), conditions.find((c) => c.slug === slug)!.data.title, slug] as const))

it.each(nonEmpty(offered, 'service of an office'))('%s links %s to its condition page', (route, title, slug) => {
  const main = builtPage(route).document.querySelector('main')!
  expect(oneByRole(main, 'link', title).getAttribute('href')).toBe(`/conditions/${slug}`)
})

// Who works at each office, in every language with office pages: exactly the bios that name the office
// (a translated bio shows its own words, but the English bio says where its clinician works), each name a
// link to the bio, in that language where the bio is translated, else in English.
const officeLanguages = nonEmpty(
  languages.filter(({ code }) => siteAddresses(code).includes(officeAddress(locations[0]!.name, code))),
  'language with office pages',
)
const staffLists = officeLanguages.flatMap(({ code }) =>
  locations.map((office) => {
    const people = team.filter((member) => (member.data.locations ?? []).includes(office.name))
    return [officeAddress(office.name, code), code, people] as const
  }),
)

it('some office has someone on the team', () => {
  expect(staffLists.some(([, , people]) => people.length > 0)).toBe(true)
})

it.each(staffLists.map(([route, code, people]) => [route, people.length, code, people] as const))('%s lists exactly the %i team members whose bios name the office, each linking to the bio', (route, _count, code, people) => {
  const heading = code === english.code ? locationsPage.office.teamHeading : content.translatedData[code as 'es']?.locationsPage?.office.teamHeading
  const sections = allByRole(builtPage(route).document.querySelector('main')!, 'region', { name: heading! })
  if (people.length === 0) return expect(markup(sections), 'no team section where no bio names the office').toEqual([])
  expect(markup(sections)).toHaveLength(1)
  const links = allByRole(sections[0]!, 'link')
  const shownAs = (member: (typeof people)[number]) => content.translations.find((t) => t.lang === code && t.collection === 'team' && t.slug === member.slug)
  expect(links.map((link) => visibleText(link))).toEqual(people.map((member) => normal(String(shownAs(member)?.data.name ?? member.data.name))))
  expect(links.map((link) => link.getAttribute('href'))).toEqual(people.map((member) => (shownAs(member) ? inLanguage(`/team/${member.slug}`, code) : `/team/${member.slug}`)))
})
