// The send-consultation handler against a real Postgres (PGlite) with the real migrations: what it
// answers, what it stores (exactly the fields sent, or nothing), the honeypot, the rate limit, 200
// requests at once, and a storage failure that must not leak a detail.
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { handleRequest, MAX_BODY_BYTES, type HandlerEnv, type LogEntry } from '../../../supabase/functions/send-consultation/handler.ts'
import { BAD_CHARACTER } from '../../../supabase/functions/_shared/requests.ts'
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'

const URL = 'http://localhost/functions/v1/send-consultation'
const SITE = 'https://www.crescent-neurology.example'
const env: HandlerEnv = { ALLOWED_ORIGINS: SITE, SENDER_HASH_SALT: 'test-salt', RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '600' }

const contact = { name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane.doe@example.com' }
const appointment = {
  kind: 'appointment',
  firstName: 'Robert',
  lastName: 'Nguyen-Smith',
  email: 'robert@example.com',
  phone: '555-010-0199',
  location: 'Covington, LA',
  insurance: 'Aetna Commercial',
  message: 'I would like a follow-up visit for headaches.',
}

const database = emptyDatabaseForEachTest()
let logs: LogEntry[] = []
let ipCounter = 0
/** A new sender in a new network block for every request unless a test picks one: the rate limit only matters where tested. */
const nextIp = () => `10.${++ipCounter >> 8}.${ipCounter & 255}.1`

beforeEach(() => {
  logs = []
})

interface SendOptions {
  method?: string
  ip?: string
  origin?: string
  contentType?: string | null
  raw?: BodyInit
  env?: HandlerEnv
  now?: Date
  headers?: Record<string, string>
}

function send(body: unknown, o: SendOptions = {}): Promise<Response> {
  // x-real-ip: the header Supabase's gateway sets to the client's address (CLIENT_IP_HEADER's default).
  const headers: Record<string, string> = { 'x-real-ip': o.ip ?? nextIp(), ...o.headers }
  if (o.contentType !== null) headers['content-type'] = o.contentType ?? 'application/json'
  if (o.origin) headers.origin = o.origin
  const method = o.method ?? 'POST'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers,
    body: hasBody ? (o.raw ?? JSON.stringify(body)) : undefined,
    duplex: o.raw instanceof ReadableStream ? 'half' : undefined,
  }
  return handleRequest(new Request(URL, init), {
    db: pgliteDb(database()),
    env: o.env ?? env,
    now: o.now ? () => o.now as Date : undefined,
    log: (entry) => logs.push(entry),
  })
}

async function storedRows() {
  const { rows } = await database().query<Record<string, unknown>>('select * from public.consultation_requests order by id')
  return rows
}

const appointmentColumns = { first_name: null, last_name: null, location: null, insurance: null, message: null }
/** What a request that says nothing about language stores (tests/unit/function/function-language.test.ts tests the rest). */
const englishColumns = { preferred_language: 'en', preferred_language_other: null, accommodation: null, sent_from_language: 'en' }

