// During a surge the function answers a send with a proof-of-work challenge (ALTCHA) instead of a
// refusal, and the form must solve it by itself and send again: the patient only sees a send that takes
// a little longer. Here the function's answers are played by the test, which makes the challenge with
// ALTCHA's own library and its own key and checks the solution the browser sends back with the same
// library: the rule (a correct solution of that very challenge, in the field `altcha`) without the
// site's code. The real function during a surge is tests/unit/local/dev-server.test.ts's (the form in Chromium)
// and tests/unit/local/local-reliability.test.ts's (a script that pays).
import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { expect, test } from '../support/test.ts'
import { waitForIsland } from '../support/islands.ts'
import type { UiWords } from '../../../lib/content/ui-schema.ts'
import { wordsFile } from '../../oracles.ts'
import { site } from '../support/content.ts'

const FUNCTION_URL = '**/functions/v1/send-consultation'
const KEY = 'e2e-surge-test-key'
const KEY_SIGNATURE = 'e2e-surge-test-key-signature'
/** The form's words as the editors wrote them (content/ui/en.yaml). */
const words = (wordsFile('en') as unknown as UiWords).form
const json = (status: number, body: unknown) => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

test('during a surge the form solves the challenge in the background and sends again with the solution', async ({ page }) => {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1000,
    counter: 300,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    hmacSignatureSecret: KEY,
    hmacKeySignatureSecret: KEY_SIGNATURE,
  })
  const sent: Record<string, unknown>[] = []
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/contactus')
  await waitForIsland(page, 'ContactForm')
  const scriptsBeforeSend = scripts.length
  await page.route(FUNCTION_URL, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>
    sent.push(body)
    if (!body.altcha) return route.fulfill(json(503, { error: 'busy', message: 'busy', challenge }))
    const payload = JSON.parse(Buffer.from(String(body.altcha), 'base64').toString()) as Parameters<typeof verifySolution>[0]
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: KEY, hmacKeySignatureSecret: KEY_SIGNATURE })
    return route.fulfill(result.verified ? json(200, { ok: true }) : json(400, { error: 'challenge_invalid', message: 'not valid' }))
  })

  await page.getByLabel(words.labels.fullName).fill('Jane Surge')
  await page.getByLabel(words.labels.phone).fill('985-555-0142')
  await page.getByLabel(words.labels.email).fill('jane.surge@example.com')
  await page.getByRole('button', { name: words.submit }).click()

  await expect(page.locator('[data-sonner-toast]')).toContainText(words.successTitle, { timeout: 60_000 })
  expect(sent).toHaveLength(2)
  expect(sent[0]).not.toHaveProperty('altcha')
  // The second send is the same request, with the solution of the challenge it was given.
  const { altcha, ...second } = sent[1]!
  expect(second).toEqual(sent[0])
  expect(JSON.parse(Buffer.from(String(altcha), 'base64').toString()).challenge).toEqual(challenge)
  // The solver came with the challenge, not with the page.
  expect(scripts.length).toBeGreaterThan(scriptsBeforeSend)
})

test('a challenge that cannot be answered ends on the surge message with the number to call, and keeps what was typed', async ({ page }) => {
  await page.goto('/contactus')
  await waitForIsland(page, 'ContactForm')
  // Every answer is a surge with a challenge, solved or not (the solution is refused as if used).
  let calls = 0
  await page.route(FUNCTION_URL, async (route) => {
    calls++
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, hmacSignatureSecret: KEY, hmacKeySignatureSecret: KEY_SIGNATURE })
    return route.fulfill(json(503, { error: 'busy', message: 'busy', challenge }))
  })
  await page.getByLabel(words.labels.fullName).fill('Jane Tester')
  await page.getByLabel(words.labels.phone).fill('985-555-0142')
  await page.getByLabel(words.labels.email).fill('jane@example.com')
  await page.getByRole('button', { name: words.submit }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText(site.phones.errorMessage, { timeout: 60_000 })
  expect(calls).toBe(2)
  // Both the toast and the notice by the form (which takes the focus) say the surge's own words, not
  // those of a send that failed: the patient learns the office is busy, not that something broke.
  const before = (message: string) => message.split('{phone}')[0]!.trim()
  const notice = page.locator('#contact-failure')
  await expect(notice).toBeFocused()
  for (const shown of [toast, notice]) {
    await expect(shown).toContainText(before(words.busyMessage))
    await expect(shown).not.toContainText(before(words.errorMessage))
  }
  await expect(page.getByLabel(words.labels.fullName)).toHaveValue('Jane Tester')
})
