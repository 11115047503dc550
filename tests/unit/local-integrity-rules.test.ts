// The rules the local database folder is judged by, one at a time: which folders are accepted or refused
// before PGlite opens them (the control file's checksum, the write-ahead log's segments), the words a
// person reads when one is refused, what happens to a query once the folder has disappeared or PGlite
// has crashed, what the checks of an open database report, and which modes makePrivate sets.
// Plain folders written here; one small PGlite database on disk for the checks of an open database.
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { amcheck } from '@electric-sql/pglite/contrib/amcheck'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkDataDir, guardedDb, LocalDatabaseError, makePrivate, verifyEveryRelation, verifyStoredRequests } from '../../supabase/local/integrity.ts'
import { scratchFolder } from './local-folders.ts'

// No real disk error comes without a code (ENOENT, EACCES…): to see what a person reads when one does,
// readdirSync can be made to throw one. It reads the real disk otherwise.
const fsFault = vi.hoisted(() => ({ error: undefined as unknown }))
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const readdirSync = ((...args: Parameters<typeof fs.readdirSync>) => {
    if (fsFault.error !== undefined) throw fsFault.error
    return fs.readdirSync(...args)
  }) as typeof fs.readdirSync
  return { ...fs, default: { ...fs, readdirSync }, readdirSync }
})

const work = scratchFolder('integrity-rules-')
let folders = 0

/** CRC-32C written out here (bitwise, reflected polynomial 0x82F63B78), not taken from the code under test. */
function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A pg_control of `length` bytes whose checksum (of the bytes before it, little-endian) is at `at`. */
function controlFile(length: number, at: number): Buffer {
  const bytes = Buffer.alloc(length)
  for (let i = 0; i < length; i++) bytes[i] = (i * 7 + 3) & 0xff
  bytes.writeUInt32LE(crc32c(bytes.subarray(0, at)), at)
  return bytes
}

const SEGMENT = '000000010000000000000001'

/**
 * A database folder as Postgres leaves one: PG_VERSION, global/pg_control (by default 8 KB with its
 * checksum in its last 4 bytes) and pg_wal with the given files (name: size in bytes), or no pg_wal.
 */
function databaseFolder({ control = controlFile(8192, 8188), wal = { [SEGMENT]: 16 } as Record<string, number> | null } = {}): string {
  const dataDir = join(work, `folder-${++folders}`)
  mkdirSync(join(dataDir, 'global'), { recursive: true })
  writeFileSync(join(dataDir, 'PG_VERSION'), '17\n')
  writeFileSync(join(dataDir, 'global', 'pg_control'), control)
  if (wal) {
    mkdirSync(join(dataDir, 'pg_wal', 'archive_status'), { recursive: true })
    for (const [name, size] of Object.entries(wal)) writeFileSync(join(dataDir, 'pg_wal', name), Buffer.alloc(size, 1))
  }
  return dataDir
}

/** The error checkDataDir refuses `dataDir` with: it must refuse it. */
function refusal(dataDir: string): LocalDatabaseError {
  try {
    checkDataDir(dataDir)
  } catch (error) {
    expect(error).toBeInstanceOf(LocalDatabaseError)
    return error as LocalDatabaseError
  }
  throw new Error(`${dataDir} was accepted`)
}

describe('the words of a refused folder', () => {
  it('tell what is wrong, that nothing was changed, and the three ways to go on, word for word', () => {
    const dataDir = databaseFolder()
    rmSync(join(dataDir, 'global', 'pg_control'))
    const error = refusal(dataDir)
    expect(error.name).toBe('LocalDatabaseError')
    expect(error.code).toBe('LOCAL_DB_DAMAGED')
    expect(error.message).toBe(
      `The local database folder ${dataDir} cannot be opened: its control file (global/pg_control) is missing.\n` +
        'Nothing in it was changed. To go on, do one of these, then start again:\n' +
        `  - move it aside to keep it (mv "${dataDir}" "${dataDir}-damaged"): a new, empty database is created;\n` +
        '  - put back a copy of the folder from a backup;\n' +
        `  - or delete it to start over (rm -rf "${dataDir}"): the requests in it are lost.`,
    )
  })
})

