// What keeps the local servers (npm run preview, npm run dev) answering whatever a client sends, in one place:
// - every answer carries the site's security headers, error answers included;
// - a request target that does not parse gets 400; paths are decoded (`/%5fheaders` is `/_headers`)
//   before any rule looks at them, and files that are not part of the site get 404;
// - pages and files answer GET and HEAD, other methods get 405 with `Allow` (the function, which
//   answers its own methods, excepted);
// - a request, body included, must arrive within REQUEST_TIMEOUT_MS (default 10 s), else 408 and the
//   connection is closed, so a body that never finishes cannot hold the server;
// - the requests Node refuses before any handler sees them (a malformed request line, headers over
//   16 KB, the timeout, a request without Host, an Expect it cannot meet, CONNECT) get a short answer with
//   the security headers, instead of Node's bare one or none;
// - a handler that throws, at once or later, gets a 500 with the security headers instead of stopping
//   the server or leaving the request waiting (answerFailures);
// - a Range header other than one plain byte range is ignored (the whole file is sent), as RFC 9110
//   allows: sirv passes `bytes=5-1` or a number past 2^53 to fs.createReadStream, which throws;
// - the servers listen on 127.0.0.1 unless HOST says otherwise (listenHost), so nothing of the project
//   is served to the local network by default.
import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { wholeNumberSetting } from './settings.ts'

/** How long a request may take to arrive, headers and body (REQUEST_TIMEOUT_MS: 1 to 300 seconds, default 10). */
export function requestTimeoutMs(): number {
  return wholeNumberSetting('REQUEST_TIMEOUT_MS', { min: 1000, max: 300_000, unit: 'milliseconds' }, 10_000)
}

/** Where the local servers listen: HOST, or 127.0.0.1 (this machine only). HOST=0.0.0.0 opens them to the network. */
export function listenHost(): string {
  return process.env.HOST?.trim() || '127.0.0.1'
}

/**
 * Options for http.createServer: the timeout, checked often enough to be kept within a second; and a
 * request without Host left to guardRequest (Node's own 400 for it carries no headers).
 */
export function guardedServerOptions(): ServerOptions {
  const timeout = requestTimeoutMs()
  return { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: Math.min(1000, timeout), requireHostHeader: false }
}

/**
 * The path as the rules compare it: repeated and trailing slashes removed, lower case, so that
 * `/_headers/`, `//_Headers` and `/_headers%2f` are all `/_headers`.
 */
export function comparablePath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1').toLowerCase()
}

/** The decoded path of a request target (`/%5fheaders` is `/_headers`), or null when it does not parse. */
export function decodedPath(target = '/'): string | null {
  try {
    return decodeURIComponent(new URL(target, 'http://localhost').pathname)
  } catch {
    return null
  }
}

export interface GuardRules {
  /** The headers an answer for this (decoded) path carries; for a target that does not parse, '/'. */
  headersFor(pathname: string): Record<string, string>
  /** Paths that answer methods other than GET and HEAD themselves (the function). */
  answersOwnMethods(pathname: string): boolean
  /** Files that are there but not part of the site (`_headers`, the local database): answered by notFound. */
  isHidden?(pathname: string): boolean
  /** The answer to a hidden path; a plain 404 unless given. */
  notFound?(req: IncomingMessage, res: ServerResponse): void
}

function plainAnswer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  // What a failed handler may have set for the answer it meant to send.
  for (const name of ['Content-Length', 'Content-Encoding', 'Content-Range', 'ETag', 'Last-Modified']) res.removeHeader(name)
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(`${text}\n`)
}

