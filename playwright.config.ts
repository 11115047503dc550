import { defineConfig, devices } from '@playwright/test'
import { testChromiumPath, playwrightChromiumArgs } from './tests/browser.ts'

const port = Number(process.env.TEST_PORT ?? 3100)
// BASE_URL: test a deployed site (the deploy workflow's smoke test, `--grep @smoke`); no local server then.
const deployed = process.env.BASE_URL?.replace(/\/$/, '')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The list reporter repeats each failure's error at the end, where a log cut to its last lines still shows it.
  reporter: 'list',
  use: {
    baseURL: deployed ?? `http://localhost:${port}`,
    launchOptions: { executablePath: testChromiumPath(), args: playwrightChromiumArgs },
  },
  projects: [
    // staticHost: the site is served by a static host alone (no local function, the host's own defaults).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, metadata: { staticHost: !!deployed } },
  ],
  webServer: deployed
    ? undefined
    : {
        command: 'npm run preview',
        // The browser tests give each test its own sender with X-Forwarded-For (tests/e2e/support/sender.ts), as a
        // proxy of ours on this machine would (TRUST_PROXY with TRUSTED_PROXIES), and send more than one
        // network block and the surge level allow in one window.
        env: { PORT: String(port), TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1,::1', RATE_LIMIT_BLOCK_MAX: '100000', RATE_LIMIT_SURGE: '100000' },
        url: `http://localhost:${port}/`,
        reuseExistingServer: false,
        // The server is ready when it answers; a busy machine may need minutes to get there.
        timeout: 300_000,
      },
})
