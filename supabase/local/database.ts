// The local database: PGlite in a git-ignored folder (.data/pglite, or LOCAL_DB_DIR). The first process
// that needs it owns it and serves it with pglite-socket on a Unix socket beside it; every process, the
// owner too, talks to it there with the `postgres` client the function uses in production.
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import postgres from 'postgres'
import { postgresJsDb, type Db } from '../functions/_shared/db.ts'
import { wholeNumberSetting } from '../../lib/http/settings.ts'
import { applyMigrations, MigrationChangedError } from './migrations.ts'

/** A folder that cannot be opened (the function answers LOCAL_DB_ codes with 503). */
export class LocalDatabaseError extends Error {
  readonly code = 'LOCAL_DB_DAMAGED'
  constructor(dataDir: string, what: string) {
    super(
      `The local database folder ${dataDir} cannot be opened: ${what}.\nNothing in it was changed. To go on, do one of these, then start again:\n` +
        `  - move it aside to keep it (mv "${dataDir}" "${dataDir}-damaged"): a new, empty database is created;\n` +
        `  - put back a copy of the folder from a backup;\n  - or delete it to start over (rm -rf "${dataDir}"): the requests in it are lost.`,
    )
  }
}

export type LocalDatabase = { db: Db; mode: 'owner' | 'client'; close(): Promise<void> }

export const defaultDataDir = () => resolve(process.env.LOCAL_DB_DIR ?? join(process.cwd(), '.data', 'pglite'))

/** Requests are kept REQUEST_RETENTION_DAYS days, then deleted each time the folder opens. */
export const retentionDays = (env: Record<string, string | undefined> = process.env) => wholeNumberSetting('REQUEST_RETENTION_DAYS', { min: 1, max: 3650, unit: 'days' }, 30, env)

/** A name of the folder for names outside it: the socket's when its path is too long, the claim's. */
const folderId = (dataDir: string) => createHash('sha256').update(dataDir).digest('hex')

/** Beside the folder, or in the temporary folder when that path is too long for a socket. */
const socketPath = (dataDir: string) => (Buffer.byteLength(`${dataDir}.sock`) < 100 ? `${dataDir}.sock` : join(tmpdir(), `pglite-${folderId(dataDir).slice(0, 16)}.sock`))

/** Refuses, before PGlite touches it, a folder that is no database: 'new' when absent or empty. */
function checkDataDir(dataDir: string): 'new' | 'existing' {
  let entries: string[]
  try {
    entries = readdirSync(dataDir)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return 'new'
    throw new LocalDatabaseError(dataDir, code === 'ENOTDIR' ? 'it is a file, not a folder' : `it cannot be read (${code ?? String(error)})`)
  }
  if (entries.length === 0) return 'new'
  if (!entries.includes('PG_VERSION')) throw new LocalDatabaseError(dataDir, 'its PG_VERSION file is missing, so it is not a complete database')
  // Postgres, finding no log, writes into the folder before it gives up.
  const wal = existsSync(join(dataDir, 'pg_wal')) ? readdirSync(join(dataDir, 'pg_wal')) : []
  if (!wal.some((file) => /^[0-9A-F]{24}$/.test(file))) throw new LocalDatabaseError(dataDir, 'its write-ahead log (pg_wal) is empty')
  return 'existing'
}

/** The folder and everything in it the user's alone: the requests are personal data. */
function makePrivate(dataDir: string): void {
  try {
    chmodSync(dataDir, 0o700)
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)
  } catch {
    // A file went away while listed: the next pass gets the rest.
  }
}

// PGlite for pglite-socket, with a client's Parse … Sync as one: pglite-socket keeps to one client only
// while a transaction is open, and another's message in between took the first one's parameters.
function wholeBatches(pg: PGlite): PGlite {
  let midBatch = false
  const execProtocolRawStream: PGlite['execProtocolRawStream'] = (message, options) => {
    midBatch = 'PBDECH'.includes(String.fromCharCode(message[0]!))
    return pg.execProtocolRawStream(message, options)
  }
  const exec = (sql: string) => ((midBatch = false), pg.exec(sql))
  return { waitReady: pg.waitReady, isInTransaction: () => midBatch || pg.isInTransaction(), runExclusive: pg.runExclusive.bind(pg), execProtocolRawStream, exec } as unknown as PGlite
}

const connect = (path: string) => postgres({ path, max: 1, prepare: false, username: 'postgres', database: 'postgres', onnotice: () => undefined })

// The claim on a folder: one process can listen on an address. On Linux an abstract socket (no file),
// which ends with its process: an owner killed with -9 leaves no claim, so two processes that find its
// socket file cannot both take over. Elsewhere the socket file itself, a dead owner's removed first.
const claimAddress = (dataDir: string, path: string) => (process.platform === 'linux' ? `\0pglite-claim-${folderId(dataDir)}` : path)

