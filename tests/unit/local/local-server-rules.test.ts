// The local server's own rules, called in this process (no server, no port): which address a request
// is counted by, what the middleware answers, which offices and plans it offers (content/), and how the
// local database's migrations are applied (in order, once). The end-to-end tests are function-local.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BlockList } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formChoicesFromContent } from '../../../lib/content/form-choices.ts'
import { applyMigrations } from '../../../supabase/local/migrations.ts'
import { connectionAddress, trustedProxies } from '../../../lib/http/client-address.ts'
import { envFromProcess, sendConsultationMiddleware, toWebRequest } from '../../../supabase/local/server.ts'
import { migratedMemoryDatabase, pgliteDb } from '../function/memory-database.ts'

const temp = mkdtempSync(join(tmpdir(), 'local-server-rules-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))
afterEach(() => {
  vi.unstubAllEnvs()
})

/** A Node request as the middleware sees it: a readable body, headers, the connection's addresses. */
function nodeRequest(options: { method?: string; url?: string; headers?: Record<string, string | string[] | undefined>; remoteAddress?: string; localPort?: number; body?: string }) {
  const stream = Readable.from(options.body === undefined ? [] : [Buffer.from(options.body)])
  return Object.assign(stream, {
    method: options.method,
    url: options.url ?? '/functions/v1/send-consultation',
    headers: options.headers ?? {},
    socket: { remoteAddress: options.remoteAddress, localPort: options.localPort ?? 5173 },
  }) as unknown as IncomingMessage
}

/** A Node response that records what was written; `done` settles when it ends. */
function nodeResponse(options: { failOnHeader?: boolean; headersSent?: boolean } = {}) {
  let finish: () => void = () => undefined
  const done = new Promise<void>((resolve) => (finish = resolve))
  const res = {
    statusCode: 200,
    headersSent: options.headersSent ?? false,
    headers: {} as Record<string, string>,
    body: '',
    ended: false,
    done,
    setHeader(name: string, value: string) {
      if (options.failOnHeader) throw new Error('the connection went away')
      res.headers[name] = value
    },
    end(chunk?: Buffer) {
      res.body = chunk ? chunk.toString('utf8') : ''
      res.ended = true
      finish()
    },
  }
  return res
}
const asResponse = (res: ReturnType<typeof nodeResponse>) => res as unknown as ServerResponse

function yamlRoot(name: string, files: { locations?: string; insurance?: string }): string {
  const root = join(temp, name)
  mkdirSync(join(root, 'content'), { recursive: true })
  writeFileSync(join(root, 'content', 'locations.yaml'), files.locations ?? '')
  writeFileSync(join(root, 'content', 'insurance.yaml'), files.insurance ?? '')
  return root
}

describe('the offices and insurance plans the form offers (content/)', () => {
  it('offers the office names and the plans that are text, skipping entries without a name', () => {
    // A null entry and an office without a name or with a number for a name are skipped, not fatal.
    const root = yamlRoot('choices', {
      locations: '- name: North Office\n  city: Springfield\n- null\n- ~\n- name: 42\n- city: Nowhere\n- name: South Office\n',
      insurance: 'plans:\n  - Aetna\n  - 7\n  - Medicare\n',
    })
    expect(formChoicesFromContent(root)).toEqual({ locations: ['North Office', 'South Office'], insurance: ['Aetna', 'Medicare'] })
  })

  it('refuses to start with no office, no plan, or a file of the wrong shape, naming the content folder', () => {
    const message = (root: string) => `No offices or no insurance plans found in ${join(root, 'content')} (locations.yaml, insurance.yaml): run npm run check.`
    const cases = {
      'no-offices': { locations: '[]\n', insurance: 'plans: [Aetna]\n' },
      'no-plans': { locations: '- name: North Office\n', insurance: 'plans: []\n' },
      // An empty insurance.yaml parses to null: still the plain message, not a TypeError.
      'empty-insurance': { locations: '- name: North Office\n', insurance: '' },
      'offices-not-a-list': { locations: 'name: North Office\n', insurance: 'plans: [Aetna]\n' },
      'plans-not-a-list': { locations: '- name: North Office\n', insurance: 'plans: Aetna\n' },
      'only-unnamed-offices': { locations: '- city: Nowhere\n', insurance: 'plans: [Aetna]\n' },
    }
    for (const [name, files] of Object.entries(cases)) {
      const root = yamlRoot(name, files)
      expect(() => formChoicesFromContent(root), name).toThrow(message(root))
    }
  })
})

describe('the settings the local server reads from its environment', () => {
  it('takes the function settings that are set, and only those', () => {
    for (const name of ['ALLOWED_ORIGINS', 'ALLOW_LOCAL_ORIGINS', 'RATE_LIMIT_MAX', 'RATE_LIMIT_BLOCK_MAX', 'RATE_LIMIT_SURGE', 'SURGE_CHALLENGE_KEY', 'SURGE_CHALLENGE_ROUNDS', 'RATE_LIMIT_WINDOW_SECONDS', 'CLIENT_IP_HEADER', 'SENDER_CHECK_TOKEN', 'NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_TOKEN']) {
      vi.stubEnv(name, undefined)
    }
    vi.stubEnv('SENDER_HASH_SALT', 'from-env')
    vi.stubEnv('RATE_LIMIT_MAX', '7')
    vi.stubEnv('UNRELATED_SETTING', 'ignored')
    // toStrictEqual: a setting that is not set is no key at all (not a key holding undefined).
    expect(envFromProcess()).toStrictEqual({ SENDER_HASH_SALT: 'from-env', RATE_LIMIT_MAX: '7' })
  })

  it('trusts no X-Forwarded-For unless TRUST_PROXY is exactly 1, and names what is wrong otherwise', () => {
    expect(trustedProxies({ TRUSTED_PROXIES: '127.0.0.1' }).check('127.0.0.1')).toBe(false)
    expect(trustedProxies({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1' }).check('127.0.0.1')).toBe(false)
    const trusted = trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: ' 127.0.0.1 , 10.0.0.0/8,' })
    expect(['127.0.0.1', '10.200.3.4', '127.0.0.2', '11.0.0.1'].map((address) => trusted.check(address))).toEqual([true, true, false, false])
    const advice = 'list the addresses (or CIDR blocks) of your own proxies, e.g. TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8. Without it any client could name its own address.'
    expect(() => trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: ' , ' })).toThrow(`TRUST_PROXY=1 needs TRUSTED_PROXIES: ${advice}`)
    expect(() => trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: 'proxy-a,127.0.0.1,proxy-b/8' })).toThrow(
      `TRUSTED_PROXIES has entries that are not addresses (proxy-a, proxy-b/8): ${advice}`,
    )
  })
})

