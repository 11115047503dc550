// The flood row of `npm run test:reliability`: a flood from 300 networks must not refuse a real patient.
//
// One preview (scripts/preview.ts, the built site and its local function) with the production limits
// (5 per sender, 30 per network block, surge level 300), this machine as the trusted proxy so that one
// machine can be 300 networks. Then:
//   1. 300 networks send one request each, as fast as they can: all accepted (the surge level is full),
//      at the flood's free rate (requests accepted per second);
//   2. the same 300 send again without paying: each is answered 503 with a challenge, nothing stored;
//   3. the flood goes on paying, solving each challenge with Node's own PBKDF2 (ALTCHA's solver, as a
//      script would), while a new patient in a real browser (headless Chromium, Playwright) opens the
//      contact form, fills it and sends it: the form solves its challenge in the background, the
//      request is stored, flagged sent_during_surge.
// The row prints both rates of the flood, free and paying, and how long the patient's send took.
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { uiTextOf } from '../components/i18n.ts'
import { loadContent } from '../lib/content/load.ts'
import { openLocalDatabase } from '../supabase/local/database.ts'
import { chromiumPath, playwrightChromiumArgs } from '../tests/browser.ts'
import { contactBody, nextPort, pool, PROXIED, record, scenario, startPreview, storedWith, type Outcome } from './reliability-lib.ts'

const NETWORKS = 300
/** The flood's concurrency, the same free and paying, so the two rates compare. */
const CONCURRENCY = 4
/** The paying flood stops when the patient is done and it has sent at least this many, or after PAID_MAX_SECONDS. */
const PAID_MIN = 12
const PAID_MAX_SECONDS = 120
const EXPECTED = `${NETWORKS} accepted free, the rest 503 + challenge; paying flood slower; patient in Chromium stored, flagged`

/** One address in each of 300 different /24 networks (198.18.0.0/15, the benchmarking range). */
const networkAddress = (i: number) => `198.${18 + (i >> 8)}.${i & 255}.7`

interface Answer extends Outcome {
  challenge?: Challenge
}

/**
 * One request. A connection the server closed as idle while the script was solving (its keep-alive
 * timeout, 5 s, on a busy machine) is tried once more on a new one, as any script would.
 */
async function post(port: number, body: object, address: string): Promise<Answer> {
  const answer = await postOnce(port, body, address)
  return answer.status === 'failed' && answer.reason === 'UND_ERR_SOCKET' ? postOnce(port, body, address) : answer
}

async function postOnce(port: number, body: object, address: string): Promise<Answer> {
  const email = (body as { email?: string }).email
  try {
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    })
    const reply = (await response.json().catch(() => ({}))) as { challenge?: Challenge }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), email, challenge: reply.challenge }
  } catch (error) {
    return { status: 'failed', email, reason: String((error as { cause?: { code?: unknown } }).cause?.code ?? (error as Error).name) }
  }
}

/** What a script must do for each request during a surge: ask, solve the challenge with Node's PBKDF2, send again. */
async function paidRequest(port: number, email: string, address: string): Promise<Answer> {
  const first = await post(port, contactBody(email), address)
  if (first.status !== 503 || !first.challenge) return first
  const solution = await solveChallenge({ challenge: first.challenge, deriveKey })
  if (!solution) return first
  const altcha = Buffer.from(JSON.stringify({ challenge: first.challenge, solution })).toString('base64')
  return post(port, { ...contactBody(email), altcha }, address)
}

/** A new patient in headless Chromium sends the contact form; resolves with the seconds from the click to the stored request. */
async function patientInChromium(port: number, dataDir: string, email: string): Promise<number> {
  const words = uiTextOf(loadContent().content, 'en').form
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: playwrightChromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/contactus`)
    await page.getByLabel(words.labels.fullName).fill('Flood Patient')
    await page.getByLabel(words.labels.phone).fill('985-555-0142')
    await page.getByLabel(words.labels.email).fill(email)
    // The form's script starts on the first focus; a patient types for longer than that takes.
    await page.locator('[data-island="ContactForm"][data-hydrated]').waitFor()
    const clicked = performance.now()
    await page.getByRole('button', { name: words.submit }).click()
    const deadline = clicked + PAID_MAX_SECONDS * 1000
    while (!(await storedFlagged(dataDir, email))) {
      if (performance.now() > deadline) throw new Error(`the patient's request was not stored within ${PAID_MAX_SECONDS} s`)
      await new Promise((r) => setTimeout(r, 500))
    }
    return (performance.now() - clicked) / 1000
  } finally {
    await browser.close()
  }
}

async function storedFlagged(dataDir: string, email: string): Promise<boolean> {
  const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
  try {
    const { rows } = await local.db.query<{ n: number }>('select count(*)::int as n from public.consultation_requests where email = $1 and sent_during_surge', [email])
    return rows[0]!.n === 1
  } finally {
    await local.close()
  }
}

export async function floodScenario(work: string): Promise<void> {
  await scenario(`flood from ${NETWORKS} networks, a patient in Chromium`, EXPECTED, async () => {
    const port = await nextPort()
    const dataDir = join(work, 'flood', 'pglite')
    await startPreview(port, dataDir, PROXIED)
    await post(port, contactBody('flood-warmup@example.com'), '192.0.2.251')

    let t0 = performance.now()
    const free = await pool(Array.from({ length: NETWORKS - 1 }, (_, i) => () => post(port, contactBody(`flood-free-${i}@example.com`), networkAddress(i))), CONCURRENCY)
    const freeRate = free.length / ((performance.now() - t0) / 1000)

    const unpaid = await pool(Array.from({ length: NETWORKS }, (_, i) => () => post(port, contactBody(`flood-unpaid-${i}@example.com`), networkAddress(i))), CONCURRENCY)
    const challenged = unpaid.filter((o) => o.status === 503 && o.challenge).length

    let patientDone = false
    const patient = patientInChromium(port, dataDir, 'flood-patient@example.com').finally(() => (patientDone = true))
    const paid: Answer[] = []
    t0 = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while ((!patientDone || paid.length < PAID_MIN) && performance.now() - t0 < PAID_MAX_SECONDS * 1000) {
          const i = next++
          // Each network sends at most 5 (the sender limit): 2 so far, so 3 more each at most.
          paid.push(await paidRequest(port, `flood-paid-${i}@example.com`, networkAddress(i % NETWORKS)))
        }
      }),
    )
    const paidSeconds = (performance.now() - t0) / 1000
    const paidRate = paid.filter((o) => o.status === 200).length / paidSeconds
    const patientSeconds = await patient

    const stored = await storedWith(dataDir, 'flood-')
    const figures =
      `free ${freeRate.toFixed(0)} accepted/s, paying ${paidRate.toFixed(1)} accepted/s (${(freeRate / Math.max(paidRate, 0.01)).toFixed(0)}× less); ` +
      `patient stored after ${patientSeconds.toFixed(1)} s`
    console.log(`flood from ${NETWORKS} networks: ${figures}`)
    const pass =
      free.every((o) => o.status === 200) &&
      challenged === NETWORKS &&
      !unpaid.some((o) => o.email && stored.has(o.email)) &&
      paid.every((o) => o.status === 200) &&
      paidRate < freeRate
    const patientOutcome: Outcome = { status: 200, email: 'flood-patient@example.com' }
    record(`flood from ${NETWORKS} networks (${figures})`, [...free, ...unpaid, ...paid, patientOutcome], stored, EXPECTED, pass)
  })
}
