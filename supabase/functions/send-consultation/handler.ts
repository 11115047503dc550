// The send-consultation function: one web-standard `Request -> Response` handler, run by Deno in
// production (index.ts) and by Node locally and in the tests (supabase/local/, PGlite).
// Answers: 200 stored (with its reference) or honeypot · 400 invalid JSON or fields, or a surge
// challenge's solution forged, wrong or expired · 403 origin not allowed · 405 not POST · 409 a solution
// already used · 413 body over 16 KB · 415 not JSON · 429 too many from one sender or network block ·
// 500 storage failed · 503 with Retry-After: a surge (with a challenge, challenge.ts), or the database
// unreachable, full or busy (nothing stored). Nothing personal is logged: kinds, statuses, ids and codes.
import type { Challenge } from 'altcha-lib'
import type { Db } from '../_shared/db.ts'
import { answerFormPost, isFormPost } from '../_shared/form-post.ts'
import { parseConsultationRequest, type FieldErrors, type FormChoices } from '../_shared/requests.ts'
import { wholeNumberSetting } from '../_shared/settings.ts'
import { checkProof, issueChallenge, PROOF_FIELD, type ProofCheck } from './challenge.ts'
import { corsHeaders, isAllowedOrigin, isJson, json, readBody } from './http.ts'
import { notify, requestNotice, surgeNotice, type LogEntry } from './notify.ts'
import { phoneProblem } from './phone.ts'
import { appointmentRow, contactRow, type RequestRow } from './rows.ts'
import { senderCheck, senderKeys, type SenderKeys } from './sender.ts'
import { everySetting, type HandlerEnv } from './env.ts'

export { DEFAULT_CLIENT_IP_HEADER } from './sender.ts'
export type { RequestRow } from './rows.ts'
export { HANDLER_ENV_NAMES, type HandlerEnv } from './env.ts'
export type { LogEntry } from './notify.ts'

export const FUNCTION_PATH = '/functions/v1/send-consultation'
export const MAX_BODY_BYTES = 16 * 1024

/** `choices`: the offices and plans the form offers (else any is accepted); `now`: the clock; `fetch`: for the notification. */
export interface HandlerDeps {
  db: Db
  env: HandlerEnv
  choices?: FormChoices
  now?: () => Date
  fetch?: typeof fetch
  /** The default writes one JSON line to the console. */
  log?: (entry: LogEntry) => void
}

interface Outcome {
  status: number
  body: { ok: true; reference?: string } | { error: string; message: string; fieldErrors?: FieldErrors; challenge?: Challenge }
  headers?: Record<string, string>
}

const UNAVAILABLE_MESSAGE = 'Something went wrong. Please try again later.'
/** The error of a surge's 503, which the forms recognise. */
const SURGE_ERROR = 'busy'

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

  // A form post (before the island starts, or without JavaScript): the JSON path, answered with a page.
  if (isFormPost(request)) return answerFormPost(request, { handleJson: (json) => handleRequest(json, deps), readBody: (r) => readBody(r, MAX_BODY_BYTES) })

  if (request.method !== 'POST' && request.method !== 'OPTIONS') {
    log({ event: 'rejected', status: 405, reason: 'method_not_allowed' })
    return methodNotAllowed(cors)
  }
  if (!originAllowed) return reply(403, 'origin_not_allowed', 'This website may not send requests here.')
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Max-Age': '86400' } })

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

  const outcome = await submitRequest(body, request, deps, log)
  return json(outcome.status, outcome.body, { ...cors, ...outcome.headers })
}

