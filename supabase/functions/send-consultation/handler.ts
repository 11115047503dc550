/**
 * The send-consultation function: one plain `Request -> Response` handler.
 *
 * Deno runs it in production (index.ts, against SUPABASE_DB_URL); Node runs it locally and in the
 * tests (supabase/local/, against PGlite). It only uses web-standard APIs (Request, Response,
 * crypto.subtle, fetch, TextDecoder), so it behaves the same in both.
 *
 * Answers: 200 stored (or honeypot) · 400 invalid JSON or fields (field errors as JSON) · 403 origin not
 * allowed · 405 not POST · 413 body over 16 KB · 415 not JSON · 429 too many from one sender, or from all
 * senders together · 500 storage failed · 503 the database cannot be reached (no details in either).
 * Nothing personal is logged: only kinds, statuses, row ids and database error codes.
 */
import type { Db } from '../_shared/db.ts'
import { answerFormPost, isFormPost } from '../_shared/form-post.ts'
import {
  parseConsultationRequest,
  type AppointmentRequest,
  type ContactRequest,
  type FieldErrors,
  type PreferredLanguage,
  type SiteLanguage,
} from '../_shared/requests.ts'

export const FUNCTION_PATH = '/functions/v1/send-consultation'
export const MAX_BODY_BYTES = 16 * 1024

/** The environment variables the function reads (all optional). README.md explains each. */
export interface HandlerEnv {
  /** Comma-separated origins allowed to call from a browser, e.g. "https://www.example.com,https://example.com". */
  ALLOWED_ORIGINS?: string
  /** "true": also allow http://localhost:*, http://127.0.0.1:* (the default while ALLOWED_ORIGINS is empty). */
  ALLOW_LOCAL_ORIGINS?: string
  /** Secret key of the HMAC of the sender's address. Required in production (index.ts refuses to start without it). */
  SENDER_HASH_SALT?: string
  /** Requests one sender may make in any window (default 5). */
  RATE_LIMIT_MAX?: string
  /** Requests all senders together may make in any window (default 200). */
  RATE_LIMIT_GLOBAL_MAX?: string
  /** Length of the sliding window in seconds (default 600). */
  RATE_LIMIT_WINDOW_SECONDS?: string
  /**
   * The request header in which the platform's gateway gives the client's address (default x-real-ip).
   * Only the gateway may set it: the local servers overwrite whatever the client sent.
   */
  CLIENT_IP_HEADER?: string
  /** When set, each stored request is announced to this URL (POST, JSON, no personal data). */
  NOTIFY_WEBHOOK_URL?: string
  /** Sent as "Authorization: Bearer <token>" to NOTIFY_WEBHOOK_URL when set. */
  NOTIFY_WEBHOOK_TOKEN?: string
}

export interface LogEntry {
  event: 'stored' | 'rejected' | 'honeypot' | 'rate_limited' | 'no_client_address' | 'storage_failed' | 'notified' | 'notify_failed'
  status?: number
  reason?: string
  kind?: string
  id?: string
  code?: string
}

export interface HandlerDeps {
  db: Db
  env: HandlerEnv
  /** The clock (tests move it to open a new rate-limit window). */
  now?: () => Date
  /** Used for the optional notification. */
  fetch?: typeof fetch
  /** Where log lines go; the default writes one JSON line to the console. */
  log?: (entry: LogEntry) => void
}

const DEFAULT_SALT = 'local-development-salt'
export const DEFAULT_CLIENT_IP_HEADER = 'x-real-ip'
/** What all requests without a usable client address share as their sender (a stricter, shared bucket). */
const NO_ADDRESS = 'no-client-address'
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

const defaultLog = (entry: LogEntry) => console.log(JSON.stringify({ fn: 'send-consultation', ...entry }))

