// Condition articles: the "On this page" list (collapsed above the text on phones, beside it on wide
// screens) leads to each section's heading. The sections come from the articles' Markdown.
import { expect, test } from './test.ts'
import { sectionsOf } from '../../components/condition/sections.ts'
import { content } from './content.ts'

const articles = content.conditions.filter((c) => c.data.layout === 'article' && sectionsOf(c.body).length >= 3)

test('there are articles with sections to test', () => {
  expect(articles.length).toBeGreaterThan(0)
})

for (const article of articles) {
  test(`/conditions/${article.slug}: On this page links land on their headings`, async ({ page }) => {
    const sections = sectionsOf(article.body)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/conditions/${article.slug}`)
    const contents = page.getByRole('main').locator('details[data-on-this-page]')
    await contents.getByText('On this page').click()
    const links = contents.getByRole('link')
    await expect(links).toHaveText(sections.map((s) => s.title))
    for (const section of sections) {
      await contents.getByRole('link', { name: section.title, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`))
      await expect(page.locator(`h2#${section.id}`)).toBeInViewport()
      await page.evaluate(() => window.scrollTo(0, 0))
    }

    await page.setViewportSize({ width: 1280, height: 900 })
    const beside = page.getByRole('navigation', { name: 'On this page' })
    await expect(beside).toBeVisible()
    await expect(contents).toBeHidden()
    const last = sections.at(-1)!
    await beside.getByRole('link', { name: last.title, exact: true }).click()
    await expect(page.locator(`h2#${last.id}`)).toBeInViewport()
  })
}
