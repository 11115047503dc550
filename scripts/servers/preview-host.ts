// `npm run preview:host`: the built site served by Cloudflare Pages' local runtime (`wrangler pages dev`,
// offline), so the host's own parser reads _headers, the 404 page and the addresses. Port 8788, or $PORT.
// Requests pass through our guard (lib/http/guard.ts) first: wrangler's proxy stops for good on some
// (`Expect: 100-continue` on a GET), so Node answers those and the server keeps serving.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { answerClientErrors, answerFailures, comparablePath, decodedPath, guardedServerOptions } from '../../lib/http/guard.ts'
import { headersFor, HOST_FILES, parseHeadersFile } from '../build/headers.ts'
import { freePort, requireBuiltSite } from './preview-process.ts'

const root = requireBuiltSite(join(process.env.OUT_DIR ?? 'dist', 'client'))
const headersFile = join(root, '_headers')
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []

/** workerd's version is 1.YYYYMMDD.N: its release date. */
function workerdDate(): string {
  const { version } = JSON.parse(readFileSync(join('node_modules', 'workerd', 'package.json'), 'utf8')) as { version: string }
  const day = version.split('.')[1] ?? ''
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`
}

const port = Number(process.env.PORT ?? 8788)
const inner = await freePort()
// Its own debugger port, free now: the port after the site's may be taken (a test's server listens on a
// port the system gave it, and the next one can be any program's).
const inspector = await freePort()
const args = [
  'pages', 'dev', root,
  '--port', String(inner),
  '--ip', '127.0.0.1',
  '--inspector-port', String(inspector),
  '--compatibility-date', workerdDate(),
  '--show-interactive-dev-session=false',
  '--persist-to', join('.wrangler', `state-${port}`),
  '--log-level', 'warn',
]
const wrangler = spawn(join('node_modules', '.bin', 'wrangler'), args, {
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '1' },
})

/** Headers that belong to one connection, not to the request: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect'])
const passedOn = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

const securityHeaders = (path: string) => headersFor(rules, path)
const server = createServer(guardedServerOptions(), (req, res) =>
  answerFailures(res, () => {
    // HTTP/1.1 requires Host (RFC 9112 §3.2): answered here with the headers, as by `npm run preview`.
    if (req.httpVersion === '1.1' && req.headers.host === undefined) {
      res.writeHead(400, { ...securityHeaders('/'), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      return void res.end('Bad Request\n')
    }
    // The host's settings files are not served (Cloudflare Pages answers 404). The local runtime looks
    // for /_headers/index.html instead, logs ENOTDIR and answers 502: answered here as the host does.
    const path = decodedPath(req.url)
    if (path !== null && HOST_FILES.has(comparablePath(path))) {
      res.writeHead(404, { ...securityHeaders(path), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      return void res.end(readFileSync(join(root, '404.html')))
    }
    const failed = () => {
      if (res.headersSent) return void res.destroy()
      res.writeHead(502, { ...securityHeaders('/'), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('The local Cloudflare Pages runtime did not answer.\n')
    }
    const upstream = forward({ host: '127.0.0.1', port: inner, method: req.method, path: req.url, headers: passedOn(req.headers) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers))
      answer.pipe(res)
      answer.once('error', () => res.destroy())
    })
    upstream.once('error', failed)
    req.once('error', () => upstream.destroy())
    req.pipe(upstream)
  }),
)
answerClientErrors(server, () => securityHeaders('/'))
server.listen(port, '127.0.0.1', () => console.log(`Cloudflare Pages' local runtime serves ${root} at http://localhost:${port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal))
wrangler.on('exit', (code) => process.exit(code ?? 0))
