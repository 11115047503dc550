import { spawnSync } from 'node:child_process'
import mdx from '@mdx-js/rollup'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { rehypePlugins, remarkPlugins } from './lib/content/mdx-options.ts'

/**
 * With no Supabase project configured (VITE_SUPABASE_URL unset), the dev server answers the forms'
 * backend call itself: the send-consultation handler at /functions/v1/send-consultation, backed by the
 * embedded PGlite database in .data/ (supabase/local/), opened in the background once the server listens.
 */
function localSendConsultation(): Plugin {
  return {
    name: 'local-send-consultation',
    apply: 'serve',
    async configureServer(server) {
      if (server.config.env.VITE_SUPABASE_URL || process.env.VITE_SUPABASE_URL) return
      const { sendConsultationMiddleware } = await import('./supabase/local/server.ts')
      const sendConsultation = sendConsultationMiddleware()
      server.middlewares.use(sendConsultation)
      server.httpServer?.once('listening', () => sendConsultation.warm())
    },
  }
}

/**
 * Stops the build, before anything is written, when a content file has a mistake: it runs the content
 * check (scripts/check-content.ts, as `npm run check` does) in its own process, because the check loads
 * the MDX components, and React must not be loaded into the build's process before the build sets it
 * up for production.
 */
function contentCheck(): Plugin {
  return {
    name: 'content-check',
    apply: 'build',
    buildStart() {
      const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { encoding: 'utf8' })
      if (check.status !== 0) {
        this.error(`\n\nThe content has mistakes. Fix them and build again:\n${check.stderr || check.stdout}\n`)
      }
    },
  }
}

export default defineConfig({
  plugins: [
    contentCheck(),
    localSendConsultation(),
    { enforce: 'pre', ...mdx({ remarkPlugins, rehypePlugins }) },
    vike(),
  ],
  server: { port: 3000 },
  // OUT_DIR lets two builds run side by side (for example a preview build next to the test build).
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    // The one browser entry of the islands; renderer/islandsScript.ts adds it to pages that have one.
    rollupOptions: { input: { islands: 'components/islands/client.ts' } },
  },
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
})