describe('the address a request is counted by', () => {
  const proxies = (list: string) => trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: list })
  const trusted = proxies('127.0.0.1,10.0.0.0/8')
  const from = (remoteAddress: string | undefined, forwarded?: string | string[]) =>
    nodeRequest({ remoteAddress, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } })

  it('is the connection when it does not come from a trusted proxy, whatever the header says', () => {
    expect(connectionAddress(from('198.51.100.20', '203.0.113.1'))).toBe('198.51.100.20')
    expect(connectionAddress(from('198.51.100.20', '203.0.113.1'), trusted)).toBe('198.51.100.20')
    // A socket that is already closed has no address: empty, never a made-up one.
    expect(connectionAddress(from(undefined, '203.0.113.1'), trusted)).toBe('')
  })

  it('behind a trusted proxy, is the rightmost forwarded address that is not a proxy, trimmed', () => {
    expect(connectionAddress(from('127.0.0.1', '203.0.113.1, 198.51.100.7 , 10.0.0.2'), trusted)).toBe('198.51.100.7')
    // Empty entries (a trailing comma) are no address.
    expect(connectionAddress(from('127.0.0.1', '203.0.113.1, 198.51.100.7,'), trusted)).toBe('198.51.100.7')
    // The header given twice counts as one list, in order.
    expect(connectionAddress(from('127.0.0.1', ['203.0.113.1', '198.51.100.8, 10.0.0.3']), trusted)).toBe('198.51.100.8')
  })

  it('behind a trusted proxy with no header is the proxy; with only proxies in it, the leftmost', () => {
    expect(connectionAddress(from('127.0.0.1'), trusted)).toBe('127.0.0.1')
    expect(connectionAddress(from('127.0.0.1', '10.0.0.5, 10.0.0.6'), trusted)).toBe('10.0.0.5')
  })

  it('trusts a proxy inside a block at its edges, IPv4 and IPv6, and an IPv4 address written as IPv6', () => {
    const behind = (proxy: string, ranges: readonly string[]) => connectionAddress(from(proxy, '203.0.113.9'), proxies(ranges.join(',')))
    for (const [proxy, ranges] of [
      ['10.0.0.0', ['10.0.0.0/8']],
      ['10.255.255.255', ['10.0.0.0/8']],
      ['172.31.255.255', ['172.16.0.0/12']],
      ['192.0.2.1', ['192.0.2.1/32']],
      ['198.51.100.1', ['0.0.0.0/0']],
      ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', ['2001:db8::/32']],
      ['::1', ['::1']],
      ['::1', ['::1/128']],
      ['::ffff:10.1.2.3', ['10.0.0.0/8']],
      ['::FFFF:10.1.2.3', ['10.0.0.0/8']],
    ] as const) {
      expect(behind(proxy, ranges), `${proxy} in ${ranges}`).toBe('203.0.113.9')
    }
    for (const [proxy, ranges] of [
      ['11.0.0.0', ['10.0.0.0/8']],
      ['9.255.255.255', ['10.0.0.0/8']],
      ['172.32.0.0', ['172.16.0.0/12']],
      ['192.0.2.2', ['192.0.2.1']],
      ['2001:db9::', ['2001:db8::/32']],
      ['::2', ['::1/128']],
      ['2001:db8::1', ['0.0.0.0/0']],
      ['::ffff:11.1.2.3', ['10.0.0.0/8']],
      // Only zeros before ffff make an IPv4 address: 1::ffff:10.1.2.3 is an IPv6 address of its own.
      ['1::ffff:10.1.2.3', ['10.0.0.0/8']],
    ] as const) {
      expect(behind(proxy, ranges), `${proxy} not in ${ranges}`).toBe(proxy)
    }
  })

  it('refuses at start a TRUSTED_PROXIES block it cannot read, or with a prefix longer than the address', () => {
    for (const entry of ['10.0.0.0/33', '10.0.0.0/-1', '10.0.0.0/8.5', '10.0.0.0/x', '10.0.0.0/', '2001:db8::/129', 'nonsense/8', '192.0.2.01']) {
      expect(() => trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: `127.0.0.1,${entry}` }), entry).toThrow(`TRUSTED_PROXIES has entries that are not addresses (${entry}): `)
    }
    const widest = trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/0,2001:db8::/128' })
    expect([widest.check('203.0.113.9'), widest.check('2001:db8::', 'ipv6'), widest.check('2001:db8::1', 'ipv6')]).toEqual([true, true, false])
  })
})

