// Sends a request to the send-consultation function with Supabase's functions client (2 KB of gzip where
// all of supabase-js is 51 KB), loaded when a visitor submits. With no Supabase project configured, the
// site's own origin serves the function (`npm run dev`, `npm run preview`).
import type { FunctionsClient } from '@supabase/functions-js'
import type { ConsultationRequestBody } from '../../supabase/functions/_shared/requests.ts'

/** The anonymous key the embedded local function accepts; a real project sets VITE_SUPABASE_ANON_KEY. */
const LOCAL_ANON_KEY = 'local-development-anon-key'

/** False in a preview build without a staging project (scripts/build/forms-backend.ts): nothing is sent. */
export const FORMS_SEND: boolean = import.meta.env.VITE_FORMS_SEND !== false

/** Where the forms post before their island starts or without JavaScript; the function answers with a page. */
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

type SendOutcome = { outcome: 'sent'; reference?: string } | { outcome: 'busy' | 'limited' | 'offline' | 'failed' }

/**
 * 'sent' with the reference the function gave; 'busy' for a surge (503 "busy") whose challenge could not
 * be solved; 'limited' for its 429 (this sender has sent its most for now); 'offline' when the request
 * never reached the function; 'failed' for anything else.
 */
export async function sendConsultationRequest(body: ConsultationRequestBody): Promise<SendOutcome> {
  try {
    const functions = await getClient()
    let { data, error } = await functions.invoke('send-consultation', { body })
    let busy = await errorReply(error, 503, 'busy')
    if (busy) {
      // A surge: its proof-of-work challenge is solved in the background, then the request sent again.
      const { challengeOf, solveSurgeChallenge } = await import('./surgeProof.ts')
      const challenge = challengeOf(busy)
      const altcha = challenge ? await solveSurgeChallenge(challenge) : null
      if (altcha) {
        ;({ data, error } = await functions.invoke('send-consultation', { body: { ...body, altcha } }))
        busy = await errorReply(error, 503, 'busy')
      }
    }
    if (!error) {
      const reference = (data as { reference?: unknown } | null)?.reference
      return { outcome: 'sent', reference: typeof reference === 'string' ? reference : undefined }
    }
    if (busy) return { outcome: 'busy' }
    if (await errorReply(error, 429, 'too_many_requests')) return { outcome: 'limited' }
    // No answer at all: fetch's TypeError, which the client wraps.
    const failure = error as { name?: unknown; context?: unknown }
    if (!navigator.onLine || (failure.name === 'FunctionsFetchError' && failure.context instanceof TypeError)) return { outcome: 'offline' }
    throw new Error('Failed to send message', { cause: error })
  } catch (error) {
    console.error(error)
    // The functions client itself could not load: the connection is gone.
    return { outcome: error instanceof TypeError || !navigator.onLine ? 'offline' : 'failed' }
  }
}

/** The body of the function's answer when it has this status and `error` (the codes of send-consultation/handler.ts). */
async function errorReply(error: unknown, status: number, code: string): Promise<object | null> {
  const answer = (error as { context?: unknown } | null)?.context
  if (!(answer instanceof Response) || answer.status !== status) return null
  const reply = (await answer.json().catch(() => null)) as { error?: unknown } | null
  return reply?.error === code ? reply : null
}
