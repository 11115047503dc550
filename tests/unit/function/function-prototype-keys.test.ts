// The names JavaScript objects inherit (`constructor`, `__proto__`, `toString`) as the value of every
// field the function reads, and as a field's name, in JSON and in form posts: never a 500, never a page
// in the wrong words. A value a field offers no choice of is refused with that field's message; a text
// field takes it like any other word. The real handler against a real Postgres (PGlite).
import { describe, expect, it } from 'vitest'
import { handleRequest, type HandlerEnv } from '../../../supabase/functions/send-consultation/handler.ts'
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'

const SITE = 'https://www.crescent-neurology.example'
const env: HandlerEnv = { ALLOWED_ORIGINS: SITE, SENDER_HASH_SALT: 'test-salt', RATE_LIMIT_MAX: '1000', RATE_LIMIT_BLOCK_MAX: '1000', RATE_LIMIT_SURGE: '100000' }
const choices = { locations: ['Covington Office'], insurance: ['Medicare'] }
const database = emptyDatabaseForEachTest()
const NAMES = ['constructor', '__proto__', 'toString'] as const
let ip = 0

const contact = { kind: 'contact', name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane@example.com', preferredLanguage: 'en', preferredLanguageOther: '', accommodation: '', sentFromLanguage: 'en', website: '' }
const appointment = { kind: 'appointment', firstName: 'Jane', lastName: 'Doe', phone: '(555) 010-0123', email: 'jane@example.com', location: 'Covington Office', insurance: 'Medicare', message: 'Please call me.', preferredLanguage: 'en', preferredLanguageOther: '', accommodation: '', sentFromLanguage: 'en', website: '' }

/** Fields whose value must be one of a list: a name of Object.prototype is refused with this field's message. */
const CHOSEN = { contact: ['preferredLanguage', 'sentFromLanguage'], appointment: ['location', 'insurance', 'preferredLanguage', 'sentFromLanguage'] }
/** Fields that take written text: the word is accepted and stored as written. */
const WRITTEN = { contact: ['name', 'accommodation'], appointment: ['firstName', 'lastName', 'message', 'accommodation'] }

function send(body: string, type: 'json' | 'form'): Promise<Response> {
  const headers = { 'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded', origin: SITE, 'x-real-ip': `198.51.100.${(++ip % 250) + 1}` }
  return handleRequest(new Request('http://localhost/functions/v1/send-consultation', { method: 'POST', headers, body }), { db: pgliteDb(database()), env, choices, log: () => {} })
}
/** The fields written out by hand, so that a field named `__proto__` is sent as a field. */
const asJson = (fields: [string, string][]) => `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',')}}`
const asForm = (fields: [string, string][]) => fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')

async function answer(fields: [string, string][], type: 'json' | 'form') {
  const response = await send(type === 'json' ? asJson(fields) : asForm(fields), type)
  const text = await response.text()
  return { status: response.status, text }
}

describe('names of Object.prototype in every field', () => {
  for (const type of ['json', 'form'] as const) {
    for (const [kind, base] of [['contact', contact], ['appointment', appointment]] as const) {
      const fieldNames = Object.keys(base)
      it(`${type}, ${kind}: as the value of each of its ${fieldNames.length} fields, never a 500`, async () => {
        expect(fieldNames.length).toBeGreaterThan(5)
        for (const field of fieldNames) {
          for (const word of NAMES) {
            const fields = Object.entries({ ...base, [field]: word }) as [string, string][]
            const { status, text } = await answer(fields, type)
            const what = `${field}=${word}`
            expect(status, what).toBeLessThan(500)
            if (field === 'kind' || CHOSEN[kind].includes(field) || field === 'email' || field === 'phone') {
              expect(status, what).toBe(400)
              if (type === 'json' && field !== 'kind') expect(Object.keys((JSON.parse(text) as { fieldErrors: object }).fieldErrors), what).toContain(field)
            } else {
              // Text fields take the word; the honeypot filled in is answered as a success and stores nothing.
              expect(status, what).toBe(200)
            }
            if (type === 'form') expect(text, what).toMatch(/<html lang="(en|es)"[ >]/)
          }
        }
      }, 120_000)

      it(`${type}, ${kind}: stores a written field's word as it was written`, async () => {
        expect(WRITTEN[kind].length).toBeGreaterThan(0)
        for (const field of WRITTEN[kind]) {
          const { status } = await answer(Object.entries({ ...base, [field]: 'toString', email: `${field}@example.com` }) as [string, string][], type)
          expect(status, field).toBe(200)
        }
        const { rows } = await database().query<Record<string, string | null>>('select name, first_name, last_name, message, accommodation from public.consultation_requests order by id')
        expect(rows).toHaveLength(WRITTEN[kind].length)
        expect(rows.flatMap((row) => Object.values(row)).filter((value) => value === 'toString')).toHaveLength(WRITTEN[kind].length)
      }, 60_000)

      it(`${type}, ${kind}: with a field named after each of them added, the request is read as without it`, async () => {
        for (const word of NAMES) {
          const { status } = await answer([...(Object.entries(base) as [string, string][]), [word, 'x']], type)
          expect(status, word).toBe(200)
        }
      }, 60_000)
    }
  }

  it('a form post whose page language is one of them is answered in English, the default', async () => {
    for (const word of NAMES) {
      const { status, text } = await answer(Object.entries({ ...contact, sentFromLanguage: word }) as [string, string][], 'form')
      expect(status, word).toBe(400)
      expect(text, word).toMatch(/<html lang="en"[ >]/)
    }
  }, 60_000)
})
