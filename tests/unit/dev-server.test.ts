// `npm run dev` (the Vite dev server with Vike) against requests a browser never sends, over a raw
// socket: each one gets an answer with the site's security headers and the server still serves `/`
// afterwards; every answer carries those headers, and in Chromium the pages run under them with live
// reload working. The dev server runs for real, in its own process, on the project itself.
import { type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devServerHeaders } from '../../scripts/headers.ts'
import { testChromiumPath, playwrightChromiumArgs } from '../browser.ts'
import { startDev, stopDev, waitUntilServing, type DevProcess } from './dev-process.ts'
import { BAD_HOSTS, freePort, MALFORMED_REQUEST_LINES, OTHER_METHODS, postWithHost, raw, rawRequest, reachable, UNFINISHED_BODY } from './raw-http.ts'

const root = process.cwd()
const work = mkdtempSync(join(tmpdir(), 'h12-dev-'))
// A file in the project's database folder (.data/), which the dev server must never hand out.
const secretName = `dev-server-test-${process.pid}.txt`
const SECRET = 'a request a patient sent'
const REQUEST_TIMEOUT_MS = 1500
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

beforeAll(async () => {
  mkdirSync(join(root, '.data'), { recursive: true })
  writeFileSync(join(root, '.data', secretName), SECRET)
  port = await freePort()
  headers = devServerHeaders(port)
  dev = startDev(root, port, { ...process.env, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), LOCAL_DB_DIR: join(work, 'pglite'), VITE_SUPABASE_URL: '' })
  server = dev.server
  // Ready once it renders the home page (the first render compiles the content: it takes a while).
  await waitUntilServing(dev, url('/'))
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await stopDev(server)
  rmSync(join(root, '.data', secretName), { force: true })
  rmSync(work, { recursive: true, force: true })
}, 60_000)

describe('npm run dev survives every request', () => {
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
