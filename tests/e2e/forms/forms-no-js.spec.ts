// The request forms without JavaScript (and so before their island starts): the server HTML is a real
// form that posts to the send-consultation function, which stores the request and answers the site's
// own page of the form, in its language: the confirmation, or the form again with the field messages of
// the function's own schema beside the fields (tests/e2e/forms/request-path.spec.ts tests each rule in every language).
import type { Browser, Page } from '@playwright/test'
import { wordsFile } from '../../oracles.ts'
import type { UiText } from '../../../lib/content/ui-schema.ts'
import { axe } from '../support/a11y-helpers.ts'
import { content } from '../support/content.ts'
import { madeUpSender } from '../support/sender.ts'
import { expect, test } from '../support/test.ts'
import { phoneMessage, storedRequests } from '../support/request-words.ts'

test.use({ javaScriptEnabled: false })


// Its own sender for every test: the local function limits each to 5 requests per 10 minutes.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
})
const ANSWER = { timeout: 60_000 }

const formOf = (lang: 'en' | 'es') => {
  const form = (wordsFile(lang) as unknown as UiText).form
  return { ...form, label: (id: keyof typeof form.labels) => form.labels[id], message: (id: keyof typeof form.messages) => form.messages[id] }
}
const words = { en: formOf('en'), es: formOf('es') }
const english = words.en

/** Axe on a result page's HTML (axe needs JavaScript, which the form's page has not). */
async function axeOnResultPage(browser: Browser, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: true })
  const page = await context.newPage()
  await page.setContent(html)
  const { violations } = await axe(page)
  await context.close()
  return violations
}

/** What the result page must be: the site's page in the page's language, titled by the outcome, the confirmation or the form. */
async function expectResultPage(page: Page, lang: 'en' | 'es', title: string, sent: boolean, formName: string) {
  await expect(page).toHaveTitle(new RegExp(`^${title}: `), ANSWER)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('body > header')).toBeVisible()
  await expect(page.getByRole('form', { name: formName })).toHaveCount(sent ? 0 : 1)
  await expect(page.getByRole('region', { name: words[lang].successTitle })).toHaveCount(sent ? 1 : 0)
  // Nothing typed is in the address: the answer is to a POST.
  expect(new URL(page.url()).search).toBe('')
}

for (const lang of ['en', 'es'] as const) {
  const prefix = lang === 'es' ? '/es' : ''
  const w = words[lang]

  test(`${lang}: the contact form sends without JavaScript, answers a result page and stores the request`, async ({ page, browser }) => {
    test.setTimeout(90_000)
    const email = `no-js-${lang}-${Date.now()}@example.com`
    await page.goto(`${prefix}/contactus`)
    await page.getByLabel(w.label('fullName')).fill('Nora Nojs')
    await page.getByLabel(w.label('phone')).fill('(985) 555-0199')
    await page.getByLabel(w.label('email')).fill(email)
    const answer = page.waitForResponse((r) => r.url().endsWith('/functions/v1/send-consultation'), ANSWER)
    await page.getByRole('button', { name: w.submit }).click()
    const response = await answer
    expect(response.request().method()).toBe('POST')
    expect(response.status()).toBe(200)
    // A plain page with the site's kind of protection: its own strict policy, no framing, no sniffing.
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    await expectResultPage(page, lang, w.successTitle, true, w.contactFormName)
    await expect(page.getByText(w.confirmation.next)).toBeVisible()
    expect(await axeOnResultPage(browser, await response.text())).toEqual([])
    const row = (await storedRequests()).find((r) => r.email === email)
    expect(row).toMatchObject({ kind: 'contact', name: 'Nora Nojs', email, sent_from_language: lang })
  })

  test(`${lang}: an invalid appointment request answers each field's message and stores nothing`, async ({ page, browser }) => {
    test.setTimeout(90_000)
    const email = `no-js-invalid-${lang}-${Date.now()}@example.com`
    await page.goto(`${prefix}/consultation-form`)
    await page.getByLabel(w.label('firstName')).fill('Ivan')
    await page.getByLabel(w.label('email')).fill(email)
    await page.getByLabel(w.label('phone')).fill('123')
    // Filled so the browser lets the post go (they are `required`); the function finds the rest.
    await page.getByLabel(w.label('lastName')).fill(' ')
    await page.getByLabel(w.label('location')).selectOption({ index: 1 })
    await page.getByLabel(w.label('insurance')).selectOption({ index: 1 })
    await page.getByLabel(w.label('message')).fill(' ')
    const answer = page.waitForResponse((r) => r.url().endsWith('/functions/v1/send-consultation'), ANSWER)
    await page.getByRole('button', { name: w.submit }).click()
    expect((await answer).status()).toBe(400)
    await expectResultPage(page, lang, w.errorTitle, false, w.appointmentFormName)
    await expect(page.getByLabel(w.label('lastName'))).toHaveAccessibleDescription(w.message('lastNameRequired'))
    await expect(page.getByLabel(w.label('phone'))).toHaveAccessibleDescription(phoneMessage(w.message('phoneTooShort')))
    await expect(page.getByLabel(w.label('message'))).toHaveAccessibleDescription(new RegExp(`${w.message('messageRequired')}$`))
    // Fields that were right have no message, and keep what was typed.
    await expect(page.getByLabel(w.label('email'))).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(w.label('email'))).toHaveValue(email)
    expect(await axeOnResultPage(browser, await (await answer).text())).toEqual([])
    expect((await storedRequests()).find((r) => r.email === email)).toBeUndefined()
  })
}

