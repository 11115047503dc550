// The local servers' (npm run preview, npm run dev) one guard: every answer, error answers and the
// requests Node refuses itself included, carries the security headers; nothing a client sends can
// stop the server or leave a request hanging; they listen on 127.0.0.1 unless HOST says otherwise.
import { STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { wholeNumberSetting } from './settings.ts'

/** HOST, or this machine only: nothing is served to the local network by default. */
export function listenHost(): string {
  return process.env.HOST?.trim() || '127.0.0.1'
}

/**
 * REQUEST_TIMEOUT_MS for a request, body included, to arrive before 408, checked at least every second;
 * a request without Host is left to guardRequest (Node's 400 has no headers). An idle kept-alive
 * connection stays open a minute, not Node's 5 s: a client that reuses it just as the server closes it
 * gets a reset (ECONNRESET), which a busy machine made likely between the test suite's requests.
 */
export function guardedServerOptions(): ServerOptions {
  const timeout = wholeNumberSetting('REQUEST_TIMEOUT_MS', { min: 1000, max: 300_000, unit: 'milliseconds' }, 10_000)
  return { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: Math.min(1000, timeout), keepAliveTimeout: 60_000, requireHostHeader: false }
}

/** `/_headers/`, `//_Headers` and `/_headers%2f` all compare as `/_headers`. */
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
  /** The headers of an answer for this decoded path ('/' for a target that does not parse). */
  headersFor(pathname: string): Record<string, string>
  /** Paths that answer methods other than GET and HEAD themselves (the function). */
  answersOwnMethods(pathname: string): boolean
  /** Files that are there but not part of the site (`_headers`, the local database). */
  isHidden?(pathname: string): boolean
  /** The answer to a hidden path; a plain 404 unless given. */
  notFound?(req: IncomingMessage, res: ServerResponse): void
}

/** An answer of its status's own words (Node's STATUS_CODES). */
function plainAnswer(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  // What a failed handler may have set for the answer it meant to send.
  for (const name of ['Content-Length', 'Content-Encoding', 'Content-Range', 'ETag', 'Last-Modified']) res.removeHeader(name)
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(`${STATUS_CODES[status]}\n`)
}

/** The first step of every request: the headers, then 400, 405 or 404 for what no page may get, else next(decoded path). */
export function guardRequest(req: IncomingMessage, res: ServerResponse, rules: GuardRules, next: (pathname: string) => unknown): void {
  const pathname = decodedPath(req.url)
  for (const [name, value] of Object.entries(rules.headersFor(pathname ?? '/'))) res.setHeader(name, value)
  // A target that does not parse, or HTTP/1.1 without the Host it requires (RFC 9112 §3.2).
  // PRI opens an HTTP/2 connection, not an HTTP/1 request: Node closes the socket once this handler
  // returns, so only an answer written now reaches the sender (the function answers later).
  if (pathname === null || (req.httpVersion === '1.1' && req.headers.host === undefined) || req.method === 'PRI') return plainAnswer(res, 400)
  if (req.method !== 'GET' && req.method !== 'HEAD' && !rules.answersOwnMethods(pathname)) {
    return plainAnswer(res, 405, { Allow: 'GET, HEAD' })
  }
  dropUnusableRange(req)
  answerFailures(res, () => (rules.isHidden?.(pathname) ? (rules.notFound ? rules.notFound(req, res) : plainAnswer(res, 404)) : next(pathname)))
}

/** One byte range, `bytes=first-` or `bytes=first-last`, with numbers a file offset can be. */
const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/

/**
 * Any other Range is ignored and the whole file sent, as RFC 9110 §14.2 allows: sirv passes `bytes=5-1`
 * or a number past 2^53 to fs.createReadStream, which throws.
 */
function dropUnusableRange(req: IncomingMessage): void {
  const range = req.headers.range
  if (range === undefined) return
  const match = SINGLE_RANGE.exec(range.trim())
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range
}

/** A handler that throws, at once or by its promise, gets a 500 (or, once its answer has started, a closed connection). */
export function answerFailures(res: ServerResponse, run: () => unknown): void {
  const fail = (error: unknown) => {
    console.error(`A request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    if (!res.headersSent) plainAnswer(res, 500)
    else res.destroy()
  }
  try {
    const result = run()
    if (result instanceof Promise) result.catch(fail)
  } catch (error) {
    fail(error)
  }
}

/** Puts the guard, its timeout and its answers to what Node refuses in front of a server someone else built (Vite's), before it listens. */
export function guardServer(server: Server, rules: GuardRules): void {
  const handlers = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    guardRequest(req, res, rules, () => {
      for (const handler of handlers) handler(req, res)
    }),
  )
  Object.assign(server, guardedServerOptions())
  server.removeAllListeners('clientError')
  answerClientErrors(server, () => rules.headersFor('/'))
}

const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }

/**
 * What Node refuses before any handler (a malformed request, headers over 16 KB, the timeout, an Expect
 * other than 100-continue, CONNECT) gets a short answer with the security headers, then the connection closes.
 */
export function answerClientErrors(server: Server, securityHeaders: () => Record<string, string>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400
    const headerSent = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
    if (error.code === 'ECONNRESET' || !socket.writable || headerSent) {
      socket.destroy()
      return
    }
    rawAnswer(socket, status, securityHeaders())
  })
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false
    plainAnswer(res, 417, securityHeaders())
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    if (socket.writable) rawAnswer(socket, 405, { ...securityHeaders(), Allow: 'GET, HEAD' })
    else socket.destroy()
  })
}

/** A whole answer written on the socket (no response object exists for these), then the connection closed. */
function rawAnswer(socket: Duplex, status: number, headers: Record<string, string>) {
  const reason = STATUS_CODES[status]
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
