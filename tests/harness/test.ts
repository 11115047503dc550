// `npm test`: every test of the site, with the time of each stage, in two lanes that run side by side:
//   site lane  build → size budgets → built-HTML tests (Vitest over dist/client: structure, links,
//              head, headers) → browser tests (Playwright against `npm run preview`)
//   side lane  unit tests → check (types, lint, content) → pseudo-locale (a language added as one line
//              and a folder: nothing left in English) → host runtime (Playwright against wrangler pages
//              dev: _headers, 404, addresses) → engines (the request path in WebKit and Gecko,
//              tests/engines/); these two wait for the build if it has not ended
// The side lane needs nothing the site lane makes until the host stage (its tests build and serve
// scratch copies of their own): run beside the build and the browser, it fills the second core
// instead of adding its time to the total. The two stages that need the build end it, so the two lanes
// end about together (the browser stage is the longest); each serves the site on a port and database
// folder of its own. The unit and browser stages each keep both cores busy by themselves, so they never
// run at the same time (`fillsBothCores`): beside each other they only took CPU from each other, about
// a tenth more CPU in all for the same tests; the lighter stages still run beside them.
// The site lane prints as it goes; each side-lane stage prints its whole output when it ends.
// Every stage runs even after a failure (one run shows every problem), except those that need the
// build when the build failed. Ends with one summary line; exits with 1 when any stage failed.
// `npm test -- --from built-html` starts at a stage of the list below (the stages before it are skipped,
// and their outputs, such as the build, must already be there); `-- --one-lane` runs the stages one
// after the other, in the order of the list.
import { spawn } from 'node:child_process'

interface Stage {
  name: string
  command: string[]
  lane: 'site' | 'side'
  /** Skipped when the build failed (it reads dist/). */
  needsBuild?: boolean
  /** Keeps both cores busy alone (several workers): waits until no other such stage runs. */
  fillsBothCores?: boolean
}

const STAGES: Stage[] = [
  // The unit tests first: the browser stage waits for them (fillsBothCores), the check does not.
  { name: 'unit', command: ['npx', 'vitest', 'run'], lane: 'side', fillsBothCores: true },
  { name: 'check', command: ['npm', 'run', '--silent', 'check'], lane: 'side' },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'], lane: 'site' },
  // A scratch copy with one more language in the list, built from the English files: no English word
  // and no link to an English page left on its pages (tests/harness/pseudo-locale.ts).
  { name: 'pseudo-locale', command: ['npm', 'run', '--silent', 'test:pseudo-locale', '--', '--strict'], lane: 'side' },
  { name: 'size', command: ['npm', 'run', '--silent', 'size'], lane: 'site', needsBuild: true },
  { name: 'built-html', command: ['npx', 'vitest', 'run', '--config', 'vitest.built.config.ts'], lane: 'site', needsBuild: true },
  { name: 'browser', command: ['npx', 'playwright', 'test'], lane: 'site', needsBuild: true, fillsBothCores: true },
  { name: 'host', command: ['npx', 'playwright', 'test', '--config', 'playwright.host.config.ts'], lane: 'side', needsBuild: true },
  // The patient's request path (the forms, sent, stored; Spanish; without JavaScript) in WebKit and Gecko,
  // Debian's builds (tests/engines/run.ts); Chromium walks it in the browser stage.
  { name: 'engines', command: ['npm', 'run', '--silent', 'test:engines'], lane: 'side', needsBuild: true },
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const args = process.argv.slice(2)
const from = args[args.indexOf('--from') + 1]
const start = args.includes('--from') ? STAGES.findIndex((s) => s.name === from) : 0
if (start < 0) {
  console.error(`No stage "${from}": the stages are ${STAGES.map((s) => s.name).join(', ')}.`)
  process.exit(1)
}
const oneLane = args.includes('--one-lane')

type Outcome = 'passed' | 'FAILED' | 'skipped'
const results = new Map<string, { ms: number; outcome: Outcome }>()
let buildFailed = false
/** Resolves when the build has ended (at once when this run does not build): what a needsBuild stage waits for. */
let buildEnded: () => void = () => {}
const buildDone = new Promise<void>((resolve) => (buildEnded = resolve))

/** Ends when the stage that keeps both cores busy now (if any) has ended: the next such stage waits for it. */
let bothCoresFree: Promise<void> = Promise.resolve()

/** Runs one stage; `live` prints its output as it comes, otherwise all of it once the stage has ended. */
async function run(stage: Stage, live: boolean): Promise<void> {
  if (stage.needsBuild) await buildDone
  if (stage.needsBuild && buildFailed) {
    results.set(stage.name, { ms: 0, outcome: 'skipped' })
    return
  }
  if (stage.fillsBothCores) {
    const before = bothCoresFree
    let free = () => {}
    bothCoresFree = new Promise<void>((resolve) => (free = resolve))
    await before
    try {
      await runCommand(stage, live)
    } finally {
      free()
    }
    return
  }
  await runCommand(stage, live)
}

async function runCommand(stage: Stage, live: boolean): Promise<void> {
  const line = `▶ ${stage.name}: ${stage.command.join(' ')}`
  if (live) console.log(`\n${line}`)
  const t0 = Date.now()
  const child = spawn(stage.command[0]!, stage.command.slice(1), { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ms = Date.now() - t0
      const outcome = status === 0 ? 'passed' : 'FAILED'
      if (stage.name === 'build') {
        buildFailed = outcome === 'FAILED'
        buildEnded()
      }
      results.set(stage.name, { ms, outcome })
      if (!live) process.stdout.write(`\n${line} (ran beside the site lane)\n${Buffer.concat(output).toString()}`)
      console.log(`■ ${stage.name}: ${outcome} in ${seconds(ms)}`)
      resolve()
    })
  })
}

async function runLane(stages: Stage[], live: boolean): Promise<void> {
  for (const stage of stages) await run(stage, live)
}

const chosen = STAGES.slice(start)
if (!chosen.some((s) => s.name === 'build')) buildEnded()
const began = Date.now()
if (oneLane) await runLane(chosen, true)
else
  await Promise.all([
    runLane(
      chosen.filter((s) => s.lane === 'site'),
      true,
    ),
    runLane(
      chosen.filter((s) => s.lane === 'side'),
      false,
    ),
  ])

const total = Date.now() - began
const width = Math.max(...chosen.map((s) => s.name.length))
console.log(`\nStage times${oneLane ? '' : ' (the side lane ran beside the site lane)'}:`)
for (const stage of chosen) {
  const r = results.get(stage.name)!
  console.log(`  ${stage.name.padEnd(width)}  ${stage.lane.padEnd(4)}  ${r.outcome.padEnd(7)}  ${seconds(r.ms).padStart(8)}`)
}
const failed = chosen.filter((s) => results.get(s.name)!.outcome === 'FAILED').map((s) => s.name)
console.log(
  failed.length === 0
    ? `\nnpm test: all ${chosen.length} stages passed in ${seconds(total)}.`
    : `\nnpm test: FAILED (${failed.join(', ')}) after ${seconds(total)}.`,
)
process.exit(failed.length === 0 ? 0 : 1)
