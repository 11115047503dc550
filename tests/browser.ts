// Where the browser tests find Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download. Exits with instructions when there is none. The test suites take Debian's
// headless shell when it is there (testChromiumPath).
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Debian's package chromium-headless-shell: the same Blink and V8 as its chromium, without the browser's own UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium of the test suites (Playwright's browser tests, the dev-server tests): $CHROMIUM_PATH,
 * then Debian's headless shell, then chromiumPath(). The shell renders pages with the same engine and
 * costs about 40 % less CPU a new page (no browser window, tabs or omnibox to build around it): the
 * browser stage took 494 CPU-seconds with it against 778 with the full chromium (2026-11-28).
 * Playwright's own headless runs use the same kind of shell. The benchmarks
 * and the three-engine tests keep the full chromium, the browser visitors have.
 */
export function testChromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()
}

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
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The features Playwright turns off with its one --disable-features switch. Chromium keeps only the
 * last --disable-features it is given, so a launch that turns off more must repeat these
 * (tests/unit/build/browser-flags.test.ts says when Playwright's list has changed).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * The omnibox's popup, which headless Chromium builds as a web page of its own
 * (chrome://omnibox-popup.top-chrome/, in a renderer process of its own) for every new browser page and
 * never shows: about 0.75 CPU-seconds a page, nearly half of what a new page of the site cost the
 * browser tests (24 new pages: 40.7 CPU-seconds with it, 22.8 without). Pages render the same.
 */
const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/** The flags of every Chromium that Playwright launches for the tests, benchmarks and previews. */
export const playwrightChromiumArgs = [...chromiumArgs, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI].join(',')}`]