describe('a folder with no database yet', () => {
  it('is new when it is absent or empty: PGlite makes the database there', () => {
    expect(checkDataDir(join(work, 'absent'))).toBe('new')
    mkdirSync(join(work, 'empty'))
    expect(checkDataDir(join(work, 'empty'))).toBe('new')
  })

  it('is refused when it holds files but no PG_VERSION: it is not a complete database', () => {
    const dataDir = databaseFolder()
    rmSync(join(dataDir, 'PG_VERSION'))
    expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: its PG_VERSION file is missing, so it is not a complete database.`)
  })
})

describe('the control file carries its own checksum', () => {
  it('is checked with a CRC-32C that gives the standard check value', () => {
    // The standard check value of CRC-32C: if this is wrong, the fixtures below prove nothing.
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283)
  })

  // The checksum covers the bytes before it and sits at a 4-byte boundary, 16 bytes in or later.
  it.each([
    ['in its last 4 bytes (an 8 KB file)', 8192, 8188],
    ['in its last 4 bytes (a 64-byte file)', 64, 60],
    ['at byte 16, the first place it may be', 8192, 16],
    ['at byte 20', 8192, 20],
  ])('accepts a control file with its checksum %s', (_where, length, at) => {
    expect(checkDataDir(databaseFolder({ control: controlFile(length, at) }))).toBe('complete')
  })

  it.each([
    ['at byte 12, before the first place it may be', 8192, 12],
    ['at byte 18, not a 4-byte boundary', 8192, 18],
    ['in its last 4 bytes, off the boundary (byte 8186 of 8190)', 8190, 8186],
  ])('refuses a control file with its checksum only %s', (_where, length, at) => {
    const dataDir = databaseFolder({ control: controlFile(length, at) })
    expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: its control file (global/pg_control) is damaged.`)
  })

  it('refuses a control file shorter than a checksum', () => {
    const dataDir = databaseFolder({ control: Buffer.from([0, 0, 0]) })
    expect(refusal(dataDir).message).toContain('its control file (global/pg_control) is damaged')
  })

  it('refuses a folder without its control file', () => {
    const dataDir = databaseFolder()
    rmSync(join(dataDir, 'global'), { recursive: true })
    expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: its control file (global/pg_control) is missing.`)
  })
})

describe('the write-ahead log holds at least one segment', () => {
  it.each([
    ['one segment of 1 byte', { [SEGMENT]: 1 }],
    ['one segment beside an empty .partial file and a history file', { [SEGMENT]: 64, '000000010000000000000001.partial': 0, 'x.history': 3 }],
    ['a segment whose name has upper-case hex letters', { '0000000100000000000000AB': 8 }],
  ])('accepts a log with %s', (_what, wal) => {
    expect(checkDataDir(databaseFolder({ wal }))).toBe('complete')
  })

  // A segment's name is exactly 24 upper-case hex characters, and the file holds something.
  it.each([
    ['only an empty segment', { [SEGMENT]: 0 }],
    ['only a segment name with a suffix', { [`${SEGMENT}.partial`]: 16 }],
    ['only a segment name with a prefix', { [`x${SEGMENT}`]: 16 }],
    ['only a name of 23 hex characters', { [SEGMENT.slice(1)]: 16 }],
    ['only a name of 25 hex characters', { [`${SEGMENT}0`]: 16 }],
    ['only a name in lower-case hex', { '0000000100000000000000ab': 16 }],
    ['nothing in it', {}],
  ])('refuses a log with %s', (_what, wal) => {
    const dataDir = databaseFolder({ wal })
    expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: its write-ahead log (pg_wal) is empty.`)
  })

  it('refuses a log whose only segment name is a folder', () => {
    const dataDir = databaseFolder({ wal: {} })
    mkdirSync(join(dataDir, 'pg_wal', SEGMENT))
    writeFileSync(join(dataDir, 'pg_wal', SEGMENT, 'inside'), 'x')
    expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: its write-ahead log (pg_wal) is empty.`)
  })

  it('refuses a folder without pg_wal', () => {
    const dataDir = databaseFolder({ wal: null })
    expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: its write-ahead log (pg_wal) is empty.`)
  })
})

