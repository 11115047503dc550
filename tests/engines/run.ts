// `npm run test:engines`: the patient's request path (tests/engines/scenarios.ts) in WebKit and Gecko, and
// in Chromium when asked (tests/engines/drivers.ts), against `npm run preview` with the built
// site (npm run build first) and a fresh local database. The engines run side by side, the scenarios of
// one engine one after the other; prints one line per engine and scenario with its time, a table, and
// "N passed, M failed". An engine that is not installed fails with what to install, never skips.
// Part of `npm test` (the stage "engines"). ENGINES_PORT chooses the preview's port (default: a free one);
// the scenarios at the edges use three more: a second preview that lets a sender send one request in its
// window (the limited sender), a stand-in for a lost connection in front of the first (every page and file
// comes through, a send to the function has its connection dropped), and one that delays the scripts.
import { createServer, request as forward, type Server } from 'node:http'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../scripts/servers/preview-process.ts'
import { startPreview, stop } from '../harness/local-preview.ts'
import { missing, openPage, type EngineName, type EnginePage } from './drivers.ts'
import { SCENARIOS, type Scenario } from './scenarios.ts'

const ALL_ENGINES: EngineName[] = ['Chromium', 'WebKit', 'Gecko']
// WebKit and Gecko unless engines are named (`npm run test:engines -- Chromium WebKit Gecko`): in npm
// test, Chromium walks the same path in the browser stage (tests/e2e/forms/), with the same scenarios.
const named = process.argv.slice(2).filter((arg): arg is EngineName => ALL_ENGINES.includes(arg as EngineName))
const ENGINES: EngineName[] = named.length > 0 ? named : ['WebKit', 'Gecko']
/** A scenario that takes longer has hung (a driver that no longer answers): it fails, and the run goes on. */
const SCENARIO_TIMEOUT_MS = 120_000
// A browser is waited for until it answers (drivers.ts); this only ends a start that hangs.
const START_TIMEOUT_MS = 240_000
/** How late the slow stand-in answers each script. */
const SLOW_SCRIPT_MS = 1_500

interface Result {
  engine: EngineName
  scenario: string
  seconds: number
  error?: string
}

if (!existsSync(join(process.env.OUT_DIR ?? 'dist', 'client', 'index.html'))) {
  console.error('There is no built site. Run "npm run build" first.')
  process.exit(1)
}

const runId = Date.now().toString(36)
const dataDir = mkdtempSync(join(tmpdir(), 'engines-'))
// ENGINES_PORT and the three after it, or four ports the system says are free (the port after a free
// one may be another program's).
const chosen = Number(process.env.ENGINES_PORT) || 0
const [port, limitedPort, cutPort, slowPort] = chosen ? [chosen, chosen + 1, chosen + 2, chosen + 3] : [await freePort(), await freePort(), await freePort(), await freePort()]
const began = performance.now()
// The path, not the limits, is tested here: every engine sends from this machine's one address.
const { child: server } = await startPreview(port, join(dataDir, 'pglite'), { RATE_LIMIT_MAX: '1000', RATE_LIMIT_BLOCK_MAX: '1000' })
const base = `http://127.0.0.1:${port}`
const { child: limitedServer } = await startPreview(limitedPort, join(dataDir, 'pglite-limited'), { RATE_LIMIT_MAX: '1' })
const limitedBase = `http://127.0.0.1:${limitedPort}`
const cut = await standIn(cutPort, port, { dropSends: true })
const cutBase = `http://127.0.0.1:${cutPort}`
const slow = await standIn(slowPort, port, { scriptDelayMs: SLOW_SCRIPT_MS })
const slowBase = `http://127.0.0.1:${slowPort}`

/**
 * Passes everything on to the preview on `to`, but drops the connection of a send to the function
 * (`dropSends`), or answers every script `scriptDelayMs` late (a slow phone network: a press can come
 * before the form's script has started).
 */
