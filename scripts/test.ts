// `npm test`: every test of the site, in the order that fails fastest, with the time of each stage.
//   check (types, lint, content) → unit tests → build → pseudo-locale (a language added as one line
//   and a folder: nothing left in English) → size budgets → built-HTML tests (Vitest over
//   dist/client: structure, links, head, headers) → browser tests (Playwright against `npm run preview`)
//   → engines (the request path in Chromium, WebKit and Gecko, tests/engines/) → host runtime (Playwright against wrangler pages dev: _headers, 404, addresses).
// Every stage runs even after a failure (one run shows every problem), except those that need the
// build when the build failed. Ends with one summary line; exits with 1 when any stage failed.
// `npm test -- --from built-html` starts at a stage (the stages before it are skipped, and their
// outputs, such as the build, must already be there).
import { spawnSync } from 'node:child_process'

interface Stage {
  name: string
  command: string[]
  /** Skipped when the build failed (it reads dist/). */
  needsBuild?: boolean
}

const STAGES: Stage[] = [
  { name: 'check', command: ['npm', 'run', '--silent', 'check'] },
  { name: 'unit', command: ['npx', 'vitest', 'run'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  // A scratch copy with one more language in the list, built from the English files: no English word
  // and no link to an English page left on its pages (scripts/pseudo-locale.ts).
  { name: 'pseudo-locale', command: ['npm', 'run', '--silent', 'test:pseudo-locale', '--', '--strict'] },
  { name: 'size', command: ['npm', 'run', '--silent', 'size'], needsBuild: true },
  { name: 'built-html', command: ['npx', 'vitest', 'run', '--config', 'vitest.built.config.ts'], needsBuild: true },
  { name: 'browser', command: ['npx', 'playwright', 'test'], needsBuild: true },
  // The patient's request path (the forms, sent, stored; Spanish; without JavaScript) in Chromium, WebKit
  // and Gecko, Debian's builds (tests/engines/run.ts).
  { name: 'engines', command: ['npm', 'run', '--silent', 'test:engines'], needsBuild: true },
  { name: 'host', command: ['npx', 'playwright', 'test', '--config', 'playwright.host.config.ts'], needsBuild: true },
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const args = process.argv.slice(2)
const from = args[args.indexOf('--from') + 1]
const start = args.includes('--from') ? STAGES.findIndex((s) => s.name === from) : 0
if (start < 0) {
  console.error(`No stage "${from}": the stages are ${STAGES.map((s) => s.name).join(', ')}.`)
  process.exit(1)
}

const results: { name: string; ms: number; outcome: 'passed' | 'FAILED' | 'skipped' }[] = []
const began = Date.now()
let buildFailed = false
for (const stage of STAGES.slice(start)) {
  if (stage.needsBuild && buildFailed) {
    results.push({ name: stage.name, ms: 0, outcome: 'skipped' })
    continue
  }
  console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`)
  const t0 = Date.now()
  const { status } = spawnSync(stage.command[0]!, stage.command.slice(1), { stdio: 'inherit' })
  const ms = Date.now() - t0
  const outcome = status === 0 ? 'passed' : 'FAILED'
  if (stage.name === 'build' && outcome === 'FAILED') buildFailed = true
  results.push({ name: stage.name, ms, outcome })
  console.log(`■ ${stage.name}: ${outcome} in ${seconds(ms)}`)
}

const total = Date.now() - began
const width = Math.max(...results.map((r) => r.name.length))
console.log('\nStage times:')
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${r.outcome.padEnd(7)}  ${seconds(r.ms).padStart(8)}`)
const failed = results.filter((r) => r.outcome === 'FAILED').map((r) => r.name)
console.log(
  failed.length === 0
    ? `\nnpm test: all ${results.length} stages passed in ${seconds(total)}.`
    : `\nnpm test: FAILED (${failed.join(', ')}) after ${seconds(total)}.`,
)
process.exit(failed.length === 0 ? 0 : 1)
