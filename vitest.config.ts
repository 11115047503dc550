import mdx from '@mdx-js/rollup'
import { defineConfig } from 'vitest/config'
import { rehypePlugins, remarkPlugins } from './lib/content/mdx-options.ts'

export default defineConfig({
  // Content bodies compile as in the build: the content modules the tests load import them.
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins, rehypePlugins }) }],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // The migrated in-memory database, made once before the workers start: the function's tests load it
    // (tests/unit/memory-database.ts) instead of running initdb and the migrations in each file.
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
  },
})
