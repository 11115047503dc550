/**
 * Serves the send-consultation handler from Node at /functions/v1/send-consultation, backed by the
 * embedded PGlite database: the Vite dev server (vite.config.ts) and the preview server
 * (scripts/preview.ts) mount it, so the forms work on a fresh machine with no Supabase project.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Db } from '../functions/_shared/db.ts'
import { FUNCTION_PATH, handleRequest, type HandlerEnv, type LogEntry } from '../functions/send-consultation/handler.ts'
import { lazyLocalDatabase } from './database.ts'

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const ENV_NAMES = [
  'ALLOWED_ORIGINS',
  'SENDER_HASH_SALT',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_TOKEN',
] as const satisfies readonly (keyof HandlerEnv)[]

/** The function's settings from this process's environment (the same names as in production). */
export function envFromProcess(): HandlerEnv {
  return Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]).filter(([, v]) => v !== undefined))
}

/** Turns a Node request into a web Request, as the platform's proxy would pass it on. */
export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // Like a proxy, append the address the connection came from (the handler counts the first address).
  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = headers.get('x-forwarded-for')
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, init)
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
    const path = (req.url ?? '').split('?')[0]
    if (path !== FUNCTION_PATH) return next()
    // The page and the function share this server's origin; other local origins are allowed too.
    const ownOrigin = `http://${req.headers.host ?? 'localhost'}`
    const env: HandlerEnv = {
      ...baseEnv,
      ALLOWED_ORIGINS: [baseEnv.ALLOWED_ORIGINS, ownOrigin].filter(Boolean).join(','),
      ALLOW_LOCAL_ORIGINS: 'true',
    }
    handleRequest(toWebRequest(req), { db, env, log: options.log })
      .then((response) => sendWebResponse(response, res))
      .catch(() => {
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
  }
  // warm(): open the local database now, so the first form sent does not wait for it.
  return Object.assign(middleware, { warm: () => local?.warm() })
}
