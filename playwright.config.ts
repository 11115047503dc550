import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/browser.ts'

const port = Number(process.env.TEST_PORT ?? 3100)
// BASE_URL: test a deployed site (the deploy workflow's smoke test, `--grep @smoke`); no local server then.
const deployed = process.env.BASE_URL?.replace(/\/$/, '')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: deployed ?? `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // staticHost: the site is served by a static host alone (no local function, the host's own defaults).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, metadata: { staticHost: !!deployed } },
  ],
  webServer: deployed
    ? undefined
    : {
        command: 'npm run preview',
        env: { PORT: String(port) },
        url: `http://localhost:${port}/`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
})
