// `npm run dev` (the Vite dev server with Vike), started cold (an empty cache of pre-bundled
// dependencies) in its own process on the project itself, with its own cache and database folders:
// - the very first submission of the contact form is stored: Vite must not discover a dependency of
//   the form on that click, bundle it and reload the page (which wiped the fields and dropped the
//   request); the same holds for the code a form loads only when it needs it, the proof of work of a
//   surge among it. The requests are read back with `npm run requests -- --json`, as staff would;
// - requests a browser never sends, over a raw socket: each one gets an answer with the site's security
//   headers and the server still serves `/` afterwards; every answer carries those headers, and in
//   Chromium the pages run under them with live reload working.
// One server for both (starting one costs more than all its tests): the first requests run first, while
// it is cold.
import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devServerHeaders } from '../../../scripts/build/headers.ts'
import { testChromiumPath, playwrightChromiumArgs } from '../../browser.ts'
import { nonEmpty, wordsFile } from '../../oracles.ts'
import { languages, withLanguagePrefix } from '../../../lib/i18n/languages.ts'
import { startDev, stopDev, waitForOptimizer, waitUntilServing, type DevProcess } from './dev-process.ts'
import { BAD_HOSTS, freePort, MALFORMED_REQUEST_LINES, OTHER_METHODS, postWithHost, raw, rawRequest, reachable, UNFINISHED_BODY } from './raw-http.ts'
import { fuzzServer } from './fuzz-requests.ts'

const root = process.cwd()
const work = mkdtempSync(join(tmpdir(), 'h12-dev-'))
// A file in the project's database folder (.data/), which the dev server must never hand out.
const secretName = `dev-server-test-${process.pid}.txt`
const SECRET = 'a request a patient sent'
const REQUEST_TIMEOUT_MS = 1500
/**
 * A surge starts once one request is stored in the window (RATE_LIMIT_SURGE=1): the first request is
 * stored as any other, the second is answered with a proof-of-work challenge, made small
 * (SURGE_CHALLENGE_ROUNDS=2) so that solving it costs no time.
 */
const env = {
  ...process.env,
  VITE_CACHE_DIR: join(work, 'vite'),
  LOCAL_DB_DIR: join(work, 'pglite'),
  VITE_SUPABASE_URL: '',
  REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  RATE_LIMIT_SURGE: '1',
  SURGE_CHALLENGE_ROUNDS: '2',
}
/** The form's words as the editors wrote them (content/ui/en.yaml). */
const words = (wordsFile('en') as { form: { labels: Record<'fullName' | 'phone' | 'email', string>; submit: string } }).form
let server: ChildProcess
let port = 0
let dev: DevProcess
let headers: Record<string, string> = {}
let browser: Browser | undefined

const url = (path: string) => `http://127.0.0.1:${port}${path}`

async function stillServesHome() {
  const response = await fetch(url('/'))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/html')
}

/** The security headers the answer carries, as the dev server's own settings make them. */
function expectSecurityHeaders(answer: Record<string, string | null>) {
  for (const [name, value] of Object.entries(headers)) expect(answer[name.toLowerCase()], name).toBe(value)
}

/**
 * How long the cold server may take to serve its first page: it runs the whole content check before it
 * listens, then compiles the page. On a loaded machine (load average 30) that took over five minutes;
 * the wait ends as soon as the page answers, the cap only ends a server that is stuck.
 */
const COLD_START = 600_000

beforeAll(async () => {
  mkdirSync(join(root, '.data'), { recursive: true })
  writeFileSync(join(root, '.data', secretName), SECRET)
  port = await freePort()
  headers = devServerHeaders(port)
  dev = startDev(root, port, env)
  server = dev.server
  // The optimizer's own signal first: no page is asked for while it bundles.
  await waitForOptimizer(dev, env.VITE_CACHE_DIR, COLD_START)
  await waitUntilServing(dev, url('/contactus'), COLD_START)
}, COLD_START + 30_000)

