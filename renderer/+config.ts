import type { Config } from 'vike/types'

export default {
  // /a/b as a/b.html, which static hosts serve at /a/b without redirecting to /a/b/.
  prerender: { noExtraDir: true },
  // HTML-only pages: only the islands hydrate.
  clientRouting: false,
  passToClient: [],
} satisfies Config
