// The embedded database never loses requests quietly: a truncated table file is found when the folder
// opens and the server refuses to start with a plain message; a stale lock whose number now belongs to
// another live process does not block; the files are the user's alone; expired requests are deleted
// at start-up. Real PGlite folders, real processes.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, utimesSync, writeFileSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { LocalDatabaseError, openLocalDatabase } from '../../supabase/local/database.ts'

const work = mkdtempSync(join(tmpdir(), 'i21-integrity-'))
afterAll(() => rmSync(work, { recursive: true, force: true }), 180_000) // several database folders: slow to delete on a busy disk

async function folderWithRequests(name: string, count: number, ageDays = 0) {
  const dataDir = join(work, name, 'pglite')
  const local = await openLocalDatabase({ dataDir })
  // All in one statement: Person 0, p0@example.com…
  await local.db.query(
    `insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at)
     select 'contact', 'Person ' || i, 'p' || i || '@example.com', '555-010-0100', repeat('a', 64), now() - make_interval(days => $2)
     from generate_series(0, $1 - 1) as i`,
    [count, ageDays],
  )
  const { rows } = await local.db.query<{ path: string }>("select pg_relation_filepath('public.consultation_requests') as path")
  await local.close()
  return { dataDir, tableFile: join(dataDir, rows[0]!.path) }
}

describe('a damaged embedded database', () => {
  it('refuses to open when the requests table file was truncated, saying how many are missing, and changes nothing', async () => {
    const { dataDir, tableFile } = await folderWithRequests('truncated', 40)
    truncateSync(tableFile, 0)
    const error = await openLocalDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(LocalDatabaseError)
    expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_DAMAGED')
    expect((error as Error).message).toContain('40 requests were stored but only 0 can be read: 40 are missing or damaged')
    expect((error as Error).message).toContain('move it aside to keep it')
    expect(statSync(tableFile).size).toBe(0)
  }, 120_000)

  let folderOf200: ReturnType<typeof folderWithRequests> | undefined
  // The table file cut at its start, in its middle and at its end (its last page, then its last byte):
  // whatever is lost, the folder refuses to open, says how many of the 200 are missing, and changes nothing.
  it.each([
    ['at its start', () => 0],
    ['in its middle', (size: number) => Math.floor(size / 2 / 8192) * 8192],
    ['at its end (the last page)', (size: number) => size - 8192],
    ['at its end (the last byte)', (size: number) => size - 1],
  ])('refuses to open a requests table file of 200 requests cut %s, saying how many are missing', async (where, cut) => {
    // One folder of 200 requests, copied for each cut.
    const whole = await (folderOf200 ??= folderWithRequests('whole-200', 200))
    const dataDir = join(work, `cut-${where.replace(/\W+/g, '-')}`, 'pglite')
    cpSync(whole.dataDir, dataDir, { recursive: true })
    const tableFile = join(dataDir, whole.tableFile.slice(whole.dataDir.length))
    const size = statSync(tableFile).size
    expect(size, 'the table spans several 8 KB pages').toBeGreaterThanOrEqual(3 * 8192)
    truncateSync(tableFile, cut(size))
    const error = await openLocalDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error, 'the folder opened as if nothing were lost').toBeInstanceOf(LocalDatabaseError)
    expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_DAMAGED')
    const [, stored, readable, missing] = /(\d+) requests were stored but only (\d+) can be read: (\d+) are missing or damaged/.exec((error as Error).message) ?? []
    expect(Number(stored), (error as Error).message).toBe(200)
    expect(Number(readable)).toBeLessThan(200)
    expect(Number(missing)).toBe(200 - Number(readable))
    expect(statSync(tableFile).size).toBe(cut(size))
    rmSync(join(dataDir, '..'), { recursive: true, force: true })
  }, 240_000)

  it('makes `npm run preview` refuse to start with that message (no stack trace)', async () => {
    const { dataDir, tableFile } = await folderWithRequests('preview', 3)
    truncateSync(tableFile, 0)
    const site = join(work, 'site', 'dist', 'client')
    spawnSync('mkdir', ['-p', site])
    writeFileSync(join(site, 'index.html'), '<p>home</p>')
    writeFileSync(join(site, '404.html'), '<p>not found</p>')
    const preview = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'), [join(process.cwd(), 'scripts', 'preview.ts')], {
      cwd: join(work, 'site'),
      encoding: 'utf8',
      env: { ...process.env, PORT: '0', LOCAL_DB_DIR: dataDir },
      timeout: 120_000,
    })
    expect(preview.status).toBe(1)
    expect(preview.stderr).toContain('3 requests were stored but only 0 can be read')
    expect(preview.stdout).not.toContain('is served at')
    expect(preview.stderr).not.toMatch(/\n\s+at /)
  }, 180_000)
})

