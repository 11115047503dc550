import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import mdx from '@mdx-js/rollup'
import vike from 'vike/plugin'
import { defineConfig, loadEnv, type Plugin, type ViteDevServer } from 'vite'
import { compiledMdxFile, rehypePlugins, remarkPlugins } from './lib/content/mdx-options.ts'
import { FUNCTION_PATH } from './supabase/functions/send-consultation/handler.ts'
import { formsBackend } from './scripts/build/forms-backend.ts'
import { publicKeyProblem } from './scripts/build/secret-keys.ts'
import { devServerHeaders } from './scripts/build/headers.ts'
import { emotionInBrowser } from './scripts/build/emotion-in-browser.ts'
import { appFilesInDev } from './scripts/build/app-icons.ts'
import { guardServer, listenHost } from './lib/http/guard.ts'
import { escapeHtml } from './renderer/headTags.ts'
import { wholeNumberSetting } from './lib/http/settings.ts'

/** Whether the dev server answers the forms' backend call itself: no Supabase project is configured. */
function servesLocalFunction(server: ViteDevServer): boolean {
  return !(server.config.env.VITE_SUPABASE_URL || process.env.VITE_SUPABASE_URL)
}

/**
 * The dev server survives every request, as `npm run preview` does, and every answer carries the site's
 * security headers (lib/http/guard.ts, scripts/build/headers.ts devServerHeaders). The guard wraps the
 * server's request handler, so it comes before every middleware of Vite and of the plugins, and it
 * replaces Node's and Vite's bare answers to requests that do not parse.
 */
function devServerGuard(): Plugin {
  return {
    name: 'dev-server-guard',
    apply: 'serve',
    configureServer(server) {
      const http = server.httpServer
      if (!http || !('requestTimeout' in http)) return // middleware mode or HTTP/2: the outer server is not ours
      const localFunction = servesLocalFunction(server)
      let headers: Record<string, string> | undefined
      stopOnSettingError(() => guardServer(http, {
        // Worked out at the first answer, when the port the server listens on is known.
        headersFor: () => (headers ??= devServerHeaders((http.address() as AddressInfo).port, server.config.mode)),
        answersOwnMethods: (pathname) => localFunction && pathname === FUNCTION_PATH,
        // Vite serves any file under the project, and the local database (.data/) holds the requests
        // patients sent: never a file of it, under any spelling (/.data/…, /@fs/…/.data/…).
        isHidden: (pathname) => /(^|\/)\.data(\/|$)/i.test(pathname),
      }))
      // After Vite's own middlewares, before its error page: a file that is not there is a 404, not a 500.
      return () => server.middlewares.use(missingFileIsNotFound)
    },
  }
}

/**
 * Vite answers a path under one of its own files (`/@vite/client/x`) or a file that vanished with its
 * 500 error page, as if the code were broken: those errors are a 404. Every other error goes on to that page.
 */
function missingFileIsNotFound(error: unknown, _req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
  const code = (error as { code?: unknown } | null)?.code
  if (res.headersSent || !['ENOENT', 'ENOTDIR', 'EISDIR', 'ERR_LOAD_URL'].includes(String(code))) return next(error)
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Not Found\n')
}

/** A setting the dev server cannot start with (a number out of its range, TRUST_PROXY alone): its message, and no server. */
function stopOnSettingError<T>(start: () => T): T {
  try {
    return start()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

/**
 * With no Supabase project configured (VITE_SUPABASE_URL unset), the dev server answers the forms'
 * backend call itself: the send-consultation handler at /functions/v1/send-consultation, backed by the
 * embedded PGlite database in .data/ (supabase/local/), opened in the background once the server listens.
 * A folder that cannot be opened is printed; the pages are still served and the function answers 503.
 */
function localSendConsultation(): Plugin {
  return {
    name: 'local-send-consultation',
    apply: 'serve',
    async configureServer(server) {
      if (!servesLocalFunction(server)) return
      const { sendConsultationMiddleware } = await import('./supabase/local/server.ts')
      const sendConsultation = stopOnSettingError(() => sendConsultationMiddleware())
      server.middlewares.use(sendConsultation)
      server.httpServer?.once('listening', () => sendConsultation.warm())
    },
  }
}

/**
 * The content check's report of mistakes, in the words of `npm run check`, or undefined when there are
 * none. It runs scripts/check/check-content.ts in its own process, because the check loads the MDX components,
 * and React must not be loaded into the build's process before the build sets it up for production.
 * Given `compiledDir`, the check leaves there the MDX modules it compiled, for the build (mdxOfTheCheck).
 */
function contentMistakes(compiledDir?: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const check = spawn(process.execPath, ['--import', 'tsx', 'scripts/check/check-content.ts'], { env: { ...process.env, GITHUB_ACTIONS: '', ...(compiledDir && { MDX_COMPILED_DIR: compiledDir }) } })
    let stdout = ''
    let stderr = ''
    check.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    check.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    check.on('close', (status) => resolve(status === 0 ? undefined : `${stderr || stdout}\n`))
  })
}

