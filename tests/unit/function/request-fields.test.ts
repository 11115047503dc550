// What the function refuses and accepts in the text of a request, field by field, against a real
// PGlite with the real migrations: each refused input gets the form's own message for that field and
// stores nothing; every real name (accents, apostrophes, hyphens, Vietnamese, Arabic, Chinese) is stored
// exactly as written. The offices and plans accepted are the content's, read as the local server reads them.
import { describe, expect, it } from 'vitest'
import { BAD_CHARACTER, parseConsultationRequest } from '../../../supabase/functions/_shared/requests.ts'
import { handleRequest } from '../../../supabase/functions/send-consultation/handler.ts'
import { formChoicesFromContent } from '../../../lib/content/form-choices.ts'
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'

const database = emptyDatabaseForEachTest()
const choices = formChoicesFromContent()
const contact = { name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane@example.com' }
const appointment = {
  kind: 'appointment',
  firstName: 'Robert',
  lastName: 'Nguyen',
  email: 'robert@example.com',
  phone: '555-010-0199',
  location: choices.locations[0]!,
  insurance: choices.insurance.at(-1)!,
  message: 'A follow-up visit, please.',
}
let ip = 0

async function send(body: unknown) {
  ip++
  const request = new Request('http://localhost/functions/v1/send-consultation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': `10.${ip >> 8}.${ip & 255}.1` },
    body: JSON.stringify(body),
  })
  return handleRequest(request, { db: pgliteDb(database()), env: { SENDER_HASH_SALT: 'fields' }, choices, log: () => undefined })
}

const stored = async () => (await database().query<Record<string, unknown>>('select * from public.consultation_requests')).rows

describe('the function refuses text no real request holds, with the field’s message, and stores nothing', () => {
  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a name of zero-width spaces', { ...contact, name: '\u200b\u200b\u200b' }, { name: ['Name is required'] }],
    ['a name of bidirectional overrides and a BOM', { ...contact, name: '\u202e\u202d\ufeff' }, { name: ['Name is required'] }],
    ['a name of Hangul fillers', { ...contact, name: '\u3164\u3164' }, { name: ['Name is required'] }],
    ['a first name of joiners only', { ...appointment, firstName: '\u200d\u200c' }, { firstName: ['First name is required'] }],
    ['a right-to-left override in a name', { ...contact, name: 'Evil\u202egnp.exe' }, { name: [BAD_CHARACTER] }],
    ['a bidirectional isolate in a last name', { ...appointment, lastName: 'Smith\u2066x' }, { lastName: [BAD_CHARACTER] }],
    ['a new line in a name', { ...contact, name: 'Jane\nDoe' }, { name: [BAD_CHARACTER] }],
    ['an escape character in a name', { ...contact, name: 'Jane\u001b[31mDoe' }, { name: [BAD_CHARACTER] }],
    ['a NUL in a message', { ...appointment, message: 'Hello\u0000there' }, { message: [BAD_CHARACTER] }],
    ['a bell in a message', { ...appointment, message: 'Hello\u0007' }, { message: [BAD_CHARACTER] }],
    ['a lone surrogate in a name', { ...contact, name: 'Jane \ud800 Doe' }, { name: [BAD_CHARACTER] }],
    ['a lone low surrogate in a message', { ...appointment, message: 'Hi \udfff' }, { message: [BAD_CHARACTER] }],
    ['a line separator in a message', { ...appointment, message: 'Hi\u2028there' }, { message: [BAD_CHARACTER] }],
    ['an override in the accommodation', { ...contact, accommodation: 'ASL \u202e' }, { accommodation: [BAD_CHARACTER] }],
    ['a phone of ten letters', { ...contact, phone: 'abcdefghij' }, { phone: [BAD_CHARACTER] }],
    ['a phone of 9 digits padded with dashes', { ...contact, phone: '555-010-012--' }, { phone: ['Phone number must be at least 10 digits'] }],
    ['a phone of punctuation', { ...contact, phone: '(((--)))..' }, { phone: ['Phone number must be at least 10 digits'] }],
    ['a location the form does not offer', { ...appointment, location: 'Paris, France' }, { location: ['Please select a location'] }],
    ['an insurance the form does not offer', { ...appointment, insurance: 'Acme Health' }, { insurance: ['Please select your insurance'] }],
    ['a location in another case', { ...appointment, location: choices.locations[0]!.toUpperCase() }, { location: ['Please select a location'] }],
  ]
  it.each(cases)('%s', async (_label, body, fieldErrors) => {
    const response = await send(body)
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual(fieldErrors)
    expect(await stored()).toEqual([])
  })
})

describe('the function accepts every real name, stored exactly as written', () => {
  const names = [
    'José Ángel Muñoz',
    "Siobhán O'Brien",
    'Mary-Kate Ó Súilleabháin',
    'Nguyễn Thị Minh Khai',
    'محمد عبد الله',
    '王秀英',
    'Zoë D’Arcy',
    'Jean-Luc Picard Jr.',
    'Øyvind Åsmund Lægreid',
    'Ngũgĩ wa Thiong’o',
    'मोहनदास करमचंद गांधी',
    'فرزانه\u200cمحمدی',
  ]
  it.each(names)('%s', async (name) => {
    const response = await send({ ...contact, name })
    expect(response.status).toBe(200)
    expect((await stored()).map((row) => row.name)).toEqual([name])
  })

  it('accepts every office and plan of the content, and a message with line breaks and tabs', async () => {
    for (const location of choices.locations) expect((await send({ ...appointment, location })).status).toBe(200)
    for (const insurance of choices.insurance) expect((await send({ ...appointment, insurance })).status).toBe(200)
    expect((await send({ ...appointment, message: 'Line one\n\tLine two\r\nLine three 👍🏽 👨‍👩‍👧' })).status).toBe(200)
    expect(await stored()).toHaveLength(choices.locations.length + choices.insurance.length + 1)
  })

  it('accepts the phone numbers people write', async () => {
    for (const phone of ['5550100123', '(555) 010-0123', '+1 555.010.0123', '555-010-0123 x12', '555/010-0123']) {
      expect((await send({ ...contact, phone })).status, phone).toBe(200)
    }
  })
})

describe('the function stores an e-mail address as the patient typed it', () => {
  it('keeps the accents of its domain (x@bücher.de), not the punycode mail servers read', async () => {
    for (const email of ['x@bücher.de', 'ana@café.example.com', 'li@例え.jp']) {
      const response = await send({ ...contact, email })
      expect(response.status, email).toBe(200)
    }
    expect((await stored()).map((row) => row.email)).toEqual(['x@bücher.de', 'ana@café.example.com', 'li@例え.jp'])
  })

  it('still refuses what is no address, in any script', async () => {
    for (const email of ['x@bücher', 'x@bü cher.de', 'bücher.de', 'x@bücher.de:80', 'x@bücher.de/path', 'x@-bücher.de']) {
      const response = await send({ ...contact, email })
      expect(response.status, email).toBe(400)
      expect((await response.json()).fieldErrors, email).toEqual({ email: ['Invalid email address'] })
    }
    expect(await stored()).toEqual([])
  })
})

describe('the forms check the same rules before sending (the schema they share with the function)', () => {
  it('gives the browser the same message for a forged character as the function', () => {
    const parsed = parseConsultationRequest({ ...contact, name: 'Evil\u202egnp.exe' })
    expect(parsed).toEqual({ outcome: 'invalid', fieldErrors: { name: [BAD_CHARACTER] } })
  })
})
