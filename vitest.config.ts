import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // The content check compiles every MDX file of the site, as the build does: a few seconds, more
    // on a busy machine, so the tests that check the whole content get more than the default 5 s.
    testTimeout: 30_000,
  },
})
