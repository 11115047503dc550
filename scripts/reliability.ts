// `npm run test:reliability`: the local function under load, under attack and under damage, against real
// preview servers (scripts/preview.ts) on real PGlite folders (and a real PostgreSQL 15 for the database's
// timeouts), with one table: scenario, requests, accepted, refused, 5xx, no answer, stored, lost
// (acknowledged with 200 but not stored). Needs a build (npm run build). Takes a few minutes, so it is
// not part of `npm test`.
//
//   load            1,000 valid requests from 100 senders, 50 at a time: all 200, all stored
//   burst           50 at once from one sender: exactly the limit accepted
//   spoofing        50 requests, each with a new made-up X-Forwarded-For, no proxy trusted: one sender
//   two servers     two previews on one folder, 400 requests over both: no 5xx, all stored
//   kill -9         the server owning the folder killed during a burst, then restarted: every 200 stored
//   damaged folder  PG_VERSION removed: the server refuses to start and changes no file
//   flood           300 networks fill the surge level, then pay a proof of work per request, while a
//                   new patient in headless Chromium sends the contact form: stored, flagged; the
//                   flood's rate free and paying (scripts/reliability-flood.ts)
//   then scripts/reliability-hardening.ts: network floods (IPv4 /24, IPv6 /64), made-up headers behind a
//   trusted proxy, input no real request holds, real names, Node's own rejections and the host's files,
//   the listening address, a surge, a truncated table file, a stale lock, retention, a full disk, a held
//   advisory lock on PostgreSQL 15, and a service_role key given to the build; a damaged page of a side
//   table and of a primary-key index, and lock files that are garbage, empty or of a process that is gone.
//   then scripts/reliability-fuzz.ts: made-up request lines, headers and bodies (fast-check) sent to
//   npm run preview and npm run dev: 0 crashes, every answer with the security headers.
//
// A scenario that cannot finish (a server that does not start, say) still gets its row, marked FAIL with
// the reason, and the others still run: the table is printed whole every time. The servers take free
// ports (port 0), or ports from RELIABILITY_PORT on when it is set.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openLocalDatabase } from '../supabase/local/database.ts'
import { floodScenario } from './reliability-flood.ts'
import { fuzzScenarios } from './reliability-fuzz.ts'
import { hardeningScenarios } from './reliability-hardening.ts'
import { contactBody, nextPort, pool, printTable, PROXIED, record, rows, scenario, send, startPreview, started, stop, storedWith, type Outcome } from './reliability-lib.ts'

const LIMIT = 10
/** Server A and B: LIMIT per sender, no block or surge limit, so one machine can be 100 senders of 100 networks. */
const LOAD = { ...PROXIED, RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_BLOCK_MAX: '100000', RATE_LIMIT_SURGE: '100000' }
const work = mkdtempSync(join(tmpdir(), 'reliability-'))
const mainDir = join(work, 'main', 'pglite')
const killDir = join(work, 'kill', 'pglite')

if (!existsSync(join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client', 'index.html'))) {
  console.error('There is no built site. Run "npm run build" first.')
  process.exit(1)
}

const snapshot = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => `${f} ${statSync(join(folder, f)).size} ${statSync(join(folder, f)).mtimeMs}`)
    .join('\n')
const accepted = (outcomes: Outcome[]) => outcomes.filter((o) => o.status === 200).length

