// A form post to the send-consultation handler (the forms before their island starts, or without
// JavaScript), against a real Postgres (PGlite) with the real migrations: the same checks as JSON,
// answered with a result page in the form's language; nothing typed in the answer's address or headers.
import { describe, expect, it } from 'vitest'
import { handleRequest, MAX_BODY_BYTES, type HandlerEnv } from '../../supabase/functions/send-consultation/handler.ts'
import { FORM_WORDS } from '../../supabase/functions/_shared/form-words.ts'
import { pgliteDb } from '../../supabase/local/database.ts'
import { emptyDatabaseForEachTest } from './memory-database.ts'

const SITE = 'https://www.crescent-neurology.example'
const env: HandlerEnv = { ALLOWED_ORIGINS: SITE, SENDER_HASH_SALT: 'test-salt', RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' }
const database = emptyDatabaseForEachTest()
let ip = 0

function post(fields: Record<string, string>, o: { origin?: string; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': o.ip ?? `198.51.100.${++ip}` }
  headers.origin = o.origin ?? SITE
  const request = new Request('http://localhost/functions/v1/send-consultation', { method: 'POST', headers, body: new URLSearchParams(fields).toString() })
  return handleRequest(request, { db: pgliteDb(database()), env, log: () => {} })
}

const contact = { kind: 'contact', sentFromLanguage: 'en', formPage: '/contactus', name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane@example.com', preferredLanguage: 'en', preferredLanguageOther: '', accommodation: '', website: '' }

async function storedRows() {
  const { rows } = await database().query<Record<string, unknown>>('select kind, name, email, sent_from_language from public.consultation_requests order by id')
  return rows
}

/** A form post body of exactly `size` bytes: the contact request, padded in a field of its own. */
function bodyOfSize(size: number, fields = contact): string {
  const start = `${new URLSearchParams(fields).toString()}&padding=`
  return `${start}${'x'.repeat(size - start.length)}`
}

function postRaw(body: string | ReadableStream<Uint8Array>): Promise<Response> {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': `198.51.100.${++ip}`, origin: SITE }
  const request = new Request('http://localhost/functions/v1/send-consultation', { method: 'POST', headers, body, ...(typeof body === 'string' ? {} : { duplex: 'half' }) } as RequestInit)
  return handleRequest(request, { db: pgliteDb(database()), env, log: () => {} })
}

describe('send-consultation: form posts', () => {
  it('answers a form post over 16 KB with the error page and 413, declared or streamed, and stores nothing; a smaller one is read', async () => {
    // The limit, in the test's own numbers: 16 KB of body is read, one byte more is not.
    expect(MAX_BODY_BYTES).toBe(16 * 1024)
    const over = bodyOfSize(16 * 1024 + 1)
    expect(new TextEncoder().encode(over).length).toBe(16 * 1024 + 1)
    const declared = await postRaw(over)
    expect(declared.status).toBe(413)
    expect(declared.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await declared.text()
    expect(html).toContain(FORM_WORDS.en.errorMessage)
    expect(html).not.toContain('jane@example.com')
    const bytes = new TextEncoder().encode(bodyOfSize(64 * 1024))
    const streamed = await postRaw(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096))
          controller.close()
        },
      }),
    )
    expect(streamed.status).toBe(413)
    expect(await storedRows()).toEqual([])
    // Under the limit the body is read and checked as any other: not refused for its size. (Right at
    // 16 KB a form post is refused too: the function checks the JSON it makes of the fields against the
    // same limit, and that is a little longer. No form comes near it: its fields are short.)
    expect((await postRaw(bodyOfSize(8 * 1024))).status).not.toBe(413)
  })

  it('stores a valid contact request and answers the success page, linking back to the form', async () => {
    const response = await post(contact)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain(`<h1>${FORM_WORDS.en.successTitle}</h1>`)
    expect(html).toContain(`href="${SITE}/contactus"`)
    expect(html).not.toContain('jane@example.com')
    expect(await storedRows()).toEqual([{ kind: 'contact', name: 'Jane Doe', email: 'jane@example.com', sent_from_language: 'en' }])
  })

  it("answers each invalid field's message in Spanish, with its label, and stores nothing", async () => {
    const response = await post({ ...contact, sentFromLanguage: 'es', formPage: '/es/contactus', name: ' ', phone: '123' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain(`<strong>${FORM_WORDS.es.labels.name}:</strong> ${FORM_WORDS.es.messages['Name is required']}`)
    expect(html).toContain(FORM_WORDS.es.messages['Phone number must be at least 10 digits'])
    expect(html).toContain(`href="${SITE}/es/contactus"`)
    expect(await storedRows()).toEqual([])
  })

  it('refuses another origin, and links nowhere outside the site', async () => {
    const response = await post({ ...contact, formPage: '//evil.example/x' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain(FORM_WORDS.en.errorMessage)
    expect(html).toContain('href="/"')
    expect(html).not.toContain('evil.example')
    expect(await storedRows()).toEqual([])
  })

  it('keeps the rate limit: past it, the error page with the number to call', async () => {
    for (let i = 0; i < 2; i++) expect((await post(contact, { ip: '192.0.2.9' })).status).toBe(200)
    const limited = await post(contact, { ip: '192.0.2.9' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.text()).toContain(FORM_WORDS.en.errorMessage)
    expect(await storedRows()).toHaveLength(2)
  })

  it('answers a filled honeypot as sent and stores nothing', async () => {
    const response = await post({ ...contact, website: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(FORM_WORDS.en.successTitle)
    expect(await storedRows()).toEqual([])
  })

  it('escapes what it shows', async () => {
    const response = await post({ ...contact, formPage: '/contactus"><script>' })
    expect(await response.text()).not.toContain('<script>')
  })
})