describe('a folder that cannot be read', () => {
  it('is refused with the system’s error code, here a path through a file (ENOTDIR)', () => {
    const file = join(work, 'a-file')
    writeFileSync(file, 'not a folder')
    const dataDir = join(file, 'pglite')
    expect(refusal(dataDir).message).toContain(`The local database folder ${dataDir} cannot be opened: it cannot be read (ENOTDIR).`)
  })

  it('is refused with "unknown error" when the error has no code', () => {
    const dataDir = databaseFolder()
    fsFault.error = new Error('no code')
    try {
      expect(refusal(dataDir).message).toContain(`${dataDir} cannot be opened: it cannot be read (unknown error).`)
    } finally {
      fsFault.error = undefined
    }
  })

  it('opens a database folder reached through a link (a folder kept on another disk)', () => {
    const link = join(work, 'linked-database')
    symlinkSync(databaseFolder(), link)
    expect(checkDataDir(link)).toBe('complete')
  })

  it('refuses a link whose folder is not there, rather than making a new database in its place', () => {
    const link = join(work, 'link-to-nothing')
    const target = join(work, 'unmounted-disk', 'pglite')
    symlinkSync(target, link)
    expect(refusal(link).message).toContain(`The local database folder ${link} cannot be opened: it is a link to ${target}, which is not there.`)
  })

  it('says a file is a file, not that it cannot be read', () => {
    const file = join(work, 'a-file-as-folder')
    writeFileSync(file, 'not a database')
    const message = refusal(file).message
    expect(message).toContain(`The local database folder ${file} cannot be opened: it is a file, not a folder.`)
    expect(message).not.toContain('cannot be read')
  })
})

/** A stand-in for PGlite's query (guardedDb only calls that): answers `answer`, records what it was asked. */
function fakePg(answer: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>) {
  const calls: { sql: string; params: unknown[] }[] = []
  const pg = {
    query: (sql: string, params: unknown[]) => {
      calls.push({ sql, params })
      return answer(sql, params)
    },
  }
  return { pg: pg as unknown as PGlite, calls }
}

const gone = (dataDir: string) =>
  `The local database folder ${dataDir} has disappeared while the server was running: requests are refused (503) ` +
  'until the server is restarted. Restart it to create a new database, or put the folder back first.'

