// No tap is lost to an island that has not started yet (components/islands/earlyPresses.ts). For every
// island that starts when visible (tests/oracles.ts ISLAND_MOMENTS), on the first page that shows it, a
// fresh visitor (no cache) taps the island's first button before the island has started, and the island
// ends up exactly as if the tap had come once it had started (e.g. the home page's "Show map" shows the
// map). Whether a tap at the machine's own pace beats the island depends on the machine, so the site's
// scripts are held back until the tap has been made (as a slow network does), at the two moments a tap
// can come early: before the islands' script has arrived (the page's start lines keep the tap), and
// after it has but before the island's own code has (the script keeps it, earlyPresses.ts). A double
// tap early (a visitor repeating a tap that seemed lost) counts once: the island ends up as after one
// tap, not two.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { islandsStarting } from '../../oracles.ts'
import { isSpanish, routes } from '../support/content.ts'
import { mapHosts } from '../support/islands.ts'

// The waits for a page to get ready end as soon as it is; a busy machine may take many seconds to load
// the home page's pictures, start its islands or build the map.
const READY = { timeout: 30_000 }
// Islands that start once the page is idle (the forms, the search box) are real forms before they start; a press on
// their submit button before then is kept for the started island (tests/e2e/forms/forms-edges.spec.ts), and without
// JavaScript the server HTML posts (tests/e2e/forms/forms-no-js.spec.ts).
const deferred = islandsStarting('visible')

/** The site's scripts: the islands' entry and its chunks (the page's own start lines are inline). */
const SITE_SCRIPTS = /\/assets\/.*\.js(\?.*)?$/

/** The files the page's start lines load first: the islands' script and what it imports at once. */
async function startFiles(request: APIRequestContext, path: string): Promise<string[]> {
  const json = /<script type="application\/json" id="islands-start">([^<]*)<\/script>/.exec(await (await request.get(path)).text())?.[1]
  expect(json, `${path} has the islands' start lines`).toBeDefined()
  const { entry, preload } = JSON.parse(json!) as { entry: string; preload: string[] }
  return [entry, ...preload]
}

/**
 * A visitor with an empty cache; reduced motion, so timed parts stand still between two looks. With
 * `hold`, the site's scripts it names are not answered until `release()`.
 */
async function freshPage(browser: Browser, baseURL: string, hold?: (path: string) => boolean): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
  await context.route(mapHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }))
  let release = () => {}
  if (hold) {
    const released = new Promise<void>((resolve) => (release = resolve))
    await context.route(SITE_SCRIPTS, async (route) => {
      if (hold(new URL(route.request().url()).pathname)) await released
      await route.continue()
    })
  }
  const page = await context.newPage()
  // Whether the first tap on an island reached it before it had started (the case this spec is about).
  await page.addInitScript(() => {
    const w = window as unknown as { earlyTap?: boolean }
    // On the window, capturing, and added before the page's own scripts: it sees the tap first, even one
    // the page's start lines hold until the island has started.
    addEventListener('click', (event) => {
      const root = (event.target as Element).closest?.('[data-island]')
      if (root && w.earlyTap === undefined) w.earlyTap = !root.hasAttribute('data-hydrated')
    }, true)
  })
  return { page, release }
}

test.describe.configure({ mode: 'parallel' })

for (const name of deferred) {
  test(`${name}: a tap before the island has started is carried out, once for a double tap`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000)
    let path: string | undefined
    for (const route of routes.filter((r) => !isSpanish(r)).sort((a, b) => a.length - b.length)) {
      if ((await (await request.get(route)).text()).includes(`data-island="${name}"`)) {
        path = route
        break
      }
    }
    expect(path, `a page that shows ${name}`).toBeDefined()
    const root = (page: Page) => page.locator(`[data-island="${name}"]`).first()

    // What the tap does once the island has started: the island as it then reads to a screen reader.
    const { page: reference } = await freshPage(browser, baseURL!)
    await reference.goto(path!)
    await expect(reference.locator('html[data-islands-listening]')).toHaveCount(1, READY)
    await root(reference).scrollIntoViewIfNeeded()
    await expect(root(reference)).toHaveAttribute('data-hydrated', '', READY)
    const untouched = await root(reference).ariaSnapshot()
    await root(reference).locator('button').first().click()
    await expect.poll(() => root(reference).ariaSnapshot(), READY).not.toBe(untouched)
    const tapped = await root(reference).ariaSnapshot()
    await reference.context().close()

    // The two moments a tap can come early, each made sure of by holding scripts back until the taps are made.
    const start = await startFiles(request, path!)
    const moments = [
      { moment: 'before the islands’ script arrived', hold: () => true, ready: async () => {} },
      {
        moment: 'before the island’s own code arrived',
        hold: (file: string) => !start.includes(file),
        ready: async (page: Page) => expect(page.locator('html[data-islands-listening]')).toHaveCount(1, READY),
      },
    ]
    for (const { moment, hold, ready } of moments) {
      // One tap.
      {
        const { page, release } = await freshPage(browser, baseURL!, hold)
        await page.goto(path!)
        await ready(page)
        await root(page).locator('button').first().click()
        expect(await page.evaluate(() => (window as unknown as { earlyTap?: boolean }).earlyTap), `a tap ${moment} reached the island before it had started`).toBe(true)
        release()
        await expect(root(page), `a tap ${moment}`).toHaveAttribute('data-hydrated', '', READY)
        await expect.poll(() => root(page).ariaSnapshot(), { ...READY, message: `a tap ${moment}: carried out` }).toBe(tapped)
        await page.context().close()
      }
      // Two taps at once, as a double tap comes: carried out once.
      {
        const { page, release } = await freshPage(browser, baseURL!, hold)
        await page.goto(path!)
        await ready(page)
        const startedBefore = await root(page).evaluate((el) => {
          const started = el.hasAttribute('data-hydrated')
          const button = el.querySelector('button')!
          button.click()
          button.click()
          return started
        })
        expect(startedBefore, `a double tap ${moment}: the island had not started`).toBe(false)
        release()
        await expect(root(page), `a double tap ${moment}`).toHaveAttribute('data-hydrated', '', READY)
        await expect.poll(() => root(page).ariaSnapshot(), { ...READY, message: `a double tap ${moment}: carried out once` }).toBe(tapped)
        await page.context().close()
      }
    }
  })
}
