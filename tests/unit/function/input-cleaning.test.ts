// Clean input at the function: invisible characters that copying brings along are removed, hidden text
// (tag characters) and blank-looking fillers are refused with the form's own message in every text
// field, phones take an extension as docs/decisions.md says, and the function checks the number itself with
// libphonenumber-js while the browser's limits stay those of the requirements (10 to 20 characters, at
// least 10 digits). The real handler against a real Postgres (PGlite).
import { describe, expect, it } from 'vitest'
import { contactRequestSchema } from '../../../supabase/functions/_shared/requests.ts'
import { handleRequest } from '../../../supabase/functions/send-consultation/handler.ts'
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'

const BAD_CHARACTER = 'This field contains a character we cannot accept. Please retype it.'
const TOO_SHORT = 'Phone number must be at least 10 digits'
const TOO_LONG = 'Phone number must be less than 20 characters'
const database = emptyDatabaseForEachTest()
const choices = { locations: ['Covington Office'], insurance: ['Medicare'] }
const contact = { name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane@example.com' }
const appointment = { kind: 'appointment', firstName: 'Jane', lastName: 'Doe', phone: '(555) 010-0123', email: 'jane@example.com', location: 'Covington Office', insurance: 'Medicare', message: 'Please call me.' }
let ip = 0

async function send(body: unknown) {
  const request = new Request('http://localhost/functions/v1/send-consultation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `10.9.${++ip % 250}.1` },
    body: JSON.stringify(body),
  })
  const response = await handleRequest(request, { db: pgliteDb(database()), env: { SENDER_HASH_SALT: 'clean', RATE_LIMIT_MAX: '1000', RATE_LIMIT_BLOCK_MAX: '1000' }, choices, log: () => undefined })
  return { status: response.status, body: (await response.json()) as { fieldErrors?: Record<string, string[]> } }
}
const stored = async () => (await database().query<Record<string, string | null>>('select name, first_name, last_name, message, accommodation, phone from public.consultation_requests order by id')).rows

/** The text fields of each form, with a base request that is otherwise right. */
const TEXT_FIELDS: [Record<string, unknown>, string][] = [
  [contact, 'name'],
  [{ ...contact, preferredLanguage: 'other', preferredLanguageOther: 'Tagalog' }, 'preferredLanguageOther'],
  [contact, 'accommodation'],
  [appointment, 'firstName'],
  [appointment, 'lastName'],
  [appointment, 'message'],
]

describe('hidden text and blank-looking fillers are refused in every text field, with the form’s message', () => {
  const hidden = [
    ['tag characters (hidden words)', 'Hi\u{e0001}\u{e0069}\u{e0067}\u{e006e}\u{e006f}\u{e0072}\u{e0065}'],
    ['a Hangul filler first', '\u3164Jane'],
    ['a Hangul choseong filler first', '\u115fJane'],
    ['the halfwidth Hangul filler', 'Ja\uffa0ne'],
    ['the Braille blank', '\u2800Jane'],
  ] as const
  it.each(hidden)('%s', async (_what, text) => {
    expect(TEXT_FIELDS.length).toBeGreaterThan(5)
    for (const [base, field] of TEXT_FIELDS) {
      const answer = await send({ ...base, [field]: text })
      expect(answer.status, field).toBe(400)
      expect(answer.body.fieldErrors?.[field], field).toEqual([BAD_CHARACTER])
    }
    expect(await stored()).toEqual([])
  })
})

describe('invisible characters that copying brings along are removed before the checks', () => {
  it('stores each text field without zero-width spaces, word joiners and byte order marks, and keeps the joiners names need', async () => {
    expect((await send({ ...contact, name: '\ufeffJa\u200bne\u2060 Doe' })).status).toBe(200)
    expect((await send({ ...appointment, message: 'Call\u200b me\u2061 please.', accommodation: '\u200bAn interpreter' })).status).toBe(200)
    // Persian: the zero-width non-joiner is part of the name.
    expect((await send({ ...contact, name: 'می\u200cخواهم' })).status).toBe(200)
    const rows = await stored()
    expect(rows.map((r) => r.name ?? r.message)).toEqual(['Jane Doe', 'Call me please.', 'می\u200cخواهم'])
    expect(rows[1]!.accommodation).toBe('An interpreter')
  })

  it('refuses a name that is only invisible characters as empty', async () => {
    const answer = await send({ ...contact, name: '\u200b\ufeff\u2060' })
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors?.name).toEqual(['Name is required'])
  })
})

describe('phones', () => {
  it.each(['+1 (555) 010-0199 ext. 12', '555-010-0199 x12', '(555) 010-0199 #4', '555.010.0199 extension 123456', '+44 20 7946 0958'])(
    'accepts %j and stores it as written',
    async (phone) => {
      expect((await send({ ...contact, phone })).status).toBe(200)
      expect((await stored()).map((r) => r.phone)).toEqual([phone])
    },
  )

  it('keeps the browser’s limits on the number (10 to 20 characters, at least 10 digits), extension aside', () => {
    const problem = (phone: string) => {
      const result = contactRequestSchema.safeParse({ ...contact, phone })
      return result.success ? undefined : result.error.issues.map((issue) => issue.message)
    }
    expect(problem('555-01-019')).toEqual([TOO_SHORT]) // 9 characters
    expect(problem('5550100199')).toBeUndefined() // 10
    expect(problem('+1 (555) 010-0199  1')).toBeUndefined() // 20
    expect(problem('+1 (555) 010-0199   1')).toEqual([TOO_LONG]) // 21
    expect(problem('+1 (555) 010-0199 ext. 12')).toBeUndefined() // 17, and the extension
    expect(problem('555-01-0199 x12')).toEqual([TOO_SHORT]) // 9 digits in the number
    expect(problem('5550100199 x1234567')).toEqual([BAD_CHARACTER]) // an extension of 7 digits is no extension
    expect(problem(`5550100199${' '.repeat(27)}x12`)).toBeUndefined() // 40 characters in all
    expect(problem(`5550100199${' '.repeat(28)}x12`)).toEqual([TOO_LONG]) // 41
  })

  it.each([
    ['12345678901234', TOO_LONG, '14 digits with no country'],
    ['+999 123 456 7890', TOO_SHORT, 'a country code no country has'],
    ['+33 1 23 45 67 8', TOO_SHORT, 'too short for its country'],
  ])('refuses %j at the function, which the browser lets through (%s: %s)', async (phone, message) => {
    expect(contactRequestSchema.safeParse({ ...contact, phone }).success).toBe(true)
    const answer = await send({ ...contact, phone })
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors?.phone).toEqual([message])
    expect(await stored()).toEqual([])
  })
})