describe('send-consultation: valid requests are stored with exactly their fields', () => {
  it('stores a contact request (trimmed), with a salted hash of the sender instead of the address', async () => {
    const response = await send({ name: '  Jane Doe ', phone: ' (555) 010-0123', email: 'jane.doe@example.com  ', notes: 'not a field' }, { ip: '198.51.100.7' })
    expect(response.status).toBe(200)
    // Stored: the answer carries the request's reference (tests/unit/function/request-defaults.test.ts tests it).
    expect(await response.json()).toEqual({ ok: true, reference: expect.stringMatching(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/) })
    const rows = await storedRows()
    expect(rows).toHaveLength(1)
    const { id, created_at, sender_hash, reference, ...fields } = rows[0]!
    expect(fields).toEqual({ kind: 'contact', ...contact, ...appointmentColumns, ...englishColumns, sent_during_surge: false })
    // A keyed HMAC: without the secret, hashing every address does not find the sender.
    expect(sender_hash).toBe(createHmac('sha256', 'test-salt').update('sender:v4:198.51.100.7').digest('hex'))
    expect(Number(id)).toBe(1)
    // The reference the patient is shown is stored with the request.
    expect(reference).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/)
    expect(Date.now() - new Date(created_at as string).getTime()).toBeLessThan(60_000)
    expect(logs).toEqual([{ event: 'stored', kind: 'contact', id: '1' }])
  })

  it('treats a body without "kind" as a contact request, as docs/requirements.md §7 sends it', async () => {
    expect((await send({ ...contact, kind: 'contact' })).status).toBe(200)
    expect((await send(contact)).status).toBe(200)
    expect((await storedRows()).map((r) => r.kind)).toEqual(['contact', 'contact'])
  })

  it('stores an appointment request', async () => {
    const response = await send(appointment, { ip: '198.51.100.8' })
    expect(response.status).toBe(200)
    const [row] = await storedRows()
    // Every column, the ones the database fills in too: the answer's reference, the sender's HMAC, the time.
    expect(row).toMatchObject({ id: 1, reference: ((await response.json()) as { reference: string }).reference })
    expect(row!.sender_hash).toBe(createHmac('sha256', 'test-salt').update('sender:v4:198.51.100.8').digest('hex'))
    expect(Date.now() - new Date(row!.created_at as string).getTime()).toBeLessThan(60_000)
    expect(Object.keys(row!).sort()).toEqual([...Object.keys(appointmentColumns), ...Object.keys(englishColumns), 'created_at', 'email', 'id', 'kind', 'name', 'phone', 'reference', 'sender_hash', 'sent_during_surge'].sort())
    const fields = Object.fromEntries(Object.entries(row!).filter(([column]) => !['id', 'created_at', 'sender_hash', 'reference'].includes(column)))
    expect(fields).toEqual({
      kind: 'appointment',
      name: null,
      first_name: 'Robert',
      last_name: 'Nguyen-Smith',
      email: 'robert@example.com',
      phone: '555-010-0199',
      location: 'Covington, LA',
      insurance: 'Aetna Commercial',
      message: 'I would like a follow-up visit for headaches.',
      ...englishColumns,
      sent_during_surge: false,
    })
  })

  it('accepts every field at its longest and shortest allowed length', async () => {
    const email255 = `${'a'.repeat(243)}@example.com`
    expect(email255).toHaveLength(255)
    // A phone of 20 characters that is a number (20 digits is none: the function checks numbers, not only lengths).
    const phone20 = '+1  (555) 010 - 0199'
    expect(phone20).toHaveLength(20)
    expect((await send({ name: 'N'.repeat(100), phone: phone20, email: email255 })).status).toBe(200)
    expect((await send({ name: 'N', phone: '1'.repeat(10), email: 'a@b.co' })).status).toBe(200)
    const long = { ...appointment, firstName: 'F'.repeat(50), lastName: 'L'.repeat(50), message: 'm'.repeat(1000) }
    expect((await send(long)).status).toBe(200)
    expect((await send({ ...appointment, firstName: 'F', lastName: 'L', message: 'm' })).status).toBe(200)
    expect(await storedRows()).toHaveLength(4)
  })

  it('accepts a body of exactly 16 KB', async () => {
    const base = JSON.stringify({ ...contact, padding: '' })
    const raw = JSON.stringify({ ...contact, padding: 'x'.repeat(MAX_BODY_BYTES - base.length) })
    expect(new TextEncoder().encode(raw).byteLength).toBe(MAX_BODY_BYTES)
    expect((await send(null, { raw })).status).toBe(200)
    expect(await storedRows()).toHaveLength(1)
  })
})

