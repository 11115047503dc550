// Visitors on phones: the Call / Book bar stays in reach on every page without covering content or the
// keyboard focus, is not printed, and touch targets are large enough.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { telHref } from '../../components/format.ts'
import { stayOnSite } from './a11y-helpers.ts'
import { englishUi } from '../../components/i18n.ts'
import { content, isSpanish, kioskRoutes, routes, site } from './content.ts'

const phone = { width: 375, height: 800 }

const callBar = (page: Page) => page.locator('[data-call-bar]')

test.describe('the call bar on a phone', () => {
  test.use({ viewport: phone })

  // Kiosk pages (clinic screens) have no call bar: timed.spec.ts.
  for (const route of routes.filter((r) => !kioskRoutes.includes(r))) {
    test(`${route}: Call and Book stay in view after scrolling to the bottom, above the page's end`, async ({ page }) => {
      await stayOnSite(page)
      await page.goto(route)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const bar = callBar(page)
      await expect(bar).toBeInViewport({ ratio: 1 })
      // The bar speaks the page's language, and Book leads to the form in that language.
      const words = isSpanish(route) ? content.spanishUi.callBar : englishUi(content).callBar
      const call = bar.getByRole('link', { name: new RegExp(`^${words.call}`) })
      await expect(call).toHaveAttribute('href', telHref(site.phones.tollFree))
      const form = isSpanish(route) ? '/es/consultation-form' : '/consultation-form'
      await expect(bar.getByRole('link', { name: new RegExp(`^${words.book}`) })).toHaveAttribute('href', form)
      // The page reserves the bar's space: the end of the footer is above the bar, not under it.
      const barTop = (await bar.boundingBox())!.y
      const footer = (await page.getByRole('contentinfo').boundingBox())!
      expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1)
      // Primary actions are at least 44px high.
      for (const link of await bar.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    })
  }

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

  test('the office phone links are at least 24px high', async ({ page }) => {
    await page.goto('/locations')
    const links = page.getByRole('main').locator(`a[href="${telHref(site.phones.tollFree)}"]`)
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
  })
})

test('the call bar is not shown on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expect(callBar(page)).toBeHidden()
})
