// A form post without JavaScript goes through the JSON path unchanged; the answer is the form's page
// filled from the template the build wrote (scripts/build/form-pages.tsx), everything posted escaped.
// HTML to a POST: Supabase rewrites only GET answers in text/html to text/plain.
import WRITTEN from './form-pages.json' with { type: 'json' }
import { shownInsurance, shownLanguage, type SummaryWords } from './request-summary.ts'

/** A form page's words in its language; in the three messages {phone} becomes the number, as a link. */
export interface FormPageWords {
  successTitle: string
  errorTitle: string
  errorMessage: string
  /** A surge's. */
  busyMessage: string
  /** A sender over its limit's (429), under notSentTitle. */
  limitedMessage: string
  notSentTitle: string
  /** Above the form sent back with fields to correct. */
  checkFields: string
  errorPhone: string
  errorPhoneHref: string
  /** Each validation message by the function's English one. */
  messages: Record<string, string>
  /** Call-back language choices and insurance answers outside the plans, by value. */
  choices: Record<string, string>
  insuranceOutsideList: Record<string, string>
}

/** One form page as the build wrote it: the page with its placeholders, and what fills them. */
export interface FormPage {
  path: string
  kind: 'contact' | 'appointment'
  lang: string
  template: string
  /** The box above the form after a failure (FailureNotice), and the class of a field's message (FieldError). */
  notice: string
  errorClass: string
  words: FormPageWords
}

/** The file the build writes: each form page by its address, its template in lines. */
export interface FormPagesFile {
  about: string
  /** Where the page's links and files point when the request names no allowed origin. */
  siteOrigin: string
  pages: Record<string, Omit<FormPage, 'template'> & { template: string[] }>
}

const written = WRITTEN as FormPagesFile
const SITE_ORIGIN = written.siteOrigin
const FORM_PAGES: Record<string, FormPage> = Object.fromEntries(Object.entries(written.pages).map(([path, page]) => [path, { ...page, template: page.template.join('') }]))

/** The entry named `key`, never one of Object.prototype's (a choice posted as `constructor`). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/** The handler's JSON path, and its reader of a bounded body. */
export interface FormPostDeps {
  handleJson: (request: Request) => Promise<Response>
  readBody: (request: Request) => Promise<Uint8Array | 'too-large'>
}

export function isFormPost(request: Request): boolean {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  return request.method === 'POST' && mediaType === 'application/x-www-form-urlencoded'
}

/** The page a post came from: the one it names, or a page of its kind in its language, or any. */
export function formPageFor(fields: Record<string, string>, pages: Record<string, FormPage> = FORM_PAGES): FormPage {
  const all = Object.values(pages)
  const kind = fields.kind === 'appointment' ? 'appointment' : 'contact'
  const named = fields.formPage !== undefined && Object.hasOwn(pages, fields.formPage) ? pages[fields.formPage] : undefined
  return named ?? all.find((p) => p.kind === kind && p.lang === fields.sentFromLanguage) ?? all.find((p) => p.kind === kind) ?? all[0]!
}

