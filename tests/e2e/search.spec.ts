// Site search on the static build: Pagefind's index, loaded by the /search page.
import { expect, test } from '@playwright/test'
import { content } from './content.ts'

test('the header links to search', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search')
})

test('a word only one condition article uses finds that article', async ({ page }) => {
  const word = 'thrombolysis'
  const holders = content.conditions.filter((c) => c.body.toLowerCase().includes(word))
  expect(holders.map((c) => c.slug)).toEqual(['stroke'])

  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search for' }).fill(word)
  await expect(page.getByRole('status')).toHaveText(/1 page matches/)
  const results = page.getByRole('main').getByRole('listitem')
  await expect(results).toHaveCount(1)
  await expect(results.getByRole('link')).toHaveAttribute('href', '/conditions/stroke')
  await expect(results.locator('mark').first()).toHaveText(new RegExp(word, 'i'))
  await results.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stroke')
})

test('finds team members and procedures, but not the header, footer or 404 page', async ({ page }) => {
  const member = content.team.find((t) => t.slug === 'priya-raman')!
  const lastName = member.data.name.split(',')[0]!.split(' ').pop()!
  await page.goto(`/search?q=${encodeURIComponent(lastName)}`)
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(lastName) }).first()).toBeVisible()
  const hrefs = await page.getByRole('main').getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toContain('/team/priya-raman')

  await page.getByRole('searchbox').fill('Oops')
  await expect(page.getByRole('status')).toHaveText(/No pages match/)
  // Words only in the footer are not indexed.
  await page.getByRole('searchbox').fill('opt out')
  await expect(page.getByRole('status')).not.toHaveText(/4\d pages/)
})