/**
 * The first step of every request: puts the headers on the answer, answers what no page may get (a
 * target that does not parse, a method pages do not take), and hands the rest on with its decoded path.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, rules: GuardRules, next: (pathname: string) => unknown): void {
  const pathname = decodedPath(req.url)
  for (const [name, value] of Object.entries(rules.headersFor(pathname ?? '/'))) res.setHeader(name, value)
  if (pathname === null) return plainAnswer(res, 400, 'Bad Request')
  // HTTP/1.1 requires Host (RFC 9112 §3.2); Node's own answer to its absence has no headers.
  if (req.httpVersion === '1.1' && req.headers.host === undefined) return plainAnswer(res, 400, 'Bad Request')
  if (req.method !== 'GET' && req.method !== 'HEAD' && !rules.answersOwnMethods(pathname)) {
    return plainAnswer(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
  }
  dropUnusableRange(req)
  answerFailures(res, () => (rules.isHidden?.(pathname) ? (rules.notFound ? rules.notFound(req, res) : plainAnswer(res, 404, 'Not Found')) : next(pathname)))
}

/** One byte range, `bytes=first-` or `bytes=first-last`, with numbers a file offset can be. */
const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/

/** Removes a Range header that is not one plain range with first <= last: the whole file is sent instead (RFC 9110 §14.2). */
export function dropUnusableRange(req: IncomingMessage): void {
  const range = req.headers.range
  if (range === undefined) return
  const match = SINGLE_RANGE.exec(range.trim())
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range
}

/**
 * Runs a request's handler so that an exception, thrown at once or by the promise it returns, becomes
 * a 500 (the security headers are already on the answer) or, once the answer has started, a closed
 * connection: never a stopped server or a visitor left waiting.
 */
export function answerFailures(res: ServerResponse, run: () => unknown): void {
  const fail = (error: unknown) => {
    console.error(`A request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    if (!res.headersSent) plainAnswer(res, 500, 'Internal Server Error')
    else res.destroy()
  }
  try {
    const result = run()
    if (result instanceof Promise) result.catch(fail)
  } catch (error) {
    fail(error)
  }
}

/**
 * Puts the guard in front of a server someone else built (the Vite dev server), before it listens: its
 * request handlers run only for what guardRequest lets through, a handler that throws gets a 500 instead
 * of a request left hanging, and the timeout and the answers to what Node refuses (see above) replace its own.
 */
export function guardServer(server: Server, rules: GuardRules): void {
  const handlers = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    guardRequest(req, res, rules, () => {
      for (const handler of handlers) handler(req, res)
    }),
  )
  const { requestTimeout, headersTimeout, connectionsCheckingInterval, requireHostHeader } = guardedServerOptions()
  Object.assign(server, { requestTimeout, headersTimeout, connectionsCheckingInterval, requireHostHeader })
  server.removeAllListeners('clientError')
  answerClientErrors(server, () => rules.headersFor('/'))
}

const CLIENT_ERRORS = new Map<string, [number, string]>([
  ['HPE_HEADER_OVERFLOW', [431, 'Request Header Fields Too Large']],
  ['ERR_HTTP_REQUEST_TIMEOUT', [408, 'Request Timeout']],
])

/**
 * Answers the requests Node refuses itself (see above) with the security headers, then closes the
 * connection: what does not parse, an `Expect:` other than 100-continue (417), and CONNECT (405).
 */
export function answerClientErrors(server: Server, securityHeaders: () => Record<string, string>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const [status, reason] = CLIENT_ERRORS.get(error.code ?? '') ?? [400, 'Bad Request']
    const headerSent = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
    if (error.code === 'ECONNRESET' || !socket.writable || headerSent) {
      socket.destroy()
      return
    }
    rawAnswer(socket, status, reason, securityHeaders())
  })
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value)
    res.shouldKeepAlive = false
    plainAnswer(res, 417, 'Expectation Failed')
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    if (socket.writable) rawAnswer(socket, 405, 'Method Not Allowed', { ...securityHeaders(), Allow: 'GET, HEAD' })
    else socket.destroy()
  })
}

/** A whole answer written on the socket itself (no response object exists for these), then the connection closed. */
function rawAnswer(socket: Duplex, status: number, reason: string, headers: Record<string, string>) {
  const body = `${status} ${reason}\n`
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ]
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`)
}
