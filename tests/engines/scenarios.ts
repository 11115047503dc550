// The patient's request path, the same in every engine (tests/engines/drivers.ts): open the contact form,
// fill it, send it, see that it was sent, and find it stored; in English, in Spanish, and without
// JavaScript (the form posts itself to the function, which answers a page). The words come from the
// content (content/ui/<lang>.yaml), the rule from the requirements: a request sent is stored, with the
// language of the page it was sent from, and the patient is told so on the page.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { openLocalDatabase } from '../../supabase/local/database.ts'
import type { EnginePage } from './drivers.ts'

type Lang = 'en' | 'es'

interface FormWords {
  submit: string
  successTitle: string
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
  dataDir: string
  /** An e-mail address no other scenario of this run uses, to find the request among the stored ones. */
  email: string
}

const FORM = '[data-island="ContactForm"]'
const SIGN_TIMEOUT_MS = 60_000

/** Waits until the page shows `text` (the answer of the function may take a while on a busy machine). */
async function waitForText(page: EnginePage, text: string, what: string): Promise<void> {
  const deadline = Date.now() + SIGN_TIMEOUT_MS
  for (;;) {
    if ((await page.text()).includes(text)) return
    if (Date.now() > deadline) throw new Error(`${what}: "${text}" did not appear within ${SIGN_TIMEOUT_MS / 1000} s (the page says: ${(await page.text()).replace(/\s+/g, ' ').slice(0, 200)})`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The stored request sent with `email`, or a plain error saying it is not there. */
async function stored(dataDir: string, email: string): Promise<{ sent_from_language: string; name: string }> {
  const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
  try {
    const { rows } = await local.db.query<{ sent_from_language: string; name: string }>('select sent_from_language, name from public.consultation_requests where email = $1', [email])
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
  }
}

export const SCENARIOS: Scenario[] = [
  { name: 'contact form, English', javaScript: true, run: sendWithScript('en', '/contactus') },
  { name: 'contact form, Spanish', javaScript: true, run: sendWithScript('es', '/es/contactus') },
  {
    name: 'contact form without JavaScript',
    javaScript: false,
    async run(page, { base, dataDir, email }) {
      const words = formWords('en')
      await page.goto(`${base}/contactus`)
      await fill(page, 'Ana NoScript', email)
      await page.pressEnter(`${FORM} input[name="email"]`)
      await waitForText(page, words.successTitle, 'after the form post')
      if (!(await page.url()).includes('/functions/v1/send-consultation')) throw new Error(`the form did not post itself: the page is still ${await page.url()}`)
      await stored(dataDir, email)
    },
  },
]
