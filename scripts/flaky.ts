// `npm run test:flaky`: repeats the browser tests to find the ones that fail only now and then.
//   npm run test:flaky                                  the whole browser suite, 5 times
//   npm run test:flaky -- --repeat 40 tests/e2e/a11y.spec.ts -g "toast" --workers=1
// It runs Playwright with --repeat-each and its JSON reporter, then prints each test that failed at
// least once with how often. Other arguments go to Playwright as they are. It tests the built site:
// run `npm run build` first. Exits with 1 when any run failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { failureTable, testRuns, type JsonReport } from './flaky-lib.ts'

const args = process.argv.slice(2)
let repeat = 5
const forPlaywright: string[] = []
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!
  if (arg === '--repeat' || arg.startsWith('--repeat=')) {
    const value = arg === '--repeat' ? args[++i] : arg.slice('--repeat='.length)
    repeat = Number(value)
    if (!Number.isInteger(repeat) || repeat < 1) {
      console.error(`--repeat needs a whole number of runs, 1 or more (got "${value ?? ''}").`)
      process.exit(2)
    }
  } else {
    forPlaywright.push(arg)
  }
}

const site = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client', 'index.html')
if (!existsSync(site)) {
  console.error(`There is no built site (${site} is missing). Run "npm run build" first.`)
  process.exit(2)
}

const dir = mkdtempSync(join(tmpdir(), 'flaky-'))
const reportFile = join(dir, 'report.json')
console.log(`Running the browser tests ${repeat} times${forPlaywright.length ? ` (${forPlaywright.join(' ')})` : ''}...`)
// "line" shows progress; "json" writes the report the table is made from.
const run = spawnSync('npx', ['playwright', 'test', `--repeat-each=${repeat}`, '--reporter=line,json', ...forPlaywright], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
})
if (!existsSync(reportFile)) {
  rmSync(dir, { recursive: true, force: true })
  console.error(`\nPlaywright wrote no report (exit code ${run.status ?? run.signal}): see its output above.`)
  process.exit(2)
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport
rmSync(dir, { recursive: true, force: true })

const tests = testRuns(report)
if (tests.length === 0) console.error('\nNo test ran: check the file names and -g pattern given.')
console.log(`\n${failureTable(tests, repeat)}`)
for (const error of report.errors ?? []) console.error(`\nOutside any test: ${error.message ?? 'an error'}`)
const failed = tests.some((t) => t.failures > 0) || (report.errors ?? []).length > 0 || tests.length === 0
process.exit(failed ? 1 : 0)
