/**
 * The send-consultation function: one plain `Request -> Response` handler.
 *
 * Deno runs it in production (index.ts, against SUPABASE_DB_URL); Node runs it locally and in the
 * tests (supabase/local/, against PGlite). It only uses web-standard APIs (Request, Response,
 * crypto.subtle, fetch, TextDecoder), so it behaves the same in both.
 *
 * The flow: handleRequest checks the HTTP side (method, origin, JSON body), then submitRequest checks
 * the fields, applies the rate limit and stores the request, and returns an Outcome (status and body)
 * that handleRequest sends as JSON. Another way in (for example a form posted without JavaScript) reads
 * its own body and calls submitRequest with it, then answers the Outcome in its own format.
 *
 * Answers: 200 stored, with the request's reference (or honeypot, without one) · 400 invalid JSON or fields (field errors as JSON), or a surge
 * challenge's solution that is forged, wrong or expired · 403 origin not allowed · 405 not POST · 409 a
 * surge challenge's solution already used · 413 body over 16 KB · 415 not JSON · 429 too many from one
 * sender or one network block · 500 storage failed · 503 with Retry-After: a surge, with a proof-of-work
 * challenge the form solves and sends again with (challenge.ts; without JavaScript the visitor is asked
 * to call), or the database cannot be reached, is full, or is busy beyond its timeouts (nothing stored).
 * Nothing personal is logged: only kinds, statuses, row ids and database error codes.
 */
import type { Challenge } from 'altcha-lib'
import type { Db } from '../_shared/db.ts'
import { answerFormPost, isFormPost } from '../_shared/form-post.ts'
import { parseConsultationRequest, type FieldErrors, type FormChoices } from '../_shared/requests.ts'
import { checkProof, issueChallenge, PROOF_FIELD, type ProofCheck } from './challenge.ts'
import { corsHeaders, isAllowedOrigin, isJson, json, readBody } from './http.ts'
import { notify, requestNotice, surgeNotice } from './notify.ts'
import { phoneProblem } from './phone.ts'
import { appointmentRow, contactRow, type RequestRow } from './rows.ts'
import { requestReference } from './reference.ts'
import { senderCheck, senderKeys, type SenderKeys } from './sender.ts'
import { everySetting, wholeNumberSetting, type HandlerEnv } from './env.ts'
import type { LogEntry } from './log.ts'

export { DEFAULT_CLIENT_IP_HEADER } from './sender.ts'
export type { RequestRow } from './rows.ts'
export { HANDLER_ENV_NAMES, type HandlerEnv } from './env.ts'
export type { LogEntry } from './log.ts'

export const FUNCTION_PATH = '/functions/v1/send-consultation'
export const MAX_BODY_BYTES = 16 * 1024

export interface HandlerDeps {
  db: Db
  env: HandlerEnv
  /** The offices and insurance plans the appointment form offers (from content/); without them any is accepted. */
  choices?: FormChoices
  /** The clock (tests move it to open a new rate-limit window). */
  now?: () => Date
  /** Used for the optional notification. */
  fetch?: typeof fetch
  /** Where log lines go; the default writes one JSON line to the console. */
  log?: (entry: LogEntry) => void
}

/** What a submission came to: the status, the JSON body and any extra headers of the answer. */
export interface Outcome {
  status: number
  /** A stored request's answer carries its reference (reference.ts), which the patient is shown. */
  body: { ok: true; reference?: string } | { error: string; message: string; fieldErrors?: FieldErrors; challenge?: Challenge }
  headers?: Record<string, string>
}

const UNAVAILABLE_MESSAGE = 'Something went wrong. Please try again later.'
/**
 * The 503 of a surge: it carries a challenge the form solves and sends again with (challenge.ts); a form
 * that cannot (no JavaScript) shows its own words for it, with the practice's number.
 */
export const SURGE_ERROR = 'busy'

const defaultLog = (entry: LogEntry) => console.log(JSON.stringify({ fn: 'send-consultation', ...entry }))