test('a valid appointment request is stored with its office and insurance', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `no-js-appointment-${Date.now()}@example.com`
  await page.goto('/consultation-form')
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Nojs')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('(985) 555-0177')
  await page.getByLabel('Preferred Location').selectOption(content.locations[0]!.name)
  await page.getByLabel('Insurance').selectOption(content.insurance.plans[0]!)
  await page.getByLabel('Message').fill('A follow-up visit, please.')
  // "Which language?" shows once "Other" is chosen, without JavaScript too.
  await page.getByRole('radio', { name: english.language.choices.other }).check()
  await page.getByLabel(english.language.otherLabel).fill('Vietnamese')
  await page.getByRole('button', { name: english.submit }).click()
  await expectResultPage(page, 'en', english.successTitle, true, english.appointmentFormName)
  const row = (await storedRequests()).find((r) => r.email === email)
  expect(row).toMatchObject({ kind: 'appointment', first_name: 'Ada', email })
})

test('a filled honeypot is answered as sent, and nothing is stored', async ({ page }) => {
  await page.goto('/contactus')
  await page.getByLabel('Full Name').fill('Rita Ratelimit')
  await page.getByLabel('Phone Number').fill('(985) 555-0100')
  await page.getByLabel('Email Address').fill('rita@example.com')
  // The hidden field only robots fill in.
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: english.submit }).click()
  await expectResultPage(page, 'en', english.successTitle, true, english.contactFormName)
  expect((await storedRequests()).find((r) => r.email === 'rita@example.com' && r.name === 'Rita Ratelimit')).toBeUndefined()
})

test.describe('with JavaScript, before the form has started', () => {
  test.use({ javaScriptEnabled: true })

  test('what was typed before the island started is kept, and the island then validates as usual', async ({ browser }) => {
    // A page of our own, without the suite's wait for the islands (tests/e2e/support/test.ts): the visitor types at once.
    const context = await browser.newContext()
    const page = await context.newPage()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // The island's code (React, the form) is held back: the first focus asks for it, typing goes on.
    await page.route('**/assets/chunks/**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contactus', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Full Name').fill('Early Typist')
    await page.getByLabel('Phone Number').fill('(985) 555-0123')
    await page.getByRole('radio', { name: english.language.choices.es! }).check()
    await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute('data-hydrated')
    release()
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', '', ANSWER)
    await expect(page.getByLabel('Full Name')).toHaveValue('Early Typist')
    await expect(page.getByLabel('Phone Number')).toHaveValue('(985) 555-0123')
    await expect(page.getByRole('radio', { name: english.language.choices.es! })).toBeChecked()
    // "Which language?" shows only for Other, and once started a submit is checked in the page.
    await expect(page.getByLabel(english.language.otherLabel)).toBeHidden()
    await page.getByRole('button', { name: english.submit }).click()
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Invalid email address')
    expect(page.url()).toMatch(/\/contactus$/)
    await context.close()
  })
})