export async function answerFormPost(request: Request, deps: FormPostDeps): Promise<Response> {
  const bytes = await deps.readBody(request)
  const fields: Record<string, string> = bytes === 'too-large' ? {} : formFields(bytes)
  const page = formPageFor(fields)
  delete fields.formPage

  const answer = bytes === 'too-large' ? new Response(null, { status: 413 }) : await deps.handleJson(asJsonRequest(request, fields))
  const body = (await answer.json().catch(() => ({}))) as { fieldErrors?: Record<string, string[]>; reference?: unknown; error?: unknown }
  // The site's address for the page's links and files: the origin the handler has just accepted, or the build's.
  const origin = request.headers.get('origin')
  const siteOrigin = answer.status !== 403 && origin && /^https?:\/\/[\w.:[\]-]+$/.test(origin) ? origin : SITE_ORIGIN

  const html = fillFormPage(page, {
    fields,
    origin: siteOrigin,
    sent: answer.ok,
    reference: typeof body.reference === 'string' ? body.reference : undefined,
    fieldErrors: answer.status === 400 ? (body.fieldErrors ?? {}) : undefined,
    busy: answer.status === 503 && body.error === 'busy',
    limited: answer.status === 429,
  })
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The page's styles, pictures and fonts are the site's; no script at all; the form posts back here.
    'Content-Security-Policy': `default-src 'none'; style-src ${siteOrigin} 'unsafe-inline'; img-src ${siteOrigin} data:; font-src ${siteOrigin}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
  const retryAfter = answer.headers.get('retry-after')
  if (retryAfter) headers['Retry-After'] = retryAfter
  return new Response(html, { status: answer.status, headers })
}

export interface FormPageState {
  /** What was posted (the first value of each name). */
  fields: Record<string, string>
  /** The site's origin, for the page's root-relative addresses. */
  origin: string
  sent: boolean
  reference?: string
  /** The field messages of a 400 (the function's English); undefined for any other failure. */
  fieldErrors?: Record<string, string[]>
  /** A surge, or a sender at its limit: the patient is asked to call. */
  busy?: boolean
  limited?: boolean
}

/** The page filled in: every slot with escaped text, every part kept or left out. */
export function fillFormPage(page: FormPage, state: FormPageState): string {
  const { words } = page
  const fields = state.fields
  const summary: SummaryWords = { choiceLabel: (choice) => own(words.choices, choice) ?? choice, insuranceOutsideList: words.insuranceOutsideList }
  const errorOf = (name: string) => {
    const messages = state.fieldErrors?.[name]
    return messages?.length ? messages.map((message) => own(words.messages, message) ?? message).join(' ') : undefined
  }
  const withPhone = (text: string) =>
    escape(text).replace('{phone}', `<a href="${escape(words.errorPhoneHref)}">${escape(words.errorPhone)}</a>`)
  const failed = !state.sent
  const notice = failed
    ? page.notice
        .replace(slotOf('noticeTitle'), escape(state.limited ? words.notSentTitle : words.errorTitle))
        .replace(slotOf('noticeBody'), state.fieldErrors ? escape(words.checkFields) : withPhone(state.busy ? words.busyMessage : state.limited ? words.limitedMessage : words.errorMessage))
    : ''
  const sentValue = (name: string): string => {
    const value = (fields[name] ?? '').trim()
    if (name === 'preferredLanguage') return shownLanguage(summary, value || fields.sentFromLanguage || page.lang, (fields.preferredLanguageOther ?? '').trim())
    if (name === 'insurance') return shownInsurance(summary, value)
    return value
  }
  const slots = (name: string): string => {
    const [kind, field = '', arg = '', extra = ''] = name.split(':')
    switch (kind) {
      case 'origin':
        return escape(state.origin)
      case 'title':
        return escape(`${state.sent ? words.successTitle : words.errorTitle}: `)
      case 'notice':
        return notice
      case 'value':
        return ` value="${escape(fields[field] ?? '')}"`
      case 'text':
        return escape(fields[field] ?? '')
      case 'checked': {
        // Nothing posted for the choice: it stays as the page had it (the page's language).
        const checked = Object.hasOwn(fields, field) ? fields[field] === arg : extra === '1'
        return checked ? ' checked' : ''
      }
      case 'selected':
        return fields[field] === arg && arg !== '' ? ' selected' : ''
      case 'aria': {
        const error = errorOf(field)
        const describedBy = [extra, error ? `${arg}-error` : ''].filter(Boolean).join(' ')
        return `${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${escape(describedBy)}"` : ''}`
      }
      case 'error': {
        const error = errorOf(field)
        return error ? `<p id="${escape(`${arg}-error`)}" class="${escape(page.errorClass)}">${escape(error)}</p>` : ''
      }
      case 'sent':
        return escape(sentValue(field))
      case 'reference':
        return escape(state.reference ?? '')
      default:
        return ''
    }
  }
  const kept: Record<string, boolean> = { form: failed, sent: state.sent, reference: Boolean(state.reference) }
  let html = page.template
  // Parts, innermost first (the reference is inside the confirmation).
  const partPattern = /\uE001(\w+)\uE001([^\uE001\uE002]*)\uE002/g
  while (partPattern.test(html)) html = html.replace(partPattern, (_, name: string, inner: string) => (kept[name] ? inner : ''))
  return html.replace(/\uE000([^\uE000]*)\uE000/g, (_, name: string) => slots(name))
}

const slotOf = (name: string) => `\uE000${name}\uE000`

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
