// The patient's request, end to end, in every language of the site (lib/i18n/languages.ts) that has its own forms, as a
// patient uses it: on a 375 px phone, by keyboard, with JavaScript and without. The rules:
// 1. the call-back language starts on the page's language, and a request sent without changing it is
//    stored in that language;
// 2. after a send, a confirmation replaces the form and stays (what was sent, what happens next, the
//    reference that was stored, the number as a link), focused; a failed send keeps everything typed
//    and says what to do, with the number as a link;
// 3. without JavaScript the browser stops an empty or overlong post, and the function's answer is the
//    site's own page: the form again with each message beside its field and every value kept, or the
//    same confirmation;
// 4. nothing above Submit moves while the patient types, unless the patient asks ("Other");
// 5. the insurance list ends with "My plan is not listed" and "No insurance / self-pay", still required.
// SCREENS_DIR=<folder> saves pictures of the confirmation and of the error page at 375 px.
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { site } from '../support/content.ts'
import { siteAddresses } from '../../oracles.ts'
import { madeUpSender } from '../support/sender.ts'
import { expect, test } from '../support/test.ts'
import { choiceWords, formWords, inLanguage, languageCodes, phoneMessage, requestsListing, storedRequests, tel } from '../support/request-words.ts'

const FUNCTION_URL = '**/functions/v1/send-consultation'
const ANSWER = { timeout: 60_000 }
const PHONE = { width: 375, height: 800 }
/** docs/requirements.md §5 and §9: the longest name the contact form takes. */
const NAME_LIMIT = 100

/** What the page reported while the test ran: printed when the test fails, to tell a lost press from a lost answer. */
let pageLog: string[] = []

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
  await page.setViewportSize(PHONE)
  pageLog = []
  const at = () => `${(performance.now() / 1000).toFixed(1)} s`
  page.on('console', (message) => void (message.type() === 'error' && pageLog.push(`${at()} console: ${message.text()}`)))
  page.on('pageerror', (error) => void pageLog.push(`${at()} uncaught: ${error.message}`))
  page.on('request', (request) => void (request.method() === 'POST' && pageLog.push(`${at()} POST ${request.url()}`)))
  page.on('requestfinished', (request) => void request.response().then((answer) => pageLog.push(`${at()} answered ${answer?.status()} ${request.url()}`)))
  page.on('requestfailed', (request) => void pageLog.push(`${at()} failed ${request.url()}: ${request.failure()?.errorText}`))
})

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from its first argument
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`What the page reported:\n${pageLog.join('\n') || '(nothing)'}`)
})

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENS_DIR) await page.screenshot({ path: join(process.env.SCREENS_DIR, `${name}.png`), fullPage: false })
}

/** A page of its own without JavaScript (a browser without our script, or before it starts). */
async function pageWithoutScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, extraHTTPHeaders: { 'X-Forwarded-For': madeUpSender() } })
  return context.newPage()
}

/**
 * The languages with both request forms of their own. A language may translate some pages only: its
 * links to a page it has not translated lead to the English page, whose forms the English run tests.
 */
const withOwnForms = languageCodes.filter((lang) => ['/contactus', '/consultation-form'].every((path) => siteAddresses(lang).includes(inLanguage(lang, path))))

test('the list of languages is not empty, and the default language has both forms', () => {
  expect(languageCodes.length).toBeGreaterThan(1)
  expect(withOwnForms).toContain(languageCodes[0])
})

