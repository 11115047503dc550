// Language access in the requests: the send-consultation handler against real Postgres (PGlite) with
// the real migrations stores the language to call back in, the accommodation asked for and the
// language of the page, checks "other" names a language, and the database refuses what the schema does.
import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../../lib/i18n/languages.ts'
import { MESSAGES } from '../../../supabase/functions/_shared/requests.ts'
import { handleRequest, type HandlerEnv } from '../../../supabase/functions/send-consultation/handler.ts'
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'

const env: HandlerEnv = { ALLOWED_ORIGINS: 'https://www.crescent-neurology.example', SENDER_HASH_SALT: 'test-salt', RATE_LIMIT_MAX: '50', RATE_LIMIT_WINDOW_SECONDS: '600' }
const contact = { name: 'María López', phone: '(555) 010-0123', email: 'maria@example.com' }
const appointment = {
  kind: 'appointment',
  firstName: 'María',
  lastName: 'López',
  email: 'maria@example.com',
  phone: '555-010-0199',
  location: 'Covington',
  insurance: 'Medicaid',
  message: 'Quisiera una cita para mis dolores de cabeza.',
}

const database = emptyDatabaseForEachTest()
let ip = 0


function send(body: unknown) {
  const request = new Request('http://localhost/functions/v1/send-consultation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++ip}` },
    body: JSON.stringify(body),
  })
  return handleRequest(request, { db: pgliteDb(database()), env, log: () => {} })
}

async function languageColumns() {
  const { rows } = await database().query<Record<string, unknown>>(
    'select preferred_language, preferred_language_other, accommodation, sent_from_language from public.consultation_requests order by id',
  )
  return rows
}

describe('requests carry their language', () => {
  it('stores an appointment sent from a Spanish page, in Spanish, with its accommodation', async () => {
    const response = await send({ ...appointment, preferredLanguage: 'es', accommodation: '  Intérprete de lengua de señas ', sentFromLanguage: 'es' })
    expect(response.status).toBe(200)
    expect(await languageColumns()).toEqual([
      { preferred_language: 'es', preferred_language_other: null, accommodation: 'Intérprete de lengua de señas', sent_from_language: 'es' },
    ])
  })

  it('stores "other" with the language written out, and drops a stray language when English or Spanish is chosen', async () => {
    expect((await send({ ...contact, preferredLanguage: 'other', preferredLanguageOther: ' Vietnamese ' })).status).toBe(200)
    expect((await send({ ...contact, preferredLanguage: 'es', preferredLanguageOther: 'Vietnamese', accommodation: '' })).status).toBe(200)
    expect(await languageColumns()).toEqual([
      { preferred_language: 'other', preferred_language_other: 'Vietnamese', accommodation: null, sent_from_language: 'en' },
      { preferred_language: 'es', preferred_language_other: null, accommodation: null, sent_from_language: 'en' },
    ])
  })

  it('answers 400, storing nothing, for "other" without a language, an unknown language or a too-long accommodation', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ preferredLanguage: 'other', preferredLanguageOther: '  ' }, 'preferredLanguageOther', MESSAGES.otherLanguageRequired],
      [{ preferredLanguage: 'klingon' }, 'preferredLanguage', 'Please choose a language'],
      [{ accommodation: 'x'.repeat(501) }, 'accommodation', 'Accommodation request must be less than 500 characters'],
      [{ sentFromLanguage: 'fr' }, 'sentFromLanguage', `The page language must be one of ${languageCodes.map((code) => `"${code}"`).join(', ')}`],
    ]
    for (const [fields, field, message] of cases) {
      const response = await send({ ...contact, ...fields })
      expect(response.status, field).toBe(400)
      expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual([message])
    }
    expect(await languageColumns()).toEqual([])
  })

  it('the database refuses "other" without a language, even from a trusted writer', async () => {
    await expect(
      database().query(
        `insert into public.consultation_requests (kind, name, email, phone, sender_hash, preferred_language)
         values ('contact', 'A', 'a@example.com', '5550100123', repeat('a', 64), 'other')`,
      ),
    ).rejects.toThrow(/consultation_requests_other_language/)
  })

  it('the database takes any page language shaped like a language code, and refuses anything else', async () => {
    const insert = (code: string) =>
      database().query(
        `insert into public.consultation_requests (kind, name, email, phone, sender_hash, sent_from_language)
         values ('contact', 'A', 'a@example.com', '5550100123', repeat('a', 64), $1)`,
        [code],
      )
    // A language added to the site's list needs no migration: the function checks the list itself.
    await insert('zh-Hant')
    for (const wrong of ['English', 'es; drop table', '']) await expect(insert(wrong), wrong).rejects.toThrow(/consultation_requests_sent_from_language_check/)
  })
})
