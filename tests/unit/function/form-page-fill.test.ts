// The page a form post is answered with, filled in from a small page written here (slots \uE000name\uE000,
// parts \uE001name\uE001…\uE002, as the build writes them): every slot's rule stated with its answer in
// the test. The function's JSON path is not under test here: answerFormPost gets a stand-in for it that
// answers what each case needs (the real path, with a real database: function-form-post.test.ts).
import { describe, expect, it } from 'vitest'
import { answerFormPost, fillFormPage, formPageFor, isFormPost, type FormPage, type FormPostDeps } from '../../../supabase/functions/_shared/form-post.ts'

const slot = (name: string) => `\uE000${name}\uE000`
const part = (name: string, inner: string) => `\uE001${name}\uE001${inner}\uE002`

const words: FormPage['words'] = {
  successTitle: 'Sent',
  errorTitle: 'Not sent',
  errorMessage: 'Try again or call {phone}.',
  busyMessage: 'Too busy: call {phone}.',
  limitedMessage: 'We have them: call {phone} to add.',
  notSentTitle: 'Held',
  checkFields: 'Check the fields.',
  errorPhone: '(985) 555-0103',
  errorPhoneHref: 'tel:+19855550103',
  messages: { 'Name is required': 'Falta el nombre', 'Invalid email address': 'Correo no válido' },
  choices: { en: 'English', es: 'Español', other: 'Otro' },
  insuranceOutsideList: { 'no-insurance': 'Sin seguro' },
}

/** A form page reduced to one slot or part of each kind. */
function page(template: string, overrides: Partial<FormPage> = {}): FormPage {
  return {
    path: '/contactus',
    kind: 'contact',
    lang: 'en',
    template,
    notice: `<div role="alert">${slot('noticeTitle')}|${slot('noticeBody')}</div>`,
    errorClass: 'field-error',
    words,
    ...overrides,
  }
}

const fill = (template: string, state: Partial<Parameters<typeof fillFormPage>[1]> = {}) => fillFormPage(page(template), { fields: {}, origin: 'https://site.example', sent: false, ...state })

describe('fillFormPage: the slots', () => {
  it('writes the origin and the title of a send or a failure, escaped', () => {
    expect(fill(`${slot('origin')}`, { origin: 'https://a.example/"x' })).toBe('https://a.example/&#34;x')
    expect(fill(`<title>${slot('title')}Contact</title>`, { sent: true })).toBe('<title>Sent: Contact</title>')
    expect(fill(`<title>${slot('title')}Contact</title>`, { sent: false })).toBe('<title>Not sent: Contact</title>')
  })

  it('puts a posted value back in its field and its text area, escaped; nothing posted leaves them empty', () => {
    const template = `<input${slot('value:name')}><textarea>${slot('text:message')}</textarea>`
    expect(fill(template, { fields: { name: 'Ann "A" <b>', message: "It's & more" } })).toBe('<input value="Ann &#34;A&#34; &#60;b&#62;"><textarea>It&#39;s &#38; more</textarea>')
    expect(fill(template)).toBe('<input value=""><textarea></textarea>')
  })

  it('checks the posted choice; with nothing posted, the one the page had checked', () => {
    const template = `[${slot('checked:lang:en:1')}][${slot('checked:lang:es:0')}]`
    expect(fill(template, { fields: { lang: 'es' } })).toBe('[][ checked]')
    expect(fill(template, { fields: { lang: 'en' } })).toBe('[ checked][]')
    expect(fill(template, { fields: {} })).toBe('[ checked][]')
    // Posted empty is a choice too: none of the two.
    expect(fill(template, { fields: { lang: '' } })).toBe('[][]')
  })

  it('selects the posted option, never the empty one', () => {
    const template = `[${slot('selected:insurance:')}][${slot('selected:insurance:Aetna')}]`
    expect(fill(template, { fields: { insurance: 'Aetna' } })).toBe('[][ selected]')
    expect(fill(template, { fields: { insurance: '' } })).toBe('[][]')
    expect(fill(template, { fields: {} })).toBe('[][]')
  })

  it('marks a field with a message invalid and points it at its message, beside its hint; a field without one keeps its hint only', () => {
    const template = `<input${slot('aria:name:f-name:f-name-hint')}>${slot('error:name:f-name')}|<input${slot('aria:email:f-email:')}>${slot('error:email:f-email')}`
    const wrong = fill(template, { fieldErrors: { name: ['Name is required'] } })
    expect(wrong).toBe('<input aria-invalid="true" aria-describedby="f-name-hint f-name-error"><p id="f-name-error" class="field-error">Falta el nombre</p>|<input>')
    // A message the page has no words for is shown as the function gave it; two messages are joined.
    const two = fill(template, { fieldErrors: { email: ['Invalid email address', 'Too long'] } })
    expect(two).toBe('<input aria-describedby="f-name-hint">|<input aria-invalid="true" aria-describedby="f-email-error"><p id="f-email-error" class="field-error">Correo no válido Too long</p>')
    // An empty list of messages is no message.
    expect(fill(template, { fieldErrors: { name: [] } })).toBe('<input aria-describedby="f-name-hint">|<input>')
  })

  it('shows what was sent: the value trimmed, the call-back language by its words, an insurance answer outside the plans by its words', () => {
    const template = `${slot('sent:name')}|${slot('sent:preferredLanguage')}|${slot('sent:insurance')}`
    expect(fill(template, { sent: true, fields: { name: '  Ann  ', preferredLanguage: 'es', insurance: 'no-insurance' } })).toBe('Ann|Español|Sin seguro')
    expect(fill(template, { sent: true, fields: { name: 'Ann', preferredLanguage: 'other', preferredLanguageOther: ' Tiếng Việt ', insurance: 'Aetna' } })).toBe('Ann|Otro: Tiếng Việt|Aetna')
    // "Other" without the language written out: the choice's words alone.
    expect(fill(template, { sent: true, fields: { preferredLanguage: 'other' } })).toBe('|Otro|')
    // No language posted: the language the form was sent from, then the page's.
    expect(fill(template, { sent: true, fields: { sentFromLanguage: 'es' } })).toBe('|Español|')
    expect(fill(template, { sent: true, fields: {} })).toBe('|English|')
    // A choice named like a property every object has is a choice like any other.
    expect(fill(template, { sent: true, fields: { preferredLanguage: 'constructor' } })).toBe('|constructor|')
  })

  it('writes the reference escaped, and leaves an unknown slot empty', () => {
    expect(fill(`${slot('reference')}|${slot('nothing:here')}`, { sent: true, reference: 'AB<-1' })).toBe('AB&#60;-1|')
    expect(fill(`[${slot('reference')}]`, { sent: true })).toBe('[]')
  })
})

