// Visitors on phones: the Call / Book bar stays in reach on every page without covering content or the
// keyboard focus, is not printed, and touch targets are large enough.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { telHref } from '../../components/format.ts'
import { stayOnSite } from './a11y-helpers.ts'
import { uiTextOf } from '../../components/i18n.ts'
import { content, isSpanish, kioskRoutes, routes, site } from './content.ts'

const phone = { width: 375, height: 800 }

const callBar = (page: Page) => page.locator('[data-call-bar]')

/** What is wrong with the call bar of a page scrolled to its end, or undefined when nothing is. */
async function callBarProblem(page: Page, route: string): Promise<string | undefined> {
  await page.goto(route)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const bar = callBar(page)
  try {
    await expect(bar).toBeInViewport({ ratio: 1 })
  } catch {
    return 'the bar is not entirely in view'
  }
  // The bar speaks the page's language, and Book leads to the form in that language.
  const words = uiTextOf(content, isSpanish(route) ? 'es' : 'en').callBar
  const links = await bar.getByRole('link').evaluateAll((all) => all.map((a) => ({ name: a.textContent?.trim() ?? '', label: a.getAttribute('aria-label') ?? '', href: a.getAttribute('href') ?? '', height: a.getBoundingClientRect().height })))
  const named = (start: string) => links.find((l) => (l.label || l.name).startsWith(start))
  const form = isSpanish(route) ? '/es/consultation-form' : '/consultation-form'
  if (named(words.call)?.href !== telHref(site.phones.tollFree)) return `no "${words.call}" link to ${telHref(site.phones.tollFree)}: ${JSON.stringify(links)}`
  if (named(words.book)?.href !== form) return `no "${words.book}" link to ${form}: ${JSON.stringify(links)}`
  // The page reserves the bar's space: the end of the footer is above the bar, not under it.
  const barTop = (await bar.boundingBox())!.y
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  if (footer.y + footer.height > barTop + 1) return `the footer ends at ${footer.y + footer.height}, under the bar (top ${barTop})`
  // Primary actions are at least 44px high.
  const small = links.filter((l) => l.height < 44)
  if (small.length > 0) return `links under 44 px high: ${small.map((l) => `${l.name} ${l.height}`).join(', ')}`
  return undefined
}

test.describe('the call bar on a phone', () => {
  test.use({ viewport: phone })

  // One browser page visits every page (kiosk pages, clinic screens, have no call bar: timed.spec.ts),
  // in two groups so that two workers share them; the failure lists every page that fails.
  const pages = routes.filter((r) => !kioskRoutes.includes(r))
  for (const part of [0, 1]) {
    const group = pages.filter((_, i) => i % 2 === part)
    test(`pages ${part + 1} of 2 (${group.length}): Call and Book stay in view after scrolling to the bottom, above the page's end`, async ({ page }) => {
      test.setTimeout(group.length * 4_000)
      await stayOnSite(page)
      const problems: string[] = []
      for (const route of group) {
        const problem = await callBarProblem(page, route)
        if (problem) problems.push(`${route}: ${problem}`)
      }
      expect(problems).toEqual([])
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
