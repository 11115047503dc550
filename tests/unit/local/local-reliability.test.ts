// The local function under load and attack, against real `npm run preview` processes (a tiny built site
// made here, so no build is needed) on real PGlite folders: the limits per sender and per network block
// hold under a burst, a surge's challenge must be paid and a paid request is stored, and a server killed
// with -9 in the middle of a burst has lost none of the requests it answered 200. This machine is the
// trusted proxy (TRUST_PROXY), so that one machine can be many senders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatHeadersFile, headerRules } from '../../../scripts/build/headers.ts'
import { freePort } from '../../../scripts/servers/preview-process.ts'
import { openLocalDatabase } from '../../../supabase/local/database.ts'
import { send, startPreview, stop, type Answer, type Preview } from '../../harness/local-preview.ts'
import { copyTemplateInto } from '../../migrated-databases.ts'

const site = mkdtempSync(join(tmpdir(), 'reliability-'))
const PROXIED = { TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1,::1', SENDER_HASH_SALT: 'reliability-test' }
const SENDER_MAX = 3
const BLOCK_MAX = 5
const SURGE_LEVEL = 2
/** The limits server: a few requests per sender and per block, no surge. */
const LIMITS = { ...PROXIED, RATE_LIMIT_MAX: String(SENDER_MAX), RATE_LIMIT_BLOCK_MAX: String(BLOCK_MAX), RATE_LIMIT_SURGE: '100000' }
/** The surge server: a surge once SURGE_LEVEL requests are stored; a light challenge (the rule, not its cost, is tested). */
const SURGE = { ...PROXIED, RATE_LIMIT_SURGE: String(SURGE_LEVEL), SURGE_CHALLENGE_ROUNDS: '20' }
const limitsDir = join(site, 'limits', 'pglite')
const surgeDir = join(site, 'surge', 'pglite')
let limits: Preview
let surge: Preview
let limitsPort = 0
let surgePort = 0

const contact = (email: string) => ({ name: 'Reliability Test', phone: '555-010-0199', email })
const from = (address: string) => ({ 'x-forwarded-for': address })
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort()

/** The e-mails stored in `dataDir` that start with `prefix`, read as `npm run requests` would (through the server if one runs). */
async function stored(dataDir: string, prefix: string): Promise<string[]> {
  const local = await openLocalDatabase({ dataDir })
  try {
    const { rows } = await local.db.query<{ email: string }>('select email from public.consultation_requests where email like $1 order by email', [`${prefix}%`])
    return rows.map((r) => r.email)
  } finally {
    await local.close()
  }
}

beforeAll(async () => {
  const client = join(site, 'dist', 'client')
  mkdirSync(client, { recursive: true })
  writeFileSync(join(client, 'index.html'), '<!doctype html><title>Home</title><p>Home of the test site</p>')
  writeFileSync(join(client, '404.html'), '<!doctype html><title>Not found</title><p>Page not found</p>')
  writeFileSync(join(client, '_headers'), formatHeadersFile(headerRules()))
  // Copies of the migrated folder made once before the run (tests/migrated-databases.ts): no initdb here.
  copyTemplateInto(limitsDir)
  copyTemplateInto(surgeDir)
  ;[limitsPort, surgePort] = [await freePort(), await freePort()]
  ;[limits, surge] = await Promise.all([startPreview(limitsPort, limitsDir, LIMITS, site), startPreview(surgePort, surgeDir, SURGE, site)])
}, 180_000)

afterAll(async () => {
  await Promise.all([stop(limits?.child), stop(surge?.child)])
  rmSync(site, { recursive: true, force: true })
})

describe('the rate limits of the function, on npm run preview', () => {
  it(`accepts exactly ${SENDER_MAX} of a burst of 12 sent at once by one sender, refuses the rest with 429, and stores those ${SENDER_MAX}`, async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(limitsPort, contact(`burst-${String(i).padStart(2, '0')}@example.com`), from('198.18.1.1'))))
    expect(statuses(answers)).toEqual([...Array(SENDER_MAX).fill(200), ...Array(12 - SENDER_MAX).fill(429)])
    expect(await stored(limitsDir, 'burst-')).toHaveLength(SENDER_MAX)
  })

  it(`accepts exactly ${BLOCK_MAX} requests from 8 senders of one IPv4 network (/24), and of one IPv6 network (/48)`, async () => {
    for (const [name, address] of [
      ['ipv4', (i: number) => `198.18.2.${10 + i}`],
      ['ipv6', (i: number) => `2001:db8:7:${i}::1`],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(limitsPort, contact(`block-${name}-${i}@example.com`), from(address(i)))))
      expect(statuses(answers), name).toEqual([...Array(BLOCK_MAX).fill(200), ...Array(8 - BLOCK_MAX).fill(429)])
      expect(await stored(limitsDir, `block-${name}-`), name).toHaveLength(BLOCK_MAX)
    }
  })
})

