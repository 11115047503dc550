// The embedded database folder (.data/pglite) never starts over on its own, never acknowledges a request
// it cannot keep, and shares itself safely: real PGlite folders, damaged the ways a disk or a person
// damages them, and several clients on the owner's socket at once.
import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleRequest, type LogEntry } from '../../supabase/functions/send-consultation/handler.ts'
import { checkDataDir, lazyLocalDatabase, LocalDatabaseError, openLocalDatabase, type LocalDatabase } from '../../supabase/local/database.ts'
import { copyTemplateInto } from '../migrated-databases.ts'

const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'h12-local-db-'))
const complete = join(dir, 'complete', 'pglite')
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx')

/** Every file of a folder with its size and modification time: "unchanged" means this is equal. */
function snapshot(folder: string) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => {
      const s = statSync(join(folder, f))
      return `${f} ${s.isDirectory() ? 'dir' : s.size} ${s.mtimeMs}`
    })
}

/** A copy of the complete folder, to damage. */
function copy(name: string): string {
  const target = join(dir, name, 'pglite')
  cpSync(complete, target, { recursive: true, preserveTimestamps: true })
  return target
}

const post = (db: Parameters<typeof handleRequest>[1]['db'], log: (e: LogEntry) => void, name: string) =>
  handleRequest(
    new Request('http://localhost/functions/v1/send-consultation', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': '198.51.100.90' },
      body: JSON.stringify({ name, phone: '555-010-0190', email: 'kept@example.com' }),
    }),
    { db, env: { SENDER_HASH_SALT: 'db-test', RATE_LIMIT_MAX: '1000' }, log },
  )

beforeAll(async () => {
  // A copy of the migrated folder made once before the run (tests/migrated-databases.ts): how a folder is
  // made from nothing is function-local.test.ts's and local-locks.test.ts's to test.
  copyTemplateInto(complete)
  const local = await openLocalDatabase({ dataDir: complete })
  expect((await post(local.db, () => undefined, 'Kept Person')).status).toBe(200)
  await local.close()
}, 180_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000)

describe('the data folder is checked before it is opened', () => {
  it('creates a database in an absent or empty folder, and opens a complete one with its rows', async () => {
    expect(checkDataDir(join(dir, 'absent', 'pglite'))).toBe('new')
    mkdirSync(join(dir, 'empty', 'pglite'), { recursive: true })
    expect(checkDataDir(join(dir, 'empty', 'pglite'))).toBe('new')
    expect(checkDataDir(complete)).toBe('complete')
    const local = await openLocalDatabase({ dataDir: complete })
    try {
      expect((await local.db.query<{ name: string }>('select name from public.consultation_requests')).rows).toEqual([{ name: 'Kept Person' }])
    } finally {
      await local.close()
    }
  }, 120_000)

  const damages: [string, (folder: string) => void, string][] = [
    ['a missing PG_VERSION', (f) => rmSync(join(f, 'PG_VERSION')), 'its PG_VERSION file is missing'],
    ['garbage in pg_control', (f) => writeFileSync(join(f, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a)), 'its control file (global/pg_control) is damaged'],
    ['an emptied pg_wal', (f) => readdirSync(join(f, 'pg_wal')).filter((n) => /^[0-9A-F]{24}$/.test(n)).forEach((n) => rmSync(join(f, 'pg_wal', n))), 'its write-ahead log (pg_wal) is empty'],
  ]
  it.each(damages)('refuses a folder with %s, says what to do, and leaves every file as it was', async (name, damage, what) => {
    const folder = copy(name.replace(/\W+/g, '-'))
    damage(folder)
    const before = snapshot(folder)
    await expect(openLocalDatabase({ dataDir: folder })).rejects.toThrow(new RegExp(`${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be opened: ${what.replace(/[()]/g, '\\$&')}`))
    await expect(openLocalDatabase({ dataDir: folder })).rejects.toBeInstanceOf(LocalDatabaseError)
    expect(snapshot(folder)).toEqual(before)
    // The lock is released: the next start says the same, instead of "in use".
    await expect(openLocalDatabase({ dataDir: folder, waitMs: 1000 })).rejects.toThrow(/cannot be opened/)
  }, 60_000)

  it('refuses a file where the folder should be', () => {
    const path = join(dir, 'a-file')
    writeFileSync(path, 'not a database')
    expect(() => checkDataDir(path)).toThrow(`The local database folder ${path} cannot be opened: it is a file, not a folder`)
    expect(readFileSync(path, 'utf8')).toBe('not a database')
  })

  it('npm run requests gives the same plain message, not "Aborted()"', async () => {
    const folder = copy('requests-damaged')
    writeFileSync(join(folder, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a))
    const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/requests.ts'], { env: { ...process.env, LOCAL_DB_DIR: folder } }).catch((e: { code: number; stderr: string; stdout: string }) => e)
    expect('code' in failed && failed.code).toBe(1)
    expect(failed.stderr).toContain(`The local database folder ${folder} cannot be opened: its control file (global/pg_control) is damaged`)
    expect(failed.stderr + failed.stdout).not.toMatch(/Aborted\(\)|undefined|\n\s+at /)
  }, 60_000)
})

