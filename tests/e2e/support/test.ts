// The `test` of this browser suite: Playwright's own, with one change. After every page.goto it waits
// until the islands that start at load or on interaction (tests/oracles.ts ISLAND_MOMENTS) have hydrated, so no test
// presses a key or a button before the page can answer it. A visitor's first press comes long after
// that moment; a test's comes within milliseconds, and on a busy machine it used to land on the
// server HTML and be lost. Islands that start when visible are waited for with waitForIsland(), as
// they hydrate only when scrolled to. Pages without JavaScript are left as they are.
import { test as base, expect } from '@playwright/test'
import { islandsStarting } from '../../oracles.ts'

/**
 * The roots of islands that start at load or once the page is idle (the forms, the search box, the
 * tabs) and have not hydrated yet. Those of the idle moment are started at once, as a visitor's first
 * focus starts them (a synthetic focusin, so focus stays where it is); what they do before they start
 * is tested in forms-no-js.spec.ts and search.spec.ts.
 */
const onInteraction = islandsStarting('idle')
  .map((name) => `[data-island="${name}"]`)
  .join(', ')
const notYetHydrated = [...islandsStarting('load'), ...islandsStarting('idle')].map((name) => `[data-island="${name}"]:not([data-hydrated])`).join(', ')

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        // The islands' script starts once the page has painted (renderer/islandsStart.ts).
        if ((await page.locator('[data-island]').count()) > 0) await expect(page.locator('html[data-islands-listening]')).toHaveCount(1)
        for (const root of await page.locator(onInteraction).all()) await root.dispatchEvent('focusin')
        // A locator assertion, not waitForFunction: it keeps working under a test's fake clock.
        await expect(page.locator(notYetHydrated)).toHaveCount(0)
        return response
      }
    }
    await provide(page)
  },
})

export { expect }
