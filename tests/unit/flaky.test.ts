// `npm run test:flaky`: counting runs and failures per test from Playwright's JSON report.
import { describe, expect, it } from 'vitest'
import { failureTable, testRuns, type JsonReport } from '../../scripts/flaky-lib.ts'

const runs = (...statuses: string[]) => statuses.map((status) => ({ status }))

// The shape Playwright writes: a suite per file, describe blocks as nested suites, and one entry in
// `tests` per project and repetition.
const report: JsonReport = {
  suites: [
    {
      title: 'a11y.spec.ts',
      file: 'a11y.spec.ts',
      specs: [{ title: 'top-level test', line: 3, tests: [{ projectName: 'desktop', results: runs('passed') }, { projectName: 'desktop', results: runs('passed') }] }],
      suites: [
        {
          title: 'phone',
          file: 'a11y.spec.ts',
          specs: [],
          suites: [
            {
              title: 'axe',
              file: 'a11y.spec.ts',
              specs: [
                {
                  title: 'the error toast',
                  line: 66,
                  tests: [
                    { projectName: 'desktop', results: runs('passed') },
                    { projectName: 'desktop', results: runs('failed') },
                    { projectName: 'desktop', results: runs('timedOut') },
                  ],
                },
                { title: 'skipped one', line: 80, tests: [{ projectName: 'desktop', results: runs('skipped') }] },
              ],
            },
          ],
        },
      ],
    },
  ],
}

describe('test:flaky', () => {
  it('groups the repetitions of each test under its file, describe titles and project', () => {
    expect(testRuns(report)).toEqual([
      { name: 'a11y.spec.ts:3 › top-level test [desktop]', runs: 2, failures: 0 },
      { name: 'a11y.spec.ts:66 › phone › axe › the error toast [desktop]', runs: 3, failures: 2 },
      { name: 'a11y.spec.ts:80 › phone › axe › skipped one [desktop]', runs: 0, failures: 0 },
    ])
  })

  it('lists the tests that ever failed with their counts', () => {
    const table = failureTable(testRuns(report), 3)
    expect(table).toContain('1 of 3 tests failed at least once in 3 runs')
    expect(table).toMatch(/2\/3 {2}a11y\.spec\.ts:66 › phone › axe › the error toast \[desktop\]/)
    expect(table).not.toContain('top-level test')
  })

  it('says so when nothing failed', () => {
    expect(failureTable([{ name: 'x', runs: 5, failures: 0 }], 5)).toBe('No test failed in 5 runs (1 test, 5 test runs in all).')
  })
})
