// `npm run preview` against requests a browser never sends, over a raw socket: each one gets an answer
// with the site's security headers, and the server still serves `/` afterwards. The server runs for real
// (scripts/servers/preview.ts in its own process) on a small built site made here, so the test needs no build.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { get as httpGet } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatHeadersFile, headerRules } from '../../../scripts/build/headers.ts'
import { redirectsFile } from '../../../scripts/build/redirects.ts'
import { BAD_HOSTS, freePort, MALFORMED_REQUEST_LINES, OTHER_METHODS, postWithHost, raw as rawAt, rawRequest, reachable, UNFINISHED_BODY } from './raw-http.ts'
import { fuzzServer } from './fuzz-requests.ts'

const root = process.cwd()
const tsx = join(root, 'node_modules', '.bin', 'tsx')
const site = mkdtempSync(join(tmpdir(), 'h12-preview-'))
const REQUEST_TIMEOUT_MS = 1500
let server: ChildProcess
let port = 0
let output = ''

const raw = (bytes: string | Buffer, waitMs?: number) => rawAt(port, bytes, waitMs)
const request = (line: string, headers: string[] = [], body = '') => rawRequest(port, line, headers, body)

async function stillServesHome() {
  const response = await fetch(`http://127.0.0.1:${port}/`)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('Home of the test site')
}

const csp = headerRules()[0]!.headers['Content-Security-Policy']!