describe('fillFormPage: the parts and the notice', () => {
  const template = `${slot('notice')}${part('form', '<form>F</form>')}${part('sent', `<p>S</p>${part('reference', `<p>R ${slot('reference')}</p>`)}`)}`

  it('after a send: the confirmation with its reference, no form, no notice', () => {
    expect(fill(template, { sent: true, reference: 'ABC-123' })).toBe('<p>S</p><p>R ABC-123</p>')
    expect(fill(template, { sent: true })).toBe('<p>S</p>')
  })

  it('after field messages: the form under "check the fields"', () => {
    expect(fill(template, { fieldErrors: { name: ['Name is required'] } })).toBe('<div role="alert">Not sent|Check the fields.</div><form>F</form>')
  })

  it('after any other failure: the form under what to do, with the number as a link; a surge says so', () => {
    const call = '<a href="tel:+19855550103">(985) 555-0103</a>'
    expect(fill(template)).toBe(`<div role="alert">Not sent|Try again or call ${call}.</div><form>F</form>`)
    expect(fill(template, { busy: true })).toBe(`<div role="alert">Not sent|Too busy: call ${call}.</div><form>F</form>`)
  })

  it('escapes the notice words', () => {
    const html = fillFormPage(page(slot('notice'), { words: { ...words, errorTitle: 'A & B', errorMessage: '<b>x</b> {phone}' } }), { fields: {}, origin: '', sent: false })
    expect(html).toBe('<div role="alert">A &#38; B|&#60;b&#62;x&#60;/b&#62; <a href="tel:+19855550103">(985) 555-0103</a></div>')
  })
})