describe('a surge, on npm run preview', () => {
  it('answers 503 with a challenge and stores nothing until it is paid; a paid request is stored, flagged as sent during a surge', async () => {
    for (let i = 0; i < SURGE_LEVEL; i++) expect((await send(surgePort, contact(`before-${i}@example.com`), from(`198.18.${10 + i}.1`))).status).toBe(200)
    const unpaid = await Promise.all(Array.from({ length: 5 }, (_, i) => send(surgePort, contact(`unpaid-${i}@example.com`), from(`198.18.${20 + i}.1`))))
    expect(statuses(unpaid)).toEqual(Array(5).fill(503))
    expect(await stored(surgeDir, 'unpaid-')).toEqual([])

    // What a script (or the form, in the browser) must do: solve the challenge with ALTCHA's solver and send again.
    const patient = from('198.18.30.1')
    const asked = await send(surgePort, contact('patient@example.com'), patient)
    const challenge = asked.body.challenge as Challenge
    expect(asked.status).toBe(503)
    const solution = await solveChallenge({ challenge, deriveKey })
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    expect((await send(surgePort, { ...contact('patient@example.com'), altcha }, patient)).status).toBe(200)
    const local = await openLocalDatabase({ dataDir: surgeDir })
    try {
      const { rows } = await local.db.query<{ sent_during_surge: boolean }>('select sent_during_surge from public.consultation_requests where email = $1', ['patient@example.com'])
      expect(rows).toEqual([{ sent_during_surge: true }])
    } finally {
      await local.close()
    }
  })
})

describe('npm run preview killed with kill -9 in the middle of a burst', () => {
  it('has stored every request it answered 200, and answers again once restarted on the same folder', async () => {
    const answered: { email: string; status: Answer['status'] }[] = []
    let killed = false
    // Each request from a network of its own: only the kill can refuse one.
    const burst = Array.from({ length: 60 }, async (_, i) => {
      const email = `kill-${String(i).padStart(2, '0')}@example.com`
      const answer = await send(limitsPort, contact(email), from(`198.19.${i}.1`))
      answered.push({ email, status: answer.status })
      if (!killed && answered.filter((a) => a.status === 200).length >= 15) {
        killed = true
        await stop(limits.child, 'SIGKILL')
      }
    })
    await Promise.all(burst)
    const acknowledged = answered.filter((a) => a.status === 200).map((a) => a.email)
    expect(acknowledged.length).toBeGreaterThanOrEqual(15)
    expect(killed).toBe(true)
    // Read by opening the folder anew, as the next server does (its socket is left over from the killed one).
    const kept = await stored(limitsDir, 'kill-')
    expect(acknowledged.filter((email) => !kept.includes(email))).toEqual([])

    limits = await startPreview(limitsPort, limitsDir, LIMITS, site)
    expect((await send(limitsPort, contact('after-restart@example.com'), from('198.19.200.1'))).status).toBe(200)
  }, 180_000)
})
