// `npm run test:mutation`: mutation testing of the code whose rules the unit tests own (StrykerJS,
// stryker.config.mjs). Stryker changes the code one small edit at a time (a `>=` becomes `>`, a
// condition becomes `true`, a string becomes empty) and runs the tests that cover it: a mutant the tests
// do not fail on is a rule no test states. Runs one folder at a time, each with its own incremental file
// under .stryker/ (a second run tests only the mutants whose code or tests changed), then prints the
// score of each folder and exits with 1 when one is under MUTATION_FLOOR %. A folder with parts runs
// each part on its own (its own report and incremental file): an interrupted folder keeps the parts that
// finished, and its score adds up its parts' mutants.
//   npm run test:mutation                      every folder
//   npm run test:mutation -- islands           only the folders named
//   npm run test:mutation -- function.address  only that part of a folder
//   npm run test:mutation -- --report     print the table of the last reports, run nothing
// MUTATION_CONCURRENCY (default 1) sets how many test processes Stryker runs at once.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export interface MutationFolder {
  name: string
  /** What the folder holds, for the table. */
  what: string
  /** Stryker's `mutate` globs, or the folder's parts (each run on its own). */
  mutate?: string[]
  parts?: Record<string, string[]>
}

/** The Stryker runs of a folder: one per part, or one named after the folder. */
export function runsOf(folder: MutationFolder): string[] {
  return folder.parts ? Object.keys(folder.parts).map((part) => `${folder.name}.${part}`) : [folder.name]
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

/** The score of one folder's reports (one per part), as Stryker counts it: errors and ignored mutants are left out. */
export function scoreOf(folder: string, ...reports: Report[]): FolderScore {
  const all = reports.flatMap((report) => Object.values(report.files).flatMap((file) => file.mutants))
  const count = (status: Status) => all.filter((m) => m.status === status).length
  const [killed, survived, noCoverage, timeout] = [count('Killed'), count('Survived'), count('NoCoverage'), count('Timeout')]
  const valid = killed + survived + noCoverage + timeout
  return { folder, killed, survived, noCoverage, timeout, score: valid === 0 ? 0 : (100 * (killed + timeout)) / valid }
}

/** The survivors of a report, one line each (file:line mutator → replacement), to read one by one. */
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

const reportFile = (run: string) => `reports/mutation/${run}.json`
const readReport = (run: string) => JSON.parse(readFileSync(reportFile(run), 'utf8')) as Report

function main(): void {
  const args = process.argv.slice(2)
  const named = args.filter((a) => !a.startsWith('-'))
  const everyRun = MUTATION_FOLDERS.flatMap((f) => [f.name, ...runsOf(f)])
  const unknown = named.filter((n) => !everyRun.includes(n))
  if (unknown.length > 0) {
    console.error(`No folder named ${unknown.join(', ')}. The folders and parts: ${everyRun.join(', ')}.`)
    process.exit(2)
  }
  const folders = named.length > 0 ? MUTATION_FOLDERS.filter((f) => runsOf(f).some((run) => named.includes(run)) || named.includes(f.name)) : MUTATION_FOLDERS
  const runs = folders.flatMap((f) => runsOf(f).filter((run) => named.length === 0 || named.includes(f.name) || named.includes(run)))
  const failedRuns: string[] = []
  if (!args.includes('--report')) {
    for (const run of runs) {
      const started = Date.now()
      const folder = folders.find((f) => runsOf(f).includes(run))!
      console.log(`\n== ${run}: ${folder.what}`)
      const stryker = spawnSync(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs'], {
        stdio: 'inherit',
        env: { ...process.env, MUTATION_FOLDER: run },
      })
      console.log(`== ${run}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
      if (stryker.status !== 0) failedRuns.push(run)
    }
  }
  const measured = folders.filter((f) => runsOf(f).some((run) => existsSync(reportFile(run))))
  const scores = measured.map((f) => scoreOf(f.name, ...runsOf(f).filter((run) => existsSync(reportFile(run))).map(readReport)))
  console.log(`\nMutants killed per folder (floor ${MUTATION_FLOOR} %):\n${scoreTable(scores)}`)
  const missing = folders.flatMap(runsOf).filter((run) => !existsSync(reportFile(run)))
  if (missing.length > 0) console.error(`No report for: ${missing.join(', ')} (the scores above leave them out)`)
  if (failedRuns.length > 0) console.error(`Stryker failed for: ${failedRuns.join(', ')}`)
  if (args.includes('--survivors')) for (const run of folders.flatMap(runsOf).filter((r) => existsSync(reportFile(r)))) console.log(`\n${run}:\n${survivorsOf(readReport(run)).join('\n')}`)
  const under = scores.filter((s) => s.score < MUTATION_FLOOR)
  if (under.length > 0 || missing.length > 0 || failedRuns.length > 0) process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
