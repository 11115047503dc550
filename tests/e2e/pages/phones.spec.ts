// Visitors on phones: the Call / Book bar stays in reach on every page without covering content or the
// keyboard focus, is not printed, and touch targets are large enough.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { stayOnSite } from '../support/a11y-helpers.ts'
import { callBarWords, englishOf, nonEmpty, officeAddress, siteAddresses, telLink } from '../../oracles.ts'
import { content, isSpanish, site } from '../support/content.ts'
import { callBarProblem } from '../support/page-checks.ts'

const phone = { width: 375, height: 800 }

const callBar = (page: Page) => page.locator('[data-call-bar]')

/** What is wrong with the call bar of `route` once loaded and scrolled to its end (page-checks.ts). */
async function callBarOf(page: Page, route: string): Promise<string | undefined> {
  await page.goto(route)
  return callBarProblem(page, route)
}

test.describe('the call bar on a phone', () => {
  test.use({ viewport: phone })

  // On every page (but the clinic screens) at 375 px: checked in the visit of every page (a11y.spec.ts).

  test('is not printed, nor are the header, menu, footer and interactive parts', async ({ page }) => {
    await page.goto('/locations')
    await expect(callBar(page)).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(callBar(page)).toBeHidden()
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.locator('[data-island]').first()).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The practice's number is printed at the foot instead.
    await expect(page.getByText(`${site.practiceName} · ${site.phones.tollFree}`)).toBeVisible()
  })

  test('keyboard focus is never hidden behind the bar', async ({ page }) => {
    await stayOnSite(page)
    // Instant scrolling, so each focused element is measured where the browser puts it, not mid-scroll.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/locations')
    const barTop = (await callBar(page).boundingBox())!.y
    let checked = 0
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const el = document.activeElement
        if (!el || el === document.body || el.closest('[data-call-bar]')) return null
        const rect = el.getBoundingClientRect()
        return { top: rect.top, bottom: rect.bottom, name: el.textContent?.trim().slice(0, 40) || el.outerHTML.slice(0, 80) }
      })
      if (!focused || focused.bottom <= focused.top) continue
      checked++
      // WCAG 2.4.11: the focused element is not hidden by the bar. Links and buttons are entirely above
      // it; a tall element (the map) at least starts above it.
      const end = focused.bottom - focused.top > 100 ? focused.top + 24 : focused.bottom
      expect(end, `"${focused.name}" is hidden behind the call bar`).toBeLessThanOrEqual(barTop + 1)
    }
    expect(checked).toBeGreaterThan(20)
  })

  test('on the booking form’s own page, in each language, offers "Call" alone across the bar, not "Book" to the same page', async ({ page }) => {
    const formPages = nonEmpty(['en', 'es'].flatMap((lang) => siteAddresses(lang).filter((route) => englishOf(route) === '/consultation-form')), 'booking form page')
    for (const route of formPages) {
      await page.goto(route)
      const words = callBarWords(isSpanish(route) ? 'es' : 'en')
      const links = callBar(page).getByRole('link')
      await expect(links, route).toHaveCount(1)
      await expect(links, route).toHaveAttribute('href', telLink(site.phones.tollFree))
      await expect(callBar(page).getByRole('link', { name: words.book }), route).toHaveCount(0)
      // The one button takes the bar's width (less its padding), not half of it.
      const bar = (await callBar(page).boundingBox())!
      expect((await links.boundingBox())!.width, route).toBeGreaterThan(bar.width * 0.8)
      expect(await callBarProblem(page, route), route).toBeUndefined()
    }
  })

  test('the office phone links are at least 24px high', async ({ page }) => {
    await page.goto('/locations')
    const links = page.getByRole('main').locator(`a[href="${telLink(site.phones.tollFree)}"]`)
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
  })
})

/**
 * The rule: the bar shows on screens narrower than 48em (768 px), phones held upright, from the
 * narrowest (320 px) to the widest (767 px); from 768 px on it is hidden. Checked here at both edges and
 * the first width outside, on one page of each kind; a width inside (375 px) on every page, in the visit
 * of every page (a11y.spec.ts).
 */
const SHOWN_FROM = 320
const HIDDEN_FROM = 768
const samplePages = ['/', '/contactus', `/conditions/${content.conditions[0]!.slug}`, `/team/${content.team[0]!.slug}`, officeAddress(content.locations[0]!.name), '/es']

for (const width of [SHOWN_FROM, HIDDEN_FROM - 1]) {
  test(`the call bar is whole, in reach and above the page's end at ${width} px wide (${samplePages.length} pages)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await stayOnSite(page)
    const problems: string[] = []
    for (const route of samplePages) {
      const problem = await callBarOf(page, route)
      if (problem) problems.push(`${route}: ${problem}`)
    }
    expect(problems).toEqual([])
  })
}

for (const width of [HIDDEN_FROM, 1280]) {
  test(`the call bar is not shown at ${width} px wide (${samplePages.length} pages)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const shown: string[] = []
    for (const route of samplePages) {
      await page.goto(route)
      if (await callBar(page).isVisible()) shown.push(route)
    }
    expect(shown).toEqual([])
  })
}