for (const lang of withOwnForms) {
  const words = formWords(lang)
  const contactPage = inLanguage(lang, '/contactus')
  const appointmentPage = inLanguage(lang, '/consultation-form')

  test(`${lang} 1: the page's language is chosen to start with, with and without JavaScript`, async ({ page, browser }) => {
    const noScript = await pageWithoutScript(browser)
    for (const path of [contactPage, appointmentPage]) {
      await noScript.goto(path)
      await expect(noScript.getByRole('radio', { name: choiceWords(words, lang), exact: true }), `${path} without JavaScript`).toBeChecked()
      await page.goto(path)
      await page.getByRole('radio', { name: choiceWords(words, lang), exact: true }).focus()
      await expect(page.getByRole('radio', { name: choiceWords(words, lang), exact: true }), `${path} once started`).toBeChecked()
    }
    await noScript.context().close()
  })

  test(`${lang} 2: after a send by Enter, the confirmation replaces the form, is focused, and stays; the request is stored in the page's language`, async ({ page }) => {
    test.setTimeout(120_000)
    const email = `confirm.${lang}.${Date.now()}@example.com`
    await page.goto(contactPage)
    await page.getByLabel(words.labels.fullName).fill('Rosa Confirm')
    await page.getByLabel(words.labels.phone).fill('(985) 555-0148')
    await page.getByLabel(words.labels.email).fill(email)
    await page.getByLabel(words.labels.email).press('Enter')

    const panel = page.getByRole('region', { name: words.successTitle })
    await expect(panel).toBeVisible(ANSWER)
    await expect(panel.getByRole('heading', { name: words.successTitle })).toBeFocused()
    await expect(page.getByRole('form', { name: words.contactFormName })).toHaveCount(0)
    // The toast of docs/requirements.md §8 shows as well (for a few seconds).
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast).toContainText(words.successTitle)
    await expect(toast).toContainText(words.successMessage)
    await expect(panel).toContainText(words.confirmation.next)
    for (const value of ['Rosa Confirm', '(985) 555-0148', email, choiceWords(words, lang)]) await expect(panel).toContainText(value)
    await expect(panel.getByRole('link', { name: site.phones.tollFree })).toHaveAttribute('href', tel(site.phones.tollFree))
    // The reference shown is the one stored with the request, and staff see it too.
    const stored = (await storedRequests()).find((r) => r.email === email)!
    expect(stored).toMatchObject({ preferred_language: lang, sent_from_language: lang })
    const [before, after] = words.confirmation.reference.split('{reference}')
    await expect(panel).toContainText(`${before}${stored.reference}${after}`)
    expect(await requestsListing()).toContain(`reference ${stored.reference}`)
    await screenshot(page, `confirmation-${lang}`)
    // When the toast has gone, the confirmation is still there.
    await expect(toast).toHaveCount(0, { timeout: 30_000 })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { name: words.successTitle })).toBeFocused()
  })

  test(`${lang} 2: a failed send keeps everything typed and says what to do, with the number as a link`, async ({ page }) => {
    await page.goto(contactPage)
    await page.route(FUNCTION_URL, (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByLabel(words.labels.fullName).fill('Rosa Failed')
    await page.getByLabel(words.labels.phone).fill('(985) 555-0149')
    await page.getByLabel(words.labels.email).fill('rosa.failed@example.com')
    await page.getByLabel(words.labels.email).press('Enter')
    const [before, after] = words.errorMessage.split('{phone}')
    // The notice under the button (FailureNotice's id): what to do, focused, so it is read out.
    const notice = page.locator('#contact-failure')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(`${before}${site.phones.errorMessage}${after}`)
    await expect(notice).toBeFocused()
    await expect(notice.getByRole('link', { name: site.phones.errorMessage })).toHaveAttribute('href', tel(site.phones.errorMessage))
    await expect(page.getByLabel(words.labels.fullName)).toHaveValue('Rosa Failed')
    await expect(page.getByLabel(words.labels.email)).toHaveValue('rosa.failed@example.com')
    // The error toast's number is a link too.
    await expect(page.locator('[data-sonner-toast]').getByRole('link', { name: site.phones.errorMessage })).toHaveAttribute('href', tel(site.phones.errorMessage))
  })

  test(`${lang} 3: without JavaScript, the browser stops an empty or overlong post, and the function answers the site's page with every value kept`, async ({ browser }) => {
    test.setTimeout(120_000)
    const page = await pageWithoutScript(browser)
    await page.goto(contactPage)
    let posts = 0
    page.on('request', (request) => void (request.method() === 'POST' && posts++))
    await page.getByRole('button', { name: words.submit }).click()
    expect(await page.getByLabel(words.labels.fullName).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(posts, 'an empty form is not posted').toBe(0)
    await page.getByLabel(words.labels.fullName).fill('N'.repeat(NAME_LIMIT + 1))
    await expect(page.getByLabel(words.labels.fullName)).toHaveValue('N'.repeat(NAME_LIMIT))

    const email = `nojs.${lang}.${Date.now()}@example.com`
    await page.getByLabel(words.labels.fullName).fill('Nico <Nojs>')
    await page.getByLabel(words.labels.phone).fill('123')
    await page.getByLabel(words.labels.email).fill(email)
    await page.getByRole('radio', { name: words.language.choices.other }).check()
    await page.getByLabel(words.language.otherLabel).fill('Tiếng Việt')
    await page.getByRole('button', { name: words.submit }).click()

    // The site's page: header, call bar and footer, in the page's language, the form again.
    await expect(page.locator('html')).toHaveAttribute('lang', lang, ANSWER)
    await expect(page).toHaveTitle(new RegExp(`^${words.errorTitle}: `))
    await expect(page.locator('body > header')).toBeVisible()
    await expect(page.locator('[data-call-bar]')).toBeVisible()
    await expect(page.locator('footer')).toHaveCount(1)
    expect(new URL(page.url()).search, 'nothing typed in the address').toBe('')
    await expect(page.getByText(words.checkFields)).toBeVisible()
    const phone = page.getByLabel(words.labels.phone)
    await expect(phone).toHaveAccessibleDescription(phoneMessage(words.messages.phoneTooShort!))
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(words.labels.fullName)).toHaveValue('Nico <Nojs>')
    await expect(page.getByLabel(words.labels.email)).toHaveValue(email)
    await expect(page.getByRole('radio', { name: words.language.choices.other })).toBeChecked()
    await expect(page.getByLabel(words.language.otherLabel)).toHaveValue('Tiếng Việt')
    await expect(page.getByLabel(words.language.otherLabel)).toBeVisible()
    await screenshot(page, `no-js-error-${lang}`)

    // Corrected on that page and sent again: the same confirmation, in the site's page.
    await phone.fill('(985) 555-0150')
    await page.getByRole('button', { name: words.submit }).click()
    const panel = page.getByRole('region', { name: words.successTitle })
    await expect(panel).toBeVisible(ANSWER)
    await expect(page).toHaveTitle(new RegExp(`^${words.successTitle}: `))
    await expect(page.locator('[data-call-bar]')).toBeVisible()
    await expect(panel).toContainText('Nico <Nojs>')
    await expect(panel).toContainText(`${words.language.choices.other}: Tiếng Việt`)
    const stored = (await storedRequests()).find((r) => r.email === email)!
    expect(stored).toMatchObject({ name: 'Nico <Nojs>', preferred_language: 'other', preferred_language_other: 'Tiếng Việt', sent_from_language: lang })
    await expect(panel.locator('strong', { hasText: stored.reference })).toBeVisible()
    await screenshot(page, `no-js-confirmation-${lang}`)
    await page.context().close()
  })

  for (const path of [contactPage, appointmentPage]) {
    test(`${lang} 4: ${path}: nothing above Submit moves while the form starts and the patient types; "Other" shows its field`, async ({ browser }) => {
      // A page of our own, without the suite's wait for the islands: the patient taps a field at once.
      const context = await browser.newContext({ viewport: PHONE })
      const page = await context.newPage()
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { layoutShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path, { waitUntil: 'load' })
      const submit = page.getByRole('button', { name: words.submit })
      const submitTop = async () => page.evaluate(() => document.querySelector('form button[type="submit"]')!.getBoundingClientRect().top + window.scrollY)
      const before = await submitTop()
      const shiftsBefore = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.length)
      const fields = page.locator('form input[type="text"]:visible, form input[type="tel"]:visible, form input[type="email"]:visible, form textarea:visible')
      const count = await fields.count()
      expect(count).toBeGreaterThan(2)
      for (let i = 0; i < count; i++) await fields.nth(i).pressSequentially('Ab1')
      await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(1)
      expect(await submitTop(), 'Submit stays where it was').toBe(before)
      const shifts = await page.evaluate((from) => (window as unknown as { layoutShifts: number[] }).layoutShifts.slice(from), shiftsBefore)
      expect(shifts, 'no layout shift while typing').toEqual([])
      // The patient's own choice may add a field: "Other" asks which language.
      await page.getByRole('radio', { name: words.language.choices.other }).check()
      await expect(page.getByLabel(words.language.otherLabel)).toBeVisible()
      await expect(submit).toBeVisible()
      await context.close()
    })
  }

  test(`${lang} 5: the insurance list ends with the two answers outside the plans, still required, stored as their own values`, async ({ page, browser }) => {
    test.setTimeout(120_000)
    const outside = [words.insuranceOutsideList['plan-not-listed'], words.insuranceOutsideList['no-insurance']]
    const fillAppointment = async (target: Page, email: string) => {
      await target.getByLabel(words.labels.firstName).fill('Ines')
      await target.getByLabel(words.labels.lastName).fill('Uninsured')
      await target.getByLabel(words.labels.email).fill(email)
      await target.getByLabel(words.labels.phone).fill('(985) 555-0151')
      await target.getByLabel(words.labels.location).selectOption({ index: 1 })
      await target.getByLabel(words.labels.message).fill('A first visit, please.')
    }
    // With JavaScript: listed last, required, and "My plan is not listed" is sent and stored as such.
    await page.goto(appointmentPage)
    const insurance = page.getByLabel(words.labels.insurance)
    const options = await insurance.locator('option').allTextContents()
    expect(options.slice(-2)).toEqual(outside)
    expect(options[0]).toBe(words.selectInsurance)
    const email = `insurance.${lang}.${Date.now()}@example.com`
    await fillAppointment(page, email)
    await page.getByRole('button', { name: words.submit }).click()
    await expect(insurance).toHaveAccessibleDescription(words.messages.insuranceRequired!)
    await insurance.selectOption({ label: outside[0]! })
    await page.getByRole('button', { name: words.submit }).click()
    await expect(page.getByRole('region', { name: words.successTitle })).toContainText(outside[0]!, ANSWER)

    // Without JavaScript: the browser requires an answer, and "No insurance / self-pay" is stored as such.
    const noScript = await pageWithoutScript(browser)
    await noScript.goto(appointmentPage)
    const emailNoScript = `insurance.nojs.${lang}.${Date.now()}@example.com`
    await fillAppointment(noScript, emailNoScript)
    await expect(noScript.getByLabel(words.labels.insurance)).toHaveJSProperty('required', true)
    await noScript.getByLabel(words.labels.insurance).selectOption({ label: outside[1]! })
    await noScript.getByRole('button', { name: words.submit }).click()
    await expect(noScript.getByRole('region', { name: words.successTitle })).toContainText(outside[1]!, ANSWER)
    await noScript.context().close()

    const stored = await storedRequests()
    expect(stored.find((r) => r.email === email)?.insurance).toBe('plan-not-listed')
    expect(stored.find((r) => r.email === emailNoScript)?.insurance).toBe('no-insurance')
    // Staff read them in the English words of the form.
    const english = formWords(languageCodes[0]!)
    const listing = await requestsListing()
    expect(listing).toContain(`Insurance: ${english.insuranceOutsideList['plan-not-listed']}`)
    expect(listing).toContain(`Insurance: ${english.insuranceOutsideList['no-insurance']}`)
  })
}
