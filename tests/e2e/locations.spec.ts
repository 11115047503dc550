// /locations and the page of every office, and the map panel that always shows the office's address
// and a maps link, whether or not the map loads. Expected values come from the content.
import { expect, test } from './test.ts'
import { directionsLink, nonEmpty, officeAddress } from '../oracles.ts'
import { content, expectedHeading } from './content.ts'
import { waitForIsland } from './islands.ts'
import { closuresAhead, hoursWords } from './hours.ts'
import { languages } from '../../lib/i18n/languages.ts'

const { locations, locationsPage, home, team, conditions, closures } = content
const english = languages[0]

/** The map gives up after this long without an answer and says it could not load (docs/architecture.md: 6 s). */
const MAP_GIVES_UP_AFTER_MS = 6_000

/** The offices of each state, the states in the order their first office appears in locations.yaml: "Covington, LA 70433" is in LA. */
function officesOfEachState() {
  const states = new Map<string, typeof locations>()
  for (const office of locations) {
    const code = /, ([A-Z]{2}) \d{5}/.exec(office.city)![1]!
    states.set(code, [...(states.get(code) ?? []), office])
  }
  return [...states].map(([code, offices]) => ({ name: locationsPage.states[code] ?? code, offices }))
}

test('/locations lists every office under its state, each linking to its page', async ({ page }) => {
  const response = await page.goto('/locations')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  for (const state of nonEmpty(officesOfEachState(), 'state')) {
    const section = main.getByRole('region', { name: state.name, exact: true })
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(state.name)
    await expect(section.getByRole('listitem')).toHaveCount(state.offices.length)
    for (const office of state.offices) await expect(section.getByRole('link', { name: office.name, exact: true })).toHaveAttribute('href', officeAddress(office.name))
  }
})

test('the home page office cards link to their pages', async ({ page }) => {
  await page.goto('/')
  for (const office of locations) {
    await expect(page.locator('#locations').getByRole('link', { name: office.name, exact: true })).toHaveAttribute('href', officeAddress(office.name))
  }
})

for (const office of locations) {
  test(`${officeAddress(office.name)}: address, hours, team, services and MedicalClinic data`, async ({ page }) => {
    const response = await page.goto(officeAddress(office.name))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(officeAddress(office.name)))
    const main = page.getByRole('main')
    await expect(main).toContainText(office.address)
    await expect(main).toContainText(office.city)
    const hours = main.getByRole('region', { name: locationsPage.office.hoursHeading })
    for (const word of hoursWords(office.hours, english.locale)) await expect(hours).toContainText(word)
    for (const closure of closuresAhead(office, closures)) await expect(hours).toContainText(closure.reason)
    // Who works there: every bio that lists this office; the care it offers: the condition pages its services name.
    for (const member of team.filter((m) => m.data.locations?.includes(office.name))) await expect(main.getByRole('link', { name: member.data.name, exact: true })).toBeVisible()
    for (const slug of office.services ?? []) {
      const condition = conditions.find((c) => c.slug === slug)!
      await expect(main.getByRole('link', { name: condition.data.title, exact: true })).toHaveAttribute('href', `/conditions/${slug}`)
    }

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const clinic = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'MedicalClinic')!
    expect(clinic).toBeDefined()
    expect(clinic.geo).toEqual({ '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude })
    expect(clinic.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: office.address })
    expect(clinic.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/)
    expect(clinic.openingHoursSpecification).toHaveLength(Object.keys(office.hours).length)
  })
}

test.describe('the map panel', () => {
  const office = locations[0]!
  const offSite = /^https?:\/\/(?!localhost[:/])/

  test('shows the office and Open in Maps with map requests blocked, and nothing leaves the site on load', async ({ page, baseURL }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.route(offSite, (route) => route.abort('blockedbyclient'))
    await page.goto(officeAddress(office.name), { waitUntil: 'networkidle' })
    expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([])
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: new RegExp(home.locations.openInMapsLabel) })).toHaveAttribute('href', directionsLink(office))

    await waitForIsland(page, 'OfficeMap')
    await main.getByRole('button', { name: new RegExp(home.locations.showMapLabel) }).click()
    // Blocked: the box says so (tests/e2e/map-failure.spec.ts), and the address and the maps link are still there.
    await expect(main.getByText(home.locations.mapFailed)).toBeVisible()
    await expect(main).toContainText(office.address)
    await expect(main.getByRole('link', { name: new RegExp(home.locations.openInMapsLabel) })).toBeVisible()
  })

  test('says the map could not load when it does not answer in time', async ({ page }) => {
    await page.clock.install()
    await page.route(offSite, () => {}) // never answers
    await page.goto(officeAddress(office.name))
    const main = page.getByRole('main')
    await waitForIsland(page, 'OfficeMap')
    // The page's clock stands still from here: the limit is counted from the press, not from how long a
    // busy machine takes between two steps of the test.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000)
    await main.getByRole('button', { name: new RegExp(home.locations.showMapLabel) }).click()
    await expect(main.locator('iframe')).toHaveCount(1)
    // Just before the limit the map is still given its chance; just after, the box says it could not load.
    await page.clock.runFor(MAP_GIVES_UP_AFTER_MS - 200)
    await expect(main.locator('iframe')).toHaveCount(1)
    await expect(main.getByText(home.locations.mapFailed)).toHaveCount(0)
    await page.clock.runFor(400)
    await expect(main.getByText(home.locations.mapFailed)).toBeVisible()
    await expect(main.locator('iframe')).toHaveCount(0)
    await expect(main.getByRole('link', { name: new RegExp(home.locations.openInMapsLabel) })).toBeVisible()
  })

  test('loads when scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.route(offSite, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }))
    await page.goto(officeAddress(office.name))
    const frame = page.getByRole('main').locator('[data-map-state]')
    await expect(frame).toHaveAttribute('data-map-state', 'waiting')
    // The map's code starts when it comes near (registry.ts); the visitor's scrolling then brings it in.
    await waitForIsland(page, 'OfficeMap')
    await frame.evaluate((element) => window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - window.innerHeight))
    await page.mouse.wheel(0, 400)
    await expect(frame).toHaveAttribute('data-map-state', 'loaded')
  })
})
