import type { Config } from 'vike/types'

export default {
  // /a/b as a/b.html, which static hosts serve at /a/b without redirecting to /a/b/.
  prerender: { noExtraDir: true },
  // No client routing and nothing passed to the client (Vike's defaults): HTML-only pages, only the islands hydrate.
} satisfies Config