describe('the web Request the handler gets', () => {
  it('carries the headers (repeated ones joined), and the counted address in the client-address header, replacing the client’s', async () => {
    const req = nodeRequest({ method: 'POST', remoteAddress: '198.51.100.30', headers: { 'x-real-ip': '10.9.9.9', accept: ['text/html', 'application/json'], 'x-missing': undefined }, body: '{"a":1}' })
    const request = toWebRequest(req)
    expect(request.headers.get('x-real-ip')).toBe('198.51.100.30')
    expect(request.headers.get('accept')).toBe('text/html, application/json')
    expect(request.headers.has('x-missing')).toBe(false)
    expect(request.url).toBe('http://localhost/functions/v1/send-consultation')
    expect(await request.text()).toBe('{"a":1}')
  })

  it('uses the CLIENT_IP_HEADER setting and the trusted proxies when given', () => {
    const req = nodeRequest({ method: 'POST', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.31' } })
    expect(toWebRequest(req, { CLIENT_IP_HEADER: 'cf-connecting-ip' }, trustedProxies({ TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1' })).headers.get('cf-connecting-ip')).toBe('198.51.100.31')
  })

  it('has no body for GET and HEAD (a web Request refuses one), and the body for the other methods', async () => {
    for (const method of ['GET', 'HEAD']) {
      const request = toWebRequest(nodeRequest({ method, remoteAddress: '198.51.100.32' }))
      expect(request.method).toBe(method)
      expect(request.body).toBeNull()
    }
    const del = toWebRequest(nodeRequest({ method: 'DELETE', remoteAddress: '198.51.100.32', body: 'x' }))
    expect(await del.text()).toBe('x')
  })
})

describe('the middleware’s answers', () => {
  let pg: PGlite
  beforeAll(async () => {
    pg = await migratedMemoryDatabase()
  }, 180_000)
  afterAll(async () => {
    await pg?.close()
  })
  const choices = { locations: ['Fixture Office'], insurance: ['Fixture Plan'] }
  const person = { name: 'Rule Person', phone: '555-010-0150', email: 'rule.person@example.com' }

  async function answer(middleware: ReturnType<typeof sendConsultationMiddleware>, req: IncomingMessage, res = nodeResponse()) {
    let passedOn = false
    middleware(req, asResponse(res), () => {
      passedOn = true
      res.end()
    })
    await res.done
    return { res, passedOn }
  }
  const post = (body: unknown, origin = 'http://localhost:5173', remoteAddress = '198.51.100.40') =>
    nodeRequest({ method: 'POST', remoteAddress, headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })

  it('stores a request from the server’s own origin under either local name, and refuses another port', async () => {
    const middleware = sendConsultationMiddleware({ db: pgliteDb(pg), env: { SENDER_HASH_SALT: 'rules' }, choices, trustedProxies: new BlockList(), log: () => undefined })
    expect((await answer(middleware, post(person, 'http://localhost:5173', '198.51.100.41'))).res.statusCode).toBe(200)
    expect((await answer(middleware, post(person, 'http://127.0.0.1:5173', '198.51.100.42'))).res.statusCode).toBe(200)
    expect((await answer(middleware, post(person, 'http://localhost:1', '198.51.100.43'))).res.statusCode).toBe(403)
  })

  it('offers the choices it is given, not the content’s', async () => {
    const middleware = sendConsultationMiddleware({ db: pgliteDb(pg), env: { SENDER_HASH_SALT: 'rules' }, choices, trustedProxies: new BlockList(), log: () => undefined })
    const appointment = { kind: 'appointment', firstName: 'Rule', lastName: 'Person', email: 'rule.person@example.com', phone: '555-010-0151', location: 'Fixture Office', insurance: 'Fixture Plan', message: 'A first visit, please.' }
    const ok = await answer(middleware, post(appointment, undefined, '198.51.100.44'))
    expect(ok.res.statusCode).toBe(200)
    // An office of the content, not of the choices given: refused as forged.
    const forged = await answer(middleware, post({ ...appointment, location: 'Some Other Office' }, undefined, '198.51.100.45'))
    expect(forged.res.statusCode).toBe(400)
    expect(JSON.parse(forged.res.body).fieldErrors.location).toEqual(['Please select a location'])
  })

  it('uses the settings it is given, not the environment’s', async () => {
    // A limit of 0 is out of range: read from the environment it would stop the server.
    vi.stubEnv('RATE_LIMIT_MAX', '0')
    vi.stubEnv('SENDER_HASH_SALT', undefined)
    vi.stubEnv('REQUEST_RETENTION_DAYS', '0')
    const middleware = sendConsultationMiddleware({ db: pgliteDb(pg), env: { SENDER_HASH_SALT: 'rules', RATE_LIMIT_MAX: '1' }, choices, trustedProxies: new BlockList(), log: () => undefined })
    // RATE_LIMIT_MAX=1 as given: the second request from one address is refused.
    expect((await answer(middleware, post(person, undefined, '198.51.100.46'))).res.statusCode).toBe(200)
    expect((await answer(middleware, post(person, undefined, '198.51.100.46'))).res.statusCode).toBe(429)
  })

  it('without a database of its own, refuses to start on settings that cannot work, naming every one in one message', () => {
    vi.stubEnv('REQUEST_RETENTION_DAYS', '0')
    vi.stubEnv('TRUST_PROXY', '1')
    vi.stubEnv('TRUSTED_PROXIES', '')
    const started = () => sendConsultationMiddleware({ env: { SENDER_HASH_SALT: 'rules', RATE_LIMIT_MAX: '0', RATE_LIMIT_SURGE: 'lots' }, choices })
    expect(started).toThrow('REQUEST_RETENTION_DAYS="0" cannot be used')
    expect(started).toThrow('TRUST_PROXY=1 needs TRUSTED_PROXIES')
    expect(started).toThrow('RATE_LIMIT_MAX="0" cannot be used')
    expect(started).toThrow('RATE_LIMIT_SURGE="lots" cannot be used')
  })

  it('passes other paths on, and answers 405 to a method a web Request cannot carry', async () => {
    const middleware = sendConsultationMiddleware({ db: pgliteDb(pg), env: { SENDER_HASH_SALT: 'rules' }, choices, trustedProxies: new BlockList(), log: () => undefined })
    expect((await answer(middleware, nodeRequest({ method: 'GET', url: '/contact', remoteAddress: '198.51.100.47' }))).passedOn).toBe(true)
    const trace = await answer(middleware, nodeRequest({ method: 'TRACE', remoteAddress: '198.51.100.47' }))
    expect(trace.passedOn).toBe(false)
    expect(trace.res.statusCode).toBe(405)
  })

  it('answers 500 rather than leave the visitor waiting when the answer cannot be written, keeping a status already sent', async () => {
    const middleware = sendConsultationMiddleware({ db: pgliteDb(pg), env: { SENDER_HASH_SALT: 'rules' }, choices, trustedProxies: new BlockList(), log: () => undefined })
    const broken = await answer(middleware, nodeRequest({ method: 'TRACE', remoteAddress: '198.51.100.48' }), nodeResponse({ failOnHeader: true }))
    expect(broken.res.ended).toBe(true)
    expect(broken.res.statusCode).toBe(500)
    const started = nodeResponse({ failOnHeader: true, headersSent: true })
    await answer(middleware, nodeRequest({ method: 'TRACE', remoteAddress: '198.51.100.48' }), started)
    expect(started.ended).toBe(true)
    // Once the status line is out, the one already set (the 405) stays.
    expect(started.statusCode).toBe(405)
  })

  it('with a database of its own, warm() and ready() have nothing to open', async () => {
    const middleware = sendConsultationMiddleware({ db: pgliteDb(pg), env: { SENDER_HASH_SALT: 'rules' }, choices, trustedProxies: new BlockList() })
    expect(middleware.warm()).toBeUndefined()
    await expect(middleware.ready()).resolves.toBeUndefined()
  })
})

describe('the migrations of the local database', () => {
  let pg: PGlite
  const dir = join(temp, 'migrations')
  beforeAll(async () => {
    pg = await migratedMemoryDatabase()
    mkdirSync(dir)
    // The second needs the first's table: applied out of order, it fails.
    writeFileSync(join(dir, '90000000000001_make_table.sql'), 'create table public.rule_fixture (a int);')
    writeFileSync(join(dir, '90000000000002_x.sqlite_fix.sql'), 'alter table public.rule_fixture add column b int;')
    // Not migrations: no version number first, or not .sql; either would fail if it ran.
    writeFileSync(join(dir, 'draft_notes.sql'), 'this is not sql;')
    writeFileSync(join(dir, '90000000000003_readme.txt'), 'this is not sql;')
    writeFileSync(join(dir, '90000000000004_.sql'), 'this is not sql;')
  }, 180_000)
  afterAll(async () => {
    await pg?.close()
  })

  it('applies the numbered .sql files in order, records each with its name and text, and applies none twice', async () => {
    expect(await applyMigrations(pg, dir)).toEqual(['90000000000001', '90000000000002'])
    const { rows } = await pg.query<{ version: string; name: string; statements: string[] }>(
      "select version, name, statements from supabase_migrations.schema_migrations where version like '9000000000000%' order by version",
    )
    expect(rows).toEqual([
      { version: '90000000000001', name: 'make_table', statements: ['create table public.rule_fixture (a int);'] },
      { version: '90000000000002', name: 'x.sqlite_fix', statements: ['alter table public.rule_fixture add column b int;'] },
    ])
    const columns = await pg.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'rule_fixture' order by ordinal_position")
    expect(columns.rows.map((r) => r.column_name)).toEqual(['a', 'b'])
    // A second start finds nothing to do.
    expect(await applyMigrations(pg, dir)).toEqual([])
  })

  it('refuses a database made with a migration whose file has been rewritten since, and applies nothing more', async () => {
    writeFileSync(join(dir, '90000000000001_make_table.sql'), 'create table public.rule_fixture (a int, c int);')
    writeFileSync(join(dir, '90000000000005_more.sql'), 'create table public.rule_fixture_more (a int);')
    await expect(applyMigrations(pg, dir)).rejects.toThrow(/earlier version of supabase\/migrations\/90000000000001_make_table\.sql, which has changed since/)
    const tables = await pg.query("select 1 from information_schema.tables where table_name = 'rule_fixture_more'")
    expect(tables.rows).toEqual([])
  })
})
