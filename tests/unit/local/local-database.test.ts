// The local database folder (.data/pglite, supabase/local/database.ts) on real PGlite folders: where it
// is, a folder that cannot be opened is refused with a plain message and left exactly as it was, its
// files are the user's alone, old requests are deleted when it opens, and one process owns it while the
// others (and the owner itself) reach it over its socket without their statements mixing.
import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { defaultDataDir, lazyLocalDatabase, LocalDatabaseError, openLocalDatabase, retentionDays, type LocalDatabase } from '../../../supabase/local/database.ts'
import { copyTemplateInto } from '../../migrated-databases.ts'

const run = promisify(execFile)
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx')
const work = mkdtempSync(join(tmpdir(), 'localdb-'))
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000)
let made = 0
/** A new path for a database folder (short: a Unix socket goes beside it). */
const fresh = () => join(work, `${++made}`, 'pglite')
/** A copy of the migrated folder made once before the run (tests/migrated-databases.ts). */
function migrated(): string {
  const dataDir = fresh()
  copyTemplateInto(dataDir)
  return dataDir
}

/** Every file of a folder with its mode, size, time and content: "left as it was" means this is equal. */
function snapshot(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => {
      const s = statSync(join(folder, f))
      return `${f} ${s.mode} ${s.mtimeMs} ${s.isFile() ? createHash('sha256').update(readFileSync(join(folder, f))).digest('hex') : 'dir'}`
    })
}

const insert = (local: LocalDatabase, name: string, createdAt = new Date()) =>
  local.db.query(
    "insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at) values ('contact', $1, 'kept@example.com', '555-010-0100', repeat('a', 64), $2::timestamptz)",
    [name, createdAt.toISOString()],
  )
const names = async (local: LocalDatabase) => (await local.db.query<{ name: string }>('select name from public.consultation_requests order by name')).rows.map((r) => r.name)

describe('the folder used when none is named', () => {
  it('is .data/pglite in the folder the server runs in, or LOCAL_DB_DIR made absolute', () => {
    vi.stubEnv('LOCAL_DB_DIR', undefined)
    expect(defaultDataDir()).toBe(`${process.cwd()}/.data/pglite`)
    vi.stubEnv('LOCAL_DB_DIR', 'elsewhere/db')
    expect(defaultDataDir()).toBe(`${process.cwd()}/elsewhere/db`)
    vi.stubEnv('LOCAL_DB_DIR', '/srv/site/db')
    expect(defaultDataDir()).toBe('/srv/site/db')
  })
})

describe('a folder that cannot be opened', () => {
  const cases: [string, (dataDir: string) => void, string][] = [
    ['a file where the folder should be', (dataDir) => (mkdirSync(join(dataDir, '..'), { recursive: true }), writeFileSync(dataDir, 'not a folder')), 'it is a file, not a folder'],
    [
      'a folder of files that are no database',
      (dataDir) => (mkdirSync(join(dataDir, 'base'), { recursive: true }), writeFileSync(join(dataDir, 'postgresql.conf'), '# kept\n'), writeFileSync(join(dataDir, 'notes.bin'), Buffer.from([0, 255, 7, 1]))),
      'its PG_VERSION file is missing, so it is not a complete database',
    ],
    ['a database without its PG_VERSION file', (dataDir) => (copyTemplateInto(dataDir), rmSync(join(dataDir, 'PG_VERSION'))), 'its PG_VERSION file is missing'],
    [
      'a database whose write-ahead log is empty',
      (dataDir) => (copyTemplateInto(dataDir), readdirSync(join(dataDir, 'pg_wal')).forEach((file) => rmSync(join(dataDir, 'pg_wal', file), { recursive: true }))),
      'its write-ahead log (pg_wal) is empty',
    ],
    ['a database whose control file is garbage', (dataDir) => (copyTemplateInto(dataDir), writeFileSync(join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a))), 'Postgres could not open it'],
  ]
  it.each(cases)('%s is refused, naming the folder, what is wrong and what to do, and nothing in it is touched', async (_, make, what) => {
    const dataDir = fresh()
    make(dataDir)
    const before = statSync(dataDir).isDirectory() ? snapshot(dataDir) : [readFileSync(dataDir, 'utf8')]
    const refused = await openLocalDatabase({ dataDir }).then(
      (local) => local.close().then(() => undefined),
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(LocalDatabaseError)
    const { message, code } = refused as LocalDatabaseError
    expect(message).toContain(`The local database folder ${dataDir} cannot be opened: ${what}`)
    expect(message).toContain(`mv "${dataDir}" "${dataDir}-damaged"`)
    // The function answers a code that starts with LOCAL_DB_ with 503: nothing stored, try later.
    expect(code).toMatch(/^LOCAL_DB_/)
    expect(statSync(dataDir).isDirectory() ? snapshot(dataDir) : [readFileSync(dataDir, 'utf8')]).toEqual(before)
    expect(existsSync(`${dataDir}.sock`)).toBe(false)
  }, 120_000)

  it('stops npm run requests with that message and exit code 1, no stack trace', async () => {
    const dataDir = fresh()
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(join(dataDir, 'postgresql.conf'), '# kept\n')
    const ran = await run(tsx, ['scripts/ops/requests.ts'], { env: { ...process.env, LOCAL_DB_DIR: dataDir } }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )
    expect(ran.code).toBe(1)
    expect(ran.stderr).toContain(`The local database folder ${dataDir} cannot be opened: its PG_VERSION file is missing`)
    expect(ran.stderr).not.toMatch(/\n\s+at /)
  }, 60_000)
})

