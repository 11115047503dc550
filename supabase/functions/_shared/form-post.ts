/**
 * A form post to the send-consultation function: the forms' server HTML is a real
 * `<form method="post">`, so a visitor whose form island has not started yet, or who has no
 * JavaScript, still sends the request. The body is form-encoded (application/x-www-form-urlencoded).
 *
 * It goes through the JSON path unchanged (the same origin check, size limit, honeypot, validation,
 * rate limits and storage): the fields become a JSON request for the handler, and its JSON answer
 * becomes a small result page in the form's language (the hidden field sentFromLanguage), with the
 * field messages of a 400 and a link back to the form (the hidden field formPage). Nothing typed is
 * put in an address or a log. The answer is HTML to a POST: Supabase rewrites only GET answers in
 * text/html to text/plain.
 */
import { FORM_WORDS as WRITTEN_WORDS } from './form-words.ts'

/** The words of the result page in one language (written by scripts/form-words.ts into form-words.ts). */
export interface FormResultWords {
  contactFormName: string
  appointmentFormName: string
  successTitle: string
  successMessage: string
  errorTitle: string
  /** With the practice's number already in it. */
  errorMessage: string
  /** Each field's label, by the field's name. */
  labels: Record<string, string>
  /** Each validation message in this language, by the English message (none for English). */
  messages: Record<string, string>
}

const FORM_WORDS: Record<string, FormResultWords> = WRITTEN_WORDS

/** The entry of `record` named `key`, never one of Object.prototype's (a field posted as `constructor` or `toString`). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

export interface FormPostDeps {
  /** The handler's JSON path. */
  handleJson: (request: Request) => Promise<Response>
  /** Reads the body, or 'too-large' past the function's limit. */
  readBody: (request: Request) => Promise<Uint8Array | 'too-large'>
}

export function isFormPost(request: Request): boolean {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  return request.method === 'POST' && mediaType === 'application/x-www-form-urlencoded'
}

export async function answerFormPost(request: Request, deps: FormPostDeps): Promise<Response> {
  const bytes = await deps.readBody(request)
  const fields = bytes === 'too-large' ? {} : formFields(bytes)
  const words = own(FORM_WORDS, fields.sentFromLanguage ?? 'en') ?? FORM_WORDS.en!
  const lang = fields.sentFromLanguage === 'es' ? 'es' : 'en'
  const formPage = /^\/[\w\-/]*$/.test(fields.formPage ?? '') && !fields.formPage!.startsWith('//') ? fields.formPage! : '/'
  delete fields.formPage

  const answer = bytes === 'too-large' ? new Response(null, { status: 413 }) : await deps.handleJson(asJsonRequest(request, fields))
  const body = (await answer.json().catch(() => ({}))) as { fieldErrors?: Record<string, string[]> }
  // The way back: the site's page the form is on (the origin the handler has just accepted), or the same page of this origin.
  const origin = request.headers.get('origin')
  const back = `${answer.status !== 403 && origin ? origin : ''}${formPage}`
  const formName = fields.kind === 'appointment' ? words.appointmentFormName : words.contactFormName

  let title: string
  let content: string
  if (answer.ok) {
    title = words.successTitle
    content = `<p>${escape(words.successMessage)}</p>`
  } else if (answer.status === 400 && body.fieldErrors) {
    title = words.errorTitle
    const items = Object.entries(body.fieldErrors).map(([field, messages]) => {
      const text = messages.map((message) => own(words.messages, message) ?? message).join(' ')
      const label = own(words.labels, field)
      return `<li>${label ? `<strong>${escape(label)}:</strong> ` : ''}${escape(text)}</li>`
    })
    content = `<ul>${items.join('')}</ul>`
  } else {
    title = words.errorTitle
    content = `<p>${escape(words.errorMessage)}</p>`
  }
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#1a202c;max-width:36rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.75rem}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${content}
<p><a href="${escape(back)}">${escape(formName)}</a></p>
</main>
</body>
</html>
`
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
  const retryAfter = answer.headers.get('retry-after')
  if (retryAfter) headers['Retry-After'] = retryAfter
  return new Response(html, { status: answer.status, headers })
}

/** The posted fields (the first value of each name); undecodable text counts as no fields. */
function formFields(bytes: Uint8Array): Record<string, string> {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return {}
  }
  // No prototype: a field named `__proto__`, `constructor` or `toString` is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value
  return fields
}

/** The same request as JSON, with every header it came with (origin, client address). */
function asJsonRequest(request: Request, fields: Record<string, string>): Request {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(fields) })
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