describe('send-consultation: invalid input gets its status and nothing is stored', () => {
  const fieldCases: [string, unknown, Record<string, string[]>][] = [
    ['an empty name', { ...contact, name: '' }, { name: ['Name is required'] }],
    ['a name of spaces', { ...contact, name: '   ' }, { name: ['Name is required'] }],
    ['no name', { phone: contact.phone, email: contact.email }, { name: ['Name is required'] }],
    ['a name of 101 characters', { ...contact, name: 'N'.repeat(101) }, { name: ['Name must be less than 100 characters'] }],
    ['a phone of 9 characters', { ...contact, phone: '555-01001' }, { phone: ['Phone number must be at least 10 digits'] }],
    ['a phone padded to 10 with spaces', { ...contact, phone: '  55501001  ' }, { phone: ['Phone number must be at least 10 digits'] }],
    ['a phone of 21 characters', { ...contact, phone: '1'.repeat(21) }, { phone: ['Phone number must be less than 20 characters'] }],
    ['a phone that is a number', { ...contact, phone: 5550100123 }, { phone: ['Phone number must be at least 10 digits'] }],
    ['an email without @', { ...contact, email: 'jane.example.com' }, { email: ['Invalid email address'] }],
    ['an email of 256 characters', { ...contact, email: `${'a'.repeat(244)}@example.com` }, { email: ['Email must be less than 255 characters'] }],
    ['every contact field wrong', {}, { name: ['Name is required'], phone: ['Phone number must be at least 10 digits'], email: ['Invalid email address'] }],
    ['an empty first name', { ...appointment, firstName: ' ' }, { firstName: ['First name is required'] }],
    ['a first name of 51', { ...appointment, firstName: 'F'.repeat(51) }, { firstName: ['First name must be less than 50 characters'] }],
    ['an empty last name', { ...appointment, lastName: '' }, { lastName: ['Last name is required'] }],
    ['a last name of 51', { ...appointment, lastName: 'L'.repeat(51) }, { lastName: ['Last name must be less than 50 characters'] }],
    ['no location', { ...appointment, location: '' }, { location: ['Please select a location'] }],
    ['a forged location of 201', { ...appointment, location: 'x'.repeat(201) }, { location: ['Please select a location'] }],
    ['no insurance', { ...appointment, insurance: undefined }, { insurance: ['Please select your insurance'] }],
    ['an empty message', { ...appointment, message: '\n ' }, { message: ['Message is required'] }],
    ['a message of 1001', { ...appointment, message: 'm'.repeat(1001) }, { message: ['Message must be less than 1000 characters'] }],
    ['an appointment sent as a contact', { ...appointment, kind: undefined }, { name: ['Name is required'] }],
    ['an unknown kind', { ...contact, kind: 'newsletter' }, { kind: ['Kind must be "contact" or "appointment".'] }],
    ['a JSON array', [contact], { body: ['The request must be a JSON object.'] }],
    ['a JSON string', 'hello', { body: ['The request must be a JSON object.'] }],
    ['JSON null', null, { body: ['The request must be a JSON object.'] }],
    ['a NUL character', { ...contact, name: 'Jane\u0000Doe' }, { name: [BAD_CHARACTER] }],
  ]

  it.each(fieldCases)('400 for %s, with the messages of docs/requirements.md §5', async (_label, body, fieldErrors) => {
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_request', message: 'Please check the highlighted fields.', fieldErrors })
    expect(await storedRows()).toEqual([])
  })

  it.each([
    ['not JSON at all', 'name=Jane'],
    ['cut-off JSON', '{"name": "Jane", '],
    ['an empty body', ''],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('400 for malformed JSON: %s', async (_label, raw) => {
    const response = await send(null, { raw })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_json', message: 'The request is not valid JSON.' })
    expect(await storedRows()).toEqual([])
  })

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['multipart form data', 'multipart/form-data; boundary=x'],
    ['no content type', null],
  ])('415 for a body that is not JSON: %s', async (_label, contentType) => {
    const response = await send(contact, { contentType })
    expect(response.status).toBe(415)
    expect((await response.json()).error).toBe('unsupported_media_type')
    expect(await storedRows()).toEqual([])
  })

  it('413 for a body over 16 KB, whether or not it says its length', async () => {
    const raw = JSON.stringify({ ...contact, padding: 'x'.repeat(MAX_BODY_BYTES) })
    const declared = await send(null, { raw })
    expect(declared.status).toBe(413)
    expect((await declared.json()).error).toBe('too_large')

    // Streamed in chunks with no Content-Length: counted while reading.
    const bytes = new TextEncoder().encode(raw)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096))
        controller.close()
      },
    })
    const streamed = await send(null, { raw: stream })
    expect(streamed.status).toBe(413)
    expect(await storedRows()).toEqual([])

    // The edge: 16 KB exactly is read (and judged on its fields), one byte more is refused.
    const sized = (size: number) => {
      const start = JSON.stringify({ ...contact, padding: '' }).slice(0, -2)
      return `${start}${'x'.repeat(size - start.length - 2)}"}`
    }
    expect(sized(16 * 1024).length).toBe(16 * 1024)
    expect((await send(null, { raw: sized(16 * 1024 + 1) })).status).toBe(413)
    expect((await send(null, { raw: sized(16 * 1024) })).status).not.toBe(413)
  })

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('405 for %s, naming the methods allowed', async (method) => {
    const response = await send(contact, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await storedRows()).toEqual([])
  })
})

