import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import mdx from '@mdx-js/rollup'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { rehypePlugins, remarkPlugins } from './lib/content/mdx-options.ts'

/** The unit test files. */
export const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx']

/** The settings every run of the unit tests shares: this file's, the built-HTML tests' and mutation testing's. */
export const unitTests = {
  environment: 'node',
  // The migrated in-memory database, made once before the workers start: the function's tests load it
  // (tests/unit/function/memory-database.ts) instead of running initdb and the migrations in each file.
  globalSetup: ['tests/migrated-databases.ts'],
  // The content check compiles every MDX file of the site, as the build does: a few seconds, more
  // on a busy machine, so the tests that check the whole content get more than the default 5 s.
  testTimeout: 30_000,
  // Most of the slow files wait on servers, builds and databases rather than the CPU: three files at
  // a time finish the stage in about half the time of the default (one less than the cores).
  maxWorkers: 3,
  // PGlite is Postgres compiled to WebAssembly. V8 compiles it twice by default: at once with its
  // baseline compiler, then again, optimised, in the background. A test file opens a database for
  // seconds, not the hours that second compilation pays off in: the baseline alone costs the
  // database tests about 15 % less CPU (tests/unit/local-* and function*: 112 -> 96 CPU-s), the same
  // code and answers.
  execArgv: ['--liftoff-only'],
} satisfies NonNullable<ViteUserConfig['test']>

/**
 * The test files that replace a module of ours with their own (`vi.mock`): the module must be loaded
 * anew for them, so they run each in a module graph of its own. Found by reading the files, so a new
 * file that mocks is isolated without a list to keep.
 */
const REPLACING_A_MODULE = UNIT_TESTS.flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname })).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')))

export default defineConfig({
  // Content bodies compile as in the build: the content modules the tests load import them.
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins, rehypePlugins }) }],
  test: {
    ...unitTests,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: REPLACING_A_MODULE,
          // The files of a worker share one module graph: each module (the content, PGlite, the
          // servers' code) is loaded once a worker, not once a file (a fifth less CPU for the stage:
          // 227 -> 198 CPU-s, 116 -> 104 s, alone on a quiet machine). What a test changes for itself
          // (spies, settings, globals) is put back after each test, so nothing reaches the next file.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      { extends: true, test: { name: 'unit, own modules', include: REPLACING_A_MODULE } },
    ],
  },
})