describe('while the server runs, every query checks the folder', () => {
  it('answers the rows while the folder is there, and passes the parameters (none: an empty list)', async () => {
    const dataDir = databaseFolder()
    const { pg, calls } = fakePg(async () => ({ rows: [{ n: 1 }] }))
    const db = guardedDb(pg, dataDir)
    expect(await db.query('select 1 as n')).toEqual({ rows: [{ n: 1 }] })
    expect(await db.query('select $1::int as n, $2::text as t', [1, 'a'])).toEqual({ rows: [{ n: 1 }] })
    expect(calls).toEqual([
      { sql: 'select 1 as n', params: [] },
      { sql: 'select $1::int as n, $2::text as t', params: [1, 'a'] },
    ])
  })

  // Both files are looked for: either one gone means the folder is gone.
  it.each([['PG_VERSION'], ['global/pg_control'], ['the whole folder']])(
    'refuses every query (LOCAL_DB_GONE, 503) once %s has disappeared, runs none, and logs it once for three queries',
    async (what) => {
      const dataDir = databaseFolder()
      const { pg, calls } = fakePg(async () => ({ rows: [] }))
      const db = guardedDb(pg, dataDir)
      rmSync(what === 'the whole folder' ? dataDir : join(dataDir, what), { recursive: true })
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        for (let i = 0; i < 3; i++) {
          const error = await db.query('insert into t values (1)').then(
            () => null,
            (e: unknown) => e,
          )
          expect(error).toBeInstanceOf(LocalDatabaseError)
          expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_GONE')
          expect((error as LocalDatabaseError).message).toBe(gone(dataDir))
        }
        expect(logged).toHaveBeenCalledTimes(1)
        expect(logged).toHaveBeenCalledWith(gone(dataDir))
        // Nothing was written into a deleted folder.
        expect(calls).toEqual([])
      } finally {
        logged.mockRestore()
      }
    },
  )

  it('does not acknowledge a statement when the folder disappears while it runs', async () => {
    const dataDir = databaseFolder()
    const { pg } = fakePg(async () => (rmSync(join(dataDir, 'PG_VERSION')), { rows: [{ id: 1 }] }))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await expect(guardedDb(pg, dataDir).query('insert into t values (1) returning id')).rejects.toThrow(gone(dataDir))
      expect(logged).toHaveBeenCalledTimes(1)
    } finally {
      logged.mockRestore()
    }
  })
})

describe('when PGlite itself fails', () => {
  it.each([
    ['an Error without a code', new Error('Aborted()'), 'Aborted()'],
    ['a thrown string', 'Aborted()', 'Aborted()'],
    ['an error whose code is a number', Object.assign(new Error('duplicate'), { code: 23505 }), 'duplicate'],
    ['a thrown null', null, 'null'],
    ['a thrown undefined', undefined, 'undefined'],
  ])('says the database stopped working (LOCAL_DB_BROKEN) for %s', async (_what, thrown, shown) => {
    const dataDir = databaseFolder()
    const { pg } = fakePg(() => Promise.reject(thrown))
    const error = await guardedDb(pg, dataDir)
      .query('select 1')
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(LocalDatabaseError)
    expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_BROKEN')
    expect((error as LocalDatabaseError).message).toBe(`The local database ${dataDir} stopped working (${shown}). Restart the server.`)
  })

  it('passes on an SQL error (a string code) as it is, for the function to answer', async () => {
    const dataDir = databaseFolder()
    const sqlError = { code: '23505', message: 'duplicate key value violates unique constraint' }
    const { pg } = fakePg(() => Promise.reject(sqlError))
    await expect(guardedDb(pg, dataDir).query('insert into t values (1)')).rejects.toBe(sqlError)
  })
})

