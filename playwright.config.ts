import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/browser.ts'

const port = Number(process.env.TEST_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npm run preview',
    // The browser tests give each test its own sender with X-Forwarded-For, as a proxy in front of the
    // server would (TRUST_PROXY), and send more than the global ceiling of one real visitor's window.
    env: { PORT: String(port), TRUST_PROXY: '1', RATE_LIMIT_GLOBAL_MAX: '100000' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