function standIn(at: number, to: number, { dropSends = false, scriptDelayMs = 0 }: { dropSends?: boolean; scriptDelayMs?: number }): Promise<Server> {
  const proxy = createServer(async (req, res) => {
    if (dropSends && req.method === 'POST' && req.url?.startsWith('/functions/v1/send-consultation')) return void req.socket.destroy()
    if (scriptDelayMs && /\.js(\?|$)/.test(req.url ?? '')) await new Promise((resolve) => setTimeout(resolve, scriptDelayMs))
    const onward = forward({ host: '127.0.0.1', port: to, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    onward.on('error', () => res.destroy())
    req.pipe(onward)
  })
  return new Promise((resolve) => proxy.listen(at, '127.0.0.1', () => resolve(proxy)))
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function runScenario(engine: EngineName, scenario: Scenario, page: EnginePage | Error): Promise<Result> {
  const t0 = performance.now()
  const email = `${engine.toLowerCase()}-${SCENARIOS.indexOf(scenario)}-${runId}@example.com`
  try {
    if (page instanceof Error) throw page
    await withTimeout(scenario.run(page, { base, limitedBase, cutBase, slowBase, dataDir: join(dataDir, 'pglite'), email }), SCENARIO_TIMEOUT_MS, scenario.name)
    return { engine, scenario: scenario.name, seconds: (performance.now() - t0) / 1000 }
  } catch (error) {
    return { engine, scenario: scenario.name, seconds: (performance.now() - t0) / 1000, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] }
  }
}

async function runEngine(engine: EngineName): Promise<Result[]> {
  const why = missing(engine)
  if (why) return SCENARIOS.map((s) => ({ engine, scenario: s.name, seconds: 0, error: `${engine} cannot start: ${why}` }))
  // One browser with JavaScript and one without, started together.
  const open = (javaScript: boolean) =>
    withTimeout(openPage(engine, javaScript), START_TIMEOUT_MS, `starting ${engine}`).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  const [withScript, withoutScript] = await Promise.all([open(true), open(false)])
  const results: Result[] = []
  try {
    for (const scenario of SCENARIOS) {
      const result = await runScenario(engine, scenario, scenario.javaScript ? withScript : withoutScript)
      console.log(`${result.error ? 'FAIL' : 'ok  '} ${engine.padEnd(8)} ${scenario.name} (${result.seconds.toFixed(1)} s)${result.error ? `: ${result.error}` : ''}`)
      results.push(result)
    }
  } finally {
    for (const page of [withScript, withoutScript]) if (!(page instanceof Error)) await page.close().catch(() => undefined)
  }
  return results
}

let results: Result[] = []
try {
  results = (await Promise.all(ENGINES.map(runEngine))).flat()
} finally {
  await Promise.all([stop(server), stop(limitedServer), ...[cut, slow].map((proxy) => new Promise((resolve) => (proxy.closeAllConnections(), proxy.close(resolve))))])
  rmSync(dataDir, { recursive: true, force: true })
}

const width = Math.max(...SCENARIOS.map((s) => s.name.length))
console.log(`\n${'scenario'.padEnd(width)} | ${ENGINES.map((e) => e.padEnd(9)).join(' | ')}`)
console.log(`${'-'.repeat(width)}-|-${ENGINES.map(() => '-'.repeat(9)).join('-|-')}`)
for (const scenario of SCENARIOS) {
  const cells = ENGINES.map((engine) => {
    const r = results.find((x) => x.engine === engine && x.scenario === scenario.name)!
    return (r.error ? 'FAIL' : `${r.seconds.toFixed(1)} s`).padEnd(9)
  })
  console.log(`${scenario.name.padEnd(width)} | ${cells.join(' | ')}`)
}
const failed = results.filter((r) => r.error)
for (const r of failed) console.log(`FAIL ${r.engine}, ${r.scenario}: ${r.error}`)
console.log(`\n${ENGINES.join(', ')}: ${SCENARIOS.length} scenarios each, in ${((performance.now() - began) / 1000).toFixed(1)} s:`)
console.log(`${results.length - failed.length} passed, ${failed.length} failed`)
process.exit(failed.length === 0 ? 0 : 1)