/** Opens the folder as its owner; null when another process claimed it first. */
async function asOwner(dataDir: string, path: string, stale: boolean): Promise<LocalDatabase | null> {
  const fresh = checkDataDir(dataDir) === 'new'
  const address = claimAddress(dataDir, path)
  if (stale && address === path) rmSync(path, { force: true })
  process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const claim = createServer((socket) => socket.destroy())
  const claimed = await new Promise<boolean>((done, fail) => claim.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? done(false) : fail(e))).listen(address, () => done(true)))
  if (!claimed) return null
  const unclaim = () => new Promise((done) => claim.close(done))
  const pg = new PGlite(dataDir)
  try {
    await pg.waitReady
    await applyMigrations(pg)
    const { rows } = await pg.query<{ deleted: number }>('select public.consultation_delete_expired($1) as deleted', [retentionDays()])
    const deleted = Number(rows[0]?.deleted ?? 0)
    if (deleted > 0) console.log(`Deleted ${deleted} request${deleted === 1 ? '' : 's'} older than the retention period (REQUEST_RETENTION_DAYS).`)
  } catch (error) {
    await Promise.all([pg.close().catch(() => undefined), unclaim()])
    throw fresh ? error : new LocalDatabaseError(dataDir, error instanceof MigrationChangedError ? error.message : `Postgres could not open it (${String((error as Error).message ?? error)})`)
  }
  // The socket file is now a dead owner's, or the claim itself, which the server takes over.
  if (address === path) await unclaim()
  else rmSync(path, { force: true })
  // PGlite sets its files' modes itself.
  makePrivate(dataDir)
  const privacy = setInterval(() => makePrivate(dataDir), 30_000).unref()
  const server = new PGLiteSocketServer({ db: wholeBatches(pg), path, maxConnections: 100 })
  await server.start()
  const sql = connect(path)
  const close = async () => {
    await sql.end()
    await server.stop()
    await pg.close()
    // An abstract claim is held until now; a socket-file claim was handed to the server above.
    if (address !== path) await unclaim()
    clearInterval(privacy)
    makePrivate(dataDir)
  }
  return { db: postgresJsDb(sql), mode: 'owner', close }
}

/** Opens the local database as a client of its owner, or as the owner; waits up to `waitMs` for an owner starting. */
export async function openLocalDatabase(options: { dataDir?: string; waitMs?: number } = {}): Promise<LocalDatabase> {
  const dataDir = resolve(options.dataDir ?? defaultDataDir())
  const path = socketPath(dataDir)
  const deadline = Date.now() + (options.waitMs ?? 120_000)
  for (;;) {
    const sql = connect(path)
    const code = await sql`select 1`.then(() => null, (error: { code?: string }) => error.code ?? 'ERROR')
    if (code === null) return { db: postgresJsDb(sql), mode: 'client', close: () => sql.end({ timeout: 0 }) }
    await sql.end({ timeout: 0 })
    // No socket, or one nobody listens on (its owner was killed with -9): this process may own the folder.
    // Any other failure is an owner still opening it.
    const owned = code === 'ENOENT' || code === 'ECONNREFUSED' ? await asOwner(dataDir, path, code === 'ECONNREFUSED') : null
    if (owned) return owned
    if (Date.now() > deadline) throw Object.assign(new Error(`The local database ${dataDir} is being opened by another process that does not finish.`), { code: 'LOCAL_DB_BUSY' })
    await new Promise((r) => setTimeout(r, 200))
  }
}

// Opened on first use; a folder that cannot be opened is printed once (each request: 503). When its
// owner stops it opens again, and a statement never sent goes again.
export function lazyLocalDatabase(options: { dataDir?: string } = {}): Db & { warm(): void; ready(): Promise<void>; close(): Promise<void> } {
  let current: Promise<LocalDatabase> | null = null
  let reported = ''
  const open = () =>
    (current ??= openLocalDatabase(options).catch((error: unknown) => {
      current = null
      const message = String((error as Error).message ?? error)
      if (message !== reported) console.error((reported = message))
      throw error
    }))
  const close = async () => {
    const opened = current
    current = null
    await (await opened?.catch(() => null))?.close()
  }
  const query = async <Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }> => {
    const opening = open()
    const local = await opening
    try {
      return await local.db.query<Row>(sql, params)
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      if (local.mode !== 'client' || !/^(ECONNREFUSED|ENOENT|EPIPE|ECONNRESET|CONNECTION_(CLOSED|ENDED|DESTROYED))$/.test(code)) throw error
      // Only the first of the statements that failed together closes it.
      if (current === opening) await close()
      if (/^(ECONNREFUSED|ENOENT|EPIPE)$/.test(code)) return (await open()).db.query<Row>(sql, params)
      throw error
    }
  }
  return { query, warm: () => void open().catch(() => undefined), ready: async () => void (await open()), close }
}
