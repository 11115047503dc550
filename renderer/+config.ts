import type { Config } from 'vike/types'

export default {
  // Every page is pre-rendered to static HTML at build time, /a/b as a/b.html: the file static hosts
  // serve at /a/b without redirecting to /a/b/ (scripts/build/page-files.ts).
  prerender: { noExtraDir: true },
  // Pages are HTML-only: no client router, no page hydration. Interactive parts hydrate as islands.
  clientRouting: false,
  passToClient: [],
} satisfies Config
