// The browser tests tagged @host (the headers as served, the 404 page, every page address), against
// Cloudflare Pages' own local runtime (`npm run preview:host`, wrangler pages dev) instead of our preview
// server: proof that the host reads _headers, answers an unknown address with the 404 page and status,
// and serves every page at the address our links use. A handful of tests; the rest need not run twice.
// Part of `npm test`.
import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config.ts'

const port = Number(process.env.TEST_PORT ?? 3100) + 2

export default defineConfig({
  ...base,
  testMatch: ['**/security.spec.ts', '**/routes.spec.ts'],
  grep: /@host/,
  // Not the tests that send to the local function: on the host the function runs on Supabase.
  grepInvert: /@function/,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [{ name: 'cloudflare-pages', use: { ...devices['Desktop Chrome'], channel: undefined }, metadata: { staticHost: true } }],
  webServer: {
    command: 'npm run preview:host',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
})
