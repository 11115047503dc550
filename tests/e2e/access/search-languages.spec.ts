// Search in each language: a translated search page searches its own language's Pagefind index
// (Pagefind takes the index of the page's <html lang>), so Spanish words find Spanish pages only.
import { expect, test } from '../support/test.ts'
import { namedConditionsOnSite } from '../support/content.ts'

test('the Spanish header links to the Spanish search page', async ({ page }) => {
  await page.goto('/es')
  await expect(page.getByRole('navigation', { name: /./ }).locator('a[href="/es/search"]').first()).toBeAttached()
})

for (const { slug } of namedConditionsOnSite(['stroke'])) test('"derrame cerebral" on the Spanish search page finds the Spanish stroke page first, and no English page', async ({ page }) => {
  await page.goto('/es/search')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('searchbox').fill('derrame cerebral')
  const links = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(links.first()).toHaveAttribute('href', `/es/conditions/${slug}`)
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href, 'a Spanish search lists Spanish pages only').toMatch(/^\/es(\/|$)/)
})
