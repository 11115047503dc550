// Where a build's forms send: VITE_SUPABASE_URL (none: the local function of `npm run preview`); a
// preview build (PREVIEW=1) never production: PREVIEW_SUPABASE_URL's staging project, or nothing, said so.

export interface FormsBackend {
  /** The Supabase project's URL; undefined: the site's own origin. */
  url?: string
  anonKey?: string
  /** False in a preview without a staging project: the forms say "This is a preview: requests are not sent". */
  sends: boolean
}

export function formsBackend(env: Record<string, string | undefined>): FormsBackend {
  if (env.PREVIEW === '1') {
    const url = env.PREVIEW_SUPABASE_URL || undefined
    const anonKey = env.PREVIEW_SUPABASE_ANON_KEY || undefined
    return url && anonKey ? { url, anonKey, sends: true } : { sends: false }
  }
  return { url: env.VITE_SUPABASE_URL || undefined, anonKey: env.VITE_SUPABASE_ANON_KEY || undefined, sends: true }
}
