// What the function stores when the patient changes nothing, against real Postgres (PGlite) with the
// real migrations: a request from a page in any language of the site (lib/i18n/languages.ts) is
// called back in that language unless the patient chose another; the insurance answers for a plan not
// in the list and for no insurance are stored as their own values; every stored request has a short
// reference, the same in the function's answer and in the database, for every size of id.
import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../../lib/i18n/languages.ts'
import { handleRequest, type HandlerEnv } from '../../../supabase/functions/send-consultation/handler.ts'
import { formChoicesFromContent } from '../../../lib/content/form-choices.ts'
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'

const env: HandlerEnv = { ALLOWED_ORIGINS: 'https://www.crescent-neurology.example', SENDER_HASH_SALT: 'test-salt', RATE_LIMIT_MAX: '50', RATE_LIMIT_BLOCK_MAX: '500', RATE_LIMIT_SURGE: '5000' }
const choices = formChoicesFromContent()
const database = emptyDatabaseForEachTest()
let ip = 0

const contact = { name: 'María López', phone: '(555) 010-0123', email: 'maria@example.com' }
const appointment = { kind: 'appointment', firstName: 'Ana', lastName: 'Lê', email: 'ana@example.com', phone: '555-010-0152', location: choices.locations[0], message: 'A first visit.' }

function send(body: unknown, contentType: 'json' | 'form' = 'json') {
  const form = contentType === 'form'
  const request = new Request('http://localhost/functions/v1/send-consultation', {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'x-real-ip': `203.0.113.${++ip % 250}` },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  })
  return handleRequest(request, { db: pgliteDb(database()), env, choices, log: () => {} })
}

async function stored() {
  const { rows } = await database().query<{ id: number; preferred_language: string; sent_from_language: string; insurance: string | null; reference: string }>(
    'select id, preferred_language, sent_from_language, insurance, reference from public.consultation_requests order by id',
  )
  return rows
}

/** The reference a patient reads out: letters and digits in two groups of three, none of I, L, O or U (easily misread). */
const REFERENCE = /^([0-9A-HJKMNP-TV-Z]+-)?[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/

describe('the call-back language is the language of the page', () => {
  it(`stores the page's language for a request that chose none, from the form of every language (${languageCodes.length})`, async () => {
    expect(languageCodes.length).toBeGreaterThan(1)
    for (const lang of languageCodes) {
      // As the form posts without JavaScript (no choice sent), and as JSON from an older client.
      expect((await send({ ...contact, kind: 'contact', sentFromLanguage: lang, formPage: '/contactus' }, 'form')).status, lang).toBe(200)
      expect((await send({ ...appointment, insurance: choices.insurance[0], sentFromLanguage: lang }))).toHaveProperty('status', 200)
    }
    const rows = await stored()
    expect(rows).toHaveLength(languageCodes.length * 2)
    for (const row of rows) expect(row.preferred_language).toBe(row.sent_from_language)
    expect(new Set(rows.map((row) => row.sent_from_language))).toEqual(new Set(languageCodes))
  })

  it('stores the language the patient chose when it is not the page\'s', async () => {
    const [first, second] = languageCodes
    expect((await send({ ...contact, sentFromLanguage: first, preferredLanguage: second })).status).toBe(200)
    expect((await send({ ...contact, sentFromLanguage: second, preferredLanguage: first })).status).toBe(200)
    expect((await stored()).map((row) => [row.sent_from_language, row.preferred_language])).toEqual([
      [first, second],
      [second, first],
    ])
  })
})

describe('insurance outside the list', () => {
  it('stores "My plan is not listed" and "No insurance / self-pay" as their own values, and still requires an answer', async () => {
    for (const insurance of ['plan-not-listed', 'no-insurance']) expect((await send({ ...appointment, insurance })).status, insurance).toBe(200)
    expect((await stored()).map((row) => row.insurance)).toEqual(['plan-not-listed', 'no-insurance'])
    // The words are not values: a translated or made-up answer is refused with the form's message, and so is none.
    for (const insurance of ['No insurance / self-pay', 'Sin seguro', '']) {
      const response = await send({ ...appointment, insurance })
      expect(response.status, insurance).toBe(400)
      expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.insurance).toEqual(['Please select your insurance'])
    }
  })
})

describe('the reference of a request', () => {
  it('is returned with every stored request, is the one stored, and differs between requests', async () => {
    const answers: string[] = []
    for (let i = 0; i < 5; i++) answers.push(((await (await send(contact)).json()) as { reference: string }).reference)
    const rows = await stored()
    expect(rows.map((row) => row.reference)).toEqual(answers)
    for (const reference of answers) expect(reference).toMatch(REFERENCE)
    expect(new Set(answers).size).toBe(answers.length)
  })

  it('stays the same in the answer and the database at the edges of the ids (2^30 - 1, 2^30, far beyond)', async () => {
    const answers: string[] = []
    for (const next of [2 ** 30 - 1, 2 ** 30, 2 ** 45 + 7]) {
      await database().exec(`alter sequence public.consultation_requests_id_seq restart with ${next}`)
      answers.push(((await (await send(contact)).json()) as { reference: string }).reference)
    }
    const rows = await stored()
    expect(rows.map((row) => row.id)).toEqual([2 ** 30 - 1, 2 ** 30, 2 ** 45 + 7])
    expect(rows.map((row) => row.reference)).toEqual(answers)
    for (const reference of answers) expect(reference).toMatch(REFERENCE)
    expect(new Set(answers).size).toBe(3)
  })
})
