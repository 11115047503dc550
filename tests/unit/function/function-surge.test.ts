// A surge no longer refuses every patient: past the surge level the function answers with a proof-of-work
// challenge (ALTCHA), and a request that carries its solution is stored, flagged as sent during a surge.
// The rules, on PGlite and on a real PostgreSQL 15:
//   - no challenge below the surge level; one at the level, valid for 5 minutes;
//   - a solved challenge is accepted once and the request stored with sent_during_surge;
//   - a solution used twice, expired, forged, wrong (its number must give its key), or sent on another
//     form or by another sender than the challenge was issued for is refused with a 4xx and stores nothing;
//   - the per-sender and per-network limits apply to solved requests too;
//   - a form posted without JavaScript during a surge gets a page with the number to call.
// The test solves challenges the way the browser does, with ALTCHA's own solver (altcha-lib), not with
// the function's code.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import postgres from 'postgres'
import { parse } from 'yaml'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../supabase/functions/_shared/db.ts'
import { postgresJsDb } from '../../../supabase/functions/_shared/db.ts'
import { handleRequest, type HandlerEnv } from '../../../supabase/functions/send-consultation/handler.ts'
import { MIGRATIONS_DIR } from '../../../supabase/local/migrations.ts'
import { migratedMemoryDatabase, pgliteDb } from './memory-database.ts'
import { startRealPostgres, type RealPostgres } from '../../harness/real-postgres.ts'
import { freePort } from '../local/raw-http.ts'

const SURGE_LEVEL = 3
const SENDER_MAX = 2
const BLOCK_MAX = 3
const LIFETIME_MS = 5 * 60_000
const env: HandlerEnv = {
  SENDER_HASH_SALT: 'surge-test',
  RATE_LIMIT_SURGE: String(SURGE_LEVEL),
  RATE_LIMIT_MAX: String(SENDER_MAX),
  RATE_LIMIT_BLOCK_MAX: String(BLOCK_MAX),
  // A light challenge: the tests check the rules, not what a challenge costs.
  SURGE_CHALLENGE_ROUNDS: '20',
}
const contact = (email: string) => ({ name: 'Jane Doe', phone: '(555) 010-0123', email })
const appointment = (email: string) => ({ kind: 'appointment', firstName: 'Jane', lastName: 'Doe', phone: '(555) 010-0123', email, location: 'Covington, LA', insurance: 'Aetna', message: 'A follow-up visit.' })

/** The number the no-JavaScript page must give: the practice's number for form errors (content/site.yaml). */
const practicePhone = (parse(readFileSync('content/site.yaml', 'utf8')) as { phones: { errorMessage: string } }).phones.errorMessage

interface Database {
  db: () => Db
  count: (where?: string) => Promise<number>
  empty: () => Promise<void>
}

let ipCounter = 0
/** A sender in a network of its own (a /24 no other request uses), unless a test picks one. */
function newNetwork(): string {
  ipCounter++
  return `203.${(ipCounter >> 8) & 255}.${ipCounter & 255}.1`
}

function send(database: Database, body: object, o: { ip?: string; now?: Date; env?: HandlerEnv } = {}) {
  const request = new Request('http://localhost/functions/v1/send-consultation', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': o.ip ?? newNetwork() },
    body: JSON.stringify(body),
  })
  const now = o.now
  return handleRequest(request, { db: database.db(), env: o.env ?? env, now: now ? () => now : undefined, log: () => {} })
}

/** Fills the window up to the surge level with requests from as many networks. */
async function fillToSurgeLevel(database: Database, now?: Date) {
  for (let i = 0; i < SURGE_LEVEL; i++) expect((await send(database, contact(`flood-${i}@example.com`), { now })).status).toBe(200)
}

