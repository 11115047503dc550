// The parts of `npm run test:reliability` (scripts/reliability.ts) that are not scenarios: starting real
// preview servers, sending requests, counting what was stored, and the table.
import { spawn, type ChildProcess } from 'node:child_process'
import { openLocalDatabase } from '../supabase/local/database.ts'
import { freePort } from './preview-process.ts'

export const started: ChildProcess[] = []
/** What each started server printed, for a scenario that checks a log line. */
export const printed = new Map<ChildProcess, () => string>()
let portsTaken = 0

/**
 * Ports for the servers: from RELIABILITY_PORT on when it is set, otherwise ports the system says are
 * free (a fixed port another program holds made a scenario fail before it ran).
 */
export async function nextPort(): Promise<number> {
  if (process.env.RELIABILITY_PORT) return Number(process.env.RELIABILITY_PORT) + portsTaken++
  return freePort()
}

/** The settings every preview of the run gets: this machine is the trusted proxy, so one machine can be many senders. */
export const PROXIED = { TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1,::1' }

export async function startPreview(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  // One process (node with tsx's loader, not the tsx wrapper), so that kill -9 reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview.ts'], {
    env: { ...process.env, PORT: String(port), LOCAL_DB_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  printed.set(child, () => output)
  const deadline = Date.now() + 180_000
  while (!output.includes('is served at')) {
    if (child.exitCode !== null) {
      const why = output.split('\n').find((line) => /^\w*Error: |cannot be opened/.test(line))
      throw new Error(`preview on ${port} exited${why ? `: ${why}` : ''}\n${output}`)
    }
    if (Date.now() > deadline) throw new Error(`preview on ${port} did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return child
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('close', () => resolve())
    child.kill(signal)
  })
}

export interface Outcome {
  status: number | 'failed'
  retryAfter?: string | null
  /** The e-mail of the request, to find it in the database. */
  email?: string
  /** Why there was no answer (the connection's error code). */
  reason?: string
}

export const contactBody = (email: string) => ({ name: 'Reliability Test', phone: '555-010-0199', email })

export async function send(port: number, body: unknown, headers: Record<string, string> = {}): Promise<Outcome> {
  const email = (body as { email?: string }).email
  try {
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    })
    await response.arrayBuffer()
    return { status: response.status, retryAfter: response.headers.get('retry-after'), email }
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause
    return { status: 'failed', email, reason: String(cause?.code ?? cause?.name ?? (error as Error).name) }
  }
}

/** Runs `jobs` with at most `concurrency` at a time; returns the outcomes in order. */
export async function pool<T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
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

export async function storedWith(dataDir: string, prefix: string): Promise<Set<string>> {
  const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
  try {
    const { rows } = await local.db.query<{ email: string }>('select email from public.consultation_requests where email like $1', [`${prefix}%`])
    return new Set(rows.map((r) => r.email))
  } finally {
    await local.close()
  }
}

export interface Row {
  scenario: string
  requests: number
  accepted: number
  refused: number
  serverErrors: number
  noAnswer: number
  stored: number
  /** Acknowledged (200) but not stored. */
  lost: number
  expected: string
  pass: boolean
  error?: string
}
export const rows: Row[] = []

/** Records a scenario's row from its outcomes; `stored` is what the database holds of it afterwards. */
export function record(scenario: string, outcomes: Outcome[], stored: Set<string> | number, expected: string, pass: boolean, error?: string) {
  const acknowledged = outcomes.filter((o) => o.status === 200 && o.email)
  const lost = typeof stored === 'number' ? 0 : acknowledged.filter((o) => !stored.has(o.email!)).length
  const row: Row = {
    scenario,
    requests: outcomes.length,
    accepted: outcomes.filter((o) => o.status === 200).length,
    refused: outcomes.filter((o) => typeof o.status === 'number' && o.status >= 400 && o.status < 500).length,
    serverErrors: outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500).length,
    noAnswer: outcomes.filter((o) => o.status === 'failed').length,
    stored: typeof stored === 'number' ? stored : stored.size,
    lost,
    expected,
    pass: pass && lost === 0,
    error,
  }
  rows.push(row)
  console.log(`${row.pass ? 'ok  ' : 'FAIL'} ${scenario}: ${row.accepted} accepted, ${row.refused} refused, ${row.serverErrors} × 5xx, ${row.noAnswer} no answer, ${row.stored} stored, ${row.lost} lost`)
  if (error) console.log(`     could not finish: ${error}`)
  const reasons = [...new Set(outcomes.map((o) => o.reason).filter(Boolean))]
  if (reasons.length > 0) console.log(`     no answer because: ${reasons.join(', ')}`)
}

/**
 * Runs one scenario. One that throws (a server that does not start, a folder that cannot be read)
 * still gets its row, marked FAIL with the reason, and the next scenarios run: the table is always whole.
 */
export async function scenario(name: string, expected: string, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    record(name, [], 0, expected, false, reason.split('\n').find((line) => line.trim()) ?? reason)
    console.log(reason)
  }
}

/** The table of every scenario, one line each. */
export function printTable(): void {
  const header = ['scenario', 'requests', 'accepted', 'refused', '5xx', 'no answer', 'stored', 'lost', 'expected', 'result']
  const table = [
    header,
    ...rows.map((r) => [r.scenario, r.requests, r.accepted, r.refused, r.serverErrors, r.noAnswer, r.stored, r.lost, r.expected, r.pass ? 'pass' : 'FAIL'].map(String)),
  ]
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
  console.log('')
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, j) => cell.padEnd(widths[j]!)).join(' | '))
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  }
  for (const row of rows.filter((r) => r.error)) console.log(`FAIL ${row.scenario}: ${row.error}`)
}
