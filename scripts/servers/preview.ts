// `npm run preview`: the built site as a static host serves it (port 3000 or $PORT), with the headers
// of the build's _headers on every answer, compressed, and the forms' function at
// /functions/v1/send-consultation on the local PGlite database (supabase/local/). It survives any request
// (lib/http/guard.ts).
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'
import { FUNCTION_PATH } from '../../supabase/functions/send-consultation/handler.ts'
import { everySetting } from '../../supabase/functions/send-consultation/env.ts'
import { sendConsultationMiddleware } from '../../supabase/local/server.ts'
import { buildSettings, headerRules, headersFor, HOST_FILES, parseHeadersFile } from '../build/headers.ts'
import { answerRedirect, readRedirectsFile } from '../build/redirects.ts'
import { answerClientErrors, comparablePath, guardedServerOptions, guardRequest, listenHost, type GuardRules } from '../../lib/http/guard.ts'
import { wholeNumberSetting } from '../../lib/http/settings.ts'
import { requireBuiltSite } from './preview-process.ts'

const root = requireBuiltSite(join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client'))

const headersFile = join(root, '_headers')
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : headerRules(buildSettings())
if (!existsSync(headersFile)) console.warn(`${headersFile} is missing (built with "vike build" alone?): sending the headers of the current settings.`)

const notFoundPage = readFileSync(join(root, '404.html'))
// Former addresses answer 301 with their new page, as the host reads the build's _redirects file.
const redirects = readRedirectsFile(root)
const serveStatic = sirv(root, { extensions: ['html'], etag: true })

function notFound(_req: IncomingMessage, res: ServerResponse) {
  // Not the long cache of /assets/: a missing file may appear with the next deploy.
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end(notFoundPage)
}

// Pages and files go out compressed (Brotli, else gzip) as the static hosts send them, so that what
// the benchmarks and the browser tests measure is what visitors get; a range is sent as the file's bytes.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/

function acceptedEncoding(accept = ''): 'br' | 'gzip' | undefined {
  const quality = new Map(accept.split(',').map((part) => [part.split(';')[0]!.trim(), Number(/q=([\d.]+)/.exec(part)?.[1] ?? 1)]))
  return (['br', 'gzip'] as const).find((name) => (quality.get(name) ?? quality.get('*') ?? 0) > 0)
}

// Each distinct answer is compressed once and kept: Brotli at its best quality costs about a tenth of a
// second of CPU for a page, and the browser tests load the same pages and scripts hundreds of times.
const COMPRESSORS = { br: promisify(brotliCompress), gzip: promisify(gzip) }
const compressed = new Map<string, Promise<Buffer>>()
const MOST_KEPT = 5000

function compressOnce(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${createHash('sha1').update(body).digest('base64')}`
  let zipped = compressed.get(key)
  if (!zipped) {
    zipped = COMPRESSORS[encoding](body)
    compressed.set(key, zipped)
    // A rebuild while the server runs makes new answers: the oldest kept ones go first.
    if (compressed.size > MOST_KEPT) compressed.delete(compressed.keys().next().value!)
  }
  return zipped
}

function compress(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const encoding = req.method === 'GET' && !req.headers.range ? acceptedEncoding(req.headers['accept-encoding']) : undefined
  if (!encoding) return next()
  res.setHeader('Vary', 'Accept-Encoding')
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse
  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    const type = String(headers['Content-Type'] ?? res.getHeader('Content-Type') ?? '')
    if (status === 206 || status === 304 || !COMPRESSIBLE.test(type)) return writeHead(status, headers)
    const chunks: Buffer[] = []
    const end = res.end.bind(res)
    // Always true: the body is kept until its end, and a false would wait for a 'drain' that never comes.
    res.write = ((chunk: Buffer) => chunks.push(Buffer.from(chunk)) > 0) as typeof res.write
    res.end = ((chunk?: Buffer) => {
      if (chunk) chunks.push(Buffer.from(chunk))
      compressOnce(Buffer.concat(chunks), encoding).then((body) => end(body), (error: unknown) => res.destroy(error as Error))
      return res
    }) as typeof res.end
    res.removeHeader('Content-Length')
    delete headers['Content-Length']
    return writeHead(status, { ...headers, 'Content-Encoding': encoding })
  }) as typeof res.writeHead
  next()
}

// A setting that cannot work (TRUST_PROXY without TRUSTED_PROXIES, content without offices, a number out
// of its range) is said plainly, every one of them at once, and the server does not start.
function readSettings() {
  try {
    return everySetting({
      sendConsultation: () => sendConsultationMiddleware(),
      serverOptions: () => guardedServerOptions(),
      port: () => wholeNumberSetting('PORT', { min: 0, max: 65_535, unit: 'a port number; 0: any free port' }, 3000),
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
const { sendConsultation, serverOptions, port } = readSettings()

const guard: GuardRules = {
  headersFor: (pathname) => headersFor(rules, pathname),
  answersOwnMethods: (pathname) => pathname === FUNCTION_PATH,
  // Like the static hosts, their settings files (_headers, _redirects) are not pages of the site, under any spelling.
  isHidden: (pathname) => HOST_FILES.has(comparablePath(pathname)),
  notFound,
}

const server = createServer(serverOptions, (req, res) =>
  guardRequest(req, res, guard, (pathname) =>
    sendConsultation(req, res, () => {
      if (answerRedirect(redirects, pathname, req, res)) return
      compress(req, res, () => serveStatic(req, res, () => notFound(req, res)))
    }),
  ),
)
answerClientErrors(server, () => headersFor(rules, '/'))

// The local database is opened before anything is served: a folder that cannot be opened stops the
// server, with the plain message the database prints (supabase/local/database.ts).
await sendConsultation.ready().catch(() => process.exit(1))

// 127.0.0.1 unless HOST says otherwise: the local database holds patients' requests.
const host = listenHost()
server.listen(port, host, () => {
  console.log(`The built site is served at http://localhost:${port}${host === '127.0.0.1' ? '' : ` (listening on ${host})`}`)
})