/** A folder with `count` rate-limit events (a side table) beside its requests, and the files of that table and of its primary key. */
async function folderWithRateEvents(name: string, count: number) {
  const { dataDir } = await folderWithRequests(name, 2)
  const local = await openLocalDatabase({ dataDir })
  await local.db.query(
    `insert into public.consultation_rate_events (sender_hash, block_hash, at)
     select md5(g::text) || md5(g::text), md5((g % 7)::text) || md5((g % 7)::text), now() from generate_series(1, $1::int) g`,
    [count],
  )
  const { rows } = await local.db.query<{ table: string; key: string }>(
    "select pg_relation_filepath('public.consultation_rate_events') as table, pg_relation_filepath('public.consultation_rate_events_pkey') as key",
  )
  await local.close()
  return { dataDir, tableFile: join(dataDir, rows[0]!.table), keyFile: join(dataDir, rows[0]!.key) }
}

/** Overwrites page `page` (8 KB) of a file with bytes no Postgres page holds. */
function overwritePage(file: string, page: number) {
  const fd = openSync(file, 'r+')
  writeSync(fd, Buffer.alloc(8192, 0x41), 0, 8192, page * 8192)
  closeSync(fd)
}

async function openingError(dataDir: string): Promise<LocalDatabaseError> {
  const error = await openLocalDatabase({ dataDir }).then(
    async (local) => (await local.close(), null),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(LocalDatabaseError)
  return error as LocalDatabaseError
}

describe('a damaged side table or index', () => {
  it('refuses to open when a page of the rate limit’s events is overwritten, naming the table, and changes nothing', async () => {
    const { dataDir, tableFile } = await folderWithRateEvents('side-table', 300)
    overwritePage(tableFile, 0)
    const before = readFileSync(tableFile)
    const error = await openingError(dataDir)
    expect(error.code).toBe('LOCAL_DB_DAMAGED')
    expect(error.message).toContain(`The local database folder ${dataDir} cannot be opened: its table consultation_rate_events is damaged`)
    expect(error.message).toContain('move it aside to keep it')
    expect(readFileSync(tableFile).equals(before)).toBe(true)
  }, 180_000)

  it('refuses to open when a page of a primary-key index is overwritten, naming the index', async () => {
    const { dataDir, keyFile } = await folderWithRateEvents('primary-key', 300)
    // Page 0 of a B-tree is its metapage; page 1 holds keys.
    expect(statSync(keyFile).size).toBeGreaterThanOrEqual(2 * 8192)
    overwritePage(keyFile, 1)
    const error = await openingError(dataDir)
    expect(error.code).toBe('LOCAL_DB_DAMAGED')
    expect(error.message).toContain('its index consultation_rate_events_pkey is damaged')
  }, 180_000)

  it('opens an undamaged folder with side tables, and leaves no amcheck extension behind', async () => {
    const { dataDir } = await folderWithRateEvents('sound', 300)
    const local = await openLocalDatabase({ dataDir })
    expect((await local.db.query('select count(*)::int as n from public.consultation_rate_events')).rows).toEqual([{ n: 300 }])
    expect((await local.db.query("select extname from pg_extension where extname = 'amcheck'")).rows).toEqual([])
    await local.close()
  }, 180_000)
})

describe('a lock file that is no lock', () => {
  it.each([
    ['empty', ''],
    ['garbage', '\u0000\u0001 not a lock'],
    ['JSON without a process', '{"socket": "/tmp/x.sock"}'],
  ])('replaces an %s lock file left long ago, says so, and opens as owner', async (_what, content) => {
    const { dataDir } = await folderWithRequests(`bad-lock-${_what.replace(/\W/g, '')}`, 1)
    writeFileSync(`${dataDir}.lock`, content)
    const longAgo = new Date(Date.now() - 60_000)
    utimesSync(`${dataDir}.lock`, longAgo, longAgo)
    const warned: string[] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message))
    try {
      const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
      expect(local.mode).toBe('owner')
      expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
      expect((await local.db.query('select count(*)::int as n from public.consultation_requests')).rows).toEqual([{ n: 1 }])
      await local.close()
    } finally {
      warn.mockRestore()
    }
    expect(warned.join('\n')).toContain(`Replaced the lock file ${dataDir}.lock`)
  }, 120_000)

  it('waits for an empty lock file just written (an owner writing its lock) rather than taking it at once, then opens', async () => {
    const { dataDir } = await folderWithRequests('fresh-empty-lock', 1)
    writeFileSync(`${dataDir}.lock`, '')
    const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
    expect(local.mode).toBe('owner')
    await local.close()
  }, 120_000)
})