/** What a browser sends back: ALTCHA's payload, base64 of {challenge, solution}. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  expect(solution).not.toBeNull()
  return btoa(JSON.stringify({ challenge, solution }))
}

async function challengeFrom(response: Response): Promise<Challenge> {
  expect(response.status).toBe(503)
  const body = (await response.json()) as { error: string; challenge: Challenge }
  expect(body.error).toBe('busy')
  return body.challenge
}

function surgeRules(name: string, setup: () => Promise<Database & { close: () => Promise<void> }>) {
  describe(`the surge challenge on ${name}`, () => {
    let database: Database & { close: () => Promise<void> }
    beforeAll(async () => {
      database = await setup()
    }, 180_000)
    afterAll(async () => database?.close())
    beforeEach(async () => database.empty())

    it('asks for no challenge below the surge level, and for one at it, valid for 5 minutes', async () => {
      const now = new Date()
      for (let i = 0; i < SURGE_LEVEL; i++) {
        const response = await send(database, contact(`below-${i}@example.com`), { now })
        expect(response.status).toBe(200)
        expect(JSON.stringify(await response.json())).not.toContain('challenge')
      }
      const response = await send(database, contact('at-level@example.com'), { now })
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      const challenge = await challengeFrom(response)
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
      expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(now.getTime() + LIFETIME_MS - 1000)
      expect(challenge.parameters.expiresAt! * 1000).toBeLessThanOrEqual(now.getTime() + LIFETIME_MS)
      expect(await database.count()).toBe(SURGE_LEVEL)
    })

    it('stores a request with a solved challenge, flagged as sent during a surge, and refuses the same solution again', async () => {
      await fillToSurgeLevel(database)
      const patient = '198.51.100.77'
      const altcha = await solve(await challengeFrom(await send(database, contact('patient@example.com'), { ip: patient })))
      const accepted = await send(database, { ...contact('patient@example.com'), altcha }, { ip: patient })
      expect(accepted.status).toBe(200)
      expect(await database.count("email = 'patient@example.com' and sent_during_surge")).toBe(1)
      expect(await database.count("email like 'flood-%' and not sent_during_surge")).toBe(SURGE_LEVEL)

      // Used once: the same solution again is refused and stores nothing.
      const again = await send(database, { ...contact('replay@example.com'), altcha }, { ip: patient })
      expect(again.status).toBe(409)
      expect(await again.json()).toEqual({ error: 'challenge_used', message: expect.stringMatching(/already used/) })
      expect(await database.count("email = 'replay@example.com'")).toBe(0)
    })

    it('accepts a solution only on the form and from the sender it was issued to', async () => {
      await fillToSurgeLevel(database)
      const patient = '198.51.100.78'
      const altcha = await solve(await challengeFrom(await send(database, contact('bound@example.com'), { ip: patient })))
      const elsewhere = {
        'the appointment form': () => send(database, { ...appointment('bound@example.com'), altcha }, { ip: patient }),
        'another sender of the same network': () => send(database, { ...contact('bound@example.com'), altcha }, { ip: '198.51.100.79' }),
        'a sender of another network': () => send(database, { ...contact('bound@example.com'), altcha }, { ip: '192.0.2.200' }),
      }
      for (const [what, sendElsewhere] of Object.entries(elsewhere)) {
        const response = await sendElsewhere()
        expect(response.status, what).toBe(400)
        expect(await response.json(), what).toEqual({ error: 'challenge_invalid', message: expect.stringMatching(/not valid/) })
      }
      expect(await database.count("email = 'bound@example.com'")).toBe(0)
      expect((await send(database, { ...contact('bound@example.com'), altcha }, { ip: patient })).status).toBe(200)
      expect(await database.count("email = 'bound@example.com' and sent_during_surge")).toBe(1)
    })

    it('accepts a solution until its 5 minutes are over, then refuses it as expired', async () => {
      const issued = new Date()
      await fillToSurgeLevel(database, issued)
      const ip = '198.51.100.80'
      const challenge = await challengeFrom(await send(database, contact('late@example.com'), { now: issued, ip }))
      const inTime = await solve(challenge)
      const tooLate = await send(database, { ...contact('late@example.com'), altcha: inTime }, { now: new Date(issued.getTime() + LIFETIME_MS + 1000), ip })
      expect(tooLate.status).toBe(400)
      expect(await tooLate.json()).toEqual({ error: 'challenge_expired', message: expect.stringMatching(/expired/) })
      expect(await database.count("email = 'late@example.com'")).toBe(0)
      const justInTime = await send(database, { ...contact('late@example.com'), altcha: inTime }, { now: new Date(issued.getTime() + LIFETIME_MS - 1000), ip })
      expect(justInTime.status).toBe(200)
    })

    it('refuses a forged or wrong solution with 400 and stores nothing', async () => {
      await fillToSurgeLevel(database)
      const ip = '198.51.100.81'
      const challenge = await challengeFrom(await send(database, contact('forger@example.com'), { ip }))
      const real = JSON.parse(atob(await solve(challenge))) as { challenge: Challenge; solution: { counter: number; derivedKey: string } }
      // A longer life written into the challenge, solved honestly: the signature no longer matches it.
      const extended = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }
      // A challenge signed with another key (another site's, or made up), solved honestly.
      const foreign = await createChallenge({
        algorithm: challenge.parameters.algorithm,
        cost: 1,
        counter: 1,
        deriveKey,
        hmacSignatureSecret: 'not-the-function-key',
        hmacKeySignatureSecret: 'not-the-function-key-either',
        expiresAt: challenge.parameters.expiresAt,
      })
      const forgeries: Record<string, string> = {
        'a changed expiry': await solve(extended),
        'another key': await solve(foreign),
        'a wrong answer': btoa(JSON.stringify({ ...real, solution: { counter: real.solution.counter, derivedKey: '00'.repeat(32) } })),
        // The right key with another number: the number must really give the key.
        'the right key with a wrong number': btoa(JSON.stringify({ ...real, solution: { counter: real.solution.counter + 1, derivedKey: real.solution.derivedKey } })),
        'no signature': btoa(JSON.stringify({ challenge: { parameters: challenge.parameters }, solution: real.solution })),
        'not base64': '%%%',
        'not JSON': btoa('hello'),
        'a number': 42 as unknown as string,
        'too long': 'A'.repeat(10_000),
      }
      for (const [what, altcha] of Object.entries(forgeries)) {
        const response = await send(database, { ...contact('forger@example.com'), altcha }, { ip })
        expect(response.status, what).toBe(400)
        expect(await response.json(), what).toEqual({ error: 'challenge_invalid', message: expect.stringMatching(/not valid/) })
      }
      expect(await database.count("email = 'forger@example.com'")).toBe(0)
      // The real one still works: the refusals did not use it up.
      expect((await send(database, { ...contact('forger@example.com'), altcha: btoa(JSON.stringify(real)) }, { ip })).status).toBe(200)
    })

    it('keeps the per-sender and per-network limits for solved requests', async () => {
      await fillToSurgeLevel(database)
      const sendSolved = async (email: string, ip: string) => {
        const first = await send(database, contact(email), { ip })
        if (first.status !== 503) return first
        return send(database, { ...contact(email), altcha: await solve(await challengeFrom(first)) }, { ip })
      }
      const statuses: number[] = []
      for (let i = 0; i <= SENDER_MAX; i++) statuses.push((await sendSolved(`one-sender-${i}@example.com`, '192.0.2.10')).status)
      expect(statuses).toEqual([...Array<number>(SENDER_MAX).fill(200), 429])
      // The same /24 from other addresses: the block's limit counts the sender's too.
      const blockStatuses: number[] = []
      for (let i = 0; i <= BLOCK_MAX - SENDER_MAX; i++) blockStatuses.push((await sendSolved(`one-block-${i}@example.com`, `192.0.2.${20 + i}`)).status)
      expect(blockStatuses).toEqual([...Array<number>(BLOCK_MAX - SENDER_MAX).fill(200), 429])
      expect(await database.count("sent_during_surge")).toBe(BLOCK_MAX)
    })

    it('gives a form posted without JavaScript during a surge a page with the number to call, and stores nothing', async () => {
      await fillToSurgeLevel(database)
      const fields = { kind: 'contact', sentFromLanguage: 'en', formPage: '/contactus', ...contact('no-js@example.com'), preferredLanguage: 'en', website: '' }
      const response = await handleRequest(
        new Request('http://localhost/functions/v1/send-consultation', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '198.51.100.99' },
          body: new URLSearchParams(fields).toString(),
        }),
        { db: database.db(), env, log: () => {} },
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toContain(practicePhone)
      expect(html).not.toContain('"challenge"')
      expect(await database.count("email = 'no-js@example.com'")).toBe(0)
    })
  })
}

surgeRules('PGlite', async () => {
  const pg = await migratedMemoryDatabase()
  return {
    db: () => pgliteDb(pg),
    count: async (where = 'true') => (await pg.query<{ n: number }>(`select count(*)::int as n from public.consultation_requests where ${where}`)).rows[0]!.n,
    empty: async () => {
      await pg.exec('truncate public.consultation_requests, public.consultation_rate_events, public.consultation_surges, public.consultation_spent_challenges restart identity')
    },
    close: () => pg.close(),
  }
})

surgeRules('real PostgreSQL 15', async () => {
  const server: RealPostgres = startRealPostgres(await freePort())
  const sql = postgres(server.url, { max: 3, prepare: false, onnotice: () => undefined })
  await sql.unsafe(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  end $$`)
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) await sql.unsafe(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))
  return {
    db: () => postgresJsDb(sql),
    count: async (where = 'true') => (await sql.unsafe(`select count(*)::int as n from public.consultation_requests where ${where}`))[0]!.n as number,
    empty: async () => {
      await sql.unsafe('truncate public.consultation_requests, public.consultation_rate_events, public.consultation_surges, public.consultation_spent_challenges restart identity')
    },
    close: async () => {
      await sql.end()
      server.stop()
    },
  }
})