/** Checks a request's fields, applies the rate limits and stores it; `request` gives the sender's address. */
async function submitRequest(body: unknown, request: Request, deps: HandlerDeps, log: (entry: LogEntry) => void): Promise<Outcome> {
  const now = () => deps.now?.() ?? new Date()
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
  let keys: SenderKeys
  let proof: ProofCheck | null
  let result: SubmitResult
  try {
    keys = await senderKeys(request, deps.env)
    // A solved surge challenge, checked before anything is counted: issued for this form and sender.
    const proofValue = (body as Record<string, unknown>)[PROOF_FIELD]
    proof = proofValue === undefined || proofValue === '' ? null : await checkProof(proofValue, deps.env, now(), { kind: row.kind, sender: keys.sender })
    if (proof && proof.outcome !== 'valid') {
      log({ event: 'rejected', status: 400, reason: `challenge_${proof.outcome}` })
      const why = proof.outcome === 'expired' ? 'has expired' : 'is not valid'
      return { status: 400, body: { error: `challenge_${proof.outcome}`, message: `The answer to the busy-time check ${why}. Send the form again.` } }
    }
    if (!keys.identified) log({ event: 'no_client_address' })
    result = await submit(deps, keys, row, proof)
  } catch (error) {
    const code = errorCode(error)
    const status = isUnavailable(code) ? 503 : 500
    log({ event: 'storage_failed', status, code })
    if (status === 503) return { status, body: { error: 'unavailable', message: UNAVAILABLE_MESSAGE }, headers: { 'Retry-After': '30' } }
    return { status, body: { error: 'server_error', message: UNAVAILABLE_MESSAGE } }
  }

  const retryAfter = { 'Retry-After': String(Math.max(1, Number(result.retry_after_seconds) || 1)) }
  if (result.outcome === 'surge') {
    log({ event: 'surge', status: 503, reason: result.surge_started ? 'started' : 'continues' })
    if (result.surge_started) await notify(deps.env, deps.fetch ?? fetch, surgeNotice(now()), log)
    const challenge = await issueChallenge(deps.env, now(), { kind: row.kind, sender: keys.sender })
    const message = 'We are receiving more requests than usual. Solve the challenge and send again, or call us.'
    return { status: 503, body: { error: SURGE_ERROR, message, challenge }, headers: retryAfter }
  }
  if (result.outcome === 'challenge_used') {
    log({ event: 'rejected', status: 409, reason: 'challenge_used' })
    return { status: 409, body: { error: 'challenge_used', message: 'This answer to the busy-time check was already used. Send the form again.' } }
  }
  if (result.outcome !== 'stored' || result.id === null) {
    log({ event: 'rate_limited', status: 429, reason: result.outcome })
    const message = 'Too many requests from this connection. Please try again later, or call us.'
    return { status: 429, body: { error: 'too_many_requests', message }, headers: retryAfter }
  }
  const id = String(result.id)
  log({ event: 'stored', kind: row.kind, id, ...(proof ? { reason: 'sent_during_surge' } : {}) })
  // The request is stored: nothing below may turn the answer into an error.
  await notify(deps.env, deps.fetch ?? fetch, requestNotice({ id, kind: row.kind, createdAt: toIso(result.created_at) }), log)
  return { status: 200, body: { ok: true, reference: result.reference ?? undefined } }
}

/** The answer to any method but POST and OPTIONS (also used by the local servers for methods fetch cannot carry). */
export function methodNotAllowed(cors: Record<string, string> = corsHeaders(null)): Response {
  return json(405, { error: 'method_not_allowed', message: 'Send the request with POST.' }, { ...cors, Allow: 'POST, OPTIONS' })
}

interface SubmitResult {
  outcome: 'stored' | 'sender_limited' | 'block_limited' | 'surge' | 'challenge_used'
  id: string | number | null
  created_at: unknown
  reference: string | null
  retry_after_seconds: number | null
  surge_started: boolean | null
}

/** The limits' settings and defaults (docs/decisions.md, "The rate limit"). */
export function rateLimits(env: HandlerEnv) {
  return everySetting({
    windowSeconds: () => wholeNumberSetting('RATE_LIMIT_WINDOW_SECONDS', { min: 1, max: 86_400, unit: 'seconds' }, 600, env),
    senderMax: () => wholeNumberSetting('RATE_LIMIT_MAX', { min: 1, max: 10_000, unit: 'requests' }, 5, env),
    blockMax: () => wholeNumberSetting('RATE_LIMIT_BLOCK_MAX', { min: 1, max: 1_000_000, unit: 'requests' }, 30, env),
    surgeLevel: () => wholeNumberSetting('RATE_LIMIT_SURGE', { min: 1, max: 10_000_000, unit: 'requests' }, 300, env),
  })
}

/** One statement takes a slot and stores the request (consultation_submit()): a request that fails to store uses no slot. */
async function submit(deps: HandlerDeps, keys: SenderKeys, row: RequestRow, proof: Extract<ProofCheck, { outcome: 'valid' }> | null): Promise<SubmitResult> {
  const limits = rateLimits(deps.env)
  const { rows } = await deps.db.query<SubmitResult>(
    `select outcome, id, created_at, reference, retry_after_seconds, surge_started
       from public.consultation_submit($1, $2, $3::timestamptz, $4, $5, $6, $7, $8, $9::timestamptz, $10::text::jsonb)`,
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
      JSON.stringify(row),
    ],
  )
  if (!rows[0]) throw new Error('consultation_submit returned no row')
  return rows[0]
}

/** A database error code (SQLSTATE or ECONNREFUSED): never a message, which may quote data. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'unknown'
}

// The database cannot take the request now (nothing stored): connection errors, Postgres's classes 08,
// 53 (disk full, out of memory) and 57P (shutdown), lock_timeout and statement_timeout, the local database's.
function isUnavailable(code: string): boolean {
  return /^(E(CONNREFUSED|CONNRESET|NOENT|NOSPC|PIPE|TIMEDOUT)|CONNECT_TIMEOUT|CONNECTION_(CLOSED|ENDED|DESTROYED)|LOCAL_DB_[A-Z_]+|08.*|53.*|57P.*|55P03|57014)$/.test(code)
}

function toIso(value: unknown): string {
  const date = new Date(value instanceof Date ? value : String(value))
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString()
}