describe('the folder while it is open', () => {
  it('makes the folder and every file in it the user’s alone (0700, 0600), whatever they were', async () => {
    const dataDir = migrated()
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644)
    const local = await openLocalDatabase({ dataDir })
    await local.close()
    const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    expect(entries.length).toBeGreaterThan(0)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    for (const entry of entries) expect(statSync(join(entry.parentPath, entry.name)).mode & 0o777, entry.name).toBe(entry.isDirectory() ? 0o700 : 0o600)
  }, 60_000)

  it('is owned by the first process that opens it; the next ones are its clients and see what it stored', async () => {
    const dataDir = migrated()
    const owner = await openLocalDatabase({ dataDir })
    const client = await openLocalDatabase({ dataDir })
    try {
      expect([owner.mode, client.mode]).toEqual(['owner', 'client'])
      await insert(owner, 'Stored by the owner')
      expect(await names(client)).toEqual(['Stored by the owner'])
    } finally {
      await client.close()
      await owner.close()
    }
    // Once the owner has closed it, the next process to open it owns it.
    const next = await openLocalDatabase({ dataDir })
    expect(next.mode).toBe('owner')
    expect(await names(next)).toEqual(['Stored by the owner'])
    await next.close()
  }, 60_000)

  it('has one owner when two processes open it at once after its owner was killed, leaving its socket behind', async () => {
    const dataDir = migrated()
    // An owner killed with -9 leaves its socket file, which nobody listens on any more.
    const socket = `${dataDir}.sock`
    const killed = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${JSON.stringify(socket)}); setInterval(() => {}, 1000)`])
    await vi.waitFor(() => expect(existsSync(socket)).toBe(true), { timeout: 20_000 })
    killed.kill('SIGKILL')
    await new Promise((done) => killed.once('exit', done))
    const both = await Promise.all([openLocalDatabase({ dataDir }), openLocalDatabase({ dataDir })])
    try {
      expect(both.map((local) => local.mode).sort()).toEqual(['client', 'owner'])
      await insert(both[0], 'Stored by the first')
      expect(await names(both[1])).toEqual(['Stored by the first'])
    } finally {
      // The client first, then the owner it reads through.
      for (const local of [...both.filter((l) => l.mode === 'client'), ...both.filter((l) => l.mode === 'owner')]) await local.close()
    }
  }, 60_000)

  it('runs the statements of several clients at once without giving one client’s parameters or answer to another', async () => {
    const dataDir = migrated()
    const owner = await openLocalDatabase({ dataDir })
    const clients = [owner, ...(await Promise.all([1, 2, 3].map(() => openLocalDatabase({ dataDir }))))]
    try {
      const answers = await Promise.all(
        clients.flatMap((local, c) => Array.from({ length: 100 }, (_, i) => local.db.query<{ sum: number; client: number }>(`select $1::int + $2::int as sum, ${c} as client`, [c * 1000 + i, 1]))),
      )
      const wrong = answers.filter(({ rows: [row] }, n) => row?.client !== Math.floor(n / 100) || row.sum !== row.client * 1000 + (n % 100) + 1)
      expect(answers).toHaveLength(400)
      expect(wrong).toEqual([])
    } finally {
      for (const local of clients.reverse()) await local.close()
    }
  }, 120_000)
})

describe('how long requests are kept: REQUEST_RETENTION_DAYS', () => {
  it('is 30 days when not set, and any whole number of days from 1 to 3650', () => {
    expect(retentionDays({})).toBe(30)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '' })).toBe(30)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '1' })).toBe(1)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '3650' })).toBe(3650)
  })

  it('refuses 0 and 3651 days with a message that says the range and the default', () => {
    expect(() => retentionDays({ REQUEST_RETENTION_DAYS: '0' })).toThrow(
      'REQUEST_RETENTION_DAYS="0" cannot be used: it must be a whole number from 1 to 3650 (days). Change it, or remove it to use the default (30).',
    )
    expect(() => retentionDays({ REQUEST_RETENTION_DAYS: '3651' })).toThrow('REQUEST_RETENTION_DAYS="3651" cannot be used')
  })

  it('deletes the requests older than the retention period when the folder opens, and says how many', async () => {
    const DAY = 86_400_000
    const dataDir = migrated()
    const printed: string[] = []
    vi.spyOn(console, 'log').mockImplementation((message: string) => void printed.push(message))
    const reopen = async (days?: string) => {
      vi.stubEnv('REQUEST_RETENTION_DAYS', days)
      printed.length = 0
      return openLocalDatabase({ dataDir })
    }
    const first = await reopen()
    await insert(first, '29 days', new Date(Date.now() - 29 * DAY))
    await insert(first, '31 days', new Date(Date.now() - 31 * DAY))
    await insert(first, '8 days', new Date(Date.now() - 8 * DAY))
    await first.close()

    // The default, 30 days: the request 31 days old goes.
    const thirty = await reopen()
    expect(await names(thirty)).toEqual(['29 days', '8 days'])
    expect(printed).toEqual(['Deleted 1 request older than the retention period (REQUEST_RETENTION_DAYS).'])
    await thirty.close()

    const seven = await reopen('7')
    expect(await names(seven)).toEqual([])
    expect(printed).toEqual(['Deleted 2 requests older than the retention period (REQUEST_RETENTION_DAYS).'])
    await seven.close()
  }, 120_000)
})

describe('the database of a long-running server (lazyLocalDatabase)', () => {
  it('prints a folder that cannot be opened once, however many requests fail with it', async () => {
    const dataDir = fresh()
    mkdirSync(join(dataDir, '..'), { recursive: true })
    writeFileSync(dataDir, 'not a folder')
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: string) => void printed.push(message))
    const db = lazyLocalDatabase({ dataDir })
    db.warm()
    for (let i = 0; i < 3; i++) await expect(db.query('select 1')).rejects.toMatchObject({ code: 'LOCAL_DB_DAMAGED' })
    await expect(db.ready()).rejects.toBeInstanceOf(LocalDatabaseError)
    expect(printed).toEqual([expect.stringContaining(`The local database folder ${dataDir} cannot be opened: it is a file, not a folder`)])
    await db.close()
  })

  it('opens the folder itself, and sends the statements, when the process it was a client of has stopped', async () => {
    const dataDir = migrated()
    const owner = await openLocalDatabase({ dataDir })
    const db = lazyLocalDatabase({ dataDir })
    try {
      await db.ready()
      await insert(owner, 'Before the owner stopped')
      await owner.close()
      // In another process the end of the connection arrives long before the next request; here, let it arrive
      // (a statement sent while it is under way may have run, so it is not sent again: the function answers 503).
      await new Promise((r) => setTimeout(r, 100))
      // Several requests at once, as a server gets them: one new open for all, each answered.
      const answers = await Promise.all(Array.from({ length: 5 }, () => db.query<{ name: string }>('select name from public.consultation_requests')))
      expect(answers.map((a) => a.rows)).toEqual(Array(5).fill([{ name: 'Before the owner stopped' }]))
      // It is the owner now: another process is its client.
      const other = await openLocalDatabase({ dataDir })
      expect(other.mode).toBe('client')
      await other.close()
    } finally {
      await db.close()
      await owner.close().catch(() => undefined)
    }
  }, 120_000)
})

describe('npm run requests on a terminal', () => {
  it('shows control and bidirectional characters escaped instead of sending them to the terminal, reading through the server that owns the folder', async () => {
    const dataDir = migrated()
    const local = await openLocalDatabase({ dataDir })
    await insert(local, 'Eve\u001b[2J\u0007\u202eevil')
    // `script` runs it on a pseudo-terminal, as a person in a terminal would.
    const { stdout } = await run('script', ['-qec', `${tsx} scripts/ops/requests.ts --limit 1`, '/dev/null'], { env: { ...process.env, LOCAL_DB_DIR: dataDir } }).finally(() => local.close())
    expect(stdout).toContain('Eve\\u001b[2J\\u0007\\u202eevil')
    for (const character of ['\u0007', '\u001b', '\u202e']) expect(stdout).not.toContain(character)
  }, 60_000)
})
