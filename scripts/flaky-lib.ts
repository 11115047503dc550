// What `npm run test:flaky` reads from Playwright's JSON report: every run of every test (one per
// --repeat-each repetition and retry), grouped by test, and a table of those that ever failed.

/** The parts of Playwright's JSON report (reporter "json") this script reads. */
export interface JsonReport {
  suites?: JsonSuite[]
  errors?: { message?: string }[]
}
interface JsonSuite {
  title: string
  file?: string
  specs?: { title: string; line?: number; tests: { projectName?: string; results: { status: string }[] }[] }[]
  suites?: JsonSuite[]
}

export interface TestRuns {
  /** file:line › describe titles › test title [project] */
  name: string
  runs: number
  failures: number
}

/** Statuses that count as a failure; "skipped" counts as neither a run nor a failure. */
const FAILED = new Set(['failed', 'timedOut', 'interrupted'])

/** Runs and failures per test, in the report's order. */
export function testRuns(report: JsonReport): TestRuns[] {
  const byName = new Map<string, TestRuns>()
  const visit = (suite: JsonSuite, titles: string[], file: string, isFile: boolean) => {
    // The outermost suite is the file: its title is the file name, already in `file`.
    const here = isFile ? titles : [...titles, suite.title]
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${file}:${spec.line ?? 0} › ${[...here, spec.title].join(' › ')}${test.projectName ? ` [${test.projectName}]` : ''}`
        const entry = byName.get(name) ?? { name, runs: 0, failures: 0 }
        for (const result of test.results) {
          if (result.status === 'skipped') continue
          entry.runs += 1
          if (FAILED.has(result.status)) entry.failures += 1
        }
        byName.set(name, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child, here, file, false)
  }
  for (const suite of report.suites ?? []) visit(suite, [], suite.file ?? suite.title, true)
  return [...byName.values()]
}

/** The table of tests that failed at least once, most failures first, or a sentence saying none did. */
export function failureTable(tests: TestRuns[], repeat: number): string {
  const failed = tests.filter((t) => t.failures > 0).sort((a, b) => b.failures - a.failures || a.name.localeCompare(b.name))
  const runs = tests.reduce((sum, t) => sum + t.runs, 0)
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
  if (failed.length === 0) return `No test failed in ${count(repeat, 'run')} (${count(tests.length, 'test')}, ${count(runs, 'test run')} in all).`
  const lines = failed.map((t) => `${`${t.failures}/${t.runs}`.padStart(9)}  ${t.name}`)
  return [
    `${failed.length} of ${count(tests.length, 'test')} failed at least once in ${count(repeat, 'run')}:`,
    '',
    `${'failed'.padStart(9)}  test`,
    ...lines,
  ].join('\n')
}
