/**
 * The embedded default database: PGlite (Postgres compiled to WebAssembly) in a git-ignored folder,
 * with the same migrations as the Supabase project (supabase/migrations/). Node only.
 *
 * PGlite lets one process open a data folder at a time. The first process that needs the database
 * (the dev server, the preview server or `npm run requests`) becomes its OWNER: it takes a lock file,
 * opens PGlite and serves it to the others over a Unix socket with the Postgres wire protocol
 * (@electric-sql/pglite-socket). Any other process finds the lock and connects through the socket
 * as a CLIENT (postgres.js). So `npm run requests` works while `npm run preview` runs, and two servers
 * started side by side share one database instead of damaging it.
 *
 *   .data/pglite/       the database (LOCAL_DB_DIR changes it)
 *   .data/pglite.lock   {"pid": owner, "socket": path}    (removed when the owner exits)
 *   .data/pglite.sock   the owner's socket
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import postgres from 'postgres'
import { postgresJsDb, type Db } from '../functions/_shared/db.ts'

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '..', 'migrations')

export function defaultDataDir(): string {
  return resolve(process.env.LOCAL_DB_DIR ?? join(process.cwd(), '.data', 'pglite'))
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
    }
    lastPid = info?.pid ?? lastPid
    if (Date.now() > deadline) {
      throw new Error(
        `The local database ${dataDir} is in use by process ${lastPid || '(unknown)'}, which does not answer.\n` +
          `If no "npm run dev" or "npm run preview" is running, delete ${lockFile} and try again.`,
      )
    }
    await sleep(200)
  }
}

async function tryClient(info: LockInfo): Promise<LocalDatabase | null> {
  const sql = postgres({
    path: info.socket,
    username: 'postgres',
    database: 'postgres',
    max: 4,
    prepare: false,
    idle_timeout: 5,
    connect_timeout: 5,
    onnotice: () => undefined,
  })
  try {
    await sql`select 1`
  } catch {
    await sql.end({ timeout: 1 }).catch(() => undefined)
    return null
  }
  return { db: postgresJsDb(sql), mode: 'client', ownerPid: info.pid, close: () => sql.end({ timeout: 2 }) }
}

async function becomeOwner(dataDir: string, lockFile: string, socketPath: string): Promise<LocalDatabase> {
  let pg: PGlite | undefined
  let server: PGLiteSocketServer | undefined
  let closed = false
  const releaseLock = () => {
    if (readLock(lockFile)?.pid === process.pid) removeFile(lockFile)
    removeFile(socketPath)
  }
  const close = async () => {
    if (closed) return
    closed = true
    await server?.stop().catch(() => undefined)
    await pg?.close().catch(() => undefined)
    releaseLock()
    process.off('exit', releaseLock)
  }
  process.on('exit', releaseLock)
  try {
    pg = await PGlite.create(dataDir)
    await applyMigrations(pg)
    // Unix socket paths are limited to about 100 bytes; in a deeper folder the others cannot share.
    if (Buffer.byteLength(socketPath) < 100) {
      if (existsSync(socketPath)) removeFile(socketPath)
      server = new PGLiteSocketServer({ db: pg, path: socketPath, maxConnections: 16 })
      await server.start()
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, socket: socketPath }))
    }
  } catch (error) {
    await close()
    throw error
  }
  return { db: pgliteDb(pg), mode: 'owner', ownerPid: process.pid, close }
}

/**
 * One database for a long-running server: opened on first use (so starting the server stays fast and
 * the folder is only locked once a request arrives), closed when the process is stopped. If the owner
 * it was a client of goes away, the next query opens the folder again (and may become the owner).
 */
export function lazyLocalDatabase(options: { dataDir?: string } = {}): Db & { warm(): void; close(): Promise<void> } {
  let current: Promise<LocalDatabase> | null = null
  let signalsHooked = false
  const open = () => {
    if (!current) {
      current = openLocalDatabase(options)
      current.catch(() => (current = null))
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
        if (local.mode === 'client' && (code === 'ECONNREFUSED' || code === 'ENOENT' || code === 'CONNECT_TIMEOUT')) {
          // The owner stopped before this statement was sent: open again and retry once.
          if (current) await closeAll()
          return (await open()).db.query<Row>(sql, params)
        }
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
