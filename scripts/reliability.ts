// `npm run test:reliability`: the local function under load and under damage, against real preview
// servers (scripts/preview.ts) on real PGlite folders, with a table of the figures. Needs a build
// (npm run build). Takes a few minutes, so it is not part of `npm test`.
//
//   load            1,000 valid requests from 100 senders, 50 at a time: all 200, all stored
//   burst           50 at once from one sender: exactly the limit accepted
//   spoofing        50 requests, each with a new made-up X-Forwarded-For: limited as one sender
//   two servers     two previews on one folder, 400 requests over both: no 5xx, all stored
//   kill -9         the server owning the folder killed during a burst, then restarted: every 200 stored
//   damaged folder  PG_VERSION removed: the server refuses to start and changes no file
//
// A scenario that cannot finish (a server that does not start, say) still gets its row, marked FAIL with
// the reason, and the others still run: the table is printed whole every time. The servers take free
// ports, or ports from RELIABILITY_PORT on when it is set.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openLocalDatabase } from '../supabase/local/database.ts'

const LIMIT = 10
const SCENARIOS = 6
const work = mkdtempSync(join(tmpdir(), 'reliability-'))
const mainDir = join(work, 'main', 'pglite')
const killDir = join(work, 'kill', 'pglite')
const started: ChildProcess[] = []

