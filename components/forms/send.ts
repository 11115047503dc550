// Sends a contact or appointment request to the send-consultation function with Supabase's functions
// client (@supabase/functions-js, the part of supabase-js that calls functions: 2 KB of gzip where the
// whole supabase-js is 51 KB). It loads only when a visitor submits. With no Supabase project
// configured, the site's own origin serves the function (the embedded default of `npm run dev` and
// `npm run preview`).
import type { FunctionsClient } from '@supabase/functions-js'
import type { ConsultationRequestBody } from '../../supabase/functions/_shared/requests.ts'

/** The `error` of the function's surge answer (supabase/functions/send-consultation/handler.ts SURGE_ERROR). */
const SURGE_ERROR = 'busy'
/** The `error` of its 429: this sender, or its network block, has sent its most for now (not a surge). */
const LIMITED_ERROR = 'too_many_requests'

/** The anonymous key the embedded local function accepts; a real project sets VITE_SUPABASE_ANON_KEY. */
const LOCAL_ANON_KEY = 'local-development-anon-key'

/** False in a preview build without a staging project (scripts/build/forms-backend.ts): nothing is sent. */
export const FORMS_SEND: boolean = import.meta.env.VITE_FORMS_SEND !== false

/**
 * Where the forms' server HTML posts (form-encoded) before their island starts or without JavaScript:
 * the same function, which answers a form post with a result page.
 */
export const FORM_ACTION = `${import.meta.env.VITE_SUPABASE_URL || ''}/functions/v1/send-consultation`

let client: Promise<FunctionsClient> | undefined

function getClient(): Promise<FunctionsClient> {
  // The headers supabase-js would send: the public key as apikey and as the bearer token.
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY
  const base = import.meta.env.VITE_SUPABASE_URL || window.location.origin
  client ??= import('@supabase/functions-js').then(
    ({ FunctionsClient }) => new FunctionsClient(`${base}/functions/v1`, { headers: { Authorization: `Bearer ${key}`, apikey: key } }),
  )
  return client
}

/** What a send came to: stored (with the reference the function gave it), a surge, a sender over its limit, no connection, or any other failure. */
export type SendOutcome = { outcome: 'sent'; reference?: string } | { outcome: 'busy' | 'limited' | 'offline' | 'failed' }

/**
 * 'sent' when the function stored the request, with its reference; 'busy' when it answered a surge
 * (503, error "busy": the form asks the visitor to call) and its challenge could not be solved;
 * 'limited' when it answered 429 (this sender has sent its most for now); 'offline' when the browser
 * is offline or the request never reached the function (a network error, in any engine's words);
 * 'failed' for anything else.
 */
export async function sendConsultationRequest(body: ConsultationRequestBody): Promise<SendOutcome> {
  try {
    const functions = await getClient()
    let { data, error } = await functions.invoke('send-consultation', { body })
    let busy = await surgeReply(error)
    if (busy) {
      // A surge: the answer carries a proof-of-work challenge, solved in the background (surgeProof.ts,
      // loaded only now) before the request is sent again with its solution.
      const { challengeOf, solveSurgeChallenge } = await import('./surgeProof.ts')
      const challenge = challengeOf(busy)
      const altcha = challenge ? await solveSurgeChallenge(challenge) : null
      if (altcha) {
        ;({ data, error } = await functions.invoke('send-consultation', { body: { ...body, altcha } }))
        busy = await surgeReply(error)
      }
    }
    if (!error) {
      const reference = (data as { reference?: unknown } | null)?.reference
      return { outcome: 'sent', reference: typeof reference === 'string' ? reference : undefined }
    }
    if (busy) return { outcome: 'busy' }
    if (await limitedReply(error)) return { outcome: 'limited' }
    if (networkError(error)) return { outcome: 'offline' }
    throw new Error('Failed to send message', { cause: error })
  } catch (error) {
    // For whoever looks at the console; the visitor sees the error notice and toast instead.
    console.error(error)
    // The functions client itself could not load: the connection is gone.
    return { outcome: error instanceof TypeError || !navigator.onLine ? 'offline' : 'failed' }
  }
}

/** The function's 429 for a sender or a network block over its limit. */
async function limitedReply(error: unknown): Promise<boolean> {
  const answer = (error as { context?: unknown } | null)?.context
  if (!(answer instanceof Response) || answer.status !== 429) return false
  const reply = (await answer.json().catch(() => null)) as { error?: unknown } | null
  return reply?.error === LIMITED_ERROR
}

/** No answer at all: fetch's TypeError ("Failed to fetch", "NetworkError…", "Load failed"), which the client wraps. */
function networkError(error: unknown): boolean {
  const failure = error as { name?: unknown; context?: unknown } | null
  return !navigator.onLine || (failure?.name === 'FunctionsFetchError' && failure.context instanceof TypeError)
}

/** The body of the function's surge answer (503, error "busy"), or null for any other outcome. */
async function surgeReply(error: unknown): Promise<object | null> {
  const answer = (error as { context?: unknown } | null)?.context
  if (!(answer instanceof Response) || answer.status !== 503) return null
  const reply = (await answer.json().catch(() => null)) as { error?: unknown } | null
  return reply?.error === SURGE_ERROR ? reply : null
}
