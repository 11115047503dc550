// The patient's request path, the same in every engine (tests/engines/drivers.ts): open a request form,
// fill it, send it, see that it was sent, and find it stored; in English, in Spanish, and without
// JavaScript (the form posts itself to the function, which answers a page). The words come from the
// content (content/ui/<lang>.yaml), the rule from the requirements: a request sent is stored, with the
// language of the page it was sent from, and the patient is told so on the page. At the edges: when the
// connection drops at the send (each engine words its network error its own way), and when the
// sender is past the function's limit, the patient is told what happened with the number to call,
// on the form, which keeps what was typed; and a press on Submit before the form's script has started
// (scripts arriving late) is not lost.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { openLocalDatabase } from '../../supabase/local/database.ts'
import type { EnginePage } from './drivers.ts'

type Lang = 'en' | 'es'

interface FormWords {
  submit: string
  successTitle: string
  confirmation: { next: string }
  offlineMessage: string
  limitedMessage: string
  messages: { nameRequired: string }
}

/** The form's words of a language, as an editor wrote them. */
export function formWords(lang: Lang): FormWords {
  const ui = parse(readFileSync(`content/ui/${lang}.yaml`, 'utf8')) as { form: FormWords }
  return ui.form
}

export interface Scenario {
  name: string
  javaScript: boolean
  run(page: EnginePage, context: ScenarioContext): Promise<void>
}

export interface ScenarioContext {
  base: string
  /** A preview whose function lets a sender send one request in its window. */
  limitedBase: string
  /** The first preview, but the connection of a send to the function drops. */
  cutBase: string
  /** The first preview, but every script arrives seconds late. */
  slowBase: string
  dataDir: string
  /** An e-mail address no other scenario of this run uses, to find the request among the stored ones. */
  email: string
}

const FORM = '[data-island="ContactForm"]'
const SIGN_TIMEOUT_MS = 60_000

