/**
 * Whether the local database folder can be trusted, checked without changing it:
 * - before PGlite opens it (checkDataDir): absent or empty, a new database is created; a complete one is
 *   opened; anything else is refused with a plain message and left as it is;
 * - once it is open (verifyStoredRequests): every stored request is there and readable, compared with
 *   the count the database keeps in another file (public.consultation_request_count);
 * - while the owner runs (guardedDb): every statement checks that the folder is still there, so nothing
 *   is acknowledged that was written into a deleted folder.
 * The folder and its files are private to the user who runs the server (makePrivate).
 */
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/**
 * Looks at the data folder before PGlite opens it, without changing anything:
 * 'new' (absent or empty: PGlite creates the database), 'complete' (a database to open), or throws
 * LocalDatabaseError (LOCAL_DB_DAMAGED) saying what is wrong and what to do.
 */
export function checkDataDir(dataDir: string): 'new' | 'complete' {
  let entries: string[]
  try {
    if (!lstatSync(dataDir).isDirectory()) throw damaged(dataDir, 'it is a file, not a folder')
    entries = readdirSync(dataDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'new'
    if (error instanceof LocalDatabaseError) throw error
    throw damaged(dataDir, `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`)
  }
  if (entries.length === 0) return 'new'
  if (!entries.includes('PG_VERSION')) throw damaged(dataDir, 'its PG_VERSION file is missing, so it is not a complete database')
  const control = join(dataDir, 'global', 'pg_control')
  if (!existsSync(control)) throw damaged(dataDir, 'its control file (global/pg_control) is missing')
  if (!controlFileIsIntact(readFileSync(control))) throw damaged(dataDir, 'its control file (global/pg_control) is damaged')
  const wal = join(dataDir, 'pg_wal')
  const segments = existsSync(wal) ? readdirSync(wal).filter((f) => /^[0-9A-F]{24}$/.test(f) && statSync(join(wal, f)).size > 0) : []
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
        if (typeof (error as { code?: unknown }).code === 'string') throw error
        throw new LocalDatabaseError('LOCAL_DB_BROKEN', `The local database ${dataDir} stopped working (${String((error as Error).message ?? error)}). Restart the server.`)
      }
      stillThere()
      return { rows }
    },
  }
}
