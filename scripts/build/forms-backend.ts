// Where the forms of a build send their requests. A production build uses VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY (none: the site's own origin, the local function of `npm run preview`). A
// preview build (PREVIEW=1, a pull request's preview) must never reach the production database: it
// sends to the staging project of PREVIEW_SUPABASE_URL and PREVIEW_SUPABASE_ANON_KEY, or, without
// them, sends nothing and says so. vite.config.ts gives this to the forms; scripts/build/headers.ts lets the
// Content-Security-Policy reach the same project.

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