describe('the checks of an open database', () => {
  // One small database on disk, made here from nothing (new PGlite, not a migrated copy), with a minimal
  // stand-in for the project's schema: the checks only read these tables.
  const dataDir = join(work, 'open', 'pglite')
  let pg: PGlite
  beforeAll(async () => {
    mkdirSync(join(work, 'open'))
    pg = new PGlite(dataDir, { extensions: { amcheck } })
    await pg.waitReady
    // consultation_requests: the table, its TOAST table and the TOAST table's index (a text column),
    // its primary key and a hash index (which the B-tree checker must not be given): 5 relations.
    // consultation_request_count: one table, no TOAST table (an int column only). 6 in all.
    await pg.exec(`
      create table public.consultation_requests (id int primary key, name text not null);
      create index consultation_requests_name_hash on public.consultation_requests using hash (name);
      create table public.consultation_request_count (stored int not null);
    `)
  }, 120_000)
  afterAll(async () => {
    await pg?.close()
  })

  /** `readable` requests in the table and `counted` in the count beside it (null: no count row). */
  async function store(readable: number, counted: number | null) {
    await pg.exec('truncate public.consultation_requests, public.consultation_request_count')
    await pg.query(`insert into public.consultation_requests (id, name) select i, 'Person ' || i from generate_series(1, $1::int) i`, [readable])
    if (counted !== null) await pg.query('insert into public.consultation_request_count (stored) values ($1)', [counted])
  }

  it('checks all 6 tables and indexes of a sound database and says how many', async () => {
    await store(3, 3)
    await expect(verifyEveryRelation(pg, dataDir)).resolves.toBe(6)
    // amcheck was made for the check only: the database is left as it was.
    expect((await pg.query("select extname from pg_extension where extname = 'amcheck'")).rows).toEqual([])
  })

  it.each([
    [0, 0],
    [3, 3],
  ])('accepts %i readable requests when the count says %i', async (readable, counted) => {
    await store(readable, counted)
    await expect(verifyStoredRequests(pg, dataDir)).resolves.toBeUndefined()
  })

  // Each says how many, from both sides of "as many as counted" (one off, and more).
  it.each([
    [3, 5, ['5 requests were stored but only 3 can be read: 2 are missing or damaged.']],
    [3, 4, ['4 requests were stored but only 3 can be read: 1 is missing or damaged.']],
    [0, 1, ['1 request was stored but only 0 can be read: 1 is missing or damaged.']],
    [1, 0, ['1 request can be read but the count kept beside them says 0: that count is damaged.']],
    [0, 2, ['2 requests were stored but only 0 can be read: 2 are missing or damaged.']],
    [3, 2, ['3 requests can be read but the count kept beside them says 2: that count is damaged.']],
    [5, 3, ['5 requests can be read but the count kept beside them says 3: that count is damaged.']],
  ])('refuses %i readable requests when the count says %i', async (readable, counted, words) => {
    await store(readable, counted)
    const error = await verifyStoredRequests(pg, dataDir).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(LocalDatabaseError)
    expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_DAMAGED')
    expect((error as Error).message).toContain(`The local database folder ${dataDir} cannot be opened: ${words[0]}`)
    for (const part of words) expect((error as Error).message.split('\n')[0]).toContain(part)
  })

  it('refuses requests without their count: nothing says whether some were lost', async () => {
    await store(3, null)
    await expect(verifyStoredRequests(pg, dataDir)).rejects.toThrow(
      `${dataDir} cannot be opened: the count of its stored requests is missing, so nothing says whether requests were lost.`,
    )
  })

  it('refuses requests that cannot be read, with what Postgres said', async () => {
    await store(3, 3)
    await pg.exec('alter table public.consultation_request_count rename to kept_aside')
    try {
      await expect(verifyStoredRequests(pg, dataDir)).rejects.toThrow(
        `${dataDir} cannot be opened: its stored requests cannot be read (relation "public.consultation_request_count" does not exist).`,
      )
    } finally {
      await pg.exec('alter table public.kept_aside rename to consultation_request_count')
    }
  })

  it('names the list of tables and what went wrong when even it cannot be read', async () => {
    // A stand-in whose every statement fails with a bare string, as a crashed WebAssembly module does.
    const statements: string[] = []
    const broken = {
      exec: async (sql: string) => void statements.push(sql),
      query: () => Promise.reject('Aborted()'),
    } as unknown as PGlite
    await expect(verifyEveryRelation(broken, dataDir)).rejects.toThrow(`${dataDir} cannot be opened: its list of tables is damaged (Aborted()).`)
    // Whatever happened, the transaction amcheck was made in is rolled back.
    expect(statements.at(-1)).toBe('rollback')
  })

  /**
   * Closes the database, lets `damage` change page `page` of `relation`'s file (8 KB), opens it again and
   * returns the error verifyEveryRelation refuses it with: it must refuse it.
   */
  async function refusedAfterDamage(relation: string, page: number, damage: (page: Buffer) => void) {
    await store(3, 3)
    const { rows } = await pg.query<{ path: string }>('select pg_relation_filepath($1::regclass) as path', [relation])
    await pg.close()
    const file = join(dataDir, rows[0]!.path)
    const bytes = readFileSync(file)
    damage(bytes.subarray(page * 8192, (page + 1) * 8192))
    writeFileSync(file, bytes)
    pg = new PGlite(dataDir, { extensions: { amcheck } })
    await pg.waitReady
    // The page's checksum no longer matches (PGlite's pages carry one): told to read it anyway, Postgres
    // gets to the row or key, as it would with one damaged before the checksum was written.
    await pg.exec('set ignore_checksum_failure = on')
    const error = await verifyEveryRelation(pg, dataDir).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(LocalDatabaseError)
    return error as LocalDatabaseError
  }

  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

  /** Where a page's item `n` (from 1) starts: its line pointer's first 15 bits (the pointers follow the 24-byte header). */
  const itemAt = (page: Buffer, n: number) => page.readUInt32LE(24 + 4 * (n - 1)) & 0x7fff

  // Page 1 of the primary key holds its 3 keys (1, 2, 3), each 8 bytes after the start of its item.
  it.each([
    ['out of order (the second key set to 99)', 2, 99, 'item order invariant violated for index "consultation_requests_pkey"'],
    // In order still (1, 2, 4): only reading the whole table against the index finds that row 3 has no key.
    ['missing a row (the third key set to 4)', 3, 4, 'lacks matching index tuple within index "consultation_requests_pkey"'],
  ])('names an index whose keys are %s, with what Postgres found', async (_what, item, key, found) => {
    const error = await refusedAfterDamage('public.consultation_requests_pkey', 1, (page) => page.writeInt32LE(key, itemAt(page, item) + 8))
    expect(error.message).toContain(`The local database folder ${dataDir} cannot be opened: its index consultation_requests_pkey is damaged (`)
    expect(error.message).toContain(`${found}).\n`)
    // Rebuilt from the table, for the tests after this one.
    await pg.exec('reindex index public.consultation_requests_pkey')
  }, 120_000)

  it('names a table whose stored row is damaged, with what Postgres found', async () => {
    // The first row's xmin (the first 4 bytes of its header) set to a transaction that has not happened:
    // the page is still a valid page, its row is not.
    const error = await refusedAfterDamage('public.consultation_requests', 0, (page) => page.writeUInt32LE(0xfffffff0, itemAt(page, 1)))
    expect(error.message).toMatch(
      new RegExp(`^The local database folder ${escaped(dataDir)} cannot be opened: its table consultation_requests is damaged \\(xmin 4294967280 [^)]*\\)\\.\\n`),
    )
  }, 120_000)
})