// The port of server A, which the load, the burst and the two-server scenarios share.
let a = 0
try {
  await scenario('load', '1000 accepted, 1000 stored', async () => {
    a = await nextPort()
    await startPreview(a, mainDir, LOAD)
    await send(a, contactBody('warmup@example.com'), { 'x-forwarded-for': '192.0.2.250' })
    const jobs = Array.from({ length: 1000 }, (_, i) => () => send(a, contactBody(`load-${i}@example.com`), { 'x-forwarded-for': `198.18.${i % 100}.1` }))
    const t0 = performance.now()
    const outcomes = await pool(jobs, 50)
    const seconds = (performance.now() - t0) / 1000
    const stored = await storedWith(mainDir, 'load-')
    record(`load, 100 senders (${(1000 / seconds).toFixed(0)} requests/s)`, outcomes, stored, '1000 accepted, 1000 stored', accepted(outcomes) === 1000 && stored.size === 1000)
  })
  await scenario('burst from one sender', `${LIMIT} accepted, ${50 - LIMIT} refused`, async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => send(a, contactBody(`burst-${i}@example.com`), { 'x-forwarded-for': '198.19.1.1' })))
    const stored = await storedWith(mainDir, 'burst-')
    record('burst of 50 from one sender', outcomes, stored, `${LIMIT} accepted, ${50 - LIMIT} refused`, accepted(outcomes) === LIMIT && stored.size === LIMIT && outcomes.every((o) => o.status === 200 || o.status === 429))
  })
  await scenario('50 made-up X-Forwarded-For, no proxy trusted', `one sender: ${LIMIT} accepted`, async () => {
    const c = await nextPort()
    await startPreview(c, mainDir, { RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_BLOCK_MAX: '100000', RATE_LIMIT_SURGE: '100000' })
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => send(c, contactBody(`spoof-${i}@example.com`), { 'x-forwarded-for': `203.0.113.${i}` })))
    const stored = await storedWith(mainDir, 'spoof-')
    record('50 made-up X-Forwarded-For, no proxy trusted', outcomes, stored, `one sender: ${LIMIT} accepted`, accepted(outcomes) === LIMIT && stored.size === LIMIT)
  })
  await scenario('two servers, one folder', '400 accepted, 400 stored, no 5xx', async () => {
    const b = await nextPort()
    await startPreview(b, mainDir, LOAD)
    const jobs = Array.from({ length: 400 }, (_, i) => () => send(i % 2 ? b : a, contactBody(`two-${i}@example.com`), { 'x-forwarded-for': `198.19.${i % 40}.2` }))
    const outcomes = await pool(jobs, 20)
    const stored = await storedWith(mainDir, 'two-')
    record('two servers, one folder', outcomes, stored, '400 accepted, 400 stored, no 5xx', accepted(outcomes) === 400 && stored.size === 400)
  })
  await scenario('kill -9 mid-burst', 'every acknowledged stored; 200 after restart', async () => {
    const k = await nextPort()
    let server = await startPreview(k, killDir, LOAD)
    const outcomes: Outcome[] = []
    const jobs = Array.from({ length: 300 }, (_, i) => async () => {
      outcomes.push(await send(k, contactBody(`kill-${i}@example.com`), { 'x-forwarded-for': `198.19.${100 + (i % 30)}.3` }))
      if (outcomes.length === 100) server.kill('SIGKILL')
    })
    await pool(jobs, 20)
    await stop(server)
    server = await startPreview(k, killDir, LOAD)
    const after = await send(k, contactBody('after-restart@example.com'), { 'x-forwarded-for': '192.0.2.252' })
    const stored = await storedWith(killDir, 'kill-')
    record('kill -9 of the owner mid-burst, then restart', outcomes, stored, 'every acknowledged stored; 200 after restart', after.status === 200)
    await stop(server)
  })
  await scenario('damaged folder (PG_VERSION removed)', 'refused, files unchanged', async () => {
    const damaged = join(work, 'damaged', 'pglite')
    if (existsSync(killDir)) cpSync(killDir, damaged, { recursive: true, preserveTimestamps: true })
    else await (await openLocalDatabase({ dataDir: damaged, waitMs: 60_000 })).close()
    rmSync(join(damaged, 'PG_VERSION'))
    const before = snapshot(damaged)
    const refused = await startPreview(await nextPort(), damaged).then(
      () => false,
      (error: Error) => error.message.includes('cannot be opened: its PG_VERSION file is missing'),
    )
    record('damaged folder (PG_VERSION removed)', [], 0, 'refused, files unchanged', refused && snapshot(damaged) === before)
  })
  await floodScenario(work)
  // A stopped folder with requests in it, for the scenarios that damage or lock one.
  if (!existsSync(killDir)) await (await openLocalDatabase({ dataDir: killDir, waitMs: 60_000 })).close()
  await hardeningScenarios(work, killDir)
  await fuzzScenarios(work)
} finally {
  // Cleaning up must not cost the table: a failure here is printed and the table still follows.
  try {
    for (const child of started) await stop(child)
    rmSync(work, { recursive: true, force: true })
  } catch (error) {
    console.log(`Could not clean up ${work}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

printTable()
process.exit(rows.every((r) => r.pass) ? 0 : 1)