if (!existsSync(join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client', 'index.html'))) {
  console.error('There is no built site. Run "npm run build" first.')
  process.exit(1)
}

interface Row {
  scenario: string
  requests: number
  ok: number
  limited: number
  serverErrors: number
  failed: number
  stored: number
  expected: string
  pass: boolean
  /** Why the scenario could not finish, when it could not. */
  error?: string
}
const rows: Row[] = []

/**
 * Ports for the servers: from RELIABILITY_PORT on when it is set, otherwise ports the system says are
 * free (a fixed port another program holds made a scenario fail before it ran).
 */
async function nextPort(): Promise<number> {
  if (process.env.RELIABILITY_PORT) return Number(process.env.RELIABILITY_PORT) + started.length
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function startPreview(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  // One process (node with tsx's loader, not the tsx wrapper), so that kill -9 reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview.ts'], {
    env: { ...process.env, PORT: String(port), LOCAL_DB_DIR: dataDir, RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_GLOBAL_MAX: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 120_000
  while (!output.includes('is served at')) {
    if (child.exitCode !== null) {
      // The reason first (a port in use, a refused folder), then all it printed.
      const why = output.split('\n').find((line) => /^\w*Error: |cannot be opened/.test(line))
      throw new Error(`preview on ${port} exited${why ? `: ${why}` : ''}\n${output}`)
    }
    if (Date.now() > deadline) throw new Error(`preview on ${port} did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return child
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('close', () => resolve())
    child.kill(signal)
  })
}

type Outcome = number | 'failed'

async function send(port: number, email: string, headers: Record<string, string> = {}): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'Reliability Test', phone: '555-010-0199', email }),
      signal: AbortSignal.timeout(120_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 'failed'
  }
}

/** Runs `jobs` with at most `concurrency` at a time; returns the outcomes in order. */
async function pool<T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const i = next++
        results[i] = await jobs[i]!()
      }
    }),
  )
  return results
}

async function storedWith(dataDir: string, prefix: string): Promise<Set<string>> {
  const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
  try {
    const { rows } = await local.db.query<{ email: string }>('select email from public.consultation_requests where email like $1', [`${prefix}%`])
    return new Set(rows.map((r) => r.email))
  } finally {
    await local.close()
  }
}

function record(scenario: string, outcomes: Outcome[], stored: number, expected: string, pass: boolean, error?: string) {
  rows.push({
    scenario,
    requests: outcomes.length,
    ok: outcomes.filter((o) => o === 200).length,
    limited: outcomes.filter((o) => o === 429).length,
    serverErrors: outcomes.filter((o) => typeof o === 'number' && o >= 500).length,
    failed: outcomes.filter((o) => o === 'failed').length,
    stored,
    expected,
    pass,
    error,
  })
  const row = rows.at(-1)!
  console.log(`${pass ? 'ok  ' : 'FAIL'} ${scenario}: ${row.ok} × 200, ${row.limited} × 429, ${row.serverErrors} × 5xx, ${row.failed} no answer, ${stored} stored`)
  if (error) console.log(`     could not finish: ${error}`)
}

/**
 * Runs one scenario. One that throws (a server that does not start, a folder that cannot be read)
 * still gets its row, marked FAIL with the reason, and the next scenarios run: the table is always whole.
 */
async function scenario(name: string, expected: string, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    record(name, [], 0, expected, false, reason.split('\n').find((line) => line.trim()) ?? reason)
    console.log(reason)
  }
}

const snapshot = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => `${f} ${statSync(join(folder, f)).size} ${statSync(join(folder, f)).mtimeMs}`)
    .join('\n')

// The port of server A, which the load, the burst and the two-server scenarios share.
let a = 0
try {
  // A and B trust X-Forwarded-For as if a proxy of ours set it (so one machine can be 100 senders); C does not.
  await scenario('load', '1000 × 200, 1000 stored', async () => {
    a = await nextPort()
    await startPreview(a, mainDir, { TRUST_PROXY: '1' })
    console.log('creating the database (first request)…')
    await send(a, 'warmup@example.com', { 'x-forwarded-for': '192.0.2.250' })
    const jobs = Array.from({ length: 1000 }, (_, i) => () => send(a, `load-${i}@example.com`, { 'x-forwarded-for': `198.18.0.${i % 100}` }))
    const t0 = performance.now()
    const outcomes = await pool(jobs, 50)
    const seconds = (performance.now() - t0) / 1000
    const stored = (await storedWith(mainDir, 'load-')).size
    const okAll = outcomes.every((o) => o === 200) && stored === 1000
    record(`load (${(1000 / seconds).toFixed(0)} requests/s)`, outcomes, stored, '1000 × 200, 1000 stored', okAll)
  })
  await scenario('burst from one sender', `${LIMIT} × 200, ${50 - LIMIT} × 429`, async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => send(a, `burst-${i}@example.com`, { 'x-forwarded-for': '198.18.1.1' })))
    const stored = (await storedWith(mainDir, 'burst-')).size
    const ok = outcomes.filter((o) => o === 200).length
    record('burst from one sender', outcomes, stored, `${LIMIT} × 200, ${50 - LIMIT} × 429`, ok === LIMIT && stored === LIMIT && outcomes.every((o) => o === 200 || o === 429))
  })
  await scenario('50 made-up X-Forwarded-For', `limited as one: ${LIMIT} × 200`, async () => {
    const c = await nextPort()
    await startPreview(c, mainDir)
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => send(c, `spoof-${i}@example.com`, { 'x-forwarded-for': `203.0.113.${i}` })))
    const stored = (await storedWith(mainDir, 'spoof-')).size
    const ok = outcomes.filter((o) => o === 200).length
    record('50 made-up X-Forwarded-For', outcomes, stored, `limited as one: ${LIMIT} × 200`, ok === LIMIT && stored === LIMIT)
  })
  await scenario('two servers, one folder', '400 × 200, 400 stored, no 5xx', async () => {
    const b = await nextPort()
    await startPreview(b, mainDir, { TRUST_PROXY: '1' })
    const jobs = Array.from({ length: 400 }, (_, i) => () => send(i % 2 ? b : a, `two-${i}@example.com`, { 'x-forwarded-for': `198.18.2.${i % 40}` }))
    const outcomes = await pool(jobs, 20)
    const stored = (await storedWith(mainDir, 'two-')).size
    record('two servers, one folder', outcomes, stored, '400 × 200, 400 stored, no 5xx', outcomes.every((o) => o === 200) && stored === 400)
  })
  await scenario('kill -9 mid-burst', 'every 200 stored; 200 after restart', async () => {
    const k = await nextPort()
    let server = await startPreview(k, killDir, { TRUST_PROXY: '1' })
    await send(k, 'warmup@example.com', { 'x-forwarded-for': '192.0.2.251' })
    const outcomes: Outcome[] = []
    const acknowledged: string[] = []
    const jobs = Array.from({ length: 300 }, (_, i) => async () => {
      const email = `kill-${i}@example.com`
      const outcome = await send(k, email, { 'x-forwarded-for': `198.18.3.${i % 30}` })
      outcomes.push(outcome)
      if (outcome === 200) acknowledged.push(email)
      if (outcomes.length === 100) server.kill('SIGKILL')
    })
    await pool(jobs, 20)
    await stop(server)
    server = await startPreview(k, killDir, { TRUST_PROXY: '1' })
    const after = await send(k, 'after-restart@example.com', { 'x-forwarded-for': '192.0.2.252' })
    const stored = await storedWith(killDir, 'kill-')
    const lost = acknowledged.filter((e) => !stored.has(e)).length
    record(`kill -9 mid-burst (${lost} of ${acknowledged.length} acknowledged lost)`, outcomes, stored.size, 'every 200 stored; 200 after restart', lost === 0 && after === 200)
    await stop(server)
  })
  await scenario('damaged folder (PG_VERSION removed)', 'refused, files unchanged', async () => {
    // A copy of a folder the server has written; a fresh one when the kill -9 scenario left none.
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
} finally {
  // Cleaning up must not cost the table: a failure here is printed and the table still follows.
  try {
    for (const child of started) await stop(child)
    rmSync(work, { recursive: true, force: true })
  } catch (error) {
    console.log(`Could not clean up ${work}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const header = ['scenario', 'requests', '200', '429', '5xx', 'no answer', 'stored', 'expected', 'result']
const table = [header, ...rows.map((r) => [r.scenario, r.requests, r.ok, r.limited, r.serverErrors, r.failed, r.stored, r.expected, r.pass ? 'pass' : 'FAIL'].map(String))]
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
console.log('')
for (const [i, row] of table.entries()) {
  console.log(row.map((cell, j) => cell.padEnd(widths[j]!)).join(' | '))
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
}
for (const row of rows.filter((r) => r.error)) console.log(`FAIL ${row.scenario}: ${row.error}`)
process.exit(rows.every((r) => r.pass) && rows.length === SCENARIOS ? 0 : 1)
