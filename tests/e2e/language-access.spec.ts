// The federal notices (45 CFR 92.10 and 92.11): reachable from every page, and the language-assistance
// page gives each tagline of content/languages.yaml in its own language and direction, with the number.
import { expect, test } from '@playwright/test'
import { content, routes, site } from './content.ts'

const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '').replace(/^(\d{10})$/, '1$1')}`

test('every page links to both notices from its footer', async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route)).text()
    const footer = html.slice(html.lastIndexOf('<footer'))
    expect(footer, route).toContain('href="/nondiscrimination"')
    expect(footer, route).toContain('href="/language-assistance"')
  }
})

test('the language-assistance page gives every tagline with its lang, direction and the toll-free number', async ({ page }) => {
  await page.goto('/language-assistance')
  const languages = content.languages.languages
  for (const language of languages) {
    const item = page.locator(`main li[lang="${language.lang}"]`)
    await expect(item, language.englishName).toHaveAttribute('dir', language.dir)
    await expect(item).toContainText(language.nativeName)
    await expect(item.locator(`a[href="${tel(site.phones.tollFree)}"]`)).toHaveText(site.phones.tollFree)
    // The number reads left to right even inside Arabic, Urdu or Persian text.
    expect(await item.locator('a').evaluate((a) => getComputedStyle(a).direction)).toBe('ltr')
  }
  await expect(page.locator('main li[lang]')).toHaveCount(languages.length)
})

test('both notices name the civil rights coordinator and the federal complaint line', async ({ page }) => {
  const coordinator = site.civilRightsCoordinator
  for (const path of ['/nondiscrimination', '/language-assistance']) {
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByText(coordinator.name, { exact: false })).toBeVisible()
    await expect(main.locator(`a[href="mailto:${coordinator.email}"]`)).toBeVisible()
    await expect(main.getByText('TTY 711').first()).toBeVisible()
  }
  await page.goto('/nondiscrimination')
  await expect(page.locator('a[href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf"]')).toBeVisible()
  await expect(page.locator('a[href="tel:+18003681019"]')).toBeVisible()
})
