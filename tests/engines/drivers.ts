// The three browser engines of `npm run test:engines`, each behind the same few actions a patient's
// request path needs (open a page, type, press, wait for a sign, read the page):
//   Chromium  Debian's chromium through Playwright (as the browser tests)
//   Gecko     Debian's firefox-esr through puppeteer-core and WebDriver BiDi (Playwright's own Firefox
//             build cannot be downloaded here, and it is a patched Firefox, not the one visitors use)
//   WebKit    Debian's WebKitGTK: WebKitWebDriver driving MiniBrowser (--automation) under xvfb-run,
//             through webdriverio with classic WebDriver (Playwright's WebKit cannot be downloaded here)
// "Without JavaScript" is a browser of its own in each: a Chromium context with JavaScript off, a
// Firefox with the preference javascript.enabled false, MiniBrowser with --enable-javascript-markup=false
// (the page's scripts do not run; the driver's own still do, to read the page).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import { remote } from 'webdriverio'
import { chromiumPath, playwrightChromiumArgs } from '../browser.ts'
import { freePort } from '../../scripts/servers/preview-process.ts'

export type EngineName = 'Chromium' | 'WebKit' | 'Gecko'

/** One page in one engine, JavaScript on or off. Selectors are CSS. */
export interface EnginePage {
  goto(url: string): Promise<void>
  type(selector: string, text: string): Promise<void>
  click(selector: string): Promise<void>
  /** Chooses the option at `index` (0 is the first) of a select. */
  choose(selector: string, index: number): Promise<void>
  /** Focuses the field and presses Enter, as a patient sends a form from the keyboard. */
  pressEnter(selector: string): Promise<void>
  waitFor(selector: string, timeoutMs: number): Promise<void>
  /** The page's text as shown (innerText of the body); empty while a new page has no body yet. */
  text(): Promise<string>
  /** What a field holds. */
  value(selector: string): Promise<string>
  url(): Promise<string>
  close(): Promise<void>
}

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

/** MiniBrowser of Debian's webkit2gtk (/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser), or $MINIBROWSER_PATH. */
export function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH
  const found: string[] = []
  for (const arch of readdirSync('/usr/lib', { withFileTypes: true })) {
    if (!arch.isDirectory()) continue
    const dir = `/usr/lib/${arch.name}`
    for (const entry of safeList(dir)) if (entry.startsWith('webkit2gtk-') && existsSync(`${dir}/${entry}/MiniBrowser`)) found.push(`${dir}/${entry}/MiniBrowser`)
  }
  return found.sort().at(-1)
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

/** Why an engine cannot start on this machine, in words that say what to install; undefined when it can. */
export function missing(engine: EngineName): string | undefined {
  if (engine === 'Gecko' && !existsSync(FIREFOX)) return `no Firefox at ${FIREFOX}: apt-get install firefox-esr (or set FIREFOX_PATH)`
  if (engine === 'WebKit') {
    if (!existsSync(WEBKIT_DRIVER)) return `no WebKitWebDriver at ${WEBKIT_DRIVER}: apt-get install webkit2gtk-driver`
    if (!miniBrowserPath()) return 'no MiniBrowser under /usr/lib/*/webkit2gtk-*/: apt-get install webkit2gtk-driver (or set MINIBROWSER_PATH)'
    if (!existsSync('/usr/bin/xvfb-run')) return 'no xvfb-run (MiniBrowser needs a display): apt-get install xvfb'
  }
  return undefined
}

export async function openPage(engine: EngineName, javaScript: boolean): Promise<EnginePage> {
  if (engine === 'Chromium') return chromiumPage(javaScript)
  if (engine === 'Gecko') return geckoPage(javaScript)
  return webkitPage(javaScript)
}

async function chromiumPage(javaScript: boolean): Promise<EnginePage> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: playwrightChromiumArgs })
  const page = await (await browser.newContext({ javaScriptEnabled: javaScript })).newPage()
  return {
    goto: async (url) => void (await page.goto(url)),
    type: (selector, text) => page.locator(selector).fill(text),
    click: (selector) => page.locator(selector).click(),
    choose: async (selector, index) => void (await page.locator(selector).selectOption({ index })),
    pressEnter: (selector) => page.locator(selector).press('Enter'),
    waitFor: (selector, timeout) => page.locator(selector).first().waitFor({ timeout }),
    text: () => page.locator('body').innerText(),
    value: (selector) => page.locator(selector).inputValue(),
    url: async () => page.url(),
    close: () => browser.close(),
  }
}

async function geckoPage(javaScript: boolean): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Firefox is ready when it answers; on a busy machine that can take longer than puppeteer's 30 s.
    timeout: 180_000,
    extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
  })
  const page = await browser.newPage()
  return {
    goto: async (url) => void (await page.goto(url)),
    type: (selector, text) => page.type(selector, text),
    click: (selector) => page.click(selector),
    choose: async (selector, index) => {
      const value = await page.$eval(selector, (select, i) => (select as HTMLSelectElement).options[i]?.value ?? '', index)
      await page.select(selector, value)
    },
    pressEnter: async (selector) => {
      await page.focus(selector)
      await page.keyboard.press('Enter')
    },
    // A plain poll: with the page's scripts off, Firefox does not run the observers waitForSelector uses.
    waitFor: async (selector, timeout) => {
      const deadline = Date.now() + timeout
      while (!(await page.$(selector))) {
        if (Date.now() > deadline) throw new Error(`Waiting for selector \`${selector}\` failed`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    text: () => page.evaluate(() => document.body?.innerText ?? ''),
    value: (selector) => page.$eval(selector, (field) => (field as HTMLInputElement).value),
    url: async () => page.url(),
    close: () => browser.close(),
  }
}

async function webkitPage(javaScript: boolean): Promise<EnginePage> {
  const port = await freePort()
  // Its own display (xvfb-run -a) and process group, so that closing ends the driver, MiniBrowser and Xvfb.
  const driver = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore' })
  const stopDriver = () => stopGroup(driver)
  try {
    await waitForPort(port, 180_000)
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryTimeout: 120_000,
      capabilities: webkitCapabilities(javaScript),
    })
    return {
      goto: (url) => browser.url(url).then(() => undefined),
      type: async (selector, text) => (await browser.$(selector)).setValue(text),
      click: async (selector) => (await browser.$(selector)).click(),
      choose: async (selector, index) => (await browser.$(selector)).selectByIndex(index),
      pressEnter: async (selector) => (await browser.$(selector)).addValue('\uE007'),
      waitFor: async (selector, timeout) => void (await (await browser.$(selector)).waitForExist({ timeout })),
      text: () => browser.execute(() => document.body?.innerText ?? ''),
      value: async (selector) => (await browser.$(selector)).getValue(),
      url: () => browser.getUrl(),
      close: async () => {
        await browser.deleteSession().catch(() => undefined)
        stopDriver()
      },
    }
  } catch (error) {
    stopDriver()
    throw error
  }
}

/** Classic WebDriver (no BiDi), and WebKitGTK's own capability naming the browser and its arguments. */
function webkitCapabilities(javaScript: boolean): WebdriverIO.Capabilities {
  const webkit = { 'webkitgtk:browserOptions': { binary: miniBrowserPath()!, args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])] } }
  return { 'wdio:enforceWebDriverClassic': true, ...webkit } as WebdriverIO.Capabilities
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    )
    if (answered) return
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
