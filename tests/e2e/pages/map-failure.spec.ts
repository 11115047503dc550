// The map says when it cannot load. A cross-origin frame fires `load` for the browser's error page too,
// so a blocked or unreachable map host must still end in the "could not load" message, with the
// office's "Open in Maps" link, within a few seconds of the visitor asking for the map.
import { expect, test } from '../support/test.ts'
import { officeAddress } from '../../oracles.ts'
import { content } from '../support/content.ts'
import { waitForIsland, mapHosts } from '../support/islands.ts'

const { locations, home } = content
const office = locations[0]!

test('a blocked map host shows the could-not-load message and Open in Maps within 8 s', async ({ page }) => {
  await page.route(mapHosts, (route) => route.abort('blockedbyclient'))
  await page.goto(officeAddress(office.name))
  const main = page.getByRole('main')
  await waitForIsland(page, 'OfficeMap')
  await main.getByRole('button', { name: new RegExp(home.locations.showMapLabel) }).click()
  await expect(main.getByText(home.locations.mapFailed)).toBeVisible({ timeout: 8000 })
  await expect(main.locator('iframe')).toHaveCount(0)
  await expect(main.getByRole('link', { name: new RegExp(home.locations.openInMapsLabel) })).toBeVisible()
})

test('offline, the map says it could not load within 8 s', async ({ page, context }) => {
  await page.goto(officeAddress(office.name))
  const main = page.getByRole('main')
  await waitForIsland(page, 'OfficeMap')
  await context.setOffline(true)
  await main.getByRole('button', { name: new RegExp(home.locations.showMapLabel) }).click()
  await expect(main.getByText(home.locations.mapFailed)).toBeVisible({ timeout: 8000 })
  await expect(main.getByRole('link', { name: new RegExp(home.locations.openInMapsLabel) })).toBeVisible()
})

test('a map host that answers shows the map', async ({ page }) => {
  await page.route(mapHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }))
  await page.goto(officeAddress(office.name))
  const main = page.getByRole('main')
  await waitForIsland(page, 'OfficeMap')
  await main.getByRole('button', { name: new RegExp(home.locations.showMapLabel) }).click()
  await expect(main.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loaded')
  await expect(main.locator('iframe')).toBeVisible()
})