afterAll(async () => {
  await browser?.close()
  await stopDev(server)
  rmSync(join(root, '.data', secretName), { force: true })
  rmSync(work, { recursive: true, force: true })
}, 120_000) // closing Chromium and the dev server takes more than Vitest's 10 s on a loaded machine

/** The requests stored in the dev server's database, as `npm run requests -- --json` prints them. */
function storedRequests(): { email: string | null; sent_during_surge: boolean }[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops/requests.ts', '--json'], { cwd: root, env, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`npm run requests failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as { email: string | null; sent_during_surge: boolean }[]
}

/**
 * How long a step may wait for its signal. A cold dev server transforms every module the first time a
 * browser asks for it, so on a busy machine loading the page and the form's code takes minutes, not
 * seconds: the test waits for what it needs (the islands' script listening, the form hydrated, the
 * answer shown), never for a fixed time, and this cap only ends a test that is stuck.
 */
const STEP = 240_000

/**
 * Opens the contact page in a new tab and sends a request from `email` with the form, as a visitor
 * would; gives how often the page was reloaded meanwhile (Vite's answer to a dependency it had not
 * bundled) and what the form said. It stops at the first reload: the request is lost by then.
 */
async function sendFromNewPage(email: string): Promise<{ reloads: number; said: string }> {
  browser ??= await chromium.launch({ executablePath: testChromiumPath(), args: playwrightChromiumArgs })
  const page: Page = await browser.newPage()
  page.setDefaultTimeout(STEP)
  await page.goto(`http://127.0.0.1:${port}/contactus`, { waitUntil: 'domcontentloaded' })
  // The islands' script runs (components/islands/client.ts marks the page once it listens for presses).
  await page.locator('html[data-islands-listening]').waitFor({ state: 'attached' })
  let reloads = 0
  const reloaded = new Promise<void>((resolve) =>
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return
      reloads++
      resolve()
    }),
  )
  // Typing starts the form island: its code (zod, react-hook-form…) loads now, the moment a dependency
  // Vite had not pre-bundled would make the dev server bundle it and reload the page.
  await page.getByLabel(words.labels.fullName).fill('Cold Start')
  await Promise.race([page.locator('[data-island="ContactForm"][data-hydrated]').waitFor({ state: 'attached' }), reloaded])
  if (reloads > 0) return { reloads, said: '(reloaded while the form started)' }
  await page.getByLabel(words.labels.phone).fill('(985) 555-0142')
  await page.getByLabel(words.labels.email).fill(email)
  await page.getByRole('button', { name: words.submit }).click()
  // Sending loads the rest of the form's code (the functions client; in a surge, the solver). The form
  // then says how the sending went (a toast); it is read at once, as a toast goes away by itself.
  const toast = page.locator('[data-sonner-toast]').first()
  await Promise.race([toast.waitFor(), reloaded])
  const said = reloads > 0 ? '(reloaded while sending)' : await toast.innerText({ timeout: 5_000 }).catch(() => '(the toast was gone)')
  await page.close()
  return { reloads, said }
}

describe('the first requests on a cold npm run dev', () => {
  it('stores the first contact request sent on a cold dev server, without reloading the page', async () => {
    const email = `first.submission+${Date.now()}@example.com`
    const { reloads, said } = await sendFromNewPage(email)
    expect(reloads, `the dev server reloaded the page, ${said}:\n${dev.output()}`).toBe(0)
    const stored = storedRequests().find((request) => request.email === email)
    expect(stored, `the request is not stored; the form said "${said}"\n${dev.output()}`).toBeDefined()
    expect(stored?.sent_during_surge).toBe(false)
  }, 3 * STEP)

  it('stores a request sent during a surge on the same cold server, without reloading the page: the solver of the challenge loads with no new bundling', async () => {
    // The first test's request filled the surge level (one request), so this send gets a challenge.
    const email = `during.surge+${Date.now()}@example.com`
    const { reloads, said } = await sendFromNewPage(email)
    expect(reloads, `the dev server reloaded the page, ${said}:\n${dev.output()}`).toBe(0)
    const requests = storedRequests()
    expect(requests.length, 'no request stored before this one: this test runs after the first one').toBeGreaterThanOrEqual(2)
    const stored = requests.find((request) => request.email === email)
    expect(stored, `the request is not stored; the form said "${said}"\n${dev.output()}`).toBeDefined()
    // Stored because the browser solved the challenge, as the function marks such requests.
    expect(stored?.sent_during_surge).toBe(true)
  }, 3 * STEP)
})

