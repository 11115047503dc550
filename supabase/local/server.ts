/**
 * Serves the send-consultation handler from Node at /functions/v1/send-consultation, backed by the
 * embedded PGlite database: the Vite dev server (vite.config.ts) and the preview server
 * (scripts/preview.ts) mount it, so the forms work on a fresh machine with no Supabase project.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Db } from '../functions/_shared/db.ts'
import { DEFAULT_CLIENT_IP_HEADER, FUNCTION_PATH, handleRequest, methodNotAllowed, type HandlerEnv, type LogEntry } from '../functions/send-consultation/handler.ts'
import { decodedPath } from '../../lib/http/guard.ts'
import { lazyLocalDatabase } from './database.ts'

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const ENV_NAMES = [
  'ALLOWED_ORIGINS',
  'SENDER_HASH_SALT',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_GLOBAL_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
  'CLIENT_IP_HEADER',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_TOKEN',
] as const satisfies readonly (keyof HandlerEnv)[]

/** The function's settings from this process's environment (the same names as in production). */
export function envFromProcess(): HandlerEnv {
  return Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]).filter(([, v]) => v !== undefined))
}

/** Methods a web Request can carry (fetch refuses TRACE, CONNECT and TRACK). */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])

/**
 * The client's address as this server knows it: the connection's address, or, behind a proxy of our
 * own (TRUST_PROXY=1), the last X-Forwarded-For entry, the one that proxy appended. Never a value the
 * client wrote itself.
 */
export function connectionAddress(req: IncomingMessage, trustProxy = process.env.TRUST_PROXY === '1'): string {
  const forwarded = req.headers['x-forwarded-for']
  const list = Array.isArray(forwarded) ? forwarded.join(',') : forwarded
  const last = list?.split(',').at(-1)?.trim()
  return trustProxy && last ? last : (req.socket.remoteAddress ?? '')
}

/**
 * Turns a Node request into a web Request, as the platform's gateway passes it on: the client's address
 * in the CLIENT_IP_HEADER the handler reads, replacing whatever the client sent in it.
 * The URL is the function's own (never built from the request's Host or target, which may not parse).
 */
export function toWebRequest(req: IncomingMessage, env: HandlerEnv = {}): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  headers.set(env.CLIENT_IP_HEADER || DEFAULT_CLIENT_IP_HEADER, connectionAddress(req))
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  }
  return new Request(new URL(FUNCTION_PATH, 'http://localhost'), init)
}

export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Connect-style middleware: answers /functions/v1/send-consultation with the handler and passes
 * everything else on. The database opens on the first request, or earlier with warm() (see database.ts).
 */
export function sendConsultationMiddleware(
  options: { db?: Db; env?: HandlerEnv; log?: (entry: LogEntry) => void } = {},
): Middleware & { warm(): void } {
  const local = options.db ? null : lazyLocalDatabase()
  const db = options.db ?? (local as Db)
  const baseEnv = options.env ?? envFromProcess()
  const middleware: Middleware = (req, res, next) => {
    // The decoded path, as the servers' guard (lib/http/guard.ts) sees it: `/functions/v1/send%2Dconsultation` is the function too.
    if (decodedPath(req.url) !== FUNCTION_PATH) return next()
    // The page and the function share this server's origin: the port it listens on, under its two
    // local names (never the request's Host, which anyone can write).
    const port = req.socket.localPort
    const env: HandlerEnv = {
      ...baseEnv,
      ALLOWED_ORIGINS: [baseEnv.ALLOWED_ORIGINS, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter(Boolean).join(','),
      ALLOW_LOCAL_ORIGINS: 'false',
    }
    new Promise<Response>((resolve) =>
      resolve(REQUEST_METHODS.has(req.method ?? '') ? handleRequest(toWebRequest(req, env), { db, env, log: options.log }) : methodNotAllowed()),
    )
      .then((response) => sendWebResponse(response, res))
      .catch(() => {
        // Nothing the handler does should end here; if it does, answer rather than leave the visitor waiting.
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
  }
  // warm(): open the local database now, so the first form sent does not wait for it.
  return Object.assign(middleware, { warm: () => local?.warm() })
}
