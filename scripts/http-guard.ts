// What keeps the local servers (npm run preview, npm run dev) answering whatever a client sends:
// - a request, body included, must arrive within REQUEST_TIMEOUT_MS (default 10 s), else 408 and the
//   connection is closed, so a body that never finishes cannot hold the server;
// - the requests Node refuses before any handler sees them (a malformed request line, headers over
//   16 KB, the timeout) get a short answer with the site's security headers, instead of Node's bare one.
import type { Server, ServerOptions } from 'node:http'
import type { Duplex } from 'node:stream'

/** How long a request may take to arrive, headers and body (REQUEST_TIMEOUT_MS, default 10 seconds). */
export function requestTimeoutMs(): number {
  const ms = Number(process.env.REQUEST_TIMEOUT_MS)
  return Number.isInteger(ms) && ms > 0 ? ms : 10_000
}

/** Options for http.createServer: the timeout, checked often enough to be kept within a second. */
export function guardedServerOptions(): ServerOptions {
  const timeout = requestTimeoutMs()
  return { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: Math.min(1000, timeout) }
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/** Answers the requests Node refuses itself (see above) with `headers`, then closes the connection. */
export function answerClientErrors(server: Server, headers: Record<string, string>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request']
    const headerSent = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
    if (error.code === 'ECONNRESET' || !socket.writable || headerSent) {
      socket.destroy()
      return
    }
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
  })
}

