// The send-consultation handler served from Node over the local PGlite database: the dev and preview
// servers mount it, so the forms work with no Supabase project.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BlockList } from 'node:net'
import { Readable } from 'node:stream'
import type { Db } from '../functions/_shared/db.ts'
import type { FormChoices } from '../functions/_shared/requests.ts'
import { everySetting } from '../functions/send-consultation/env.ts'
import { DEFAULT_CLIENT_IP_HEADER, FUNCTION_PATH, handleRequest, HANDLER_ENV_NAMES, methodNotAllowed, rateLimits, type HandlerEnv, type LogEntry } from '../functions/send-consultation/handler.ts'
import { connectionAddress, trustedProxies } from '../../lib/http/client-address.ts'
import { decodedPath } from '../../lib/http/guard.ts'
import { lazyLocalDatabase, retentionDays } from './database.ts'
import { formChoicesFromContent } from '../../lib/content/form-choices.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** The function's settings from this process's environment. */
export const envFromProcess = (): HandlerEnv => Object.fromEntries(HANDLER_ENV_NAMES.map((name) => [name, process.env[name]]).filter(([, v]) => v !== undefined))

/** Methods a web Request can carry (fetch refuses TRACE, CONNECT and TRACK). */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])

// As the gateway passes it on: the client's address in CLIENT_IP_HEADER; the URL the function's (the Host may not parse).
export function toWebRequest(req: IncomingMessage, env: HandlerEnv = {}, trusted?: BlockList): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, [value].flat().join(', '))
  headers.set(env.CLIENT_IP_HEADER || DEFAULT_CLIENT_IP_HEADER, connectionAddress(req, trusted))
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>)
  return new Request(new URL(FUNCTION_PATH, 'http://localhost'), { method: req.method, headers, body, duplex: 'half' } as RequestInit)
}

/** Connect-style middleware for FUNCTION_PATH; the database opens on the first request, or with warm(). */
export function sendConsultationMiddleware(
  options: { db?: Db; env?: HandlerEnv; choices?: FormChoices; trustedProxies?: BlockList; log?: (entry: LogEntry) => void } = {},
): Middleware & { warm(): void; ready(): Promise<void> } {
  const baseEnv = options.env ?? envFromProcess()
  // Settings that cannot work stop the server now, every one named in one message.
  const { trusted, choices } = everySetting({
    trusted: () => options.trustedProxies ?? trustedProxies(),
    choices: () => options.choices ?? formChoicesFromContent(),
    limits: () => rateLimits(baseEnv),
    retention: () => (options.db ? undefined : retentionDays()),
  })
  const local = options.db ? null : lazyLocalDatabase()
  const db = options.db ?? (local as Db)
  const middleware: Middleware = (req, res, next) => {
    // The decoded path, as the servers' guard sees it: `/functions/v1/send%2Dconsultation` is the function too.
    if (decodedPath(req.url) !== FUNCTION_PATH) return next()
    // The page's origin: the port this server listens on, under its two local names (never the Host).
    const port = req.socket.localPort
    const env: HandlerEnv = {
      ...baseEnv,
      ALLOWED_ORIGINS: [baseEnv.ALLOWED_ORIGINS, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter(Boolean).join(','),
      ALLOW_LOCAL_ORIGINS: 'false',
    }
    const answer = async () => {
      const response = REQUEST_METHODS.has(req.method ?? '') ? await handleRequest(toWebRequest(req, env, trusted), { db, env, choices, log: options.log }) : methodNotAllowed()
      res.statusCode = response.status
      response.headers.forEach((value, name) => res.setHeader(name, value))
      res.end(Buffer.from(await response.arrayBuffer()))
    }
    answer().catch(() => {
      // Answer rather than leave the visitor waiting.
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  }
  // ready(): open the database and wait, so a server can refuse to start on a damaged folder.
  return Object.assign(middleware, { warm: () => local?.warm(), ready: async () => local?.ready() })
}