beforeAll(async () => {
  // A tiny built site: a page, the 404 page, one hashed asset and the real _headers.
  const client = join(site, 'dist', 'client')
  mkdirSync(join(client, 'assets'), { recursive: true })
  writeFileSync(join(client, 'index.html'), '<!doctype html><title>Home</title><p>Home of the test site</p>')
  writeFileSync(join(client, '404.html'), '<!doctype html><title>Not found</title><p>Page not found</p>')
  writeFileSync(join(client, 'assets', 'app-abc123.js'), 'console.log(1)')
  // A page big enough to be worth compressing (the hosts leave answers under 1 KB as they are).
  writeFileSync(join(client, 'long.html'), `<!doctype html><title>Long</title>${'<p>A long page of the test site.</p>'.repeat(200)}`)
  writeFileSync(join(client, '_headers'), formatHeadersFile(headerRules()))
  writeFileSync(join(client, '_redirects'), redirectsFile(new Map([['/old-page', '/'], ['/es/old-page', '/']])))
  port = await freePort()
  server = spawn(tsx, [join(root, 'scripts', 'servers', 'preview.ts')], {
    cwd: site,
    env: { ...process.env, PORT: String(port), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), LOCAL_DB_DIR: join(site, 'data', 'pglite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 150_000 // tsx and the database start: seconds when quiet, much more on a busy machine
  while (!output.includes('is served at')) {
    if (server.exitCode !== null) throw new Error(`preview exited:\n${output}`)
    if (Date.now() > deadline) throw new Error(`preview did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}, 180_000)

afterAll(async () => {
  if (server && server.exitCode === null) {
    const closed = new Promise((resolve) => server.on('close', resolve))
    server.kill('SIGTERM')
    await closed
  }
  rmSync(site, { recursive: true, force: true })
})

describe('npm run preview survives every request', () => {
  it('answers made-up request lines, headers and bodies (fast-check), each with the security headers, and keeps serving', async () => {
    const { sent, failed } = await fuzzServer(port, () => server.exitCode === null && server.signalCode === null)
    expect(sent).toBeGreaterThan(0)
    expect(failed).toBeUndefined()
    await stillServesHome()
  }, 120_000)

  it('answers TRACE to the function with 405, and the server keeps serving', async () => {
    const answer = await request('TRACE /functions/v1/send-consultation HTTP/1.1')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('POST, OPTIONS')
    expect(answer.headers['content-security-policy']).toBe(csp)
    await stillServesHome()
  })

  it.each(BAD_HOSTS)('answers a POST to the function with Host %j, and keeps serving', async (host) => {
    const answer = await postWithHost(port, host)
    expect([400, 405]).toContain(answer.status)
    await stillServesHome()
  })

  it.each(MALFORMED_REQUEST_LINES)(
    'answers the malformed request line %j with 400 and the security headers, and keeps serving',
    async (line) => {
      const answer = await request(line)
      expect(answer.status).toBe(400)
      expect(answer.headers['content-security-policy']).toBe(csp)
      await stillServesHome()
    },
  )

  it('answers headers over 16 KB with 431 and the security headers', async () => {
    const answer = await request('GET / HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`])
    expect(answer.status).toBe(431)
    expect(answer.headers['content-security-policy']).toBe(csp)
    expect(answer.headers['x-frame-options']).toBe('DENY')
    await stillServesHome()
  })

  it('answers a body that does not finish in time with 408 and closes the connection', async () => {
    const started = Date.now()
    const answer = await raw(UNFINISHED_BODY, REQUEST_TIMEOUT_MS * 6)
    expect(answer.status).toBe(408)
    expect(answer.closed).toBe(true)
    expect(answer.headers['content-security-policy']).toBe(csp)
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS * 5)
    await stillServesHome()
  })

  it.each(OTHER_METHODS)('answers %s on a page with 405 and Allow: GET, HEAD', async (method) => {
    const answer = await request(`${method} / HTTP/1.1`, ['Content-Length: 0'])
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(answer.headers['content-security-policy']).toBe(csp)
    expect(answer.text).not.toContain('Home of the test site')
  })

  it('answers HEAD on a page like GET, without a body', async () => {
    const answer = await request('HEAD / HTTP/1.1')
    expect(answer.status).toBe(200)
    expect(answer.text).not.toContain('Home of the test site')
  })

  it.each([
    '/_headers',
    '/%5fheaders',
    '/%5Fheaders',
    '/assets/../_headers',
    '/%2e%2e/_headers',
    '/_headers/',
    '/_headers%2f',
    '/_headers%2F',
    '//_headers',
    '/_HEADERS',
    '/_Headers/',
    '/_redirects',
    '/_redirects/',
    '/_REDIRECTS',
    '/%5fredirects',
  ])('does not serve %s', async (path) => {
    const answer = await request(`GET ${path} HTTP/1.1`)
    expect(answer.status).toBe(404)
    expect(answer.text).toContain('Page not found')
    expect(answer.text).not.toContain('# Written by the build')
    expect(answer.text).not.toContain('/old-page')
  })

  it('answers a request without Host, an Expect it cannot meet and CONNECT with the security headers', async () => {
    const noHost = await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n')
    const expectation = await request('POST /functions/v1/send-consultation HTTP/1.1', ['Expect: 999-nonsense', 'Content-Type: application/json', 'Content-Length: 2'], '{}')
    const tunnel = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')
    for (const [answer, status] of [[noHost, 400], [expectation, 417], [tunnel, 405]] as const) {
      expect(answer.status).toBe(status)
      expect(answer.headers['content-security-policy']).toBe(csp)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    await stillServesHome()
  })

  it('listens on 127.0.0.1 only: no answer on the machine’s other addresses', async () => {
    const others = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && a.family === 'IPv4')
    for (const address of others) {
      expect(await reachable(port, address!.address), address!.address).toBe(false)
    }
    console.log(`preview not reachable on ${others.map((a) => a!.address).join(', ') || '(no other address on this machine)'}`)
  })

  it('answers a former address of _redirects with 301 and its new page, and keeps the file itself hidden', async () => {
    for (const path of ['/old-page', '/old-page/', '/es/old-page']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}?from=handout`, { redirect: 'manual' })
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe('/?from=handout')
      expect(response.headers.get('content-security-policy'), path).toBe(csp)
    }
    expect((await fetch(`http://127.0.0.1:${port}/_redirects`)).status).toBe(404)
  })

  it('caches an existing asset for a year, but not a missing one', async () => {
    const found = await request('GET /assets/app-abc123.js HTTP/1.1')
    expect(found.status).toBe(200)
    expect(found.headers['cache-control']).toContain('immutable')
    const missing = await request('GET /assets/app-missing.js HTTP/1.1')
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).not.toContain('immutable')
    expect(missing.headers['content-security-policy']).toBe(csp)
  })
})