describe('a first dev session, as a newcomer starts it (PORT=… npm run dev)', () => {
  it('listens on the port PORT names', () => {
    expect(dev.output()).toContain(`http://127.0.0.1:${port}/`)
  })

  it('serves the web app manifest every page links, in each language, and the icons it names', async () => {
    for (const { code } of nonEmpty(languages, 'language')) {
      const home = await (await fetch(url(withLanguagePrefix('/', code)))).text()
      const linked = /<link rel="manifest" href="([^"]+)"/.exec(home)?.[1]
      expect(linked, code).toBeDefined()
      const response = await fetch(url(linked!))
      expect(response.status, linked).toBe(200)
      const manifest = (await response.json()) as { lang: string; start_url: string; name: string; icons: { src: string }[] }
      expect(manifest.lang).toBe(code)
      expect(home).toContain(`<meta property="og:site_name" content="${manifest.name}"`)
      expect((await fetch(url(manifest.start_url))).status).toBe(200)
      for (const icon of nonEmpty(manifest.icons, 'icon')) {
        const answer = await fetch(url(icon.src))
        expect(answer.status, icon.src).toBe(200)
        expect(answer.headers.get('content-type'), icon.src).toBe('image/png')
        await answer.arrayBuffer()
      }
    }
  })

  it('prints no warning and no 404 from its start through the first pages a newcomer opens', async () => {
    const article = nonEmpty(readdirSync(join(root, 'content/conditions')).filter((name) => name.endsWith('.mdx')), 'condition article')[0]!.replace(/\.mdx$/, '')
    for (const path of ['/', '/es', '/contactus', `/conditions/${article}`, '/manifest.webmanifest']) {
      const response = await fetch(url(path))
      await response.arrayBuffer()
      expect(response.status, path).toBe(200)
    }
    // Everything printed since it started: the first request of a page made Vike warn once.
    const printed = dev.output()
    expect(printed).not.toMatch(/warn/i)
    expect(printed).not.toMatch(/\b404\b/)
  })
})

