// The built-HTML tests (tests/built/): checks that need no browser, run over the pages the build wrote
// to dist/client in one pass. `npm test` runs them after `npm run build`; alone: build first, then
// `npx vitest run --config vitest.built.config.ts`.
import { defineConfig } from 'vitest/config'
import unit, { unitTests } from './vitest.config.ts'

export default defineConfig({
  ...unit,
  test: {
    ...unitTests,
    include: ['tests/built/**/*.test.ts'],
    // They only read the built files and the content: no database to make before them.
    globalSetup: [],
    // Nothing they do changes a module's state, so the files share one module graph: the content is
    // read and each page parsed once for all of them, not once per file (about half the stage's time).
    isolate: false,
  },
})
