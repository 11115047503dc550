// "On this page" on condition articles and on the pages laid out by their Markdown (collapsed above the
// text on phones, beside it on wide screens) leads to each section's heading. The rule (a text with
// THREE or more `##` sections gets the list, one with fewer does not) and the texts with their sections
// from the Markdown: tests/e2e/support/on-this-page.ts. Which texts get the list, its
// links in order and the heading id each names are read from the built HTML of every text, without a
// browser (tests/built/on-this-page.test.ts); here, what only a browser does: on one article and one
// page, which list shows at each width and that a click lands on the heading; and printing.
import { expect, test } from '../support/test.ts'
import type { Page } from '@playwright/test'
import { content } from '../support/content.ts'
import { LABEL, withContents } from '../support/on-this-page.ts'

/** The visible "On this page" lists: the collapsible one (phones) and the one beside the text (wide screens). */
const visibleLists = (page: Page) => page.getByRole('main').locator('[data-on-this-page]:visible')

/** One text of each layout (a condition article, a page laid out by its Markdown): the list is the same on every text of a layout. */
const samples = [withContents.find((text) => text.route.startsWith('/conditions/')), withContents.find((text) => !text.route.startsWith('/conditions/'))]

test(`On this page links land on their headings, on a phone and beside the text on a desktop: ${samples.map((text) => text?.route).join(' and ')}`, async ({ page }) => {
  for (const sample of samples) expect(sample, 'a text of each layout with the list').toBeDefined()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const { route, sections } of samples as (typeof withContents)[number][]) {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(route)
    await expect(visibleLists(page), route).toHaveCount(1)
    const contents = page.getByRole('main').locator('details[data-on-this-page]')
    await contents.getByText(LABEL).click()
    await expect(contents.getByRole('link'), route).toHaveText(sections)
    for (const title of sections) {
      // Each link leads to the heading of its section: the h2 with that text (its id: tests/built/on-this-page.test.ts).
      const heading = page.getByRole('main').locator('h2').filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first()
      const id = await heading.getAttribute('id')
      await contents.getByRole('link', { name: title, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect(heading, `${route}: ${title}`).toBeInViewport()
      await page.evaluate(() => window.scrollTo(0, 0))
    }

    await page.setViewportSize({ width: 1280, height: 900 })
    const beside = page.getByRole('navigation', { name: LABEL })
    await expect(beside, route).toBeVisible()
    await expect(contents, route).toBeHidden()
    await expect(visibleLists(page), route).toHaveCount(1)
    const last = sections.at(-1)!
    await beside.getByRole('link', { name: last, exact: true }).click()
    await expect(page.getByRole('main').locator('h2').filter({ hasText: last }).first(), `${route}: ${last}`).toBeInViewport()
  }
})

test('the policies page keeps its own list of the policies, and only that one, at both sizes', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/policies')
    await expect(page.getByRole('main').getByRole('navigation')).toHaveCount(1)
  }
})

test('a printed condition page: no header, menu, footer, call bar or On this page; the review line and phone number at its foot', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/conditions/${content.conditions[0]!.slug}`)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.locator('[data-call-bar]')).toBeHidden()
  await expect(page.getByRole('main').locator('[data-on-this-page]:visible')).toHaveCount(0)
  const review = page.getByRole('main').locator('p', { hasText: 'Medically reviewed by' }).filter({ visible: true })
  await expect(review).toHaveCount(1)
  // At the foot: after the last heading, and just before the practice's phone number.
  const lastSection = (await page.getByRole('main').locator('h2:visible').last().boundingBox())!
  const reviewBox = (await review.boundingBox())!
  expect(reviewBox.y).toBeGreaterThan(lastSection.y)
  const phoneLine = page.getByText(`${content.site.practiceName} · ${content.site.phones.tollFree}`)
  await expect(phoneLine).toBeVisible()
  expect((await phoneLine.boundingBox())!.y).toBeGreaterThan(reviewBox.y)
})

test('a printed page shows where its links to other sites lead', async ({ page }) => {
  // A link to another site placed in a page's text (a fixture: which pages link out is up to the content).
  await page.goto(`/conditions/${content.conditions[0]!.slug}`)
  const href = 'https://www.example.org/leaflet'
  await page.getByRole('main').locator('p').first().evaluate((p, target) => {
    const link = document.createElement('a')
    link.href = target
    link.textContent = 'a leaflet'
    p.append(link)
  }, href)
  const link = page.getByRole('main').locator(`a[href="${href}"]`)
  await page.emulateMedia({ media: 'print' })
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`)
  await page.emulateMedia({ media: 'screen' })
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none')
})
