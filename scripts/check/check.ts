// `npm run check`: tsc, eslint (its max-lines keeps every source file outside tests/ at 400 lines or
// fewer), the import graph (`npm run check:imports`, rules in .dependency-cruiser.js), knip, the content
// (check-content.ts) and the guide's field tables (content-docs.ts --check), side by side; each one's output
// printed whole, in order. Arguments after `--` go to the content check (`npm run check -- --readability`).
import { spawn } from 'node:child_process'

const contentArgs = process.argv.slice(2)
const tsx = ['--import', 'tsx']
const steps = [
  // tsc, eslint and knip remember what they found (node_modules/.cache/) and look again only at what changed.
  { name: 'types (tsc)', command: process.execPath, args: ['node_modules/typescript/bin/tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'] },
  { name: 'code style (eslint)', command: process.execPath, args: ['node_modules/eslint/bin/eslint.js', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
  { name: 'import graph (dependency-cruiser)', command: 'npm', args: ['run', '--silent', 'check:imports'] },
  { name: 'unused code and dependencies (knip)', command: process.execPath, args: ['node_modules/knip/bin/knip.js', '--no-progress', '--cache', '--cache-location', 'node_modules/.cache/knip'] },
  { name: 'content', command: process.execPath, args: [...tsx, 'scripts/check/check-content.ts', ...contentArgs] },
  { name: 'editing guide tables', command: process.execPath, args: [...tsx, 'scripts/check/content-docs.ts', '--check'] },
]

const started = performance.now()
const results = await Promise.all(
  steps.map(
    (step) =>
      new Promise<{ name: string; status: number; stdout: string; stderr: string; ms: number }>((resolve) => {
        const stepStarted = performance.now()
        const child = spawn(step.command, step.args, { env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
        child.on('close', (status) => resolve({ name: step.name, status: status ?? 1, stdout, stderr, ms: performance.now() - stepStarted }))
      }),
  ),
)

for (const result of results) {
  if (result.stdout) process.stdout.write(result.stdout)
  if (result.stderr) process.stderr.write(result.stderr)
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
console.log(`\nnpm run check: ${results.map((r) => `${r.name} ${r.status === 0 ? 'passed' : 'FAILED'} (${seconds(r.ms)})`).join(', ')}; ${seconds(performance.now() - started)} in all.`)
if (results.some((r) => r.status !== 0)) process.exit(1)
