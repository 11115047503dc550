// Sends a contact or appointment request to the send-consultation function with supabase-js.
// supabase-js loads only when a visitor submits, so it never weighs on a page's first load.
// With no Supabase project configured, the site's own origin serves the function (the embedded
// default of `npm run dev` and `npm run preview`).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { ConsultationRequestBody } from '../../supabase/functions/_shared/requests.ts'

/** The `error` of the function's surge answer (supabase/functions/send-consultation/handler.ts SURGE_ERROR). */
const SURGE_ERROR = 'busy'

/** The anonymous key the embedded local function accepts; a real project sets VITE_SUPABASE_ANON_KEY. */
const LOCAL_ANON_KEY = 'local-development-anon-key'

/** False in a preview build without a staging project (scripts/forms-backend.ts): nothing is sent. */
export const FORMS_SEND: boolean = import.meta.env.VITE_FORMS_SEND !== false

let client: Promise<SupabaseClient> | undefined

function getClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(import.meta.env.VITE_SUPABASE_URL || window.location.origin, import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY, {
      // The call needs no signed-in session: keep none and refresh none.
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  )
  return client
}

/**
 * 'sent' when the function stored the request; 'busy' when it answered a surge (503, error "busy":
 * the form asks the visitor to call); 'failed' for anything else.
 */
export async function sendConsultationRequest(body: ConsultationRequestBody): Promise<'sent' | 'busy' | 'failed'> {
  try {
    const supabase = await getClient()
    const { error } = await supabase.functions.invoke('send-consultation', { body })
    if (!error) return 'sent'
    const answer = (error as { context?: unknown }).context
    if (answer instanceof Response && answer.status === 503) {
      const reply = (await answer.json().catch(() => null)) as { error?: unknown } | null
      if (reply?.error === SURGE_ERROR) return 'busy'
    }
    throw new Error('Failed to send message', { cause: error })
  } catch (error) {
    // For whoever looks at the console; the visitor sees the error toast instead.
    console.error(error)
    return 'failed'
  }
}