export async function handleRequest(request: Request, deps: HandlerDeps): Promise<Response> {
  const log = deps.log ?? defaultLog
  const origin = request.headers.get('origin')
  const originAllowed = origin === null || isAllowedOrigin(origin, deps.env)
  const cors = corsHeaders(originAllowed ? origin : null)
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => {
    log({ event: 'rejected', status, reason: reasonOf(body) })
    return json(status, body, { ...cors, ...extra })
  }

  // A form post (the forms before their island starts, or without JavaScript): the JSON path below, answered with a page.
  if (isFormPost(request)) return answerFormPost(request, { handleJson: (json) => handleRequest(json, deps), readBody: (r) => readBody(r, MAX_BODY_BYTES) })

  if (request.method === 'OPTIONS') {
    if (!originAllowed) return reply(403, { error: 'origin_not_allowed', message: 'This website may not send requests here.' })
    return new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Max-Age': '86400' } })
  }
  if (request.method !== 'POST') {
    log({ event: 'rejected', status: 405, reason: 'method_not_allowed' })
    return methodNotAllowed(cors)
  }
  if (!originAllowed) return reply(403, { error: 'origin_not_allowed', message: 'This website may not send requests here.' })

  if (!isJson(request.headers.get('content-type'))) {
    return reply(415, { error: 'unsupported_media_type', message: 'Send the request as JSON (Content-Type: application/json).' })
  }
  const bytes = await readBody(request, MAX_BODY_BYTES)
  if (bytes === 'too-large') {
    return reply(413, { error: 'too_large', message: `The request must be smaller than ${MAX_BODY_BYTES / 1024} KB.` })
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return reply(400, { error: 'invalid_json', message: 'The request is not valid JSON.' })
  }

  const parsed = parseConsultationRequest(body)
  if (parsed.outcome === 'honeypot') {
    log({ event: 'honeypot' })
    return json(200, { ok: true }, cors)
  }
  if (parsed.outcome === 'invalid') return reply(400, invalid(parsed.fieldErrors))
  const unstorable = fieldsWithNul(parsed.data)
  if (unstorable.length > 0) {
    return reply(400, invalid(Object.fromEntries(unstorable.map((f) => [f, ['This field contains a character that cannot be stored.']]))))
  }

  const row = parsed.kind === 'contact' ? contactRow(parsed.data) : appointmentRow(parsed.data)
  const address = clientAddress(request, deps.env)
  if (address === null) log({ event: 'no_client_address' })

  let result: SubmitResult
  try {
    const sender = await senderHash(address ?? NO_ADDRESS, deps.env.SENDER_HASH_SALT || DEFAULT_SALT)
    result = await submit(deps, sender, row)
  } catch (error) {
    const code = errorCode(error)
    if (isUnavailable(code)) {
      log({ event: 'storage_failed', status: 503, code })
      return json(503, { error: 'unavailable', message: 'Something went wrong. Please try again later.' }, { ...cors, 'Retry-After': '30' })
    }
    log({ event: 'storage_failed', status: 500, code })
    return json(500, { error: 'server_error', message: 'Something went wrong. Please try again later.' }, cors)
  }
  if (result.outcome !== 'stored') {
    log({ event: 'rate_limited', status: 429, reason: result.outcome })
    return json(
      429,
      { error: 'too_many_requests', message: 'Too many requests from this connection. Please try again later, or call us.' },
      { ...cors, 'Retry-After': String(result.retryAfter) },
    )
  }
  log({ event: 'stored', kind: row.kind, id: result.id })

  // From here on the request is safely stored: nothing below may turn the answer into an error.
  await notify(deps, { id: result.id, kind: row.kind, createdAt: toIso(result.createdAt) }, log)
  return json(200, { ok: true }, cors)
}

/** The answer to any method but POST and OPTIONS (also used by the local servers for methods fetch cannot carry). */
export function methodNotAllowed(cors: Record<string, string> = corsHeaders(null)): Response {
  return json(405, { error: 'method_not_allowed', message: 'Send the request with POST.' }, { ...cors, Allow: 'POST, OPTIONS' })
}

type SubmitResult =
  | { outcome: 'stored'; id: string; createdAt: unknown }
  | { outcome: 'sender_limited' | 'global_limited'; retryAfter: number }

/**
 * Takes a rate-limit slot and stores the request in one statement (consultation_submit() in
 * supabase/migrations/): atomic, sliding window, and a request that fails to store uses no slot.
 */
