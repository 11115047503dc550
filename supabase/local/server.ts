/**
 * Serves the send-consultation handler from Node at /functions/v1/send-consultation, backed by the
 * embedded PGlite database: the Vite dev server (vite.config.ts) and the preview server
 * (scripts/servers/preview.ts) mount it, so the forms work on a fresh machine with no Supabase project.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Db } from '../functions/_shared/db.ts'
import { inCidr, isIpAddress } from '../functions/_shared/address.ts'
import type { FormChoices } from '../functions/_shared/requests.ts'
import { everySetting } from '../functions/send-consultation/env.ts'
import { DEFAULT_CLIENT_IP_HEADER, FUNCTION_PATH, handleRequest, HANDLER_ENV_NAMES, methodNotAllowed, rateLimits, type HandlerEnv, type LogEntry } from '../functions/send-consultation/handler.ts'
import { decodedPath } from '../../lib/http/guard.ts'
import { lazyLocalDatabase, retentionDays } from './database.ts'
import { formChoicesFromContent } from './form-choices.ts'

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** The function's settings from this process's environment (the same names as in production). */
export function envFromProcess(): HandlerEnv {
  return Object.fromEntries(HANDLER_ENV_NAMES.map((name) => [name, process.env[name]]).filter(([, v]) => v !== undefined))
}

/** Methods a web Request can carry (fetch refuses TRACE, CONNECT and TRACK). */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])

/**
 * The proxies whose X-Forwarded-For this server believes: TRUST_PROXY=1 together with TRUSTED_PROXIES,
 * their addresses or CIDR blocks, comma-separated ("127.0.0.1,10.0.0.0/8"). TRUST_PROXY alone would let
 * any client write its own address, so it is refused with a plain message. Empty: trust no header.
 */
export function trustedProxies(env: Record<string, string | undefined> = process.env): string[] {
  if (env.TRUST_PROXY !== '1') return []
  const list = (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  const wrong = list.filter((entry) => !isIpAddress(entry.split('/')[0] ?? ''))
  if (list.length === 0 || wrong.length > 0) {
    throw new Error(
      (list.length === 0 ? 'TRUST_PROXY=1 needs TRUSTED_PROXIES: ' : `TRUSTED_PROXIES has entries that are not addresses (${wrong.join(', ')}): `) +
        'list the addresses (or CIDR blocks) of your own proxies, e.g. TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8. ' +
        'Without it any client could name its own address.',
    )
  }
  return list
}

/**
 * The client's address as this server knows it: the connection's address; or, when the connection
 * comes from one of the trusted proxies, the rightmost X-Forwarded-For entry that is not a trusted
 * proxy (each proxy appends the address it was reached from, so entries left of that one were written
 * by the client). Never a value the client could choose.
 */
export function connectionAddress(req: IncomingMessage, trusted: readonly string[] = []): string {
  const socketAddress = req.socket.remoteAddress ?? ''
  const isTrusted = (address: string) => trusted.some((cidr) => inCidr(address, cidr))
  if (!isTrusted(socketAddress)) return socketAddress
  const forwarded = req.headers['x-forwarded-for']
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(hops[i]!)) return hops[i]!
  return hops[0] ?? socketAddress
}

/**
 * Turns a Node request into a web Request, as the platform's gateway passes it on: the client's address
 * in the CLIENT_IP_HEADER the handler reads, replacing whatever the client sent in it.
 * The URL is the function's own (never built from the request's Host or target, which may not parse).
 */
export function toWebRequest(req: IncomingMessage, env: HandlerEnv = {}, trusted: readonly string[] = []): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  headers.set(env.CLIENT_IP_HEADER || DEFAULT_CLIENT_IP_HEADER, connectionAddress(req, trusted))
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
  options: { db?: Db; env?: HandlerEnv; choices?: FormChoices; trustedProxies?: string[]; log?: (entry: LogEntry) => void } = {},
): Middleware & { warm(): void; ready(): Promise<void> } {
  const baseEnv = options.env ?? envFromProcess()
  // Settings that cannot work stop the server now, every one named in one message (not at the first request).
  const { trusted, choices } = everySetting({
    trusted: () => options.trustedProxies ?? trustedProxies(),
    choices: () => options.choices ?? formChoicesFromContent(),
    limits: () => rateLimits(baseEnv),
    retention: () => (options.db ? undefined : retentionDays()),
  })
  const local = options.db ? null : lazyLocalDatabase()
  const db = options.db ?? (local as Db)
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
      resolve(REQUEST_METHODS.has(req.method ?? '') ? handleRequest(toWebRequest(req, env, trusted), { db, env, choices, log: options.log }) : methodNotAllowed()),
    )
      .then((response) => sendWebResponse(response, res))
      .catch(() => {
        // Nothing the handler does should end here; if it does, answer rather than leave the visitor waiting.
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
  }
  // warm(): open the local database now, so the first form sent does not wait for it.
  // ready(): open it now and wait, so a server can refuse to start on a damaged folder.
  return Object.assign(middleware, { warm: () => local?.warm(), ready: async () => local?.ready() })
}
