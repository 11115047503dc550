// `npm run preview:host` (Cloudflare Pages' local runtime behind our small guard) against requests that
// stopped it: `Expect: 100-continue` on a GET, odd ranges, no Host. Each gets an answer and the server
// still serves `/` afterwards. The runtime runs for real (wrangler), on a small built site made here,
// whose _redirects our build's own writer makes from two former addresses: the host's parser reads the
// file as we write it (the site's content/redirects.yaml may list none, so the fixture gives it some).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatHeadersFile, headerRules } from '../../../scripts/build/headers.ts'
import { redirectsFile } from '../../../scripts/build/redirects.ts'
import { freePort, raw, rawRequest } from './raw-http.ts'

const root = process.cwd()
const site = mkdtempSync(join(tmpdir(), 'preview-host-'))
let server: ChildProcess
let port = 0
let output = ''
const csp = headerRules()[0]!.headers['Content-Security-Policy']!

async function stillServesHome() {
  const response = await fetch(`http://127.0.0.1:${port}/`)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('Home of the host test site')
}

beforeAll(async () => {
  const client = join(site, 'dist', 'client')
  mkdirSync(client, { recursive: true })
  writeFileSync(join(client, 'index.html'), '<!doctype html><title>Home</title><p>Home of the host test site</p>')
  writeFileSync(join(client, '404.html'), '<!doctype html><title>Not found</title><p>Page not found</p>')
  writeFileSync(join(client, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  writeFileSync(join(client, '_headers'), formatHeadersFile(headerRules()))
  mkdirSync(join(client, 'es'))
  writeFileSync(join(client, 'new-page.html'), '<!doctype html><title>New</title><p>The new page</p>')
  writeFileSync(join(client, 'es', 'new-page.html'), '<!doctype html><title>Nueva</title><p>La página nueva</p>')
  writeFileSync(join(client, '_redirects'), redirectsFile(new Map([['/old-page', '/new-page'], ['/es/old-page', '/es/new-page']])))
  port = await freePort()
  // Run from the project (wrangler and workerd are its packages), serving the site made here.
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'servers', 'preview-host.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), OUT_DIR: join(site, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 180_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`preview:host exited:\n${output}`)
    if (Date.now() > deadline) throw new Error(`preview:host did not start:\n${output}`)
    const status = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0)
    if (status === 200) break
    await new Promise((r) => setTimeout(r, 500))
  }
}, 240_000)

afterAll(async () => {
  if (server && server.exitCode === null) {
    const closed = new Promise((resolve) => server.on('close', resolve))
    server.kill('SIGTERM')
    await closed
  }
  rmSync(site, { recursive: true, force: true })
}, 60_000)

describe('the host reads the redirects file as the build writes it', () => {
  it.each([
    ['/old-page', '/new-page'],
    ['/old-page/', '/new-page'],
    ['/es/old-page', '/es/new-page'],
    ['/es/old-page/', '/es/new-page'],
  ])('answers the former address %s with 301 and %s', async (from, to) => {
    const answer = await fetch(`http://127.0.0.1:${port}${from}`, { redirect: 'manual' })
    expect(answer.status).toBe(301)
    expect(new URL(answer.headers.get('location') ?? '', 'http://host').pathname).toBe(to)
  })

  it('serves the new page itself, and any other address as before', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/es/new-page`)).text()).toContain('La página nueva')
    expect((await fetch(`http://127.0.0.1:${port}/older-page`, { redirect: 'manual' })).status).toBe(404)
  })
})

describe('npm run preview:host survives requests that stopped the runtime', () => {
  it('answers a GET with Expect: 100-continue, and keeps serving', async () => {
    const answer = await rawRequest(port, 'GET / HTTP/1.1', ['Expect: 100-continue'])
    expect(answer.text).toContain('Home of the host test site')
    expect(answer.text).not.toMatch(/^HTTP\/1\.1 5/m)
    await stillServesHome()
  })

  it.each(['bytes=5-1', 'bytes=0-99999999999999999999', 'bytes=-5'])('answers the range %j with the file or 416, and keeps serving', async (range) => {
    const answer = await rawRequest(port, 'GET /robots.txt HTTP/1.1', [`Range: ${range}`])
    expect([200, 206, 416]).toContain(answer.status)
    await stillServesHome()
  })

  it('answers a request without Host and a malformed request line with 400 and the security headers', async () => {
    for (const answer of [await raw(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), await rawRequest(port, 'NONSENSE')]) {
      expect(answer.status).toBe(400)
      expect(answer.headers['content-security-policy']).toBe(csp)
    }
    await stillServesHome()
  })
})
