// A printed article (a patient takes it to an appointment): the text with margins on every sheet, and
// nothing a reader cannot use on paper: no header or footer, no navigation, no "Back to Home" and no
// calls to action such as "Request an Appointment"; the practice's name and phone at the end instead.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { content, site } from '../support/content.ts'

/** Articles (not the service pages) that end with buttons: they show "Back to Home" and their actions. */
const articles = content.conditions.filter((c) => c.data.layout === 'article' && (c.data.actions?.length ?? 0) > 0)

/** The smallest margin of the @page rules the page's style sheets hold, in CSS pixels (0 when none). */
function pageMargin(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    document.body.append(probe)
    const px = (value: string) => {
      probe.style.width = value
      return probe.getBoundingClientRect().width
    }
    const margins: number[] = []
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSPageRule)) continue
        const sides = ['margin-top', 'margin-right', 'margin-bottom', 'margin-left'].map((side) => rule.style.getPropertyValue(side))
        if (sides.every(Boolean)) margins.push(Math.min(...sides.map(px)))
      }
    }
    probe.remove()
    return margins.length > 0 ? Math.max(...margins) : 0
  })
}

test.describe('printing an article', () => {
  test('there are articles with buttons to print', () => {
    expect(articles.length).toBeGreaterThan(0)
  })

  for (const article of articles.slice(0, 2)) {
    test(`/conditions/${article.slug}: text and phone on paper, no navigation or buttons, margins on every sheet`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/conditions/${article.slug}`)
      const main = page.getByRole('main')
      const back = main.getByRole('link', { name: 'Back to Home' })
      const actions = article.data.actions!.map((action) => main.getByRole('link', { name: action.label, exact: true }))

      // On screen they are there: the print rules are what hides them.
      await expect(back).toBeVisible()
      for (const action of actions) await expect(action).toBeVisible()

      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('heading', { level: 1, name: article.data.title })).toBeVisible()
      await expect(back).toBeHidden()
      for (const action of actions) await expect(action).toBeHidden()
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      const navigations = page.getByRole('navigation', { includeHidden: true })
      expect(await navigations.count()).toBeGreaterThan(0)
      for (const nav of await navigations.all()) await expect(nav).toBeHidden()
      await expect(page.locator('[data-call-bar]')).toBeHidden()
      // The line printed at the end: the practice's name and phone.
      await expect(page.getByText(`${site.practiceName} · `)).toBeVisible()

      // At least a centimetre (37.8 CSS px) of margin on every side of every sheet.
      expect(await pageMargin(page)).toBeGreaterThanOrEqual(37.8)
    })
  }
})
