/**
 * The embedded default database: PGlite (Postgres compiled to WebAssembly) in a git-ignored folder,
 * with the same migrations as the Supabase project (supabase/migrations/). Node only.
 *
 * PGlite lets one process open a data folder at a time. The first process that needs the database
 * (the dev server, the preview server or `npm run requests`) becomes its OWNER: it takes a lock file,
 * opens PGlite and answers the others' statements over a Unix socket. Any other process finds the lock
 * and sends its statements through the socket as a CLIENT. So `npm run requests` works while
 * `npm run preview` runs, and two servers started side by side share one database instead of damaging it.
 *
 * The socket speaks one JSON line per statement ({id, sql, params} -> {id, rows} or {id, error}), not
 * the Postgres wire protocol: PGlite has one session, and wire-protocol messages of several clients
 * interleaved there mixed one client's parameters into another's statement. A statement here is one
 * message, run whole by PGlite before the next.
 *
 * The folder is checked before it is opened (checkDataDir): absent or empty, a new database is created;
 * a complete one is opened; anything else is refused with a plain message and left as it is. While
 * the owner runs, every statement checks that the folder is still there, so nothing is acknowledged
 * that was written into a deleted folder.
 *
 *   .data/pglite/       the database (LOCAL_DB_DIR changes it)
 *   .data/pglite.lock   {"pid": owner, "socket": path}    (removed when the owner exits)
 *   .data/pglite.sock   the owner's socket
 */
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from '../functions/_shared/db.ts'

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '..', 'migrations')

export function defaultDataDir(): string {
  return resolve(process.env.LOCAL_DB_DIR ?? join(process.cwd(), '.data', 'pglite'))
}

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

function damaged(dataDir: string, what: string): LocalDatabaseError {
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

/** Wraps a PGlite instance as the function's Db. */
export function pgliteDb(pg: PGlite): Db {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, [...params])
      return { rows: result.rows }
    },
  }
}

/**
 * Roles that exist in every Supabase database and that the migrations name (grants, revokes).
 * PGlite starts with only "postgres", so they are created first when missing.
 */
