// `npm run test:mutation`: mutation testing of the code whose rules the unit tests own (StrykerJS,
// stryker.config.mjs). Stryker changes the code one small edit at a time (a `>=` becomes `>`, a
// condition becomes `true`, a string becomes empty) and runs the tests that cover it: a mutant the tests
// do not fail on is a rule no test states. Runs one folder at a time, each with its own incremental file
// under .stryker/ (a second run tests only the mutants whose code or tests changed), then prints the
// score of each folder and exits with 1 when one is under MUTATION_FLOOR %.
//   npm run test:mutation                 every folder
//   npm run test:mutation -- islands      only the folders named
//   npm run test:mutation -- --report     print the table of the last reports, run nothing
// MUTATION_CONCURRENCY (default 1) sets how many test processes Stryker runs at once.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export interface MutationFolder {
  name: string
  /** What the folder holds, for the table. */
  what: string
  /** Stryker's `mutate` globs. */
  mutate: string[]
}

/** The folders and the floor, in one file that Stryker's configuration reads too. */
const settings = JSON.parse(readFileSync('stryker.folders.json', 'utf8')) as { floor: number; folders: MutationFolder[] }
export const MUTATION_FLOOR = settings.floor
export const MUTATION_FOLDERS = settings.folders

/** A mutant's status in Stryker's JSON report (mutation-testing-report-schema). */
type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending'

interface Report {
  files: Record<string, { mutants: { status: Status; mutatorName: string; replacement?: string; location: { start: { line: number } } }[] }>
}

export interface FolderScore {
  folder: string
  killed: number
  survived: number
  noCoverage: number
  timeout: number
  /** Killed (or timed out: an endless loop is caught too) out of the mutants that ran or had no test. */
  score: number
}

/** The score of one folder's report, as Stryker counts it: errors and ignored mutants are left out. */
export function scoreOf(folder: string, report: Report): FolderScore {
  const all = Object.values(report.files).flatMap((file) => file.mutants)
  const count = (status: Status) => all.filter((m) => m.status === status).length
  const [killed, survived, noCoverage, timeout] = [count('Killed'), count('Survived'), count('NoCoverage'), count('Timeout')]
  const valid = killed + survived + noCoverage + timeout
  return { folder, killed, survived, noCoverage, timeout, score: valid === 0 ? 0 : (100 * (killed + timeout)) / valid }
}

/** The survivors of a report, one line each (file:line mutator → replacement), for the review in docs/testing.md. */
export function survivorsOf(report: Report): string[] {
  return Object.entries(report.files).flatMap(([file, { mutants }]) =>
    mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .map((m) => `${file}:${m.location.start.line} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no test covers it)' : ''}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`),
  )
}

export function scoreTable(scores: FolderScore[]): string {
  const rows = scores.map((s) => [
    s.folder,
    String(s.killed + s.survived + s.noCoverage + s.timeout),
    String(s.killed),
    String(s.survived),
    String(s.noCoverage),
    String(s.timeout),
    `${s.score.toFixed(1)} %`,
    s.score >= MUTATION_FLOOR ? 'ok' : `UNDER ${MUTATION_FLOOR} %`,
  ])
  const head = ['folder', 'mutants', 'killed', 'survived', 'no test', 'timeout', 'score', '']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [head, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n')
}

const reportFile = (folder: string) => `reports/mutation/${folder}.json`

function main(): void {
  const args = process.argv.slice(2)
  const named = args.filter((a) => !a.startsWith('-'))
  const unknown = named.filter((n) => !MUTATION_FOLDERS.some((f) => f.name === n))
  if (unknown.length > 0) {
    console.error(`No folder named ${unknown.join(', ')}. The folders: ${MUTATION_FOLDERS.map((f) => f.name).join(', ')}.`)
    process.exit(2)
  }
  const folders = named.length > 0 ? MUTATION_FOLDERS.filter((f) => named.includes(f.name)) : MUTATION_FOLDERS
  const failedRuns: string[] = []
  if (!args.includes('--report')) {
    for (const folder of folders) {
      const started = Date.now()
      console.log(`\n== ${folder.name}: ${folder.what}`)
      const run = spawnSync(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs'], {
        stdio: 'inherit',
        env: { ...process.env, MUTATION_FOLDER: folder.name },
      })
      console.log(`== ${folder.name}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
      if (run.status !== 0) failedRuns.push(folder.name)
    }
  }
  const scores = folders.filter((f) => existsSync(reportFile(f.name))).map((f) => scoreOf(f.name, JSON.parse(readFileSync(reportFile(f.name), 'utf8')) as Report))
  console.log(`\nMutants killed per folder (floor ${MUTATION_FLOOR} %):\n${scoreTable(scores)}`)
  const missing = folders.filter((f) => !scores.some((s) => s.folder === f.name)).map((f) => f.name)
  if (missing.length > 0) console.error(`No report for: ${missing.join(', ')}`)
  if (failedRuns.length > 0) console.error(`Stryker failed for: ${failedRuns.join(', ')}`)
  if (args.includes('--survivors')) for (const f of folders.filter((f) => existsSync(reportFile(f.name)))) console.log(`\n${f.name}:\n${survivorsOf(JSON.parse(readFileSync(reportFile(f.name), 'utf8')) as Report).join('\n')}`)
  const under = scores.filter((s) => s.score < MUTATION_FLOOR)
  if (under.length > 0 || missing.length > 0 || failedRuns.length > 0) process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
