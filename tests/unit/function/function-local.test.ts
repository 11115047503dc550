// The embedded default: the handler served from Node (as `npm run dev` and `npm run preview` do) on a
// new PGlite folder with the migrations applied, shared with a second process over its socket, and read
// back with `npm run requests` while the server still holds the database.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { lazyLocalDatabase, openLocalDatabase, type LocalDatabase } from '../../../supabase/local/database.ts'
import { trustedProxies } from '../../../lib/http/client-address.ts'
import { sendConsultationMiddleware } from '../../../supabase/local/server.ts'

const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'h5-local-db-'))
const dataDir = join(dir, 'pglite')
const db = lazyLocalDatabase({ dataDir })
let server: Server
let base = ''

beforeAll(async () => {
  const middleware = sendConsultationMiddleware({ db, env: { SENDER_HASH_SALT: 'local-test' }, log: () => undefined })
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404
      res.end('static files would be served here')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/functions/v1/send-consultation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  })

describe('the local send-consultation endpoint', () => {
  it('stores a request sent to /functions/v1/send-consultation on the site origin, in a new PGlite folder', async () => {
    const response = await post({ name: 'Local Person', phone: '555-010-0142', email: 'local.person@example.com' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(base)
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
    // Made from nothing, the folder and every file in it are the user's alone: the requests are personal data.
    const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    expect(entries.length).toBeGreaterThan(0)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    for (const entry of entries) expect(statSync(join(entry.parentPath, entry.name)).mode & 0o777, entry.name).toBe(entry.isDirectory() ? 0o700 : 0o600)
    const { rows } = await db.query<{ name: string }>('select name from public.consultation_requests')
    expect(rows).toEqual([{ name: 'Local Person' }])
  }, 180_000)

  it('answers field errors and leaves other paths to the static files', async () => {
    const invalid = await post({ name: '', phone: '1', email: 'x' })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).fieldErrors.name).toEqual(['Name is required'])
    const other = await fetch(`${base}/contact`)
    expect(other.status).toBe(404)
    expect(await other.text()).toBe('static files would be served here')
  })

  it('counts the sender by the connection, whatever X-Forwarded-For the client writes', async () => {
    const statuses: number[] = []
    // The first test already sent one request from this connection (127.0.0.1).
    for (let i = 0; i < 6; i++) {
      statuses.push((await post({ name: 'Repeat', phone: '555-010-0143', email: 'r@example.com' }, { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': '10.0.0.1' })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('behind a proxy of our own (TRUST_PROXY=1, TRUSTED_PROXIES) counts the rightmost X-Forwarded-For address that is not the proxy', async () => {
    const trusted = trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' })
    const proxied = sendConsultationMiddleware({ db, env: { SENDER_HASH_SALT: 'local-test' }, trustedProxies: trusted, log: () => undefined })
    const proxy = createServer((req, res) => proxied(req, res, () => res.end()))
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    const send = (email: string, forwarded: string) =>
      fetch(`${proxyBase}/functions/v1/send-consultation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxyBase, 'x-forwarded-for': forwarded },
        body: JSON.stringify({ name: 'Proxied', phone: '555-010-0145', email }),
      }).then((r) => r.status)
    try {
      // 50 made-up entries written by one client, then what our proxies (127.0.0.1, 10.x) appended.
      const statuses: number[] = []
      for (let i = 0; i < 50; i++) statuses.push(await send('p@example.com', `203.0.113.${i}, 198.51.100.60, 10.1.2.3`))
      expect(statuses.filter((s) => s === 200)).toHaveLength(5)
      expect(await send('o@example.com', '198.51.100.61')).toBe(200)
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    }
  })

  it('refuses TRUST_PROXY without TRUSTED_PROXIES with a plain message, and never trusts a header from another address', async () => {
    expect(() => trustedProxies({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1 needs TRUSTED_PROXIES/)
    expect(() => trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: 'my-proxy' })).toThrow(/not addresses \(my-proxy\)/)
    expect(trustedProxies({ TRUSTED_PROXIES: '127.0.0.1' }).check('127.0.0.1')).toBe(false)
  })

  it("allows the server's own origin, never one taken from the request's Host", async () => {
    const evil = await post({ name: 'Rebound', phone: '555-010-0146', email: 'e@example.com' }, { origin: 'http://evil.example', host: 'evil.example' })
    expect(evil.status).toBe(403)
    const otherPort = await post({ name: 'Rebound', phone: '555-010-0146', email: 'e@example.com' }, { origin: 'http://localhost:1' })
    expect(otherPort.status).toBe(403)
  })

  it('answers 503 (nothing stored, try again) while its folder cannot be opened, prints why once, and still serves the pages', async () => {
    const notAFolder = join(dir, 'not-a-folder')
    writeFileSync(notAFolder, 'a file where the database folder should be')
    vi.stubEnv('LOCAL_DB_DIR', notAFolder)
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: string) => void printed.push(message))
    const middleware = sendConsultationMiddleware({ env: { SENDER_HASH_SALT: 'local-test' }, log: () => undefined })
    const pages = createServer((req, res) => middleware(req, res, () => res.end('a page of the site')))
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${at}/functions/v1/send-consultation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: at },
          body: JSON.stringify({ name: 'Waiting Person', phone: '555-010-0147', email: 'wait@example.com' }),
        })
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('30')
      }
      expect(await (await fetch(`${at}/`)).text()).toBe('a page of the site')
      expect(printed).toEqual([expect.stringContaining(`The local database folder ${notAFolder} cannot be opened: it is a file, not a folder`)])
    } finally {
      await new Promise<void>((resolve) => pages.close(() => resolve()))
    }
  })

  it('lets a second process share the folder through the owner socket, and `npm run requests` read it', async () => {
    let second: LocalDatabase | undefined
    try {
      second = await openLocalDatabase({ dataDir, waitMs: 5000 })
      expect(second.mode).toBe('client')
      const { rows } = await second.db.query<{ n: number }>('select count(*)::int as n from public.consultation_requests')
      expect(rows[0]!.n).toBe(11)
    } finally {
      await second?.close()
    }

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops/requests.ts', '--limit', '2'], { env: { ...process.env, LOCAL_DB_DIR: dataDir } })
    expect(stdout).toContain('11 requests in')
    expect(stdout).toContain('(showing the newest 2)')
    const shown = [...stdout.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1]))
    expect(shown).toEqual([11, 10])
    expect(stdout).toContain('Proxied · o@example.com · 555-010-0145')
  }, 120_000)
})