/**
 * The check of a build: one per `vike build`, whatever number of environments (client, server) it
 * builds. Kept on globalThis: Vike builds the server environment with a second build() that reads this
 * file again, and a module variable would start a second check.
 */
const checks = globalThis as typeof globalThis & { contentCheckOfThisBuild?: Promise<string | undefined>; compiledMdxDir?: string }

/**
 * Starts drawing the articles' link-preview cards into their cache at the lowest CPU priority, in the
 * time the build leaves idle (scripts/build/og-image.ts warmCardCache); stopped when the build ends,
 * after-build draws the rest.
 */
function warmCards(): void {
  const warm = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/og-image.ts', '--warm'], { stdio: 'ignore' })
  warm.unref() // the build does not wait for it
  process.once('exit', () => warm.kill())
}

/**
 * The MDX files, compiled. In a build, each is the module the content check beside it compiled already
 * (lib/content/check/mdx-syntax.ts), with the same plugins: waiting for the check costs less than
 * compiling every file a second time. A file the check did not compile (it stopped, or the file is not
 * content) is compiled here, as in `npm run dev`.
 */
function mdxOfTheCheck(): Plugin {
  const compiler = mdx({ remarkPlugins, rehypePlugins }) as Plugin & { transform: (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined> }
  return {
    ...compiler,
    enforce: 'pre',
    async transform(code, id) {
      if (checks.contentCheckOfThisBuild && checks.compiledMdxDir && id.split('?')[0]!.endsWith('.mdx')) {
        await checks.contentCheckOfThisBuild
        const compiled = compiledMdxFile(checks.compiledMdxDir, code)
        if (existsSync(compiled)) return { code: readFileSync(compiled, 'utf8'), map: null }
      }
      return compiler.transform.call(this, code, id)
    },
  }
}

/**
 * Stops the build, before any page is written, when a content file has a mistake. The check runs once
 * per build, in a process of its own beside the compilation (started with the first environment, awaited
 * before the server environment, which pre-renders the pages, writes its files). In `npm run dev` it
 * shows the same message in the browser instead of the page (and in Vite's error overlay), checked
 * again each time a content file is saved; once the mistake is fixed the page reloads by itself.
 */
function contentCheck(): Plugin {
  return {
    name: 'content-check',
    buildStart() {
      if (this.environment?.mode === 'dev') return
      if (!checks.contentCheckOfThisBuild) {
        const dir = (checks.compiledMdxDir = mkdtempSync(join(tmpdir(), 'mdx-compiled-')))
        process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
        checks.contentCheckOfThisBuild = contentMistakes(dir)
        warmCards()
      }
    },
    async generateBundle() {
      if (this.environment?.mode === 'dev' || this.environment?.name === 'client' || !checks.contentCheckOfThisBuild) return
      stopOnContentMistakes(await checks.contentCheckOfThisBuild)
    },
    // A content mistake can stop the bundler before the check has finished (MDX it cannot compile, an
    // import of a file that is not there): the check's words for it, not the bundler's and a stack trace.
    async buildEnd(error) {
      if (error && this.environment?.mode !== 'dev' && checks.contentCheckOfThisBuild) stopOnContentMistakes(await checks.contentCheckOfThisBuild)
    },
    async configureServer(server) {
      const mistakesInDev = async () => {
        const report = await contentMistakes()
        return report && `The content has mistakes. Fix them and the page will show again:\n${report}`
      }
      let mistakes = await mistakesInDev()
      const overlay = () => mistakes && server.ws.send({ type: 'error', err: { message: mistakes, stack: '', plugin: 'content-check' } })
      let checks = 0
      const recheck = async (file: string) => {
        if (!file.startsWith(`${process.cwd()}/content/`)) return
        const check = ++checks
        const result = await mistakesInDev()
        if (check !== checks) return // a newer save is being checked
        mistakes = result
        if (mistakes) overlay()
        else server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', recheck).on('add', recheck).on('unlink', recheck)
      server.ws.on('connection', overlay)
      server.middlewares.use((req, res, next) => {
        if (!mistakes || req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(contentMistakesPage(mistakes))
      })
    },
  }
}

/** Ends the build with the check's own report and nothing else: a bundler error would add a stack trace of its code. */
function stopOnContentMistakes(mistakes: string | undefined): void {
  if (!mistakes) return
  process.stderr.write(`\n${mistakes}`)
  process.exit(1)
}

/** The page `npm run dev` shows while the content has mistakes: the check's own words. */
function contentMistakesPage(mistakes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content mistake</title>
<script type="module" src="/@vite/client"></script></head>
<body style="font:1rem/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem"><h1>The content has a mistake</h1>
<pre style="white-space:pre-wrap;font-size:1rem">${escapeHtml(mistakes)}</pre></body></html>`
}

/** The web app manifest and icons the build writes after the pages (scripts/build/app-icons.ts), served by `npm run dev` too. */
function appFiles(): Plugin {
  return {
    name: 'app-files',
    apply: 'serve',
    configureServer(server) {
      // Asked only once the server listens, when its address is known.
      server.middlewares.use(appFilesInDev(() => server.resolvedUrls!.local[0]!))
    },
  }
}

/** The forms' backend (scripts/build/forms-backend.ts), as the constants the browser code reads. */
function formsBackendDefines(mode: string): Record<string, string> {
  const settings = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // The browser gets the key: only a public one (scripts/build/secret-keys.ts). A plain message and exit 1.
  const problem = publicKeyProblem(settings.VITE_SUPABASE_ANON_KEY) ?? publicKeyProblem(settings.PREVIEW_SUPABASE_ANON_KEY, 'PREVIEW_SUPABASE_ANON_KEY')
  if (problem) {
    console.error(`\n${problem}\n`)
    process.exit(1)
  }
  const backend = formsBackend(settings)
  return {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(backend.url ?? ''),
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(backend.anonKey ?? ''),
    'import.meta.env.VITE_FORMS_SEND': JSON.stringify(backend.sends),
  }
}

/** Port 3000, or $PORT as `npm run preview` reads it (`--port` on the command line wins); a PORT taken is an error, not the next port. */
function devPort(): { port: number; strictPort: boolean } {
  const port = stopOnSettingError(() => wholeNumberSetting('PORT', { min: 0, max: 65_535, unit: 'a port number; 0: any free port' }, 3000))
  return { port, strictPort: Boolean(process.env.PORT?.trim()) }
}

export default defineConfig(({ mode, command }) => ({
  plugins: [
    devServerGuard(),
    contentCheck(),
    localSendConsultation(),
    appFiles(),
    mdxOfTheCheck(),
    emotionInBrowser(),
    vike(),
  ],
  // 127.0.0.1 unless HOST says otherwise: the dev server serves any file of the project (lib/http/guard.ts).
  // Builds (dist/, or OUT_DIR=dist-… beside it: the tests' builds), the local database and test output are
  // not sources: a build written while `npm run dev` runs must not reload the page a visitor is typing in
  // (tests/unit/local/dev-server.test.ts runs beside builds).
  server: { ...(command === 'serve' && devPort()), host: listenHost(), watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/.stryker/**', '**/reports/**'] } },
  // VITE_CACHE_DIR: a dev server with its own cache of pre-bundled dependencies (a test of a cold start).
  cacheDir: process.env.VITE_CACHE_DIR,
  // The dev server pre-bundles everything the islands load, up front, found by Vite's own scan of their
  // code. Otherwise Vite meets a package the first time an island imports it (zod on the first form
  // submission, ALTCHA's solver on the first send during a surge), bundles it and reloads every open
  // page, wiping what the visitor typed and dropping the request (tests/unit/local/dev-server.test.ts).
  // Vite scans only the entries it knows (Vike's); the islands' script is added to the pages by
  // renderer/islandsScript.ts, so its entry is named here, and the scan follows every import from it,
  // the lazy ones (import()) too: a package a new island uses is found with no list to keep.
  optimizeDeps: { entries: ['components/islands/client.ts'] },
  // OUT_DIR lets two builds run side by side (for example a preview build next to the test build).
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    // The one browser entry of the islands; renderer/islandsScript.ts adds it to pages that have one.
    rolldownOptions: {
      input: { islands: 'components/islands/client.ts' },
      // React in one file: every React island needs all of it (react, react-dom, its scheduler), and one
      // file compresses better than the four the bundler would otherwise split it into.
      output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
  define: formsBackendDefines(mode),
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
}))
