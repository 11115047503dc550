// The unit tests mutation testing runs (stryker.config.mjs): those that call the code in their own
// process. Tests that start a dev server, a preview server, a build or Deno in a process of their own
// run the code unmutated, so they would only slow every mutant down.
import { defineConfig } from 'vitest/config'
import unit, { UNIT_TESTS, unitTests } from './vitest.config.ts'

export default defineConfig({
  ...unit,
  test: {
    ...unitTests,
    include: UNIT_TESTS,
    // Stryker runs the tests in worker threads, which take no V8 flags (the unit tests' --liftoff-only
    // stops every thread from starting).
    execArgv: [],
    // Stryker runs the tests in worker threads: see the file.
    setupFiles: ['tests/mutation-setup.ts'],
    // Stryker's first run counts which test reaches which mutant, with every mutant's switch in the code:
    // a test that checks the whole site's content (translations) took over 30 s of it beside other work.
    // A mutant's own time limit comes from that run (timeoutMS in stryker.config.mjs), not from this.
    testTimeout: 180_000,
    // form-rules.test.ts edits a copy of the rules' source file, which is Stryker's instrumented code there.
    exclude: [
      'tests/unit/function/form-rules.test.ts',
      'tests/unit/local/dev-server.test.ts',
      'tests/unit/local/preview-server.test.ts',
      'tests/unit/function/function-deno.test.ts',
      'tests/unit/check/check-cli.test.ts',
      'tests/unit/check/code-structure.test.ts',
      'tests/unit/build/secret-keys.test.ts',
      'tests/unit/review/workflows.test.ts',
      'tests/unit/lint/word-dates.test.ts',
      'tests/unit/review/mutation-config.test.ts',
      'node_modules/**',
    ],
  },
})