describe('the lock between processes', () => {
  it('is not blocked by a stale lock whose process number now belongs to another live process', async () => {
    const { dataDir } = await folderWithRequests('stale', 1)
    const other = spawn('sleep', ['60'])
    try {
      // What an owner killed with -9 leaves behind, its number since reused by an unrelated process.
      writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: other.pid, started: '1', socket: `${dataDir}.sock` }))
      const warned: string[] = []
      const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message))
      const started = Date.now()
      const local = await openLocalDatabase({ dataDir, waitMs: 60_000 }).finally(() => warn.mockRestore())
      expect(local.mode).toBe('owner')
      expect(Date.now() - started).toBeLessThan(30_000)
      // The replacement is said, with the process the lock named.
      expect(warned.join('\n')).toContain(`Replaced the lock file ${dataDir}.lock: process ${other.pid}`)
      await local.close()
      // An old-style lock (no start time) of a live process that answers on no socket does not block either.
      writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: other.pid, socket: `${dataDir}.sock` }))
      const again = await openLocalDatabase({ dataDir, waitMs: 60_000 })
      expect(again.mode).toBe('owner')
      await again.close()
    } finally {
      other.kill()
    }
  }, 120_000)
})

describe('privacy of the folder', () => {
  it('keeps the folders 0700 and the files 0600, write-ahead log included', async () => {
    const { dataDir } = await folderWithRequests('private', 2)
    const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    expect(entries.some((e) => e.parentPath.includes('pg_wal'))).toBe(true)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    for (const entry of entries) {
      const mode = statSync(join(entry.parentPath, entry.name)).mode & 0o777
      expect(mode, join(entry.parentPath, entry.name)).toBe(entry.isDirectory() ? 0o700 : 0o600)
    }
  }, 120_000)
})

describe('retention at start-up', () => {
  it('deletes requests older than REQUEST_RETENTION_DAYS (default 30) when the folder opens, and keeps the rest', async () => {
    const { dataDir } = await folderWithRequests('retention', 3, 31)
    const local = await openLocalDatabase({ dataDir })
    await local.db.query(`insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at)
      values ('contact', 'Recent', 'r@example.com', '555-010-0100', repeat('a', 64), now() - interval '29 days')`)
    await local.close()
    const reopened = await openLocalDatabase({ dataDir })
    const { rows } = await reopened.db.query<{ name: string }>('select name from public.consultation_requests')
    expect(rows).toEqual([{ name: 'Recent' }])
    await reopened.close()
    process.env.REQUEST_RETENTION_DAYS = '7'
    try {
      const shorter = await openLocalDatabase({ dataDir })
      expect((await shorter.db.query('select * from public.consultation_requests')).rows).toEqual([])
      await shorter.close()
    } finally {
      delete process.env.REQUEST_RETENTION_DAYS
    }
  }, 120_000)
})