const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
`

/**
 * Applies the migrations not applied yet, in order, each in a transaction, and records them in
 * supabase_migrations.schema_migrations (the table the Supabase CLI uses). Returns the versions applied.
 */
export async function applyMigrations(pg: PGlite, dir = MIGRATIONS_DIR): Promise<string[]> {
  await pg.exec(SUPABASE_ROLES_SQL)
  const done = new Set((await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version))
  const applied: string[] = []
  for (const file of readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()) {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_')
    if (done.has(version)) continue
    const sql = readFileSync(join(dir, file), 'utf8')
    await pg.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [version, rest.join('_'), [sql]])
    })
    applied.push(version)
  }
  return applied
}

/** A fresh in-memory database with the migrations applied (tests). */
export async function createMemoryDatabase(): Promise<PGlite> {
  const pg = await PGlite.create()
  await applyMigrations(pg)
  return pg
}

export interface LocalDatabase {
  db: Db
  /** owner: this process opened PGlite; client: another process did and we talk to it over its socket. */
  mode: 'owner' | 'client'
  /** The owner's process id. */
  ownerPid: number
  close(): Promise<void>
}

interface LockInfo {
  pid: number
  socket?: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function readLock(lockFile: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockInfo>
    return typeof info.pid === 'number' ? { pid: info.pid, socket: info.socket } : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function removeFile(path: string) {
  try {
    unlinkSync(path)
  } catch {
    // already gone
  }
}

/**
 * Opens the local database folder, as its owner or as a client of the process that owns it.
 * Waits up to `waitMs` for an owner that is still starting.
 */
export async function openLocalDatabase(options: { dataDir?: string; waitMs?: number } = {}): Promise<LocalDatabase> {
  const dataDir = resolve(options.dataDir ?? defaultDataDir())
  const lockFile = `${dataDir}.lock`
  const socketPath = `${dataDir}.sock`
  mkdirSync(dirname(dataDir), { recursive: true })
  const deadline = Date.now() + (options.waitMs ?? 20_000)
  let lastPid = 0
  let refused = 0

  for (;;) {
    let fd: number | undefined
    try {
      fd = openSync(lockFile, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (fd !== undefined) {
      writeSync(fd, JSON.stringify({ pid: process.pid }))
      closeSync(fd)
      return becomeOwner(dataDir, lockFile, socketPath)
    }

    const info = readLock(lockFile)
    if (info && !isAlive(info.pid)) {
      // The owner died without cleaning up. Remove its lock if it is still the same one, then try again.
      if (readLock(lockFile)?.pid === info.pid) {
        removeFile(lockFile)
        if (info.socket) removeFile(info.socket)
      }
      continue
    }
    if (info?.socket) {
      const client = await tryClient(info)
      if (client) return client
      // The owner wrote its socket once it served; a live process that no longer answers on it will
      // not start to: say so now rather than after the whole wait.
      if (++refused >= 5) throw busy(dataDir, lockFile, info.pid)
    }
    lastPid = info?.pid ?? lastPid
    if (Date.now() > deadline) throw busy(dataDir, lockFile, lastPid)
    await sleep(200)
  }
}

function busy(dataDir: string, lockFile: string, pid: number): LocalDatabaseError {
  return new LocalDatabaseError(
    'LOCAL_DB_BUSY',
    `The local database ${dataDir} is in use by process ${pid || '(unknown)'}, which does not answer.\n` +
      `If no "npm run dev" or "npm run preview" is running, delete ${lockFile} and try again.`,
  )
}

// ---------------------------------------------------------------- sharing over the socket

interface Call {
  id: number
  sql: string
  params: unknown[]
}
type Reply = { id: number; rows: unknown[] } | { id: number; error: { code?: string; message: string } }

/** JSON with bigint as text (ids), dates as ISO text. */
const toJson = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))

/** The owner's side: runs each statement a client sends, one line at a time, and answers it. */
function serveStatements(db: Db): Server {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('error', () => undefined)
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 1)
        void answer(db, line).then((reply) => {
          if (!socket.destroyed) socket.write(`${toJson(reply)}\n`)
        })
      }
    })
  })
  // Closing the server also ends the clients' connections (close() alone would wait for them).
  const close = server.close.bind(server)
  server.close = ((callback?: (error?: Error) => void) => {
    sockets.forEach((socket) => socket.destroy())
    return close(callback)
  }) as typeof server.close
  return server
}

async function answer(db: Db, line: string): Promise<Reply> {
  let call: Call
  try {
    call = JSON.parse(line) as Call
  } catch {
    return { id: -1, error: { code: '08P01', message: 'not a JSON statement' } }
  }
  try {
    return { id: call.id, rows: (await db.query(call.sql, call.params)).rows }
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return { id: call.id, error: { code: typeof code === 'string' ? code : undefined, message: String(message) } }
  }
}

/** An error with a code, as the function's errorCode() reads it. */
function codedError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code })
}

/** The client's side: one connection, each statement one message; answers matched by id. */
function connectStatements(socketPath: string): Promise<Db & { close(): Promise<void> }> {
  return new Promise((resolveClient, rejectClient) => {
    const socket: Socket = createConnection(socketPath)
    const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>()
    let nextId = 1
    let buffer = ''
    let open = false
    socket.setEncoding('utf8')
    socket.once('connect', () => {
      open = true
      resolveClient({ query, close })
    })
    socket.on('error', (error) => {
      if (!open) rejectClient(error)
    })
    socket.on('close', () => {
      open = false
      // Sent but not answered: it may or may not have run. The function answers 503, never 200.
      for (const { reject } of pending.values()) reject(codedError('ECONNRESET', 'the local database owner went away'))
      pending.clear()
    })
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const reply = JSON.parse(buffer.slice(0, end)) as Reply
        buffer = buffer.slice(end + 1)
        const waiting = pending.get(reply.id)
        pending.delete(reply.id)
        if (!waiting) continue
        if ('rows' in reply) waiting.resolve(reply.rows)
        else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.code ? { code: reply.error.code } : {}))
      }
    })
    function query<Row>(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[] }> {
      // Not sent at all: safe to send again elsewhere (lazyLocalDatabase reopens and retries).
      if (!open) return Promise.reject(codedError('ECONNREFUSED', 'the local database owner is not reachable'))
      const id = nextId++
      return new Promise((resolveRows, rejectRows) => {
        pending.set(id, { resolve: (rows) => resolveRows({ rows: rows as Row[] }), reject: rejectRows })
        socket.write(`${toJson({ id, sql, params: [...params] } satisfies Call)}\n`)
      })
    }
    function close() {
      return new Promise<void>((done) => {
        if (socket.destroyed) return done()
        socket.once('close', () => done())
        socket.end()
      })
    }
  })
}

async function tryClient(info: LockInfo): Promise<LocalDatabase | null> {
  try {
    const client = await connectStatements(info.socket!)
    await client.query('select 1')
    return { db: client, mode: 'client', ownerPid: info.pid, close: () => client.close() }
  } catch {
    return null
  }
}

// ---------------------------------------------------------------- the owner

/**
 * The owner's Db: PGlite, with the folder checked around every statement (a statement written into a
 * deleted folder is lost at the next start, so it must not be acknowledged), and PGlite's own crashes
 * ("Aborted()", no SQL error code) given a plain message.
 */
function guardedDb(pg: PGlite, dataDir: string): Db {
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

async function becomeOwner(dataDir: string, lockFile: string, socketPath: string): Promise<LocalDatabase> {
  let pg: PGlite | undefined
  let server: Server | undefined
  let closed = false
  const releaseLock = () => {
    if (readLock(lockFile)?.pid === process.pid) removeFile(lockFile)
    removeFile(socketPath)
  }
  const close = async () => {
    if (closed) return
    closed = true
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
    await pg?.close().catch(() => undefined)
    releaseLock()
    process.off('exit', releaseLock)
  }
  process.on('exit', releaseLock)
  let db: Db
  try {
    const state = checkDataDir(dataDir)
    try {
      pg = await PGlite.create(dataDir)
      await applyMigrations(pg)
    } catch (error) {
      if (state === 'complete') throw damaged(dataDir, `Postgres could not open it (${String((error as Error).message ?? error)})`)
      throw error
    }
    db = guardedDb(pg, dataDir)
    // Unix socket paths are limited to about 100 bytes; in a deeper folder the others cannot share.
    if (Buffer.byteLength(socketPath) < 100) {
      if (existsSync(socketPath)) removeFile(socketPath)
      const listening = serveStatements(db)
      await new Promise<void>((done, fail) => listening.once('error', fail).listen(socketPath, () => done()))
      server = listening
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, socket: socketPath }))
    }
  } catch (error) {
    await close()
    throw error
  }
  return { db, mode: 'owner', ownerPid: process.pid, close }
}

/**
 * One database for a long-running server: opened on first use (so starting the server stays fast and
 * the folder is only locked once a request arrives), closed when the process is stopped. If the owner
 * it was a client of goes away, the next query opens the folder again (and may become the owner).
 * A folder that cannot be opened is reported once on the console; each request then gets 503.
 */
export function lazyLocalDatabase(options: { dataDir?: string } = {}): Db & { warm(): void; close(): Promise<void> } {
  let current: Promise<LocalDatabase> | null = null
  let signalsHooked = false
  let lastReported = ''
  const open = () => {
    if (!current) {
      const opening = openLocalDatabase(options)
      current = opening
      opening.catch((error: unknown) => {
        if (current === opening) current = null
        const message = String((error as Error).message ?? error)
        if (message !== lastReported) console.error(message)
        lastReported = message
      })
      if (!signalsHooked) {
        signalsHooked = true
        for (const signal of ['SIGINT', 'SIGTERM'] as const) {
          process.once(signal, () => {
            void closeAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
          })
        }
      }
    }
    return current
  }
  const closeAll = async () => {
    const db = current
    current = null
    if (db) await (await db.catch(() => null))?.close()
  }
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const local = await open()
      try {
        return await local.db.query<Row>(sql, params)
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (local.mode === 'client' && (code === 'ECONNREFUSED' || code === 'ENOENT')) {
          // The owner stopped before this statement was sent: open again and retry once.
          if (current) await closeAll()
          return (await open()).db.query<Row>(sql, params)
        }
        if (local.mode === 'client' && code === 'ECONNRESET' && current) await closeAll()
        throw error
      }
    },
    /** Opens the database now, in the background (a new folder takes a few seconds to create). */
    warm() {
      open().catch(() => undefined)
    },
    close: closeAll,
  }
}
