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
 * Three parts: this file opens the folder (as owner or client) and keeps it open for a server;
 * integrity.ts decides whether the folder can be trusted; sharing.ts is the lock file and the socket;
 * migrations.ts applies supabase/migrations/.
 *
 *   .data/pglite/       the database (LOCAL_DB_DIR changes it)
 *   .data/pglite.lock   {"pid": owner, "socket": path}    (removed when the owner exits)
 *   .data/pglite.sock   the owner's socket
 */
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs'
import type { Server } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { amcheck } from '@electric-sql/pglite/contrib/amcheck'
import type { Db } from '../functions/_shared/db.ts'
import { wholeNumberSetting } from '../../lib/http/settings.ts'
import { checkDataDir, damaged, guardedDb, makePrivate, verifyEveryRelation, verifyStoredRequests } from './integrity.ts'
import { applyMigrations } from './migrations.ts'
import { busy, INVALID_LOCK_GRACE_MS, isStale, ownLock, readLock, readLockFile, removeBadLock, removeFile, serveStatements, sleep, tryClient, type LocalDatabase, type LockFileState } from './sharing.ts'

export { checkDataDir, LocalDatabaseError } from './integrity.ts'
export { createMemoryDatabase, MIGRATIONS_DIR, pgliteDb } from './migrations.ts'
export type { LocalDatabase } from './sharing.ts'

export function defaultDataDir(): string {
  return resolve(process.env.LOCAL_DB_DIR ?? join(process.cwd(), '.data', 'pglite'))
}

/**
 * Opens the local database folder, as its owner or as a client of the process that owns it.
 * Waits up to `waitMs` for an owner that is still starting.
 */
export async function openLocalDatabase(options: { dataDir?: string; waitMs?: number } = {}): Promise<LocalDatabase> {
  const dataDir = resolve(options.dataDir ?? defaultDataDir())
  const lockFile = `${dataDir}.lock`
  const socketPath = `${dataDir}.sock`
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o700 })
  const deadline = Date.now() + (options.waitMs ?? 20_000)
  let lastPid = 0
  let refused = 0

  for (;;) {
    let fd: number | undefined
    try {
      fd = openSync(lockFile, 'wx', 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (fd !== undefined) {
      writeSync(fd, JSON.stringify(ownLock()))
      closeSync(fd)
      return becomeOwner(dataDir, lockFile, socketPath)
    }

    const state = readLockFile(lockFile)
    if (state.kind === 'absent') continue
    if (state.kind === 'invalid') {
      // Empty, garbage, or no process number: no owner holds it (an owner writes its lock at once).
      if (state.ageMs < INVALID_LOCK_GRACE_MS) {
        if (Date.now() > deadline) throw busy(dataDir, lockFile, lastPid)
        await sleep(200)
        continue
      }
      const replaced = removeBadLock(lockFile, (now) => now.kind === 'invalid' && now.ageMs >= INVALID_LOCK_GRACE_MS)
      if (replaced) console.warn(`Replaced the lock file ${lockFile}: ${state.what}, so no server held it.`)
      else await sleep(100)
      continue
    }
    const info = state.info
    // An old-style lock names no start time: only its socket says whether its owner still serves. The
    // client that asks is the one returned (a second connection would keep the first open).
    const asked = !isStale(info) && info.started === undefined && info.socket ? await tryClient(info) : undefined
    if (isStale(info) || asked === null) {
      // The owner died without cleaning up (its process is gone, or the number is now another process's),
      // or an old-style lock names no start time and nothing answers on its socket: remove the lock if it
      // is still the same one, then try again.
      const sameLock = (now: LockFileState) => now.kind === 'valid' && now.info.pid === info.pid && now.info.started === info.started
      if (!removeBadLock(lockFile, sameLock)) await sleep(100)
      else {
        console.warn(`Replaced the lock file ${lockFile}: process ${info.pid}, which wrote it, no longer serves the folder.`)
        if (info.socket) removeFile(info.socket)
      }
      continue
    }
    if (asked) return asked
    if (info.socket) {
      const client = await tryClient(info)
      if (client) return client
      // The owner wrote its socket once it served; a live process that no longer answers on it will
      // not start to: say so now rather than after the whole wait.
      if (++refused >= 5) throw busy(dataDir, lockFile, info.pid)
    }
    lastPid = info.pid
    if (Date.now() > deadline) throw busy(dataDir, lockFile, lastPid)
    await sleep(200)
  }
}

// ---------------------------------------------------------------- the owner

/**
 * Requests are kept REQUEST_RETENTION_DAYS days (1 to 3650, default 30, docs/decisions.md "Retention"),
 * then deleted: in Supabase by a nightly job, here each time the database opens (consultation_delete_expired()).
 */
export function retentionDays(env: Record<string, string | undefined> = process.env): number {
  return wholeNumberSetting('REQUEST_RETENTION_DAYS', { min: 1, max: 3650, unit: 'days' }, 30, env)
}

async function deleteExpiredRequests(pg: PGlite) {
  const { rows } = await pg.query<{ deleted: number }>('select public.consultation_delete_expired($1) as deleted', [retentionDays()])
  const deleted = Number(rows[0]?.deleted ?? 0)
  if (deleted > 0) console.log(`Deleted ${deleted} request${deleted === 1 ? '' : 's'} older than the retention period (REQUEST_RETENTION_DAYS).`)
}

async function becomeOwner(dataDir: string, lockFile: string, socketPath: string): Promise<LocalDatabase> {
  let pg: PGlite | undefined
  let server: Server | undefined
  let privacy: ReturnType<typeof setInterval> | undefined
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
    clearInterval(privacy)
    if (pg) makePrivate(dataDir)
    releaseLock()
    process.off('exit', releaseLock)
  }
  process.on('exit', releaseLock)
  let db: Db
  try {
    const state = checkDataDir(dataDir)
    // The requests are personal data: every file and folder the database writes is the user's alone.
    process.umask(0o077)
    makePrivate(dataDir)
    try {
      pg = await PGlite.create(dataDir, { extensions: { amcheck } })
      await applyMigrations(pg)
    } catch (error) {
      if (state === 'complete') throw damaged(dataDir, `Postgres could not open it (${String((error as Error).message ?? error)})`)
      throw error
    }
    // PGlite sets its files' modes itself (0666): make them private again now, and from time to time.
    makePrivate(dataDir)
    privacy = setInterval(() => makePrivate(dataDir), 30_000).unref()
    await verifyEveryRelation(pg, dataDir)
    await verifyStoredRequests(pg, dataDir)
    await deleteExpiredRequests(pg)
    db = guardedDb(pg, dataDir)
    // Unix socket paths are limited to about 100 bytes; in a deeper folder the others cannot share.
    if (Buffer.byteLength(socketPath) < 100) {
      if (existsSync(socketPath)) removeFile(socketPath)
      const listening = serveStatements(db)
      await new Promise<void>((done, fail) => listening.once('error', fail).listen(socketPath, () => done()))
      server = listening
      writeFileSync(lockFile, JSON.stringify({ ...ownLock(), socket: socketPath }), { mode: 0o600 })
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
export function lazyLocalDatabase(options: { dataDir?: string } = {}): Db & { warm(): void; ready(): Promise<void>; close(): Promise<void> } {
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
    /** Opens the database now and waits: rejects with the reason when it cannot be opened (a damaged folder). */
    async ready() {
      await open()
    },
    close: closeAll,
  }
}
