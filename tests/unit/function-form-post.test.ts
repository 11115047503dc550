// A form post to the send-consultation handler (the forms before their island starts, or without
// JavaScript), against a real Postgres (PGlite) with the real migrations: the same checks as JSON,
// answered with a result page in the form's language; nothing typed in the answer's address or headers.
import { describe, expect, it } from 'vitest'
import { handleRequest, type HandlerEnv } from '../../supabase/functions/send-consultation/handler.ts'
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

describe('send-consultation: form posts', () => {
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
