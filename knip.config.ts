// knip (part of `npm run check`): files nothing uses, exports no other file imports, packages declared and
// never imported, and packages imported but not declared. Most entry points knip finds itself: the
// package.json scripts, the Vite, Vike, Vitest, Playwright and ESLint configurations. Listed here are
// the ones it cannot see.
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // Started by other scripts (scripts/check/check.ts, tests/harness/test.ts) with `node --import tsx`.
    'scripts/**/*.ts',
    'tests/harness/*.ts',
    // The Supabase function: Deno runs it (supabase/functions/send-consultation/deno.json).
    'supabase/functions/*/index.ts',
    // The built-HTML tests and the host-runtime browser tests have configurations of their own.
    'vitest.built.config.ts',
    // Mutation testing's own Vitest configuration (stryker.config.mjs names it).
    'vitest.mutation.config.ts',
    // Its setup file (the worker threads' umask, PGlite from the migrated database), named in that configuration.
    'tests/mutation-setup.ts',
    'playwright.host.config.ts',
    'tests/built/**/*.test.ts',
    // Emotion's browser stand-ins: scripts/build/emotion-in-browser.ts resolves @emotion/styled and
    // @emotion/react to them in the browser's code, by file name.
    'components/emotion/{styled,react,jsx-runtime,jsx-dev-runtime}.ts',
  ],
  // The content's MDX files are code too (the build imports them); the test fixtures' are read as files.
  project: ['**/*.{ts,tsx,js,mdx}', '!tests/fixtures/**'],
  // The deno npm package is a program: tests/unit/function/function-deno.test.ts runs node_modules/.bin/deno.
  // The @fontsource packages are font files, read by path (components/mdx/facts/taglineFonts.ts names them,
  // scripts/build/tagline-fonts.ts cuts them), never imported. axe-core is read as a file too: its browser
  // build is injected into the pages the browser tests check (tests/e2e/support/a11y-helpers.ts).
  ignoreDependencies: ['deno', /^@fontsource\//, 'axe-core'],
  // An export used in its own file (a constant the tests also read by name, a helper kept next to its
  // use) is not dead code.
  ignoreExportsUsedInFile: true,
}

export default config
