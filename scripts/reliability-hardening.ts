// The scenarios of `npm run test:reliability` about attacks and damage (scripts/reliability.ts runs them
// after the load scenarios): network floods, a surge, made-up sender headers, the local servers' address
// and Node's own rejections, input no real request holds, a truncated table file, a damaged page of a
// side table and of a primary-key index, lock files that are no lock of a live process, a full disk, a
// stale lock, a held advisory lock on real PostgreSQL 15, retention, and a secret key given to the build.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, cpSync, existsSync, openSync, readdirSync, readFileSync, truncateSync, utimesSync, writeFileSync, writeSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { postgresJsDb, type Db } from '../supabase/functions/_shared/db.ts'
import { handleRequest } from '../supabase/functions/send-consultation/handler.ts'
import { openLocalDatabase } from '../supabase/local/database.ts'
import { formChoicesFromContent } from '../supabase/local/form-choices.ts'
import { MIGRATIONS_DIR } from '../supabase/local/migrations.ts'
import { startRealPostgres } from './real-postgres.ts'
import { contactBody, nextPort, printed, PROXIED, record, scenario, send, startPreview, stop, storedWith, type Outcome } from './reliability-lib.ts'

const xff = (address: string) => ({ 'x-forwarded-for': address })

/** Raw HTTP: what the server answers to bytes no browser sends (status and whether the CSP came with it). */
function raw(port: number, bytes: string): Promise<{ status: number; csp: boolean; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const done = () => resolve({ status: Number(text.split(' ')[1]), csp: /content-security-policy:/i.test(text), text })
    socket.setTimeout(5000, () => socket.destroy())
    socket.on('data', (d) => (text += d.toString('latin1')))
    socket.on('close', done)
    socket.on('error', () => undefined)
    socket.write(bytes)
  })
}

