// The built-HTML tests (tests/built/): checks that need no browser, run over the pages the build wrote
// to dist/client in one pass. `npm test` runs them after `npm run build`; alone: build first, then
// `npx vitest run --config vitest.built.config.ts`.
import { defineConfig } from 'vitest/config'
import unit from './vitest.config.ts'

export default defineConfig({ ...unit, test: { ...unit.test, include: ['tests/built/**/*.test.ts'] } })