describe('formPageFor: the page a post is answered with', () => {
  const pages: Record<string, FormPage> = {
    '/contactus': page('', { path: '/contactus', kind: 'contact', lang: 'en' }),
    '/es/contactus': page('', { path: '/es/contactus', kind: 'contact', lang: 'es' }),
    '/consultation-form': page('', { path: '/consultation-form', kind: 'appointment', lang: 'en' }),
    '/es/consultation-form': page('', { path: '/es/consultation-form', kind: 'appointment', lang: 'es' }),
  }

  it('the page it names', () => {
    expect(formPageFor({ formPage: '/es/consultation-form', kind: 'contact', sentFromLanguage: 'en' }, pages).path).toBe('/es/consultation-form')
  })

  it('else the page of its kind in its language, else of its kind; a kind it does not know is a contact', () => {
    expect(formPageFor({ formPage: '/nowhere', kind: 'appointment', sentFromLanguage: 'es' }, pages).path).toBe('/es/consultation-form')
    expect(formPageFor({ kind: 'appointment', sentFromLanguage: 'fr' }, pages).path).toBe('/consultation-form')
    expect(formPageFor({ kind: 'contact', sentFromLanguage: 'es' }, pages).path).toBe('/es/contactus')
    expect(formPageFor({ kind: 'something', sentFromLanguage: 'es' }, pages).path).toBe('/es/contactus')
    expect(formPageFor({ formPage: 'toString' }, pages).path).toBe('/contactus')
  })

  it('else any page', () => {
    const onlyAppointment = { '/consultation-form': pages['/consultation-form']! }
    expect(formPageFor({ kind: 'contact' }, onlyAppointment).path).toBe('/consultation-form')
  })
})

describe('isFormPost', () => {
  // A body of bytes: a text body would bring a type of its own (text/plain).
  const request = (method: string, type?: string) => new Request('http://localhost/f', { method, headers: type ? { 'content-type': type } : {}, body: method === 'GET' ? undefined : new Uint8Array([0x61]) })

  it('a POST of application/x-www-form-urlencoded, whatever its case and parameters', () => {
    expect(isFormPost(request('POST', 'application/x-www-form-urlencoded'))).toBe(true)
    expect(isFormPost(request('POST', ' Application/X-WWW-Form-Urlencoded ; charset=UTF-8'))).toBe(true)
  })

  it('not JSON, not a multipart form, not without a type, not a GET', () => {
    expect(isFormPost(request('POST', 'application/json'))).toBe(false)
    expect(isFormPost(request('POST', 'multipart/form-data; boundary=x'))).toBe(false)
    expect(isFormPost(request('POST'))).toBe(false)
    expect(isFormPost(new Request('http://localhost/f', { method: 'POST' }))).toBe(false)
    expect(isFormPost(request('GET', 'application/x-www-form-urlencoded'))).toBe(false)
  })
})

