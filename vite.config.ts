import mdx from '@mdx-js/rollup'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import vike from 'vike/plugin'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { loadContent } from './lib/content/load.ts'
import { formatProblems } from './lib/content/validate.ts'
import { formsBackend } from './scripts/forms-backend.ts'

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
      const { answerClientErrors, requestTimeoutMs } = await import('./scripts/http-guard.ts')
      const sendConsultation = sendConsultationMiddleware()
      server.middlewares.use(sendConsultation)
      // A body that never finishes gets 408 instead of holding the connection (scripts/http-guard.ts).
      const http = server.httpServer
      if (http && 'requestTimeout' in http) {
        http.requestTimeout = requestTimeoutMs()
        http.headersTimeout = requestTimeoutMs()
        answerClientErrors(http, {})
      }
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

/** The forms' backend (scripts/forms-backend.ts), as the constants the browser code reads. */
function formsBackendDefines(mode: string): Record<string, string> {
  const backend = formsBackend({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env })
  return {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(backend.url ?? ''),
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(backend.anonKey ?? ''),
    'import.meta.env.VITE_FORMS_SEND': JSON.stringify(backend.sends),
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    contentCheck(),
    localSendConsultation(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm], rehypePlugins: [rehypeSlug] }) },
    vike(),
  ],
  server: { port: 3000 },
  // OUT_DIR lets two builds run side by side (for example a preview build next to the test build).
  build: { outDir: process.env.OUT_DIR ?? 'dist' },
  define: formsBackendDefines(mode),
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
}))
