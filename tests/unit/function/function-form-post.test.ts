// A form post to the send-consultation handler (the forms before their island starts, or without
// JavaScript), against a real Postgres (PGlite) with the real migrations: the same checks as JSON,
// answered with the site's own page of the form (the build's templates, form-pages.json): the form
// again with every value kept and each message beside its field, or the confirmation with the
// reference; nothing typed in the answer's address or headers, everything typed escaped.
import { describe, expect, it } from 'vitest'
import { handleRequest, MAX_BODY_BYTES, type HandlerEnv } from '../../../supabase/functions/send-consultation/handler.ts'
import written from '../../../supabase/functions/_shared/form-pages.json' with { type: 'json' }
import { emptyDatabaseForEachTest, pgliteDb } from './memory-database.ts'
import { wordsFile } from '../../oracles.ts'

const SITE = 'https://www.crescent-neurology.example'
const env: HandlerEnv = { ALLOWED_ORIGINS: SITE, SENDER_HASH_SALT: 'test-salt', RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' }
const database = emptyDatabaseForEachTest()
let ip = 0

/** The words the build wrote for a page (data of the generated file, the same the browser tests read from content). */
const wordsOf = (path: string) => (written.pages as Record<string, { words: { successTitle: string; errorTitle: string; checkFields: string; errorPhone: string; messages: Record<string, string> } }>)[path]!.words

function post(fields: Record<string, string> | [string, string][], o: { origin?: string; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': o.ip ?? `198.51.100.${++ip}` }
  headers.origin = o.origin ?? SITE
  const request = new Request('http://localhost/functions/v1/send-consultation', { method: 'POST', headers, body: new URLSearchParams(fields).toString() })
  return handleRequest(request, { db: pgliteDb(database()), env, log: () => {} })
}

const contact = { kind: 'contact', sentFromLanguage: 'en', formPage: '/contactus', name: 'Jane Doe', phone: '(555) 010-0123', email: 'jane@example.com', website: '' }

async function storedRows() {
  const { rows } = await database().query<Record<string, unknown>>('select kind, name, email, preferred_language, sent_from_language, reference from public.consultation_requests order by id')
  return rows
}

/** The reference format the patient reads out: three and three letters or digits, none of I, L, O, U. */
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/

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
    expect(html).toContain(`<title>${wordsOf('/contactus').errorTitle}: `)
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

  it("stores a valid contact request and answers the site's page with the confirmation and the stored reference", async () => {
    const response = await post(contact)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('script-src')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    // The whole page: its language, the site's header and footer, no script.
    expect(html).toMatch(/<html lang="en"/)
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain(`<title>${wordsOf('/contactus').successTitle}: `)
    // The confirmation instead of the form, with what was sent and the reference that was stored.
    expect(html).not.toContain('<form')
    expect(html).toContain('id="contact-confirmation"')
    expect(html).toContain('<dd>Jane Doe</dd>')
    expect(html).toContain('<dd>(555) 010-0123</dd>')
    const [row] = await storedRows()
    expect(row).toMatchObject({ kind: 'contact', name: 'Jane Doe', email: 'jane@example.com', sent_from_language: 'en', preferred_language: 'en' })
    expect(row!.reference).toMatch(REFERENCE)
    expect(html).toContain(`<strong>${row!.reference}</strong>`)
    // The page's addresses are the site's (it is served from the function's address).
    expect(html).toContain(`href="${SITE}/`)
    expect(html).not.toMatch(/(href|src)="\/[^/]/)
  })

  it('answers a Spanish post with the Spanish page: each message beside its field, every value kept, nothing stored', async () => {
    const response = await post({ ...contact, sentFromLanguage: 'es', formPage: '/es/contactus', name: ' ', phone: '123', email: 'ana<b>@"x"' })
    expect(response.status).toBe(400)
    const html = await response.text()
    const words = wordsOf('/es/contactus')
    expect(html).toMatch(/<html lang="es"/)
    expect(html).toContain(`<title>${words.errorTitle}: `)
    expect(html).toContain(words.checkFields)
    expect(html).toMatch(new RegExp(`<input aria-invalid="true" aria-describedby="contact-phone-error" value="123"[^>]*>\\s*<p id="contact-phone-error"[^>]*>${words.messages['Phone number must be at least 10 digits']}</p>`))
    expect(html).toContain(`<p id="contact-name-error"`)
    // What was typed comes back escaped, in its field.
    expect(html).toContain('value="ana&#60;b&#62;@&#34;x&#34;"')
    expect(html).not.toContain('ana<b>')
    // Nothing was chosen: the page's language stays chosen.
    expect(html).toMatch(/<input checked type="radio" name="preferredLanguage" value="es">/)
    expect(await storedRows()).toEqual([])
  })

  it("refuses another origin: the page's links go to the site, never to the origin that posted", async () => {
    const response = await post({ ...contact, formPage: '//evil.example/x' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain(wordsOf('/contactus').errorPhone)
    expect(html).not.toContain('evil.example')
    expect(await storedRows()).toEqual([])
  })

  it('keeps the rate limit: past it, the form kept with the number to call as a link', async () => {
    for (let i = 0; i < 2; i++) expect((await post(contact, { ip: '192.0.2.9' })).status).toBe(200)
    const limited = await post(contact, { ip: '192.0.2.9' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    const html = await limited.text()
    const phone = wordsOf('/contactus').errorPhone
    expect(html).toContain(`<a href="tel:+1${phone.replace(/\D/g, '')}">${phone}</a>`)
    expect(html).toContain('value="Jane Doe"')
    expect(await storedRows()).toHaveLength(2)
  })

  it('tells a sender past the limit, in the page\'s language, that their requests are there and to call to add something', async () => {
    for (const [lang, formPage, ip] of [['en', '/contactus', '192.0.2.10'], ['es', '/es/contactus', '192.0.2.11']] as const) {
      const fields = { ...contact, sentFromLanguage: lang, formPage }
      for (let i = 0; i < 2; i++) expect((await post(fields, { ip })).status).toBe(200)
      const limited = await post(fields, { ip })
      expect(limited.status).toBe(429)
      const html = await limited.text()
      // The editor's sentence, its number a link that calls (the page escapes an apostrophe as &#39;).
      const sentence = (wordsFile(lang) as { form: { limitedMessage: string } }).form.limitedMessage.replace(/'/g, '&#39;')
      const phone = wordsOf(formPage).errorPhone
      const [before, after] = sentence.split('{phone}')
      expect(html, lang).toContain(`${before}<a href="tel:+1${phone.replace(/\D/g, '')}">${phone}</a>${after}`)
      // Not the words of a failure that trying again would mend.
      expect(html, lang).not.toContain((wordsFile(lang) as { form: { errorMessage: string } }).form.errorMessage.split('{phone}')[0]!.replace(/'/g, '&#39;'))
    }
  })

  it('answers a filled honeypot as sent, without a reference, and stores nothing', async () => {
    const response = await post({ ...contact, website: 'https://spam.example' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('id="contact-confirmation"')
    expect(html).not.toContain('class="reference"')
    expect(await storedRows()).toEqual([])
  })

  it('escapes what it shows, and a forged page or field name changes nothing', async () => {
    const response = await post([...Object.entries({ ...contact, formPage: '/contactus"><script>', name: '<script>alert(1)</script>' }), ['constructor', 'x'], ['__proto__', 'y']])
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })
})
