// The contact and appointment request forms, as a visitor uses them, against the preview's real
// local function. Only the failure cases replace the function's answer (the hosted backend failing
// is the one thing we cannot make happen for real).
import { waitForIsland } from '../support/islands.ts'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { madeUpSender } from '../support/sender.ts'
import { content, site } from '../support/content.ts'
import { storedRequests } from '../support/request-words.ts'

const FUNCTION_URL = '**/functions/v1/send-consultation'
const errorText = `Unable to send message. Please try again or call us at ${site.phones.errorMessage}.`
/** A send that never reached the function (the connection dropped): nothing went out, the form keeps it all. */
const noConnectionText = `You seem to be offline, so nothing was sent. What you typed is still here: send it again once you are back online, or call us at ${site.phones.errorMessage}.`

// The local function limits each sender to 5 requests per 10 minutes and keeps its database between
// runs: give every test its own sender address. The first request on a fresh machine also waits for
// the embedded database to be created, hence the long wait for the answer.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
})
const ANSWER = { timeout: 60_000 }

async function fillContact(page: Page, values: { name: string; phone: string; email: string }) {
  await page.getByLabel('Full Name').fill(values.name)
  await page.getByLabel('Phone Number').fill(values.phone)
  await page.getByLabel('Email Address').fill(values.email)
}

test.describe('contact form', () => {
  test('shows every message under its field, linked and focused', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/contactus')
    await waitForIsland(page, 'ContactForm')
    // The note of pages/contactus.mdx not to send health information.
    await expect(page.getByText(content.pages.find((p) => p.slug === 'contactus')!.data.formNote!)).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    const name = page.getByLabel('Full Name')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Name is required')
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('Phone number must be at least 10 digits')
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Invalid email address')

    // Past its limit (docs/requirements.md §5) a field takes no more: the browser stops it (maxlength);
    // the function's messages for an overlong field are tested on the function (tests/unit/function/function.test.ts).
    // The phone field takes 40 characters: a number of up to 20 and its extension ("+1 (555) 010-0199 ext. 12").
    await fillContact(page, { name: 'x'.repeat(101), phone: '1'.repeat(41), email: `${'a'.repeat(250)}@example.com` })
    await expect(name).toHaveValue('x'.repeat(100))
    await expect(page.getByLabel('Phone Number')).toHaveValue('1'.repeat(40))
    expect((await page.getByLabel('Email Address').inputValue()).length).toBe(255)

    // Spaces alone are not a name; values are trimmed before they are checked.
    await fillContact(page, { name: '   ', phone: '  985555  ', email: 'not-an-email' })
    await expect(name).toHaveAccessibleDescription('Name is required')
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('Phone number must be at least 10 digits')
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Invalid email address')
  })

  test('sends the trimmed fields, says Sending..., then Message Sent, replaces the form with the confirmation and stores the request', async ({ page }) => {
    const email = `jane.tester+${Date.now()}@example.com`
    await page.goto('/contactus')
    await waitForIsland(page, 'ContactForm')
    await fillContact(page, { name: '  Jane Tester  ', phone: ' (985) 555-0142 ', email: ` ${email} ` })
    // Hold the answer until "Sending..." has been seen, then let the real function answer.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(FUNCTION_URL, async (route) => {
      await held
      await route.continue()
    })
    const request = page.waitForRequest(FUNCTION_URL)
    await page.getByRole('button', { name: 'Submit' }).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    expect((await request).postDataJSON()).toEqual({
      kind: 'contact',
      name: 'Jane Tester',
      phone: '(985) 555-0142',
      email,
      preferredLanguage: 'en',
      preferredLanguageOther: '',
      accommodation: '',
      sentFromLanguage: 'en',
      website: '',
    })
    release()
    test.setTimeout(90_000)
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast).toContainText('Message Sent', ANSWER)
    await expect(toast).toContainText("Thank you for your interest. We'll contact you soon.")
    await expect(page.getByRole('region', { name: 'Message Sent' })).toContainText('Jane Tester')
    await expect(page.getByLabel('Full Name')).toHaveCount(0)
    // The request is in the database, exactly as sent.
    const row = (await storedRequests()).find((r) => r.email === email)
    expect(row).toMatchObject({ kind: 'contact', name: 'Jane Tester', phone: '(985) 555-0142', email })
  })

  test('sends and stores an e-mail address with accents as it was typed, not in punycode', async ({ page }) => {
    test.setTimeout(90_000)
    const email = `x${Date.now()}@bücher.de`
    await page.goto('/contactus')
    await waitForIsland(page, 'ContactForm')
    await fillContact(page, { name: 'Ana Müller', phone: '(985) 555-0143', email })
    const request = page.waitForRequest(FUNCTION_URL)
    await page.getByRole('button', { name: 'Submit' }).click()
    expect((await request).postDataJSON()).toMatchObject({ email })
    await expect(page.getByRole('region', { name: 'Message Sent' })).toContainText(email, ANSWER)
    expect((await storedRequests()).find((r) => r.name === 'Ana Müller' && r.email === email)).toBeDefined()
  })

  for (const failure of ['a server error', 'a network failure'] as const) {
    test(`on ${failure} shows the Error toast and keeps what was typed`, async ({ page }) => {
      await page.goto('/contactus')
      await waitForIsland(page, 'ContactForm')
      await page.route(FUNCTION_URL, (route) => (failure === 'a server error' ? route.fulfill({ status: 500, body: '{}' }) : route.abort('failed')))
      await fillContact(page, { name: 'Jane Tester', phone: '985-555-0142', email: 'jane@example.com' })
      await page.getByRole('button', { name: 'Submit' }).click()
      const toast = page.locator('[data-sonner-toast]')
      await expect(toast).toContainText('Error')
      await expect(toast).toContainText(failure === 'a server error' ? errorText : noConnectionText)
      await expect(toast).toHaveClass(/toast-error/)
      await expect(page.getByText('Failed to send message')).toHaveCount(0)
      await expect(page.getByLabel('Full Name')).toHaveValue('Jane Tester')
      await expect(page.getByLabel('Email Address')).toHaveValue('jane@example.com')
      // Alt+T takes keyboard users to the toast; its close button dismisses it.
      await page.keyboard.press('Alt+T')
      await expect(page.locator('[data-sonner-toaster]')).toBeFocused()
      await toast.getByRole('button', { name: /close/i }).click()
      await expect(toast).toHaveCount(0)
    })
  }

  test('during a surge (503, busy) asks the visitor to call the practice, with the number, and keeps what was typed', async ({ page }) => {
    await page.goto('/contactus')
    await waitForIsland(page, 'ContactForm')
    await page.route(FUNCTION_URL, (route) =>
      route.fulfill({ status: 503, headers: { 'content-type': 'application/json', 'retry-after': '300' }, body: JSON.stringify({ error: 'busy', message: 'busy' }) }),
    )
    await fillContact(page, { name: 'Jane Tester', phone: '985-555-0142', email: 'jane@example.com' })
    await page.getByRole('button', { name: 'Submit' }).click()
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast).toContainText(`Please call us at ${site.phones.errorMessage}.`)
    await expect(toast).not.toContainText('Please try again')
    await expect(page.getByLabel('Full Name')).toHaveValue('Jane Tester')
  })

  test('has a Back to Home link', async ({ page }) => {
    await page.goto('/contactus')
    await waitForIsland(page, 'ContactForm')
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })
})