describe('npm run dev survives every request', () => {
  it('answers made-up request lines, headers and bodies (fast-check), each with the security headers, and keeps serving', async () => {
    const { sent, failed } = await fuzzServer(port, () => server.exitCode === null && server.signalCode === null)
    expect(sent).toBeGreaterThan(0)
    expect(failed).toBeUndefined()
    await stillServesHome()
  }, 120_000)

  it('listens on 127.0.0.1 by default: the project\'s files are not served to the local network', async () => {
    const others = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal)
    for (const address of others) {
      expect(await reachable(port, address!.address), address!.address).toBe(false)
    }
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
  })

  it('answers TRACE to the function with 405, and keeps serving', async () => {
    const answer = await rawRequest(port, 'TRACE /functions/v1/send-consultation HTTP/1.1')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('POST, OPTIONS')
    expectSecurityHeaders(answer.headers)
    await stillServesHome()
  })

  it.each(BAD_HOSTS)('answers a POST to the function with Host %j, and keeps serving', async (host) => {
    const answer = await postWithHost(port, host)
    // The function's 400, or Vite's 403 for a Host it does not serve (its guard against DNS rebinding).
    expect([400, 403]).toContain(answer.status)
    expectSecurityHeaders(answer.headers)
    await stillServesHome()
  })

  it.each(MALFORMED_REQUEST_LINES)('answers the malformed request line %j with 400 and the security headers, and keeps serving', async (line) => {
    const answer = await rawRequest(port, line)
    expect(answer.status).toBe(400)
    expectSecurityHeaders(answer.headers)
    await stillServesHome()
  })

  it('answers headers over 16 KB with 431 and the security headers', async () => {
    const answer = await rawRequest(port, 'GET / HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`])
    expect(answer.status).toBe(431)
    expectSecurityHeaders(answer.headers)
    await stillServesHome()
  })

  it('answers a body that does not finish in time with 408 and closes the connection', async () => {
    const started = Date.now()
    const answer = await raw(port, UNFINISHED_BODY, REQUEST_TIMEOUT_MS * 6)
    expect(answer.status).toBe(408)
    expect(answer.closed).toBe(true)
    expectSecurityHeaders(answer.headers)
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS * 5)
    await stillServesHome()
  })

  it.each(OTHER_METHODS)('answers %s on a page with 405 and Allow: GET, HEAD', async (method) => {
    const answer = await rawRequest(port, `${method} / HTTP/1.1`, ['Content-Length: 0'])
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expectSecurityHeaders(answer.headers)
    expect(answer.headers['content-type']).not.toContain('text/html')
  })

  it.each([`/.data/${secretName}`, `/%2edata/${secretName}`, `/.DATA/${secretName}`, `/@fs${root}/.data/${secretName}`, `/.data/${secretName}?raw`])(
    'never hands out the local database folder: %s',
    async (path) => {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1`)
      expect(answer.status).toBe(404)
      expect(answer.text).not.toContain(SECRET)
    },
  )
})

describe('npm run dev answers paths that name no file with 404', () => {
  it.each(['/@vite/client/x', '/@vite/env/x', '/favicon.svg/x'])('answers %s with 404 and the security headers, not its 500 error page', async (path) => {
    const response = await fetch(url(path))
    await response.arrayBuffer()
    expect(response.status).toBe(404)
    expectSecurityHeaders(Object.fromEntries(response.headers))
    await stillServesHome()
  })

  it.each(['bytes=5-1', 'bytes=0-99999999999999999999'])('sends a file of public/ whole for the range %j it cannot serve as asked', async (range) => {
    const whole = await (await fetch(url('/favicon.svg'))).text()
    const response = await fetch(url('/favicon.svg'), { headers: { range } })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(whole)
    expectSecurityHeaders(Object.fromEntries(response.headers))
  })
})

describe('every answer of npm run dev carries the security headers', () => {
  it.each([
    ['a page', '/'],
    ['a page that does not exist', '/no-such-page-here'],
    ["Vite's client script", '/@vite/client'],
    ['a file of public/', '/favicon.svg'],
  ])('%s', async (_what, path) => {
    const response = await fetch(url(path))
    await response.arrayBuffer()
    expectSecurityHeaders(Object.fromEntries(response.headers))
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
  })

  it('the local function', async () => {
    const response = await fetch(url('/functions/v1/send-consultation'), { method: 'OPTIONS', headers: { origin: url('') } })
    await response.arrayBuffer()
    expect(response.status).toBeLessThan(300)
    expectSecurityHeaders(Object.fromEntries(response.headers))
  })
})

describe('pages of npm run dev under its Content-Security-Policy, in Chromium', () => {
  /** Opens the page; resolves with what the policy blocked once `ready` appears on the console. */
  async function open(path: string, ready: string): Promise<string[]> {
    browser ??= await chromium.launch({ executablePath: testChromiumPath(), args: playwrightChromiumArgs })
    const page: Page = await browser.newPage()
    const blocked: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
    })
    const readyMessage = page.waitForEvent('console', { predicate: (message) => message.text().includes(ready), timeout: 60_000 })
    await page.goto(url(path))
    await readyMessage
    await page.close()
    return blocked
  }

  it('the home page runs and opens its live-reload connection, nothing blocked', async () => {
    expect(await open('/', '[vite] connected')).toEqual([])
  }, 90_000)

  it("the 404 page runs its script (Vike's one inline script in development), nothing blocked", async () => {
    expect(await open('/no-such-page-here', 'non-existent route')).toEqual([])
  }, 90_000)
})