describe('npm run preview and byte ranges', () => {
  const ASSET = 'console.log(1)'

  it.each(['bytes=5-1', 'bytes=0-99999999999999999999', 'bytes=-5', 'bytes=0-1,3-4', 'bytes=x-y', 'pages=1-2'])(
    'sends the whole file for the range it cannot serve as asked, %j, and keeps serving',
    async (range) => {
      const answer = await request('GET /assets/app-abc123.js HTTP/1.1', [`Range: ${range}`])
      expect(answer.status).toBe(200)
      expect(answer.text.endsWith(ASSET)).toBe(true)
      expect(answer.headers['content-security-policy']).toBe(csp)
      await stillServesHome()
    },
  )

  it('sends one plain range as 206 with those bytes, and a range past the end as 416', async () => {
    const part = await request('GET /assets/app-abc123.js HTTP/1.1', ['Range: bytes=0-6'])
    expect(part.status).toBe(206)
    expect(part.text.endsWith('\r\n\r\nconsole')).toBe(true)
    expect(part.headers['content-range']).toBe(`bytes 0-6/${ASSET.length}`)
    const past = await request('GET /assets/app-abc123.js HTTP/1.1', [`Range: bytes=${ASSET.length}-`])
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${ASSET.length}`)
    expect(past.headers['content-security-policy']).toBe(csp)
    await stillServesHome()
  })
})

describe('npm run preview answers paths with line breaks', () => {
  it.each(['/%0d%0a', '/a%0d%0aSet-Cookie:%20taken=1', '/%0a'])('answers %s with the 404 page and the security headers, no header of the path', async (path) => {
    const answer = await request(`GET ${path} HTTP/1.1`)
    expect(answer.status).toBe(404)
    expect(answer.headers['content-security-policy']).toBe(csp)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['set-cookie']).toBeUndefined()
  })
})

describe('npm run preview compresses as the hosts do', () => {
  /** The answer's status, Content-Encoding and body, undecoded (fetch would decode it). */
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
  const page = () => readFileSync(join(site, 'dist', 'client', 'long.html'), 'utf8')

  it('sends Brotli to a browser that takes it, gzip to one that refuses Brotli (q=0), and nothing compressed to one that takes neither', async () => {
    const brotli = await get('/long', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.encoding).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page())
    const gzip = await get('/long', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(page())
    const plain = await get('/long', { 'accept-encoding': 'identity' })
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(page())
  })

  it('sends a page viewed again the same, and a page rebuilt while it runs as it is now', async () => {
    const file = join(site, 'dist', 'client', 'long.html')
    const before = readFileSync(file, 'utf8')
    const views = [await get('/long', { 'accept-encoding': 'br' }), await get('/long', { 'accept-encoding': 'br' })]
    expect(views.map((view) => brotliDecompressSync(view.body).toString())).toEqual([before, before])
    writeFileSync(file, before.replace('A long page', 'A rebuilt page'))
    try {
      const rebuilt = await get('/long', { 'accept-encoding': 'br' })
      expect(brotliDecompressSync(rebuilt.body).toString()).toContain('A rebuilt page of the test site.')
    } finally {
      writeFileSync(file, before)
    }
  })

  it('sends a range uncompressed, as the bytes of the file', async () => {
    const part = await get('/long', { 'accept-encoding': 'br, gzip', range: 'bytes=0-14' })
    expect(part.status).toBe(206)
    expect(part.encoding).toBeUndefined()
    expect(part.body.toString()).toBe(page().slice(0, 15))
  })
})

describe('npm run preview and a damaged database folder', () => {
  it('refuses to start, says what is wrong and what to do, and changes no file', async () => {
    const dataDir = join(site, 'damaged', 'pglite')
    mkdirSync(join(dataDir, 'base'), { recursive: true })
    writeFileSync(join(dataDir, 'postgresql.conf'), '# kept\n')
    const before = readdirSync(dataDir, { recursive: true }).sort()
    const child = spawn(tsx, [join(root, 'scripts', 'servers', 'preview.ts')], {
      cwd: site,
      env: { ...process.env, PORT: String(await freePort()), LOCAL_DB_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let text = ''
    child.stdout?.on('data', (d: Buffer) => (text += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (text += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(code).toBe(1)
    expect(text).toContain(`The local database folder ${dataDir} cannot be opened: its PG_VERSION file is missing`)
    expect(text).toContain('move it aside')
    expect(text).not.toMatch(/\n\s+at /)
    expect(readdirSync(dataDir, { recursive: true }).sort()).toEqual(before)
    expect(readFileSync(join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# kept\n')
  }, 60_000)
})
