/**
 * Whether the local database folder can be trusted, checked without changing it:
 * - before PGlite opens it (checkDataDir): absent or empty, a new database is created; a complete one is
 *   opened; anything else is refused with a plain message and left as it is;
 * - once it is open (verifyEveryRelation): every table of the project's (the requests, the rate limit's
 *   events, the surges, the count…) and its TOAST table is read whole and checked page by page, and
 *   every index is checked against its table, with Postgres's own checker, amcheck (verify_heapam,
 *   bt_index_check with heapallindexed), which PGlite ships;
 * - then (verifyStoredRequests): every stored request is there and readable, compared with the count
 *   the database keeps in another file (public.consultation_request_count), which finds a table file
 *   cut short, which a page-by-page check cannot see;
 * - while the owner runs (guardedDb): every statement checks that the folder is still there, so nothing
 *   is acknowledged that was written into a deleted folder.
 * The folder and its files are private to the user who runs the server (makePrivate).
 */
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Db } from '../functions/_shared/db.ts'

/**
 * A problem with the local database that its user can act on. The code starts with LOCAL_DB_, which the
 * function answers with 503 (nothing stored, try later); the message says what to do.
 */
export class LocalDatabaseError extends Error {
  constructor(
    readonly code: 'LOCAL_DB_DAMAGED' | 'LOCAL_DB_GONE' | 'LOCAL_DB_BROKEN' | 'LOCAL_DB_BUSY',
    message: string,
  ) {
    super(message)
    this.name = 'LocalDatabaseError'
  }
}

export function damaged(dataDir: string, what: string): LocalDatabaseError {
  return new LocalDatabaseError(
    'LOCAL_DB_DAMAGED',
    `The local database folder ${dataDir} cannot be opened: ${what}.\n` +
      `Nothing in it was changed. To go on, do one of these, then start again:\n` +
      `  - move it aside to keep it (mv "${dataDir}" "${dataDir}-damaged"): a new, empty database is created;\n` +
      `  - put back a copy of the folder from a backup;\n` +
      `  - or delete it to start over (rm -rf "${dataDir}"): the requests in it are lost.`,
  )
}

/** CRC-32C, the checksum Postgres writes into its control file. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, i) => {
  let c = i
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1
  return c >>> 0
})

/**
 * Whether global/pg_control carries its own checksum: the CRC-32C of the bytes before it, at a 4-byte
 * boundary. (Its place depends on the Postgres version, so it is searched for rather than assumed.)
 */