test.describe('appointment request form', () => {
  test('offers every office and every accepted plan', async ({ page }) => {
    await page.goto('/consultation-form')
    await waitForIsland(page, 'AppointmentForm')
    const locations = page.getByLabel('Preferred Location').locator('option')
    await expect(locations).toHaveText(['Select a location', ...content.locations.map((l) => l.name)])
    const plans = page.getByLabel('Insurance').locator('option')
    await expect(plans).toHaveText(['Select your insurance', ...content.insurance.plans, 'My plan is not listed', 'No insurance / self-pay'])
  })

  test('shows every message of the appointment schema', async ({ page }) => {
    await page.goto('/consultation-form')
    await waitForIsland(page, 'AppointmentForm')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByLabel('First Name')).toBeFocused()
    const expectations: [string, string][] = [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email Address', 'Invalid email address'],
      ['Phone Number', 'Phone number must be at least 10 digits'],
      ['Preferred Location', 'Please select a location'],
      ['Insurance', 'Please select your insurance'],
    ]
    for (const [label, message] of expectations) await expect(page.getByLabel(label)).toHaveAccessibleDescription(message)
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(new RegExp('Message is required$'))

    // Past its limit a field takes no more (maxlength): 50, 50 and 1000 characters.
    await page.getByLabel('First Name').fill('x'.repeat(51))
    await page.getByLabel('Last Name').fill('y'.repeat(51))
    await page.getByLabel('Message').fill('z'.repeat(1001))
    await expect(page.getByLabel('First Name')).toHaveValue('x'.repeat(50))
    await expect(page.getByLabel('Last Name')).toHaveValue('y'.repeat(50))
    await expect(page.getByLabel('Message')).toHaveValue('z'.repeat(1000))
  })

  test('sends a valid request and shows Message Sent', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/consultation-form')
    await waitForIsland(page, 'AppointmentForm')
    await page.getByLabel('First Name').fill('Sam')
    await page.getByLabel('Last Name').fill('Patient')
    await page.getByLabel('Email Address').fill('sam@example.com')
    await page.getByLabel('Phone Number').fill('985-555-0177')
    await page.getByLabel('Preferred Location').selectOption(content.locations[3]!.name)
    await page.getByLabel('Insurance').selectOption(content.insurance.plans[0]!)
    await page.getByLabel('Message').fill('New patient visit, mornings are best.')
    const request = page.waitForRequest(FUNCTION_URL)
    await page.getByRole('button', { name: 'Submit' }).click()
    expect((await request).postDataJSON()).toMatchObject({ kind: 'appointment', location: content.locations[3]!.name, firstName: 'Sam' })
    await expect(page.locator('[data-sonner-toast]')).toContainText('Message Sent', ANSWER)
    await expect(page.getByRole('region', { name: 'Message Sent' })).toContainText(content.locations[3]!.name)
  })
})
