// No tap is lost to an island that has not started yet (components/islands/earlyPresses.ts). For every
// island that starts when visible (tests/oracles.ts ISLAND_MOMENTS), on the first page that shows it: a
// fresh visitor (no cache) taps the island's first button as soon as the page has loaded, without
// waiting for anything, five times out of five, and the island ends up exactly as if the tap had come
// once it had started (e.g. the home page's "Show map" shows the map). A double tap before the island
// has started (a visitor repeating a tap that seemed lost) counts once: the island ends up as after one
// tap, not two. Nothing is throttled.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { islandsStarting } from '../oracles.ts'
import { isSpanish, routes } from './content.ts'
import { waitForIsland, mapHosts } from './islands.ts'

// Five fresh loads: the tap lands before the island has started in most of them on any machine (the
// test fails when none did); `npm run test:flaky` repeats it for rarer losses.
const TRIES = 5
// Islands that start only on interaction (the forms, the search box) are real forms before they start: a tap on their
// submit button posts the server HTML, as it should (tests/e2e/forms-no-js.spec.ts).
const deferred = islandsStarting('visible')
const DOUBLE_TAP_TRIES = 2

/** A visitor with an empty cache; reduced motion, so timed parts stand still between two looks. */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
  await context.route(mapHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }))
  const page = await context.newPage()
  // Whether the first tap on an island reached it before it had started (the case this spec is about).
  await page.addInitScript(() => {
    const w = window as unknown as { earlyTap?: boolean }
    document.addEventListener('click', (event) => {
      const root = (event.target as Element).closest?.('[data-island]')
      if (root && w.earlyTap === undefined) w.earlyTap = !root.hasAttribute('data-hydrated')
    }, true)
  })
  return page
}

test.describe.configure({ mode: 'parallel' })

for (const name of deferred) {
  test(`${name}: a tap right after load is carried out, ${TRIES} times out of ${TRIES}`, async ({ browser, baseURL, request }) => {
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
    const reference = await freshPage(browser, baseURL!)
    await reference.goto(path!)
    await waitForIsland(reference, name)
    const untouched = await root(reference).ariaSnapshot()
    await root(reference).locator('button').first().click()
    await expect.poll(() => root(reference).ariaSnapshot()).not.toBe(untouched)
    const tapped = await root(reference).ariaSnapshot()
    await reference.context().close()

    let early = 0
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const page = await freshPage(browser, baseURL!)
      await page.goto(path!)
      await root(page).locator('button').first().click()
      await expect(root(page), `load ${attempt}`).toHaveAttribute('data-hydrated', '')
      await expect.poll(() => root(page).ariaSnapshot(), { message: `load ${attempt}: the tap was carried out` }).toBe(tapped)
      if (await page.evaluate(() => (window as unknown as { earlyTap?: boolean }).earlyTap)) early++
      await page.context().close()
    }
    console.log(`${name} (${path}): ${TRIES} of ${TRIES} taps carried out; ${early} reached the island before it had started`)
    expect(early, 'taps that came before the island had started (else this test proves nothing)').toBeGreaterThan(0)

    // Two taps at once, before the island has started: carried out once.
    let earlyDoubles = 0
    for (let attempt = 1; attempt <= DOUBLE_TAP_TRIES; attempt++) {
      const page = await freshPage(browser, baseURL!)
      await page.goto(path!)
      // Both taps in one go, so the island cannot start between them.
      const alreadyStarted = await root(page).evaluate((el) => {
        const started = el.hasAttribute('data-hydrated')
        const button = el.querySelector('button')!
        button.click()
        button.click()
        return started
      })
      await expect(root(page), `double tap ${attempt}`).toHaveAttribute('data-hydrated', '')
      // (Had the island started already, both taps were its own to carry out: nothing to compare.)
      if (!alreadyStarted) {
        await expect.poll(() => root(page).ariaSnapshot(), { message: `double tap ${attempt}: carried out once` }).toBe(tapped)
        earlyDoubles++
      }
      await page.context().close()
    }
    expect(earlyDoubles, 'double taps that both came before the island had started (else this part proves nothing)').toBeGreaterThan(0)
  })
}