describe('a lock left by a process that no longer serves the folder', () => {
  it('does not block: a lock naming a live process (this one) but no start time, whose socket nobody listens on, is stale', async () => {
    const folder = join(dir, 'stale', 'pglite')
    mkdirSync(join(dir, 'stale'), { recursive: true })
    // A live process id (this one) and a socket nobody listens on, as after a crash with a reused id.
    // (tests/unit/local-locks.test.ts covers a lock with a start time of another live process.)
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.pid, socket: `${folder}.sock` }))
    const started = Date.now()
    const local = await openLocalDatabase({ dataDir: folder })
    expect(local.mode).toBe('owner')
    await local.close()
    expect(Date.now() - started).toBeLessThan(60_000)
  }, 120_000)
})

describe('while the server runs', () => {
  it('answers 503 (not 200) and logs why once the folder has disappeared', async () => {
    const folder = copy('vanishing')
    const db = lazyLocalDatabase({ dataDir: folder })
    const logs: LogEntry[] = []
    try {
      expect((await post(db, (e) => logs.push(e), 'Before')).status).toBe(200)
      rmSync(folder, { recursive: true, force: true })
      const after = await post(db, (e) => logs.push(e), 'After')
      expect(after.status).toBe(503)
      expect(logs.at(-1)).toEqual({ event: 'storage_failed', status: 503, code: 'LOCAL_DB_GONE' })
    } finally {
      await db.close()
    }
  }, 60_000)

  it('runs the statements of several clients on the owner socket without mixing their parameters', async () => {
    const folder = copy('shared')
    const locals: LocalDatabase[] = []
    try {
      for (let i = 0; i < 3; i++) locals.push(await openLocalDatabase({ dataDir: folder }))
      expect(locals.map((l) => l.mode)).toEqual(['owner', 'client', 'client'])
      // Statements with 0, 1 and 3 parameters, 300 at once from three processes' worth of connections.
      const calls = Array.from({ length: 300 }, (_, i) => {
        const local = locals[i % 3]!
        if (i % 3 === 0) return local.db.query<{ n: number }>('select count(*)::int as n from public.consultation_requests').then((r) => r.rows[0]!.n === 1)
        if (i % 3 === 1) return local.db.query<{ v: number }>('select $1::int as v', [i]).then((r) => r.rows[0]!.v === i)
        return local.db.query<{ t: string }>('select $1::text || $2::text || $3::text as t', ['a', String(i), 'z']).then((r) => r.rows[0]!.t === `a${i}z`)
      })
      const results = await Promise.allSettled(calls)
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([])
      expect(results.every((r) => r.status === 'fulfilled' && r.value)).toBe(true)
    } finally {
      for (const local of locals.reverse()) await local.close()
    }
  }, 60_000)
})

describe('npm run requests on a terminal', () => {
  it('shows control and bidirectional characters escaped instead of sending them to the terminal', async () => {
    const folder = copy('terminal')
    const local = await openLocalDatabase({ dataDir: folder })
    await local.db.query(
      "insert into public.consultation_requests (kind, name, email, phone, sender_hash) values ('contact', $1, 'esc@example.com', '555-010-0191', $2)",
      ['Eve\u001b[2J\u0007\u202eevil', 'a'.repeat(64)],
    )
    // `script` runs it on a pseudo-terminal, as a person in a terminal would (reading through this owner).
    const { stdout } = await run('script', ['-qec', `${tsx} scripts/requests.ts --limit 1`, '/dev/null'], { env: { ...process.env, LOCAL_DB_DIR: folder } }).finally(
      () => local.close(),
    )
    expect(stdout).toContain('Eve\\u001b[2J\\u0007\\u202eevil')
    for (const character of ['\u0007', '\u001b', '\u202e']) expect(stdout).not.toContain(character)
  }, 60_000)
})
