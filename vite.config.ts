import mdx from '@mdx-js/rollup'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { loadContent } from './lib/content/load.ts'
import { formatProblems } from './lib/content/validate.ts'

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

/** Stops the build, before anything is written, when a content file has a mistake. */
function contentCheck(): Plugin {
  return {
    name: 'content-check',
    apply: 'build',
    buildStart() {
      const { problems } = loadContent()
      const errors = problems.filter((p) => p.level === 'error')
      if (errors.length > 0) {
        this.error(`\n\nThe content has ${errors.length} mistake(s). Fix them and build again:\n\n${formatProblems(errors)}\n`)
      }
    },
  }
}

export default defineConfig({
  plugins: [
    contentCheck(),
    localSendConsultation(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm], rehypePlugins: [rehypeSlug] }) },
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
