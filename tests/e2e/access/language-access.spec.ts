// The federal notices (45 CFR 92.10 and 92.11; every page's footer links to both: tests/built/pages.test.ts):
// the language-assistance page gives each tagline of content/languages.yaml in its own language and
// direction, with the number.
import { expect, test } from '../support/test.ts'
import { madeUpSender } from '../support/sender.ts'
import { wordsFile } from '../../oracles.ts'
import type { UiText } from '../../../lib/content/ui-schema.ts'
import { content, site } from '../support/content.ts'
import { storedRequests, requestsListing } from '../support/request-words.ts'


const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '').replace(/^(\d{10})$/, '1$1')}`

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
  for (const path of ['/nondiscrimination', '/es/nondiscrimination']) {
    await page.goto(path)
    await expect(page.locator('a[href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf"]'), path).toBeVisible()
    await expect(page.locator('a[href="tel:+18003681019"]'), path).toBeVisible()
    // 45 CFR 92.10: the TDD number in full, and where the complaint forms are.
    await expect(page.locator('a[href="tel:+18005377697"]'), path).toHaveText('1-800-537-7697')
    await expect(page.locator('a[href="https://www.hhs.gov/ocr/complaints/index.html"]'), path).toBeVisible()
    // 45 CFR 92.11: the notice offers reasonable modifications for individuals with disabilities.
    await expect(page.getByRole('main'), path).toContainText(path.startsWith('/es/') ? /modificaciones razonables/i : /reasonable modifications/i)
  }
})

test('the English and Spanish home pages link to free language help within the first screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [path, target] of [['/', '/language-assistance'], ['/es', '/es/language-assistance']] as const) {
    await page.goto(path)
    const link = page.getByRole('main').locator(`a[href="${target}"]`).first()
    await expect(link, path).toBeVisible()
    const box = (await link.boundingBox())!
    expect(box.y + box.height, `${path}: the link is on the first screen`).toBeLessThanOrEqual(844)
  }
})

test('the appointment form asks for the language and an accommodation, and the request stores them', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
  await page.goto('/consultation-form')
  const email = `language.${Date.now()}@example.com`
  await page.getByLabel('First Name').fill('Lan')
  await page.getByLabel('Last Name').fill('Nguyen')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('(985) 555-0142')
  await page.getByLabel('Preferred Location').selectOption({ index: 1 })
  await page.getByLabel('Insurance').selectOption({ index: 1 })
  await page.getByLabel('Message').fill('A first visit, please.')

  // "Other" asks which language, and will not send without it.
  await page.getByRole('group', { name: 'Preferred language' }).getByLabel('Other').check()
  await page.getByRole('button', { name: 'Submit' }).click()
  const other = page.getByLabel('Which language?')
  await expect(other).toBeFocused()
  // The words file's message for a missing language (form.messages.otherLanguageRequired).
  await expect(other).toHaveAccessibleDescription((wordsFile('en') as unknown as UiText).form.messages.otherLanguageRequired)
  await other.fill('Vietnamese')
  await page.getByLabel('I need an interpreter or another accommodation (optional)').fill('Vietnamese interpreter, wheelchair access')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText('Message Sent', { timeout: 60_000 })

  const stored = (await storedRequests()).find((r) => r.email === email)
  expect(stored).toMatchObject({
    preferred_language: 'other',
    preferred_language_other: 'Vietnamese',
    accommodation: 'Vietnamese interpreter, wheelchair access',
    sent_from_language: 'en',
  })
  const listing = await requestsListing()
  expect(listing).toContain('Call back in: Vietnamese (other) · Sent from the English site')
  expect(listing).toContain('Interpreter or accommodation: Vietnamese interpreter, wheelchair access')
})
