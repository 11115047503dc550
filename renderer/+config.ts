import type { Config } from 'vike/types'

export default {
  // Every page is pre-rendered to static HTML at build time.
  prerender: true,
  // Pages are HTML-only: no client router, no page hydration. Interactive parts hydrate as islands.
  clientRouting: false,
  passToClient: [],
} satisfies Config
