// The Supabase Edge Function's entry point (Deno): the handler on Deno.serve, over the project's
// Postgres (SUPABASE_DB_URL). FORM_CHOICES, the offices and plans the form offers as JSON, is set by the
// deploy from the content (`npm run --silent form-choices`), which the function cannot read.
import postgres from 'postgres'
import { postgresJsDb } from '../_shared/db.ts'
import type { FormChoices } from '../_shared/requests.ts'
import { handleRequest, HANDLER_ENV_NAMES, rateLimits, type HandlerEnv } from './handler.ts'
import { everySetting } from './env.ts'

/** The part of Deno used here, typed here for the repository's Node type check. */
interface DenoRuntime {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno

const env: HandlerEnv = Object.fromEntries(HANDLER_ENV_NAMES.map((name) => [name, runtime.env.get(name)]))

// A setting missing or out of its range stops the function now, every wrong one named.
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

/** FORM_CHOICES read and checked, or a plain message. */
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

// prepare: false works through Supabase's transaction pooler too. A statement past 5 s ends in an
// error the handler answers with 503 and Retry-After.
const db = postgresJsDb(postgres(databaseUrl, { max: 3, prepare: false, idle_timeout: 20, connect_timeout: 10, connection: { statement_timeout: 5000 } }))
runtime.serve((request) => handleRequest(request, { db, env, choices }))
