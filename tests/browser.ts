// Where the browser tests find Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download. Exits with instructions when there is none.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  const found = candidates.find((path) => path && existsSync(path))
  if (found) return found
  try {
    const bundled = chromium.executablePath()
    if (existsSync(bundled)) return undefined // Playwright's own browser: let it pick it.
  } catch {
    // No bundled browser either.
  }
  throw new Error(
    'No Chromium found for the browser tests. Install it with "sudo apt-get install chromium" (Debian/Ubuntu), ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
}

/** Flags that keep Chromium quiet on a machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
