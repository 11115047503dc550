// StrykerJS (mutation testing). Run it with `npm run test:mutation` (tests/harness/mutation.ts), which runs
// Stryker once per folder of stryker.folders.json (once per part of a folder that has parts), naming the
// run in MUTATION_FOLDER ("islands", "function.requests"). Each run keeps its own incremental file under
// .stryker/, so a second run tests only the mutants whose code or tests changed. `npx stryker run` alone
// mutates every folder at once.
import { readFileSync } from 'node:fs'

const { folders } = JSON.parse(readFileSync(new URL('./stryker.folders.json', import.meta.url), 'utf8'))
const runs = folders.flatMap((f) => (f.parts ? Object.entries(f.parts).map(([part, mutate]) => ({ name: `${f.name}.${part}`, mutate })) : [f]))
const chosen = runs.find((r) => r.name === process.env.MUTATION_FOLDER)
const folder = chosen ?? { name: 'all', mutate: runs.flatMap((r) => r.mutate) }

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The unit tests that run in this process (vitest.mutation.config.ts): a test that starts the site
  // or a server in a process of its own cannot see a mutant.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: folder.mutate,
  // Static values (tables of words, lists) are tested through the content; their mutants would make
  // every test run for each, for little.
  ignoreStatic: true,
  // Two cores are shared by many processes: one or two test processes at a time.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  // A mutant that makes a test run this much longer than it did unmutated counts as caught (an endless loop).
  timeoutMS: 10_000,
  // The first run (every covering test, one file at a time, to learn which test covers which mutant)
  // takes minutes on a busy machine, more than Stryker's default 5.
  dryRunTimeoutMinutes: 45,
  timeoutFactor: 2,
  incremental: true,
  incrementalFile: `.stryker/${folder.name}.incremental.json`,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${folder.name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  tempDirName: '.stryker/tmp',
  ignorePatterns: ['dist*', 'test-results', 'playwright-report', '.data', 'reports', '.stryker', 'preview-compare', '.wrangler'],
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
}
