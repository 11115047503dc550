// `npm run preview:path -- --base main`: the steps of the Preview workflow (.github/workflows/preview.yml)
// on this machine, each with its time: the content check, the preview build (PREVIEW=1 into
// dist-preview/), and preview:compare against the base (its build reused from the cache when there is
// one; --fresh removes the cache first, to time a first run). The deploy and the comment need GitHub
// and Cloudflare: on GitHub they take about a minute after these steps.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { commandOptions } from '../ops/command-options.ts'

const USAGE = 'Usage: npm run preview:path -- --base <branch> [--fresh]'
const { values } = commandOptions({ options: { base: { type: 'string' }, fresh: { type: 'boolean', default: false } } }, USAGE)
const base = values.base
if (!base) {
  console.error(`Name the base branch: npm run preview:path -- --base main\n${USAGE}`)
  process.exit(1)
}
if (values.fresh) rmSync(join('node_modules', '.cache', 'preview-compare'), { recursive: true, force: true })

const preview = { ...process.env, PREVIEW: '1', OUT_DIR: 'dist-preview' }
const steps: { name: string; command: string[]; env?: NodeJS.ProcessEnv }[] = [
  { name: 'check', command: ['npm', 'run', '--silent', 'check'] },
  { name: 'preview build', command: ['npm', 'run', '--silent', 'build'], env: preview },
  { name: 'changed pages and report', command: ['npm', 'run', '--silent', 'preview:compare', '--', '--base', base, '--skip-build'], env: preview },
]

const times: string[] = []
let failed = false
for (const step of steps) {
  const t0 = Date.now()
  const { status } = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit', env: step.env ?? process.env })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  times.push(`  ${step.name.padEnd(26)} ${status === 0 ? 'passed' : 'FAILED'}  ${seconds.padStart(6)} s`)
  if (status !== 0) {
    failed = true
    break
  }
}
console.log(`\nThe preview path, step by step:\n${times.join('\n')}`)
process.exit(failed ? 1 : 0)