export async function hardeningScenarios(work: string, sourceDir: string): Promise<void> {
  const netDir = join(work, 'networks', 'pglite')
  const choices = formChoicesFromContent()
  let n = 0
  // Default limits (5 per sender, 30 per block, surge 300), this machine as the trusted proxy.
  const port = await nextPort()
  await startPreview(port, netDir, PROXIED)

  await scenario('250 from 50 addresses of one IPv4 /24', '30 accepted; another network accepted', async () => {
    const flood = await Promise.all(Array.from({ length: 250 }, (_, i) => send(port, contactBody(`v4flood-${i}@example.com`), xff(`192.0.2.${i % 50}`))))
    const other = await send(port, contactBody('v4flood-other@example.com'), xff('198.51.100.10'))
    const stored = await storedWith(netDir, 'v4flood-')
    const accepted = flood.filter((o) => o.status === 200).length
    record('250 from 50 addresses of one IPv4 /24, then another network', [...flood, other], stored, '30 + 1 accepted', accepted === 30 && other.status === 200)
  })

  await scenario('250 from one IPv6 /64', '5 accepted; another network accepted', async () => {
    const flood = await Promise.all(Array.from({ length: 250 }, (_, i) => send(port, contactBody(`v6flood-${i}@example.com`), xff(`2001:db8:1:2::${(i + 1).toString(16)}`))))
    const other = await send(port, contactBody('v6flood-other@example.com'), xff('2001:db8:77::1'))
    const stored = await storedWith(netDir, 'v6flood-')
    const accepted = flood.filter((o) => o.status === 200).length
    record('250 from one IPv6 /64, then another network', [...flood, other], stored, '5 + 1 accepted', accepted === 5 && other.status === 200)
  })

  await scenario('50 made-up X-Forwarded-For behind a trusted proxy', 'one sender: 5 accepted', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => send(port, contactBody(`proxyspoof-${i}@example.com`), xff(`203.0.113.${i}, 198.51.100.77`))))
    const stored = await storedWith(netDir, 'proxyspoof-')
    record('50 made-up X-Forwarded-For behind a trusted proxy', outcomes, stored, 'one sender: 5 accepted', outcomes.filter((o) => o.status === 200).length === 5)
  })

  await scenario('inputs no real request holds', 'all refused, none stored', async () => {
    const contact = contactBody('')
    const bad = [
      { ...contact, name: '\u200b\u200b' },
      { ...contact, name: 'Evil\u202egnp.exe' },
      { ...contact, name: 'Jane\nDoe' },
      { ...contact, name: 'Jane\u0000Doe' },
      { ...contact, name: 'Jane \ud800' },
      { ...contact, phone: 'abcdefghij' },
      { ...contact, phone: '555-01-0199' },
      { ...contact, name: '=HYPERLINK("http://evil.example")\u0007' },
      { kind: 'appointment', firstName: 'A', lastName: 'B', phone: '5550100199', location: 'Paris, France', insurance: choices.insurance[0], message: 'Hi' },
      { kind: 'appointment', firstName: 'A', lastName: 'B', phone: '5550100199', location: choices.locations[0], insurance: 'Acme Health', message: 'Hi' },
    ].map((body, i) => ({ ...body, email: `badinput-${i}@example.com` }))
    const outcomes = await Promise.all(bad.map((body) => send(port, body, xff(`10.200.${++n}.1`))))
    const stored = await storedWith(netDir, 'badinput-')
    record('inputs no real request holds (invisible, bidi, control, surrogate, phone, forged office/plan)', outcomes, stored, `${bad.length} refused, 0 stored`, outcomes.every((o) => o.status === 400) && stored.size === 0)
  })

  await scenario('real names', 'all accepted and stored', async () => {
    const names = ['José Ángel Muñoz', "Siobhán O'Brien", 'Mary-Kate Ó Súilleabháin', 'Nguyễn Thị Minh Khai', 'محمد عبد الله', '王秀英', 'Zoë D’Arcy']
    const outcomes = await Promise.all(names.map((name, i) => send(port, { ...contactBody(`realname-${i}@example.com`), name }, xff(`10.201.${i}.1`))))
    const stored = await storedWith(netDir, 'realname-')
    record('real names (accents, apostrophes, hyphens, Vietnamese, Arabic, Chinese)', outcomes, stored, `${names.length} accepted and stored`, stored.size === names.length)
  })

  await scenario('Node’s own rejections and the host’s files', 'each answered with the security headers, no file served', async () => {
    const answers = await Promise.all([
      raw(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'),
      raw(port, 'POST /functions/v1/send-consultation HTTP/1.1\r\nHost: localhost\r\nExpect: 999-nonsense\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
      raw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
      ...['/_headers', '/_headers/', '/_headers%2f', '/_HEADERS', '//_headers', '/_redirects', '/_redirects/'].map((path) =>
        raw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      ),
    ])
    const outcomes: Outcome[] = answers.map((a) => ({ status: Number.isNaN(a.status) ? 'failed' : a.status }))
    // The build's _headers starts with this line; a served _redirects would hold its rules.
    const ok = answers.every((a) => a.csp && a.status >= 400 && !a.text.includes('# Written by the build'))
    record('no Host, Expect 417, CONNECT, /_headers/ /_redirects under 7 spellings', outcomes, 0, 'all refused with the security headers', ok)
  })

  await scenario('listens on 127.0.0.1 only', 'no answer on other addresses', async () => {
    const addresses = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal).map((a) => a!.address)
    const outcomes: Outcome[] = await Promise.all(
      addresses.map(
        (address) =>
          new Promise<Outcome>((resolve) => {
            const socket = connect(port, address)
            socket.once('connect', () => (socket.destroy(), resolve({ status: 200 })))
            socket.once('error', () => resolve({ status: 'failed' }))
          }),
      ),
    )
    record(`listens on 127.0.0.1 only (tried ${addresses.join(', ') || 'no other address'})`, outcomes, 0, 'no answer on any', outcomes.every((o) => o.status === 'failed'))
  })

  await scenario('surge from many networks', 'surge level accepted, the rest 503 with Retry-After, one notice', async () => {
    const notices: string[] = []
    const hook = createServer((req, res) => {
      let body = ''
      req.on('data', (d: Buffer) => (body += d.toString()))
      req.on('end', () => (notices.push(body), res.end()))
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const surgePort = await nextPort()
    const surgeDir = join(work, 'surge', 'pglite')
    await startPreview(surgePort, surgeDir, { ...PROXIED, RATE_LIMIT_SURGE: '50', NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/` })
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => send(surgePort, contactBody(`surge-${i}@example.com`), xff(`10.${i}.0.1`))))
    const stored = await storedWith(surgeDir, 'surge-')
    hook.close()
    const surgeNotices = notices.filter((body) => body.includes('"request_surge"')).length
    const refused = outcomes.filter((o) => o.status === 503)
    record(`surge from 100 networks (level 50; ${surgeNotices} staff notice)`, outcomes, stored, '50 accepted, 50 × 503 + Retry-After, 1 notice', stored.size === 50 && refused.length === 50 && refused.every((o) => Number(o.retryAfter) > 0) && surgeNotices === 1)
  })

  await scenario('truncated requests table file', 'the server refuses to start, saying how many are missing', async () => {
    const dir = join(work, 'truncated', 'pglite')
    cpSync(sourceDir, dir, { recursive: true })
    const local = await openLocalDatabase({ dataDir: dir })
    const { rows } = await local.db.query<{ path: string; n: number }>("select pg_relation_filepath('public.consultation_requests') as path, (select count(*)::int from public.consultation_requests) as n")
    await local.close()
    truncateSync(join(dir, rows[0]!.path), 0)
    const refused = await startPreview(await nextPort(), dir).then(
      () => '',
      (error: Error) => error.message,
    )
    record(`truncated requests table file (${rows[0]!.n} stored before)`, [], 0, 'refused: "N were stored but only 0 can be read"', refused.includes(`${rows[0]!.n} requests were stored but only 0 can be read`))
  })

  await scenario('damaged page of a side table and of a primary-key index', 'the server refuses to start, naming each', async () => {
    const damages = [
      ['table', 'consultation_rate_events', 0],
      // Page 0 of a B-tree index is its metapage; page 1 holds keys.
      ['index', 'consultation_requests_pkey', 1],
    ] as const
    const refusals: string[] = []
    for (const [kind, relation, page] of damages) {
      const dir = join(work, `damaged-${relation}`, 'pglite')
      cpSync(sourceDir, dir, { recursive: true })
      const local = await openLocalDatabase({ dataDir: dir })
      // Rows in the side table whatever the earlier scenarios left, so its first page holds some.
      await local.db.query(
        'insert into public.consultation_rate_events (sender_hash, block_hash, at) select md5(g::text) || md5(g::text), md5(g::text) || md5(g::text), now() from generate_series(1, 300) g',
      )
      const { rows } = await local.db.query<{ path: string }>('select pg_relation_filepath($1::regclass) as path', [`public.${relation}`])
      await local.close()
      const fd = openSync(join(dir, rows[0]!.path), 'r+')
      writeSync(fd, Buffer.alloc(8192, 0x41), 0, 8192, page * 8192)
      closeSync(fd)
      const refused = await startPreview(await nextPort(), dir).then(
        () => '',
        (error: Error) => error.message,
      )
      if (refused.includes(`cannot be opened: its ${kind} ${relation} is damaged`) && refused.includes('move it aside')) refusals.push(relation)
    }
    record(`damaged page of ${damages.map(([, relation]) => relation).join(' and of ')}`, [], 0, `refused ${damages.length} times, naming each`, refusals.length === damages.length)
  })

  await scenario('lock files that are no lock of a live process', 'each replaced with a log line; starts and stores', async () => {
    const gone = spawn('true')
    await new Promise((resolve) => gone.once('close', resolve))
    const locks = [
      ['empty', ''],
      ['garbage', '\u0000\u0001 not a lock'],
      ['JSON without a process', '{"socket": "/nowhere.sock"}'],
      ['a process that is gone', JSON.stringify({ pid: gone.pid, started: '1', socket: '/nowhere.sock' })],
    ] as const
    const outcomes: Outcome[] = []
    let said = 0
    for (const [i, [, content]] of locks.entries()) {
      const dir = join(work, `bad-lock-${i}`, 'pglite')
      cpSync(sourceDir, dir, { recursive: true })
      writeFileSync(`${dir}.lock`, content)
      // Left long ago: a lock file just created empty is an owner still writing it, and is waited for.
      const longAgo = new Date(Date.now() - 60_000)
      utimesSync(`${dir}.lock`, longAgo, longAgo)
      const lockPort = await nextPort()
      const server = await startPreview(lockPort, dir, PROXIED)
      outcomes.push(await send(lockPort, contactBody(`badlock-${i}@example.com`), xff(`198.51.100.${100 + i}`)))
      if (printed.get(server)?.().includes(`Replaced the lock file ${dir}.lock`)) said++
      await stop(server)
    }
    const stored = new Set<string>()
    for (const [i] of locks.entries()) for (const email of await storedWith(join(work, `bad-lock-${i}`, 'pglite'), 'badlock-')) stored.add(email)
    record(`lock files: ${locks.map(([what]) => what).join(', ')} (${said} replacements logged)`, outcomes, stored, `${locks.length} started, logged and stored`, said === locks.length && stored.size === locks.length)
  })

  await scenario('stale lock of another live process', 'starts and stores', async () => {
    const dir = join(work, 'stale', 'pglite')
    cpSync(sourceDir, dir, { recursive: true })
    const other = spawn('sleep', ['120'])
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, started: '1', socket: `${dir}.sock` }))
    try {
      const stalePort = await nextPort()
      const server = await startPreview(stalePort, dir, PROXIED)
      const outcome = await send(stalePort, contactBody('stale-1@example.com'), xff('198.51.100.90'))
      await stop(server)
      record('stale lock naming another live process', [outcome], await storedWith(dir, 'stale-'), '1 accepted and stored', outcome.status === 200)
    } finally {
      other.kill()
    }
  })

  await scenario('retention at start-up', 'requests older than 30 days deleted, newer kept', async () => {
    const dir = join(work, 'retention', 'pglite')
    const local = await openLocalDatabase({ dataDir: dir })
    for (const [email, days] of [['old-1@example.com', 31], ['old-2@example.com', 45], ['recent-1@example.com', 29]] as const) {
      await local.db.query(
        `insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at) values ('contact', 'R', $1, '5550100199', repeat('a', 64), now() - make_interval(days => $2))`,
        [email, days],
      )
    }
    await local.close()
    const server = await startPreview(await nextPort(), dir)
    await stop(server)
    const old = await storedWith(dir, 'old-')
    const recent = await storedWith(dir, 'recent-')
    record('retention at start-up (2 older than 30 days, 1 newer)', [], recent.size + old.size, '1 kept', old.size === 0 && recent.size === 1)
  })

  await scenario('full disk (SQLSTATE 53100 at the database)', '503 with Retry-After', async () => {
    const full: Db = {
      query: () => Promise.reject(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' })),
    }
    const outcomes: Outcome[] = []
    for (let i = 0; i < 10; i++) {
      const response = await handleRequest(
        new Request('http://localhost/functions/v1/send-consultation', { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': `10.3.${i}.1` }, body: JSON.stringify(contactBody(`full-${i}@example.com`)) }),
        { db: full, env: {}, log: () => undefined },
      )
      outcomes.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
    }
    record('full disk (53100 injected at the database)', outcomes, 0, '10 × 503 + Retry-After', outcomes.every((o) => o.status === 503 && o.retryAfter === '30'))
  })

  await scenario('advisory lock held (PostgreSQL 15)', '503 within the 3 s lock timeout, then 200', async () => {
    if (!existsSync('/usr/lib/postgresql/15/bin/initdb') && !process.env.PG_BIN) throw new Error('PostgreSQL 15 is not installed (/usr/lib/postgresql/15/bin, or PG_BIN)')
    const server = startRealPostgres(await nextPort())
    const setup = postgres(server.url, { max: 1, onnotice: () => undefined })
    const sql = postgres(server.url, { max: 5, prepare: false, connection: { statement_timeout: 5000 }, onnotice: () => undefined })
    const holder = postgres(server.url, { max: 1 })
    try {
      await setup.unsafe("create role anon nologin; create role authenticated nologin")
      for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) await setup.unsafe(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))
      const db = postgresJsDb(sql)
      const post = (i: number) =>
        handleRequest(
          new Request('http://localhost/functions/v1/send-consultation', { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': `10.4.${i}.1` }, body: JSON.stringify(contactBody(`pglock-${i}@example.com`)) }),
          { db, env: { SENDER_HASH_SALT: 'reliability' }, log: () => undefined },
        ).then((r): Outcome => ({ status: r.status, retryAfter: r.headers.get('retry-after'), email: `pglock-${i}@example.com` }))
      await holder.unsafe("select pg_advisory_lock(hashtext('public.consultation_submit'))")
      const t0 = performance.now()
      const held = await Promise.all(Array.from({ length: 5 }, (_, i) => post(i)))
      const seconds = (performance.now() - t0) / 1000
      await holder.unsafe("select pg_advisory_unlock(hashtext('public.consultation_submit'))")
      const after = await post(99)
      const stored = new Set((await sql.unsafe<{ email: string }[]>("select email from public.consultation_requests where email like 'pglock-%'")).map((r) => r.email))
      record(`advisory lock held on PostgreSQL 15 (503 after ${seconds.toFixed(1)} s), then released`, [...held, after], stored, '5 × 503 in < 5 s, then 200', held.every((o) => o.status === 503) && seconds < 5 && after.status === 200)
    } finally {
      await Promise.all([setup.end(), sql.end(), holder.end()])
      server.stop()
    }
  })

  await scenario('a service_role key given to the build', 'the build stops with a message', async () => {
    const payload = Buffer.from(JSON.stringify({ role: 'service_role', iss: 'supabase' })).toString('base64url')
    const key = `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`
    const build = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: join(work, 'keybuild'), VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: key },
      timeout: 120_000,
    })
    const refused = build.status === 1 && build.stderr.includes('role "service_role", not "anon"')
    record('a service_role key given to the build', [{ status: refused ? 400 : 200 }], 0, 'refused: exit 1 with a message', refused)
  })
}