export async function handleRequest(request: Request, deps: HandlerDeps): Promise<Response> {
  const log = deps.log ?? defaultLog
  const origin = request.headers.get('origin')
  const originAllowed = origin === null || isAllowedOrigin(origin, deps.env)
  const cors = corsHeaders(originAllowed ? origin : null)
  const reply = (status: number, error: string, message: string) => {
    log({ event: 'rejected', status, reason: error })
    return json(status, { error, message }, cors)
  }

  // A form post (the forms before their island starts, or without JavaScript): the JSON path below, answered with a page.
  if (isFormPost(request)) return answerFormPost(request, { handleJson: (json) => handleRequest(json, deps), readBody: (r) => readBody(r, MAX_BODY_BYTES) })

  if (request.method === 'OPTIONS') {
    if (!originAllowed) return reply(403, 'origin_not_allowed', 'This website may not send requests here.')
    return new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Max-Age': '86400' } })
  }
  if (request.method !== 'POST') {
    log({ event: 'rejected', status: 405, reason: 'method_not_allowed' })
    return methodNotAllowed(cors)
  }
  if (!originAllowed) return reply(403, 'origin_not_allowed', 'This website may not send requests here.')

  const check = await senderCheck(request, deps.env)
  if (check) {
    log({ event: 'sender_check', reason: check.identified ? 'identified' : 'no_client_address' })
    return json(200, check, cors)
  }

  if (!isJson(request.headers.get('content-type'))) {
    return reply(415, 'unsupported_media_type', 'Send the request as JSON (Content-Type: application/json).')
  }
  const bytes = await readBody(request, MAX_BODY_BYTES)
  if (bytes === 'too-large') return reply(413, 'too_large', `The request must be smaller than ${MAX_BODY_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return reply(400, 'invalid_json', 'The request is not valid JSON.')
  }

  const outcome = await submitRequest(body, request, deps)
  return json(outcome.status, outcome.body, { ...cors, ...outcome.headers })
}

/**
 * Checks a request's fields, applies the rate limit and stores it: everything but the HTTP format.
 * `body` is the request as an object (the JSON the forms send); `request` gives the sender's address.
 */
export async function submitRequest(body: unknown, request: Request, deps: HandlerDeps): Promise<Outcome> {
  const log = deps.log ?? defaultLog
  const parsed = parseConsultationRequest(body, deps.choices)
  if (parsed.outcome === 'honeypot') {
    log({ event: 'honeypot' })
    return { status: 200, body: { ok: true } }
  }
  const phone = parsed.outcome === 'valid' ? phoneProblem(parsed.data.phone) : null
  if (parsed.outcome === 'invalid' || phone) {
    log({ event: 'rejected', status: 400, reason: 'invalid_request' })
    const fieldErrors = parsed.outcome === 'invalid' ? parsed.fieldErrors : { phone: [phone!] }
    return { status: 400, body: { error: 'invalid_request', message: 'Please check the highlighted fields.', fieldErrors } }
  }

  const row = parsed.kind === 'contact' ? contactRow(parsed.data) : appointmentRow(parsed.data)
  let keys: Awaited<ReturnType<typeof senderKeys>>
  let proof: ProofCheck | null
  let result: SubmitResult
  try {
    keys = await senderKeys(request, deps.env)
    // A solved surge challenge, checked before anything is counted: issued for this form and sender.
    const proofValue = (body as Record<string, unknown>)[PROOF_FIELD]
    proof = proofValue === undefined || proofValue === '' ? null : await checkProof(proofValue, deps.env, deps.now?.() ?? new Date(), { kind: row.kind, sender: keys.sender })
    if (proof && proof.outcome !== 'valid') {
      log({ event: 'rejected', status: 400, reason: `challenge_${proof.outcome}` })
      const why = proof.outcome === 'expired' ? 'has expired' : 'is not valid'
      return { status: 400, body: { error: `challenge_${proof.outcome}`, message: `The answer to the busy-time check ${why}. Send the form again.` } }
    }
    if (!keys.identified) log({ event: 'no_client_address' })
    result = await submit(deps, keys, row, proof)
  } catch (error) {
    const code = errorCode(error)
    if (isUnavailable(code)) {
      log({ event: 'storage_failed', status: 503, code })
      return { status: 503, body: { error: 'unavailable', message: UNAVAILABLE_MESSAGE }, headers: { 'Retry-After': '30' } }
    }
    log({ event: 'storage_failed', status: 500, code })
    return { status: 500, body: { error: 'server_error', message: UNAVAILABLE_MESSAGE } }
  }

  if (result.outcome === 'surge') {
    log({ event: 'surge', status: 503, reason: result.surgeStarted ? 'started' : 'continues' })
    if (result.surgeStarted) await notify(deps.env, deps.fetch ?? fetch, surgeNotice(deps.now?.() ?? new Date()), log)
    const challenge = await issueChallenge(deps.env, deps.now?.() ?? new Date(), { kind: row.kind, sender: keys.sender })
    return {
      status: 503,
      body: { error: SURGE_ERROR, message: 'We are receiving more requests than usual. Solve the challenge and send again, or call us.', challenge },
      headers: { 'Retry-After': String(result.retryAfter) },
    }
  }
  if (result.outcome === 'challenge_used') {
    log({ event: 'rejected', status: 409, reason: 'challenge_used' })
    return { status: 409, body: { error: 'challenge_used', message: 'This answer to the busy-time check was already used. Send the form again.' } }
  }
  if (result.outcome !== 'stored') {
    log({ event: 'rate_limited', status: 429, reason: result.outcome })
    return {
      status: 429,
      body: { error: 'too_many_requests', message: 'Too many requests from this connection. Please try again later, or call us.' },
      headers: { 'Retry-After': String(result.retryAfter) },
    }
  }
  log({ event: 'stored', kind: row.kind, id: result.id, ...(proof ? { reason: 'sent_during_surge' } : {}) })

  // From here on the request is safely stored: nothing below may turn the answer into an error.
  await notify(deps.env, deps.fetch ?? fetch, requestNotice({ id: result.id, kind: row.kind, createdAt: toIso(result.createdAt) }), log)
  return { status: 200, body: { ok: true, reference: requestReference(result.id) } }
}

/** The answer to any method but POST and OPTIONS (also used by the local servers for methods fetch cannot carry). */
export function methodNotAllowed(cors: Record<string, string> = corsHeaders(null)): Response {
  return json(405, { error: 'method_not_allowed', message: 'Send the request with POST.' }, { ...cors, Allow: 'POST, OPTIONS' })
}

type SubmitResult =
  | { outcome: 'stored'; id: string; createdAt: unknown }
  | { outcome: 'sender_limited' | 'block_limited'; retryAfter: number }
  | { outcome: 'surge'; retryAfter: number; surgeStarted: boolean }
  | { outcome: 'challenge_used' }

/** The limits' settings, with their defaults (docs/decisions.md, "The rate limit", says why these). */
export function rateLimits(env: HandlerEnv) {
  return everySetting({
    windowSeconds: () => wholeNumberSetting(env, 'RATE_LIMIT_WINDOW_SECONDS', { min: 1, max: 86_400, unit: 'seconds' }, 600),
    senderMax: () => wholeNumberSetting(env, 'RATE_LIMIT_MAX', { min: 1, max: 10_000, unit: 'requests' }, 5),
    blockMax: () => wholeNumberSetting(env, 'RATE_LIMIT_BLOCK_MAX', { min: 1, max: 1_000_000, unit: 'requests' }, 30),
    surgeLevel: () => wholeNumberSetting(env, 'RATE_LIMIT_SURGE', { min: 1, max: 10_000_000, unit: 'requests' }, 300),
  })
}

/**
 * Takes a rate-limit slot and stores the request in one statement (consultation_submit() in
 * supabase/migrations/): atomic, sliding window, and a request that fails to store uses no slot.
 */
async function submit(deps: HandlerDeps, keys: SenderKeys, row: RequestRow, proof: Extract<ProofCheck, { outcome: 'valid' }> | null): Promise<SubmitResult> {
  const limits = rateLimits(deps.env)
  const { rows } = await deps.db.query<{
    outcome: string
    id: string | number | null
    created_at: unknown
    retry_after_seconds: number | null
    surge_started: boolean | null
  }>(
    `select outcome, id, created_at, retry_after_seconds, surge_started
       from public.consultation_submit($1, $2, $3::timestamptz, $4, $5, $6, $7, $8, $9::timestamptz, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      keys.sender,
      keys.block,
      deps.now ? deps.now().toISOString() : null,
      limits.windowSeconds,
      limits.senderMax,
      limits.blockMax,
      limits.surgeLevel,
      proof?.signature ?? null,
      proof?.expiresAt.toISOString() ?? null,
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
  const retryAfter = Math.max(1, Number(first.retry_after_seconds) || 1)
  if (first.outcome === 'sender_limited' || first.outcome === 'block_limited') return { outcome: first.outcome, retryAfter }
  if (first.outcome === 'surge') return { outcome: 'surge', retryAfter, surgeStarted: first.surge_started === true }
  if (first.outcome === 'challenge_used') return { outcome: 'challenge_used' }
  throw new Error('consultation_submit returned an unknown outcome')
}

/** A database error code (SQLSTATE such as 42P01, or ECONNREFUSED): never a message, which may quote data. */
export function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'unknown'
}

/**
 * Codes that mean the database cannot take the request right now (nothing was stored): connection
 * errors, Postgres's classes 08 (connection), 53 (insufficient resources: disk full, out of memory),
 * 57P (shutdown), 55P03 (lock_timeout) and 57014 (statement_timeout), and the local database's own.
 */
function isUnavailable(code: string): boolean {
  return (
    /^(ECONNREFUSED|ECONNRESET|ENOENT|ENOSPC|EPIPE|ETIMEDOUT|CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|LOCAL_DB_[A-Z_]+)$/.test(code) ||
    /^(08|53|57P)/.test(code) ||
    code === '55P03' ||
    code === '57014'
  )
}

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString()
}