describe('the folder is made private', () => {
  it('gives its sub-folders 0700 and its files 0600, however deep, and leaves what a link points to alone', () => {
    const dataDir = join(work, 'private')
    mkdirSync(join(dataDir, 'base', '5'), { recursive: true })
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n')
    writeFileSync(join(dataDir, 'base', '5', '16384'), 'rows')
    const outside = join(work, 'outside.txt')
    writeFileSync(outside, 'not the database’s')
    symlinkSync(outside, join(dataDir, 'base', 'link'))
    for (const path of [dataDir, join(dataDir, 'base'), join(dataDir, 'base', '5')]) chmodSync(path, 0o755)
    for (const path of [join(dataDir, 'PG_VERSION'), join(dataDir, 'base', '5', '16384'), outside]) chmodSync(path, 0o644)
    makePrivate(dataDir)
    const mode = (path: string) => statSync(path).mode & 0o777
    expect(mode(dataDir)).toBe(0o700)
    expect(mode(join(dataDir, 'base'))).toBe(0o700)
    expect(mode(join(dataDir, 'base', '5'))).toBe(0o700)
    expect(mode(join(dataDir, 'PG_VERSION'))).toBe(0o600)
    expect(mode(join(dataDir, 'base', '5', '16384'))).toBe(0o600)
    // The link is followed by chmod: a file outside the folder must not be changed through it.
    expect(mode(outside)).toBe(0o644)
  })

  it('does nothing, without an error, for a folder that is not there yet', () => {
    expect(() => makePrivate(join(work, 'not-yet'))).not.toThrow()
  })
})