function controlFileIsIntact(bytes: Buffer): boolean {
  let crc = 0xffffffff
  for (let n = 0; n + 4 <= bytes.length; n++) {
    if (n % 4 === 0 && n >= 16 && ((crc ^ 0xffffffff) >>> 0) === bytes.readUInt32LE(n)) return true
    crc = (CRC32C_TABLE[(crc ^ bytes[n]!) & 0xff]! ^ (crc >>> 8)) >>> 0
  }
  return false
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

function isNonEmptyFile(path: string): boolean {
  const stats = statSync(path)
  return stats.isFile() && stats.size > 0
}

/** "1 request", "2 requests". */
const requests = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`

/**
 * Looks at the data folder before PGlite opens it, without changing anything:
 * 'new' (absent or empty: PGlite creates the database), 'complete' (a database to open), or throws
 * LocalDatabaseError (LOCAL_DB_DAMAGED) saying what is wrong and what to do.
 */
export function checkDataDir(dataDir: string): 'new' | 'complete' {
  let entries: string[]
  try {
    // statSync follows a link: a folder linked from elsewhere (another disk) is a folder.
    if (!statSync(dataDir).isDirectory()) throw damaged(dataDir, 'it is a file, not a folder')
    entries = readdirSync(dataDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      // A link whose folder is not there (a disk not mounted) is no place for a new, empty database.
      if (isLink(dataDir)) throw damaged(dataDir, `it is a link to ${readlinkSync(dataDir)}, which is not there`)
      return 'new'
    }
    if (error instanceof LocalDatabaseError) throw error
    throw damaged(dataDir, `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`)
  }
  if (entries.length === 0) return 'new'
  if (!entries.includes('PG_VERSION')) throw damaged(dataDir, 'its PG_VERSION file is missing, so it is not a complete database')
  const control = join(dataDir, 'global', 'pg_control')
  if (!existsSync(control)) throw damaged(dataDir, 'its control file (global/pg_control) is missing')
  if (!controlFileIsIntact(readFileSync(control))) throw damaged(dataDir, 'its control file (global/pg_control) is damaged')
  const wal = join(dataDir, 'pg_wal')
  const segments = existsSync(wal) ? readdirSync(wal).filter((f) => /^[0-9A-F]{24}$/.test(f) && isNonEmptyFile(join(wal, f))) : []
  if (segments.length === 0) throw damaged(dataDir, 'its write-ahead log (pg_wal) is empty')
  return 'complete'
}

/**
 * The owner's Db: PGlite, with the folder checked around every statement (a statement written into a
 * deleted folder is lost at the next start, so it must not be acknowledged), and PGlite's own crashes
 * ("Aborted()", no SQL error code) given a plain message.
 */
export function guardedDb(pg: PGlite, dataDir: string): Db {
  let reported = false
  const stillThere = () => {
    if (existsSync(join(dataDir, 'PG_VERSION')) && existsSync(join(dataDir, 'global', 'pg_control'))) return
    const error = new LocalDatabaseError(
      'LOCAL_DB_GONE',
      `The local database folder ${dataDir} has disappeared while the server was running: requests are refused (503) ` +
        `until the server is restarted. Restart it to create a new database, or put the folder back first.`,
    )
    if (!reported) console.error(error.message)
    reported = true
    throw error
  }
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      stillThere()
      let rows: Row[]
      try {
        rows = (await pg.query<Row>(sql, [...params])).rows
      } catch (error) {
        // An SQL error has a code, for the function to answer; anything else (even a thrown null) means PGlite broke.
        if (typeof (error as { code?: unknown } | null)?.code === 'string') throw error
        throw new LocalDatabaseError('LOCAL_DB_BROKEN', `The local database ${dataDir} stopped working (${String((error as Error | null)?.message ?? error)}). Restart the server.`)
      }
      stillThere()
      return { rows }
    },
  }
}

/** Relations the migrations made (object ids from 16384 on, Postgres's first for user objects): tables and their TOAST tables first (an index check reads its table too, and would take the blame), then indexes. */
const PROJECT_RELATIONS = `
  select c.oid::int as oid, c.oid::regclass::text as name, c.relkind as kind, a.amname as method
    from pg_class c left join pg_am a on a.oid = c.relam
   where c.oid >= 16384 and c.relkind in ('r', 't', 'm', 'i') and c.relpersistence = 'p'
   order by c.relkind = 'i', c.oid`

/**
 * Checks every table and index of the project, once the database is open and before anything is
 * served: a damaged page of a side table (the rate limit's events) or of an index would otherwise let
 * the server start "healthy" and answer 500 to every patient. amcheck is created inside a transaction
 * that is rolled back, so the database is left as it was. Anything wrong: LOCAL_DB_DAMAGED, naming the
 * table or index and what Postgres found.
 */
export async function verifyEveryRelation(pg: PGlite, dataDir: string): Promise<number> {
  let checked = 0
  let current = 'list of tables'
  await pg.exec('begin')
  try {
    await pg.exec('create extension if not exists amcheck')
    const { rows } = await pg.query<{ oid: number; name: string; kind: string; method: string | null }>(PROJECT_RELATIONS)
    for (const relation of rows) {
      current = `${relation.kind === 'i' ? 'index' : 'table'} ${relation.name}`
      if (relation.kind !== 'i') {
        const found = await pg.query<{ msg: string }>('select msg from verify_heapam($1::regclass, check_toast => true) limit 1', [relation.oid])
        if (found.rows[0]) throw new Error(found.rows[0].msg)
      } else if (relation.method === 'btree') {
        await pg.query('select bt_index_check($1::regclass, true)', [relation.oid])
      }
      checked++
    }
  } catch (error) {
    throw damaged(dataDir, `its ${current} is damaged (${String((error as Error).message ?? error)})`)
  } finally {
    await pg.exec('rollback').catch(() => undefined)
  }
  return checked
}

/**
 * Checks, once the database is open, that every stored request is there and readable: reads every
 * column of every row (no index, so a damaged or truncated table file cannot hide behind one) and
 * compares the count with the one kept in another file (public.consultation_request_count, kept by
 * triggers). Missing or unreadable rows: LOCAL_DB_DAMAGED, saying how many, and nothing is changed.
 */
export async function verifyStoredRequests(pg: PGlite, dataDir: string): Promise<void> {
  let readable: number
  let counted: number | undefined
  try {
    const result = await pg.transaction(async (tx) => {
      await tx.exec('set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off')
      const rows = await tx.query<{ n: number }>('select count(*)::int as n from (select r::text from public.consultation_requests r) all_columns')
      const count = await tx.query<{ stored: number }>('select stored::int as stored from public.consultation_request_count')
      return { readable: rows.rows[0]?.n ?? 0, counted: count.rows[0]?.stored }
    })
    readable = result.readable
    counted = result.counted
  } catch (error) {
    throw damaged(dataDir, `its stored requests cannot be read (${String((error as Error).message ?? error)})`)
  }
  if (counted === undefined) throw damaged(dataDir, 'the count of its stored requests is missing, so nothing says whether requests were lost')
  const missing = counted - readable
  if (missing > 0) throw damaged(dataDir, `${requests(counted)} ${counted === 1 ? 'was' : 'were'} stored but only ${readable} can be read: ${missing} ${missing === 1 ? 'is' : 'are'} missing or damaged`)
  if (missing < 0) throw damaged(dataDir, `${requests(readable)} can be read but the count kept beside them says ${counted}: that count is damaged`)
}

/** Makes the folder and everything in it the user's alone (folders 0700, files 0600): the requests are personal data. */
export function makePrivate(dataDir: string): void {
  try {
    chmodSync(dataDir, 0o700)
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name)
      if (entry.isDirectory()) chmodSync(path, 0o700)
      else if (entry.isFile()) chmodSync(path, 0o600)
    }
  } catch {
    // The folder is not there yet, or a file went away while it was listed: nothing to protect.
  }
}
