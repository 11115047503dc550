/**
 * Supabase Edge Function entry point (Deno). Deploy: `supabase functions deploy send-consultation`.
 *
 * Wires the plain handler (handler.ts) to Deno.serve and to the project's Postgres through
 * SUPABASE_DB_URL, which Supabase sets for every function. Local runs and tests use the same handler
 * from Node with PGlite instead (supabase/local/).
 */
import postgres from 'postgres'
import { postgresJsDb } from '../_shared/db.ts'
import { handleRequest, type HandlerEnv } from './handler.ts'

/** The part of the Deno namespace used here (typed locally so the Node type check of the repo accepts this file). */
interface DenoRuntime {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno

const envNames = [
  'ALLOWED_ORIGINS',
  'ALLOW_LOCAL_ORIGINS',
  'SENDER_HASH_SALT',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_GLOBAL_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
  'CLIENT_IP_HEADER',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_TOKEN',
] as const satisfies readonly (keyof HandlerEnv)[]

const env: HandlerEnv = Object.fromEntries(envNames.map((name) => [name, runtime.env.get(name)]))

const databaseUrl = runtime.env.get('SUPABASE_DB_URL')
if (!databaseUrl) throw new Error('SUPABASE_DB_URL is not set')
// Without its own secret the sender hash could be reversed by hashing every address: refuse to start.
if (!env.SENDER_HASH_SALT) {
  throw new Error('SENDER_HASH_SALT is not set. Set a long random secret (openssl rand -hex 32) with `supabase secrets set`.')
}

// prepare: false works through Supabase's transaction pooler as well as a direct connection.
const sql = postgres(databaseUrl, { max: 3, prepare: false, idle_timeout: 20, connect_timeout: 10 })
const db = postgresJsDb(sql)

runtime.serve((request) => handleRequest(request, { db, env }))