/** Polls `reached` until it is true, for SIGN_TIMEOUT_MS at most; then fails with `failure()`'s words. */
async function waitUntil(reached: () => Promise<boolean>, failure: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + SIGN_TIMEOUT_MS
  while (!(await reached())) {
    if (Date.now() > deadline) throw new Error(`${await failure()} within ${SIGN_TIMEOUT_MS / 1000} s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Waits until the page shows `text` (the answer of the function may take a while on a busy machine). */
function waitForText(page: EnginePage, text: string, what: string): Promise<void> {
  return waitUntil(
    // Read between two pages (the form post's answer still loading), the text is not there yet.
    async () => (await page.text().catch(() => '')).includes(text),
    async () => `${what}: "${text}" did not appear (the page says: ${(await page.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200)})`,
  )
}

/** Waits until the page's address contains `part`. */
function waitForAddress(page: EnginePage, part: string, what: string): Promise<void> {
  return waitUntil(
    async () => (await page.url()).includes(part),
    async () => `${what}: the page is still ${await page.url()}`,
  )
}

interface StoredRequest {
  sent_from_language: string
  preferred_language: string
  reference: string
}

/** The stored request sent with `email`, or a plain error saying it is not there. */
async function stored(dataDir: string, email: string): Promise<StoredRequest> {
  const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
  try {
    const { rows } = await local.db.query<StoredRequest>('select sent_from_language, preferred_language, reference from public.consultation_requests where email = $1', [email])
    if (rows.length !== 1) throw new Error(`the request sent with ${email} is stored ${rows.length} times, not once`)
    return rows[0]!
  } finally {
    await local.close()
  }
}

async function fill(page: EnginePage, name: string, email: string): Promise<void> {
  await page.type(`${FORM} input[name="name"]`, name)
  await page.type(`${FORM} input[name="phone"]`, '985-555-0142')
  await page.type(`${FORM} input[name="email"]`, email)
}

/** With JavaScript: the form's script starts on the first focus, checks, sends, and says it was sent. */
function sendWithScript(lang: Lang, path: string): Scenario['run'] {
  return async (page, { base, dataDir, email }) => {
    const words = formWords(lang)
    await page.goto(`${base}${path}`)
    await page.click(`${FORM} input[name="name"]`)
    await page.waitFor(`${FORM}[data-hydrated]`, 30_000)
    await fill(page, 'Ana Engine', email)
    await page.click(`${FORM} button[type="submit"]`)
    await waitForText(page, words.successTitle, 'after sending')
    const row = await stored(dataDir, email)
    if (row.sent_from_language !== lang) throw new Error(`stored as sent from the "${row.sent_from_language}" site, not "${lang}"`)
    // The page's language is the call-back language unless the patient chose another.
    if (row.preferred_language !== lang) throw new Error(`stored with "${row.preferred_language}" as the language to call back in, not the page's "${lang}"`)
    await confirmed(page, words, row, 'Ana Engine')
  }
}

/** The confirmation that stays: what happens next, the reference stored with the request, and what was sent. */
async function confirmed(page: EnginePage, words: FormWords, row: StoredRequest, name: string): Promise<void> {
  // Waited for, not read once: the toast that says it was sent can come a render before the confirmation
  // replaces the form (WebKit on a busy machine showed the one without the other yet).
  for (const [what, expected] of [['what happens next', words.confirmation.next], ['the reference', row.reference], ['the name sent', name]] as const) {
    await waitForText(page, expected, `the confirmation, ${what}`)
  }
}

/** Opens the contact form at `url`, lets its script start, fills it and presses Submit. */
async function sendContact(page: EnginePage, url: string, name: string, email: string): Promise<void> {
  await page.goto(url)
  await page.click(`${FORM} input[name="name"]`)
  await page.waitFor(`${FORM}[data-hydrated]`, 30_000)
  await fill(page, name, email)
  await page.click(`${FORM} button[type="submit"]`)
}

/** The notice says `sentence` (up to its number), the number is a link that calls, and the form still holds `name`. */
async function toldOnTheForm(page: EnginePage, sentence: string, name: string, path: string): Promise<void> {
  await waitForText(page, sentence.split('{phone}')[0]!.trim(), 'the notice')
  await page.waitFor(`${FORM} a[href^="tel:"]`, 5_000)
  if (!(await page.url()).endsWith(path)) throw new Error(`the page left the form for ${await page.url()}`)
  const kept = await page.value(`${FORM} input[name="name"]`)
  if (kept !== name) throw new Error(`the form holds "${kept}" as the name, not what was typed ("${name}")`)
}

/** The appointment request form: names, an office, a plan and a message as well. */
const appointment: Scenario['run'] = async (page, { base, dataDir, email }) => {
  const form = '[data-island="AppointmentForm"]'
  await page.goto(`${base}/consultation-form`)
  await page.click(`${form} input[name="firstName"]`)
  await page.waitFor(`${form}[data-hydrated]`, 30_000)
  await page.type(`${form} input[name="firstName"]`, 'Ana')
  await page.type(`${form} input[name="lastName"]`, 'Engine')
  await page.type(`${form} input[name="email"]`, email)
  await page.type(`${form} input[name="phone"]`, '985-555-0142')
  await page.choose(`${form} select[name="location"]`, 1)
  await page.choose(`${form} select[name="insurance"]`, 1)
  await page.type(`${form} textarea[name="message"]`, 'A follow-up visit, please.')
  await page.click(`${form} button[type="submit"]`)
  await waitForText(page, formWords('en').successTitle, 'after sending')
  const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
  try {
    const { rows } = await local.db.query<{ kind: string; location: string | null; insurance: string | null }>('select kind, location, insurance from public.consultation_requests where email = $1', [email])
    const row = rows[0]
    if (rows.length !== 1 || row?.kind !== 'appointment' || !row.location || !row.insurance) throw new Error(`the appointment request is not stored with its office and plan: ${JSON.stringify(rows)}`)
  } finally {
    await local.close()
  }
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'contact form, Submit pressed before its script started',
    javaScript: true,
    async run(page, { slowBase }) {
      // The page is there, its scripts are not yet: the press must not be lost (nor post the empty form).
      await page.goto(`${slowBase}/contactus`)
      await page.click(`${FORM} button[type="submit"]`)
      await waitForText(page, formWords('en').messages.nameRequired, 'the field messages once the form started')
      if (!(await page.url()).endsWith('/contactus')) throw new Error(`the press left the form for ${await page.url()}`)
    },
  },
  {
    name: 'contact form, connection lost at the send',
    javaScript: true,
    async run(page, { cutBase, email }) {
      await sendContact(page, `${cutBase}/contactus`, 'Ana Cut', email)
      await toldOnTheForm(page, formWords('en').offlineMessage, 'Ana Cut', '/contactus')
    },
  },
  {
    name: 'contact form, sender past the limit (Spanish)',
    javaScript: true,
    async run(page, { limitedBase, email }) {
      // This machine's one address sends first, so the browser's send is past the limit (every engine's).
      const body = { kind: 'contact', name: 'Ana Primera', phone: '985-555-0142', email, website: '', sentFromLanguage: 'es' }
      await fetch(`${limitedBase}/functions/v1/send-consultation`, { method: 'POST', headers: { 'content-type': 'application/json', origin: limitedBase }, body: JSON.stringify(body) })
      await sendContact(page, `${limitedBase}/es/contactus`, 'Ana Otra Vez', email)
      await toldOnTheForm(page, formWords('es').limitedMessage, 'Ana Otra Vez', '/es/contactus')
    },
  },
  { name: 'contact form, English', javaScript: true, run: sendWithScript('en', '/contactus') },
  { name: 'appointment form, English', javaScript: true, run: appointment },
  { name: 'contact form, Spanish', javaScript: true, run: sendWithScript('es', '/es/contactus') },
  {
    name: 'contact form without JavaScript',
    javaScript: false,
    async run(page, { base, dataDir, email }) {
      const words = formWords('en')
      await page.goto(`${base}/contactus`)
      await fill(page, 'Ana NoScript', email)
      await page.pressEnter(`${FORM} input[name="email"]`)
      // The answer is a page of the function's address (the driver may learn the new address a moment
      // after the new page's text is there).
      await waitForAddress(page, '/functions/v1/send-consultation', 'the form did not post itself')
      await waitForText(page, words.successTitle, 'after the form post')
      await confirmed(page, words, await stored(dataDir, email), 'Ana NoScript')
      // A full page of the site: its header, footer and the number to call as a link.
      for (const part of ['header', 'footer', 'a[href^="tel:"]']) await page.waitFor(part, 5_000)
    },
  },
]