async function submit(deps: HandlerDeps, sender: string, row: RequestRow): Promise<SubmitResult> {
  const { rows } = await deps.db.query<{ outcome: string; id: string | number | null; created_at: unknown; retry_after_seconds: number | null }>(
    `select outcome, id, created_at, retry_after_seconds
       from public.consultation_submit($1, $2::timestamptz, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      sender,
      deps.now ? deps.now().toISOString() : null,
      positiveInt(deps.env.RATE_LIMIT_WINDOW_SECONDS, 600),
      positiveInt(deps.env.RATE_LIMIT_MAX, 5),
      positiveInt(deps.env.RATE_LIMIT_GLOBAL_MAX, 200),
      row.kind,
      row.name,
      row.first_name,
      row.last_name,
      row.email,
      row.phone,
      row.location,
      row.insurance,
      row.message,
      row.preferred_language,
      row.preferred_language_other,
      row.accommodation,
      row.sent_from_language,
    ],
  )
  const first = rows[0]
  if (!first) throw new Error('consultation_submit returned no row')
  if (first.outcome === 'stored' && first.id !== null) return { outcome: 'stored', id: String(first.id), createdAt: first.created_at }
  if (first.outcome === 'sender_limited' || first.outcome === 'global_limited') {
    return { outcome: first.outcome, retryAfter: Math.max(1, Number(first.retry_after_seconds) || 1) }
  }
  throw new Error('consultation_submit returned an unknown outcome')
}

// ---------------------------------------------------------------- rows

/** The columns of a stored request (supabase/migrations/), as written here and read by `npm run requests`. */
export interface RequestRow {
  kind: 'contact' | 'appointment'
  name: string | null
  first_name: string | null
  last_name: string | null
  email: string
  phone: string
  location: string | null
  insurance: string | null
  message: string | null
  preferred_language: PreferredLanguage
  preferred_language_other: string | null
  accommodation: string | null
  sent_from_language: SiteLanguage
}

const noAppointmentFields = { first_name: null, last_name: null, location: null, insurance: null, message: null }

/** The language columns, the same for both kinds: empty texts are stored as "none". */
function languageColumns(data: ContactRequest | AppointmentRequest) {
  return {
    preferred_language: data.preferredLanguage,
    preferred_language_other: data.preferredLanguage === 'other' ? data.preferredLanguageOther || null : null,
    accommodation: data.accommodation || null,
    sent_from_language: data.sentFromLanguage,
  }
}

function contactRow(data: ContactRequest): RequestRow {
  return { kind: 'contact', name: data.name, email: data.email, phone: data.phone, ...noAppointmentFields, ...languageColumns(data) }
}

function appointmentRow(data: AppointmentRequest): RequestRow {
  return {
    kind: 'appointment',
    name: null,
    first_name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    phone: data.phone,
    location: data.location,
    insurance: data.insurance,
    message: data.message,
    ...languageColumns(data),
  }
}

/** Postgres text cannot hold U+0000. */
function fieldsWithNul(data: Record<string, string | undefined>): string[] {
  return Object.entries(data)
    .filter(([, value]) => value?.includes('\u0000'))
    .map(([field]) => field)
}

function invalid(fieldErrors: FieldErrors) {
  return { error: 'invalid_request', message: 'Please check the highlighted fields.', fieldErrors }
}

// ---------------------------------------------------------------- HTTP helpers

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })
}

function reasonOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'error' in body ? String((body as { error: unknown }).error) : undefined
}

/** Allowed: an origin listed in ALLOWED_ORIGINS, or a local one in development. */
export function isAllowedOrigin(origin: string, env: HandlerEnv): boolean {
  const listed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '')
  if (listed.includes(origin)) return true
  const localAllowed = env.ALLOW_LOCAL_ORIGINS === 'true' || (listed.length === 0 && env.ALLOW_LOCAL_ORIGINS !== 'false')
  return localAllowed && LOCAL_ORIGIN.test(origin)
}

function corsHeaders(origin: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    // supabase-js sends authorization, apikey and x-client-info with functions.invoke
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  }
  if (origin !== null) headers['Access-Control-Allow-Origin'] = origin
  return headers
}

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return 'too-large'
  if (request.body === null) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

// ---------------------------------------------------------------- sender, limits, errors

/**
 * The client's address as the platform vouches for it: the header its gateway sets (CLIENT_IP_HEADER,
 * default x-real-ip; README.md says what Supabase sends). When that header is a list (x-forwarded-for),
 * the gateway's own entry is the last one: anything before it came from the client. null: no usable address.
 */
export function clientAddress(request: Request, env: HandlerEnv): string | null {
  const header = (env.CLIENT_IP_HEADER || DEFAULT_CLIENT_IP_HEADER).trim().toLowerCase()
  const value = request.headers.get(header)?.split(',').at(-1)?.trim().toLowerCase() ?? ''
  // A single token of visible characters; "unknown" is what some proxies write when they do not know.
  return /^[\x21-\x7e]{1,100}$/.test(value) && value !== 'unknown' ? value : null
}

/** HMAC-SHA-256 of the address, keyed with the secret: without the key, the address cannot be recovered. */
async function senderHash(address: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address))
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('')
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/** A database error code (SQLSTATE such as 42P01, or ECONNREFUSED): never a message, which may quote data. */
function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'unknown'
}

/**
 * Codes that mean the database cannot be reached or used right now (nothing was stored): connection
 * errors, Postgres's connection and shutdown classes, and the local database's own (supabase/local/).
 */
function isUnavailable(code: string): boolean {
  return (
    /^(ECONNREFUSED|ECONNRESET|ENOENT|EPIPE|ETIMEDOUT|CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|LOCAL_DB_[A-Z_]+)$/.test(code) ||
    /^(08|57P)/.test(code)
  )
}

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString()
}

// ---------------------------------------------------------------- notification

/**
 * Optional: tells the practice a request arrived (NOTIFY_WEBHOOK_URL, e.g. an e-mail service's webhook).
 * The message holds no personal data, only the row id: staff read the request in the database.
 * A failure is logged and otherwise ignored: the request is already stored.
 */
async function notify(deps: HandlerDeps, stored: { id: string; kind: string; createdAt: string }, log: (entry: LogEntry) => void) {
  const url = deps.env.NOTIFY_WEBHOOK_URL
  if (!url) return
  const send = deps.fetch ?? fetch
  try {
    const response = await send(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(deps.env.NOTIFY_WEBHOOK_TOKEN ? { Authorization: `Bearer ${deps.env.NOTIFY_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify({
        event: 'consultation_request',
        id: stored.id,
        kind: stored.kind,
        createdAt: stored.createdAt,
        text: `A new ${stored.kind} request (number ${stored.id}) arrived on the website. Read it in the consultation_requests table.`,
      }),
      signal: AbortSignal.timeout(5000),
    })
    await response.body?.cancel()
    log(response.ok ? { event: 'notified', id: stored.id } : { event: 'notify_failed', status: response.status, id: stored.id })
  } catch (error) {
    log({ event: 'notify_failed', id: stored.id, code: errorCode(error) })
  }
}
