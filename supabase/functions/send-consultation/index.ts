/**
 * Supabase Edge Function entry point (Deno). Deploy: `supabase functions deploy send-consultation`.
 *
 * Wires the plain handler (handler.ts) to Deno.serve and to the project's Postgres through
 * SUPABASE_DB_URL, which Supabase sets for every function. Local runs and tests use the same handler
 * from Node with PGlite instead (supabase/local/).
 *
 * FORM_CHOICES: the offices and insurance plans the appointment form offers, as JSON
 * ({"locations": [...], "insurance": [...]}). The function cannot read content/ when it runs, so the
 * deploy workflow sets it from the content (`npm run --silent form-choices`) with the other secrets,
 * before each deploy: a new office is accepted as soon as the site that offers it is deployed.
 */
import postgres from 'postgres'
import { postgresJsDb } from '../_shared/db.ts'
import type { FormChoices } from '../_shared/requests.ts'
import { handleRequest, HANDLER_ENV_NAMES, rateLimits, type HandlerEnv } from './handler.ts'
import { everySetting } from './env.ts'

/** The part of the Deno namespace used here (typed locally so the Node type check of the repo accepts this file). */
interface DenoRuntime {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno

const env: HandlerEnv = Object.fromEntries(HANDLER_ENV_NAMES.map((name) => [name, runtime.env.get(name)]))

// A setting missing or out of its range stops the function now, with a message naming it (every one
// that is wrong, in one message).
const { databaseUrl, choices } = everySetting({
  databaseUrl: () => runtime.env.get('SUPABASE_DB_URL') || fail('SUPABASE_DB_URL is not set'),
  // Without its own secret the sender hash could be reversed by hashing every address: refuse to start.
  salt: () => env.SENDER_HASH_SALT || fail('SENDER_HASH_SALT is not set. Set a long random secret (openssl rand -hex 32) with `supabase secrets set`.'),
  choices: () => formChoices(runtime.env.get('FORM_CHOICES')),
  limits: () => rateLimits(env),
})

function fail(message: string): never {
  throw new Error(message)
}

/** FORM_CHOICES read and checked; a missing or malformed value stops the function with a plain message. */
function formChoices(text: string | undefined): FormChoices {
  const howToSet = 'Set it with: supabase secrets set "FORM_CHOICES=$(npm run --silent form-choices)" (README.md, Deploying).'
  if (!text) throw new Error(`FORM_CHOICES is not set. ${howToSet}`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error(`FORM_CHOICES is not JSON. ${howToSet}`)
  }
  const list = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((item) => typeof item === 'string')
  const { locations, insurance } = (value ?? {}) as Record<string, unknown>
  if (!list(locations) || !list(insurance)) throw new Error(`FORM_CHOICES must hold two lists of names, "locations" and "insurance". ${howToSet}`)
  return { locations: locations as string[], insurance: insurance as string[] }
}

// prepare: false works through Supabase's transaction pooler as well as a direct connection.
// statement_timeout: no statement runs longer than 5 s; consultation_submit() itself sets lock_timeout 3 s
// (supabase/migrations/); both end in an error the handler answers with 503 and Retry-After.
const sql = postgres(databaseUrl, { max: 3, prepare: false, idle_timeout: 20, connect_timeout: 10, connection: { statement_timeout: 5000 } })
const db = postgresJsDb(sql)

runtime.serve((request) => handleRequest(request, { db, env, choices }))
