import mdx from '@mdx-js/rollup'
import { defineConfig } from 'vitest/config'
import { rehypePlugins, remarkPlugins } from './lib/content/mdx-options.ts'

export default defineConfig({
  // Content bodies compile as in the build: the content modules the tests load import them.
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins, rehypePlugins }) }],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // The first content check of a run parses every MDX file: seconds on a busy machine.
    testTimeout: 30_000,
  },
})
