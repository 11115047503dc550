// The browser tests of headers, the 404 page and the page addresses, against Cloudflare Pages' own local
// runtime (`npm run preview:host`, wrangler pages dev) instead of our preview server: proof that the host
// reads _headers and serves every page at the address our links use. Part of `npm test`.
import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config.ts'

const port = Number(process.env.TEST_PORT ?? 3100) + 2

export default defineConfig({
  ...base,
  testMatch: ['security.spec.ts', 'routes.spec.ts'],
  // Not the tests that send to the local function: on the host the function runs on Supabase.
  grepInvert: /@function/,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [{ name: 'cloudflare-pages', use: { ...devices['Desktop Chrome'], channel: undefined }, metadata: { staticHost: true } }],
  webServer: {
    command: 'npm run preview:host',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
})