describe('send-consultation: CORS', () => {
  it('answers the preflight of the site', async () => {
    const response = await send(null, {
      method: 'OPTIONS',
      origin: SITE,
      contentType: null,
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header)
    }
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('gives the site its origin back on a POST', async () => {
    const response = await send(contact, { origin: SITE })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('refuses other origins: no CORS headers on the preflight, 403 and nothing stored on a POST', async () => {
    const preflight = await send(null, { method: 'OPTIONS', origin: 'https://evil.example', contentType: null })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const post = await send(contact, { origin: 'https://evil.example' })
    expect(post.status).toBe(403)
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
    expect(await storedRows()).toEqual([])
  })

  it('allows local origins in development only (no ALLOWED_ORIGINS, or ALLOW_LOCAL_ORIGINS=true)', async () => {
    const development: HandlerEnv = { SENDER_HASH_SALT: 's' }
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173', 'http://localhost']) {
      const response = await send(null, { method: 'OPTIONS', origin, contentType: null, env: development })
      expect(response.status, origin).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    }
    expect((await send(null, { method: 'OPTIONS', origin: 'http://localhost.evil.example', contentType: null, env: development })).status).toBe(403)
    expect((await send(null, { method: 'OPTIONS', origin: 'http://localhost:3000', contentType: null })).status).toBe(403)
    const withLocal = { ...env, ALLOW_LOCAL_ORIGINS: 'true' }
    expect((await send(null, { method: 'OPTIONS', origin: 'http://localhost:3000', contentType: null, env: withLocal })).status).toBe(204)
  })
})

describe('send-consultation: honeypot', () => {
  it('answers 200 to a filled honeypot and stores nothing', async () => {
    const response = await send({ ...contact, website: 'https://spam.example' })
    expect(response.status).toBe(200)
    // Nothing stored, so no reference.
    expect(await response.json()).toEqual({ ok: true })
    expect(await storedRows()).toEqual([])
    expect(logs).toEqual([{ event: 'honeypot' }])
    // Even with invalid fields: a robot learns nothing.
    expect((await send({ website: 'x' })).status).toBe(200)
    expect(await storedRows()).toEqual([])
  })

  it('stores a request whose honeypot is left empty', async () => {
    expect((await send({ ...appointment, website: '' })).status).toBe(200)
    expect(await storedRows()).toHaveLength(1)
  })
})

describe('send-consultation: rate limit', () => {
  const at = (iso: string) => new Date(`2026-11-22T${iso}Z`)

  it('lets one sender send 5 in 10 minutes with no setting given; the 6th gets 429 while another sender still gets 200', async () => {
    const defaults: HandlerEnv = { ALLOWED_ORIGINS: SITE, SENDER_HASH_SALT: 'test-salt' }
    const now = at('10:01:00')
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await send(contact, { ip: '198.51.100.1', now, env: defaults })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])

    const limited = await send(contact, { ip: '198.51.100.1', now: at('10:02:00'), env: defaults })
    expect(limited.status).toBe(429)
    // The oldest of the 5 leaves the window 10 minutes after it was sent, 9 minutes from now.
    expect(limited.headers.get('retry-after')).toBe('540')
    expect((await limited.json()).error).toBe('too_many_requests')

    expect((await send(contact, { ip: '198.51.100.2', now, env: defaults })).status).toBe(200)
    expect(await storedRows()).toHaveLength(6)

    // 10 minutes after the first 5, they no longer count.
    expect((await send(contact, { ip: '198.51.100.1', now: at('10:11:01'), env: defaults })).status).toBe(200)
    console.log(`rate limit: sender A got ${statuses.join(', ')} (default 5 per 600 s); sender B got 200; A got 200 again 10 minutes later`)
  })

  it('slides: a burst across the end of a clock window gets no more than the limit in any 10 minutes', async () => {
    const statuses: number[] = []
    for (const time of ['10:09:59', '10:09:59', '10:09:59', '10:09:59', '10:09:59', '10:10:00', '10:10:00', '10:10:01', '10:19:58']) {
      statuses.push((await send(contact, { ip: '198.51.100.3', now: at(time) })).status)
    }
    // A fixed window restarting at 10:10 let 10 through within 2 seconds; the sliding one lets none until 10:19:59.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429])
    expect((await send(contact, { ip: '198.51.100.3', now: at('10:20:00') })).status).toBe(200)
  })

  it('takes the address from the header the gateway sets, never from one the client adds', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      // A new made-up X-Forwarded-For and X-Client-IP on every request: only x-real-ip counts.
      const headers = { 'x-forwarded-for': `10.9.8.${i}`, 'x-client-ip': `10.9.9.${i}`, 'x-real-ip': '198.51.100.4' }
      statuses.push((await send(contact, { headers })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('puts requests without one well-formed IP address into one shared bucket, and logs it (no other header is tried)', async () => {
    const statuses: number[] = []
    const values = ['', 'unknown', 'not an address', '10.1.1.1, 198.51.100.4', '999.1.1.1', '198.51.100.7:443', 'fe80::1%eth0']
    for (const value of values) {
      statuses.push((await send(contact, { headers: { 'x-real-ip': value, 'x-forwarded-for': `192.0.2.${statuses.length}` } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect(logs.filter((l) => l.event === 'no_client_address')).toHaveLength(values.length)
  })

  it('honours CLIENT_IP_HEADER: that header, holding one address, and no other', async () => {
    const other: HandlerEnv = { ...env, CLIENT_IP_HEADER: 'CF-Connecting-IP' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(contact, { env: other, headers: { 'cf-connecting-ip': '198.51.100.5', 'x-real-ip': `10.0.0.${i}` } })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('counts a whole IPv6 /64 as one sender', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++) statuses.push((await send(contact, { ip: `2001:db8:aa:bb::${i.toString(16)}` })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await send(contact, { ip: '2001:db8:aa:bc::1' })).status).toBe(200)
  })

  it('limits a network block (IPv4 /24) without touching other networks: 250 requests from 50 addresses of one /24', async () => {
    const now = at('12:00:00')
    const flood = await Promise.all(Array.from({ length: 250 }, (_, i) => send(contact, { ip: `192.0.2.${i % 50}`, now })))
    const statuses = flood.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(220)
    expect((await send(contact, { ip: '192.0.2.200', now })).status).toBe(429)
    // A patient on another network is accepted.
    expect((await send(contact, { ip: '198.51.100.20', now })).status).toBe(200)
    console.log(`250 requests from 50 addresses of 192.0.2.0/24: ${statuses.filter((s) => s === 200).length} accepted; another network: 200`)
  })

  it('limits an IPv6 /48 as one block: 250 requests from 50 /64s of one /48', async () => {
    const now = at('12:00:00')
    const flood = await Promise.all(Array.from({ length: 250 }, (_, i) => send(contact, { ip: `2001:db8:cafe:${(i % 50).toString(16)}::1`, now })))
    expect(flood.filter((r) => r.status === 200)).toHaveLength(30)
    expect((await send(contact, { ip: '2001:db8:beef::1', now })).status).toBe(200)
  })

  it('answers a surge of many networks with 503, Retry-After and a challenge (function-surge.test.ts solves it), tells staff once, and accepts again when it has passed', async () => {
    const notices: unknown[] = []
    const surgeEnv: HandlerEnv = { ...env, RATE_LIMIT_SURGE: '20', NOTIFY_WEBHOOK_URL: 'https://hooks.example/notify' }
    const fetchNotice: typeof fetch = async (_url, init) => {
      notices.push(JSON.parse(String(init?.body)))
      return new Response(null, { status: 204 })
    }
    const sendSurge = (now: Date) =>
      handleRequest(
        new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': nextIp() }, body: JSON.stringify(contact) }),
        { db: pgliteDb(database()), env: surgeEnv, now: () => now, fetch: fetchNotice, log: (entry) => logs.push(entry) },
      )
    const flood = await Promise.all(Array.from({ length: 40 }, () => sendSurge(at('13:00:00'))))
    expect(flood.filter((r) => r.status === 200)).toHaveLength(20)
    const refused = flood.filter((r) => r.status === 503)
    expect(refused).toHaveLength(20)
    expect(refused[0]!.headers.get('retry-after')).toBe('600')
    expect(await refused[0]!.json()).toEqual({ error: 'busy', message: expect.any(String), challenge: expect.any(Object) })
    // One notice for the stored 20, one for the surge: nothing personal in it.
    const surgeNotices = notices.filter((n) => (n as { event: string }).event === 'request_surge')
    expect(surgeNotices).toHaveLength(1)
    expect(JSON.stringify(surgeNotices)).not.toMatch(/Jane|example\.com|555/)
    expect((await sendSurge(at('13:05:00'))).status).toBe(503)
    expect(notices.filter((n) => (n as { event: string }).event === 'request_surge')).toHaveLength(1)
    expect((await sendSurge(at('13:10:01'))).status).toBe(200)
    expect(await storedRows()).toHaveLength(21)
  })

  it('counts concurrent requests of one sender atomically', async () => {
    const now = at('11:00:00')
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(contact, { ip: '198.51.100.9', now })))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    expect(await storedRows()).toHaveLength(5)
  })
})

describe('send-consultation: load and failure', () => {
  it('answers 200 concurrent requests from different networks with 200 each and stores all 200', async () => {
    const bodies = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? { name: `Person ${i}`, phone: `555-010-${String(i).padStart(4, '0')}`, email: `person${i}@example.com` }
        : { ...appointment, firstName: `Person${i}`, email: `person${i}@example.com` },
    )
    const started = performance.now()
    const responses = await Promise.all(bodies.map((body, i) => send(body, { ip: `10.${i}.0.1` })))
    const seconds = (performance.now() - started) / 1000
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200))
    const rows = await storedRows()
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(bodies.map((b) => b.email)))
    expect(new Set(rows.map((r) => r.sender_hash)).size).toBe(200)
    console.log(`concurrency: 200 requests in ${seconds.toFixed(2)} s = ${(200 / seconds).toFixed(0)} requests/second (handler + PGlite in memory)`)
  }, 120_000)

  it('answers 500 without any detail when storage fails, and logs no personal data', async () => {
    await database().exec(`
      create function public.fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'disk full while writing %', new.email; end $$;
      create trigger fail_insert before insert on public.consultation_requests for each row execute function public.fail_insert();
    `)
    try {
      const response = await send(contact)
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ error: 'server_error', message: 'Something went wrong. Please try again later.' })
      for (const secret of ['disk full', contact.email, 'consultation_requests', 'P0001']) expect(text).not.toContain(secret)
      expect(logs).toEqual([{ event: 'storage_failed', status: 500, code: 'P0001' }])
      expect(await storedRows()).toEqual([])
      // The failed request used no slot of the rate limit.
      expect((await database().query('select * from public.consultation_rate_events')).rows).toEqual([])
    } finally {
      await database().exec('drop trigger fail_insert on public.consultation_requests; drop function public.fail_insert();')
    }
    expect((await send(contact)).status).toBe(200)
  })

  it('never writes names, e-mail addresses, phone numbers or addresses to the log', async () => {
    await send(contact, { ip: '198.51.100.77' })
    await send(appointment, { ip: '198.51.100.77' })
    await send({ ...contact, email: 'bad' }, { ip: '198.51.100.77' })
    await send({ ...contact, website: 'x' }, { ip: '198.51.100.77' })
    const text = JSON.stringify(logs)
    expect(logs.length).toBe(4)
    for (const secret of [contact.name, contact.email, contact.phone, appointment.firstName, appointment.message, '198.51.100.77']) {
      expect(text).not.toContain(secret)
    }
  })
})

describe('send-consultation: optional notification', () => {
  let server: Server
  let received: { authorization?: string; body: Record<string, unknown> }[] = []
  let answer = 200
  let hookUrl = ''

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = ''
      req.on('data', (chunk: Buffer) => (data += chunk.toString()))
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(data) as Record<string, unknown> })
        res.statusCode = answer
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  beforeEach(() => {
    received = []
    answer = 200
  })

  it('announces a stored request to NOTIFY_WEBHOOK_URL with its number only, no personal data', async () => {
    const response = await send(contact, { env: { ...env, NOTIFY_WEBHOOK_URL: hookUrl, NOTIFY_WEBHOOK_TOKEN: 'hook-token' } })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
    expect(received[0]!.authorization).toBe('Bearer hook-token')
    expect(received[0]!.body).toMatchObject({ event: 'consultation_request', id: '1', kind: 'contact' })
    expect(JSON.stringify(received[0]!.body)).not.toContain(contact.email)
    expect(logs.map((l) => l.event)).toEqual(['stored', 'notified'])
  })

  it('still answers 200 and keeps the request when the notification fails', async () => {
    answer = 502
    expect((await send(contact, { env: { ...env, NOTIFY_WEBHOOK_URL: hookUrl } })).status).toBe(200)
    const unreachable = { ...env, NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/closed-port' }
    expect((await send(appointment, { env: unreachable })).status).toBe(200)
    expect(await storedRows()).toHaveLength(2)
    expect(logs.filter((l) => l.event === 'notify_failed')).toHaveLength(2)
  })
})

describe('the database itself (migrations)', () => {
  it('refuses rows that break the limits, even from a trusted writer', async () => {
    const insert = (columns: string, values: unknown[]) =>
      database().query(`insert into public.consultation_requests (${columns}, sender_hash) values (${values.map((_, i) => `$${i + 1}`).join(', ')}, $${values.length + 1})`, [
        ...values,
        'a'.repeat(64),
      ])
    await expect(insert('kind, name, email, phone', ['contact', 'N'.repeat(101), 'a@b.co', '5550100123'])).rejects.toThrow(/check constraint/)
    await expect(insert('kind, name, email, phone', ['contact', 'Jane', 'a@b.co', '555'])).rejects.toThrow(/check constraint/)
    await expect(insert('kind, name, email, phone, message', ['contact', 'Jane', 'a@b.co', '5550100123', 'hi'])).rejects.toThrow(/check constraint/)
    await expect(insert('kind, first_name, email, phone', ['appointment', 'Jane', 'a@b.co', '5550100123'])).rejects.toThrow(/check constraint/)
    await expect(insert('kind, name, email, phone', ['contact', 'Jane', 'no-at-sign', '5550100123'])).rejects.toThrow(/check constraint/)
    expect(await storedRows()).toEqual([])
  })

  it('gives the public API roles no access: anon and authenticated can neither read nor write', async () => {
    await send(contact)
    for (const role of ['anon', 'authenticated']) {
      await database().exec(`set role ${role}`)
      try {
        await expect(database().query('select * from public.consultation_requests')).rejects.toThrow(/permission denied/)
        await expect(
          database().query("insert into public.consultation_requests (kind, name, email, phone, sender_hash) values ('contact', 'x', 'a@b.co', '5550100123', $1)", ['a'.repeat(64)]),
        ).rejects.toThrow(/permission denied/)
        await expect(database().query('select * from public.consultation_rate_events')).rejects.toThrow(/permission denied/)
      } finally {
        await database().exec('reset role')
      }
    }
    const { rows } = await database().query<{ relname: string; relrowsecurity: boolean; policies: number }>(
      `select c.relname, c.relrowsecurity, (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
         from pg_class c where c.relname in ('consultation_requests', 'consultation_rate_events') order by c.relname`,
    )
    expect(rows).toEqual([
      { relname: 'consultation_rate_events', relrowsecurity: true, policies: 0 },
      { relname: 'consultation_requests', relrowsecurity: true, policies: 0 },
    ])
  })
})