describe('answerFormPost: the answer to a post', () => {
  const SITE = 'https://site.example'
  const post = (body: string | Uint8Array<ArrayBuffer>, origin?: string) =>
    new Request('http://localhost/functions/v1/send-consultation', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), 'x-real-ip': '198.51.100.7' },
      body,
    })

  /** The JSON path as a stand-in answering `status` with `json`, keeping what it was asked. */
  function jsonPath(status: number, json: unknown, headers: Record<string, string> = {}) {
    const asked: Request[] = []
    const deps: FormPostDeps = {
      handleJson: async (request) => (asked.push(request), new Response(JSON.stringify(json), { status, headers })),
      readBody: async (request) => new Uint8Array(await request.arrayBuffer()),
    }
    return { deps, asked }
  }

  it('hands the fields to the JSON path as JSON, the first of each name, with the headers it came with and without the page', async () => {
    const { deps, asked } = jsonPath(200, { reference: 'ABC-123' })
    await answerFormPost(post('kind=contact&name=Ann&name=Bob&formPage=%2Fcontactus&__proto__=x', SITE), deps)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.headers.get('content-type')).toBe('application/json')
    expect(asked[0]!.headers.get('origin')).toBe(SITE)
    expect(asked[0]!.headers.get('x-real-ip')).toBe('198.51.100.7')
    // A field named __proto__ is a field like any other (a literal here would set the object's prototype).
    expect(await asked[0]!.text()).toBe('{"kind":"contact","name":"Ann","__proto__":"x"}')
  })

  it('answers a send with the page, its status, no caching, and a policy that allows no script and only the site', async () => {
    const { deps } = jsonPath(200, { reference: 'ABC-123' })
    const answer = await answerFormPost(post('kind=contact&formPage=%2Fcontactus', SITE), deps)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const policy = answer.headers.get('content-security-policy')!
    expect(policy).toContain(`default-src 'none'`)
    expect(policy).toContain(`style-src ${SITE} 'unsafe-inline'`)
    expect(policy).toContain(`img-src ${SITE} data:`)
    expect(policy).toContain(`font-src ${SITE}`)
    expect(policy).toContain(`form-action 'self'`)
    expect(policy).not.toContain('script-src')
    expect(await answer.text()).toContain('ABC-123')
  })

  it('keeps the wait of a refusal (Retry-After), and sends none when there is none', async () => {
    const busy = jsonPath(503, { error: 'busy' }, { 'retry-after': '120' })
    const refused = await answerFormPost(post('kind=contact', SITE), busy.deps)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('120')
    const sent = await answerFormPost(post('kind=contact', SITE), jsonPath(200, {}).deps)
    expect(sent.headers.get('retry-after')).toBeNull()
  })

  it('points the page at the build\'s address when the origin was refused (403) or is not an origin', async () => {
    const forbidden = await answerFormPost(post('kind=contact', 'https://elsewhere.example'), jsonPath(403, { error: 'origin' }).deps)
    expect(forbidden.headers.get('content-security-policy')).not.toContain('elsewhere.example')
    const odd = await answerFormPost(post('kind=contact', 'https://site.example/path"'), jsonPath(200, {}).deps)
    expect(odd.headers.get('content-security-policy')).not.toContain('/path')
    const prefixed = await answerFormPost(post('kind=contact', 'x https://evil.example'), jsonPath(200, {}).deps)
    expect(prefixed.headers.get('content-security-policy')).not.toContain('evil.example')
    // A plain-http origin the function accepted (a preview on this machine) is the page's address too.
    const local = await answerFormPost(post('kind=contact', 'http://localhost:3000'), jsonPath(200, {}).deps)
    expect(local.headers.get('content-security-policy')).toContain(`style-src http://localhost:3000 'unsafe-inline'`)
    const none = await answerFormPost(post('kind=contact'), jsonPath(200, {}).deps)
    expect(none.headers.get('content-security-policy')).toMatch(/style-src https?:\/\/\S+ 'unsafe-inline'/)
  })

  it('says "too busy" for a surge (503 and busy) only; another failure gets the usual words', async () => {
    const words = formPageFor({ formPage: '/contactus' }).words
    const busyStart = words.busyMessage.split('{phone}')[0]!
    const usualStart = words.errorMessage.split('{phone}')[0]!
    const page = async (status: number, json: unknown) => (await answerFormPost(post('kind=contact&formPage=%2Fcontactus', SITE), jsonPath(status, json).deps)).text()
    // The words as the page escapes them (an apostrophe becomes &#39;).
    const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    expect(await page(503, { error: 'busy' })).toContain(escaped(busyStart))
    expect(await page(503, { error: 'unavailable' })).toContain(escaped(usualStart))
    expect(await page(503, { error: 'unavailable' })).not.toContain(escaped(busyStart))
    expect(await page(500, { error: 'busy' })).not.toContain(escaped(busyStart))
  })

  it('tells a sender past its limit (429) that the requests are there, titled as not sent, the number a link', async () => {
    const html = fill(slot('notice'), { limited: true })
    expect(html).toBe('<div role="alert">Held|We have them: call <a href="tel:+19855550103">(985) 555-0103</a> to add.</div>')
    const answered = await (await answerFormPost(post('kind=contact&formPage=%2Fcontactus', SITE), jsonPath(429, { error: 'too_many_requests' }).deps)).text()
    const words = formPageFor({ formPage: '/contactus' }).words
    expect(answered).not.toContain(words.errorMessage.split('{phone}')[0]!.replace(/'/g, '&#39;'))
  })

  it('shows a reference only when the JSON path gave one as text', async () => {
    const reference = (json: unknown) => answerFormPost(post('kind=contact&formPage=%2Fcontactus', SITE), jsonPath(200, json).deps).then((answer) => answer.text())
    expect(await reference({ reference: 'QRS-789' })).toContain('QRS-789')
    expect(await reference({ reference: 987654 })).not.toContain('987654')
  })

  it('answers a body over the limit with 413 and the form again, without asking the JSON path', async () => {
    const { deps, asked } = jsonPath(200, {})
    const answer = await answerFormPost(post('kind=contact', SITE), { ...deps, readBody: async () => 'too-large' })
    expect(answer.status).toBe(413)
    expect(asked).toHaveLength(0)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('reads a body that is not UTF-8 as no fields at all', async () => {
    const { deps, asked } = jsonPath(400, { fieldErrors: {} })
    await answerFormPost(post(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe])), deps)
    expect(await asked[0]!.json()).toEqual({})
  })
})
