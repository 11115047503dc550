// The backend call on the preview server, with no Supabase project: a page of the site posts a request
// to /functions/v1/send-consultation on its own origin (as the forms do), and the request is found in the
// embedded database, read as `npm run requests` reads it (tests/e2e/support/request-words.ts). (The form itself
// is tested with the forms.)
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { storedRequests } from '../support/request-words.ts'

/** Each test run is a new sender, so the rate limit (5 per 10 minutes) never trips over earlier runs. */
const sender = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

function postFromPage(page: Page, body: unknown) {
  return page.evaluate(async (json) => {
    const response = await fetch('/functions/v1/send-consultation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }, body)
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': sender })
  await page.goto('/')
})

test('a request sent from the site is stored and listed by `npm run requests`', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `visitor.${Date.now()}@example.com`
  const answer = await postFromPage(page, { name: '  E2E Visitor ', phone: '555-010-0170', email, website: '' })
  // The answer carries the reference the patient can quote: three and three letters or digits.
  expect(answer).toEqual({ status: 200, body: { ok: true, reference: expect.stringMatching(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/) } })

  const mine = (await storedRequests()).filter((r) => r.email === email)
  expect(mine).toEqual([expect.objectContaining({ kind: 'contact', name: 'E2E Visitor', phone: '555-010-0170', email })])
})

test('a wrong field gets its message and a filled honeypot is dropped: neither is stored', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `robot.${Date.now()}@example.com`
  const invalid = await postFromPage(page, { name: 'Short Phone', phone: '555', email })
  expect(invalid.status).toBe(400)
  expect(invalid.body.fieldErrors).toEqual({ phone: ['Phone number must be at least 10 digits'] })

  const trapped = await postFromPage(page, { name: 'Robot', phone: '555-010-0171', email, website: 'https://spam.example' })
  expect(trapped).toEqual({ status: 200, body: { ok: true } })

  expect((await storedRequests()).filter((r) => r.email === email)).toEqual([])
})
