// The map panel of an office page in a browser: it always shows the office's address and a maps link,
// whether or not the map loads, asks nothing of another host until the visitor wants the map, gives up
// when the map's host does not answer and loads when scrolled into view. Expected values come from the
// content. What the office pages' HTML says (/locations by state, the home page's office cards, each
// office's address, hours, closures, team, services and MedicalClinic data) is checked without a
// browser in tests/built/offices.test.ts.
import { expect, test } from '../support/test.ts'
import { directionsLink, officeAddress } from '../../oracles.ts'
import { content } from '../support/content.ts'
import { waitForIsland } from '../support/islands.ts'

const { locations, home } = content

/** The map gives up after this long without an answer and says it could not load (docs/architecture.md: 6 s). */
const MAP_GIVES_UP_AFTER_MS = 6_000

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
    // Blocked: the box says so (tests/e2e/pages/map-failure.spec.ts), and the address and the maps link are still there.
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
