/**
 * How several processes share one local database folder: a lock file names the owner, and the owner
 * answers the others' statements over a Unix socket (database.ts explains why not the wire protocol).
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import type { Db } from '../functions/_shared/db.ts'
import { LocalDatabaseError } from './integrity.ts'

export interface LocalDatabase {
  db: Db
  /** owner: this process opened PGlite; client: another process did and we talk to it over its socket. */
  mode: 'owner' | 'client'
  /** The owner's process id. */
  ownerPid: number
  close(): Promise<void>
}

export interface LockInfo {
  pid: number
  /** When that process started (Linux: /proc/<pid>/stat), so a number reused by another process is not taken for the owner. */
  started?: string
  socket?: string
}

/** When process `pid` started, in clock ticks since boot (Linux); null where /proc does not say. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (2nd field) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** What this process writes into the lock file. */
export function ownLock(): LockInfo {
  const started = processStartTime(process.pid)
  return { pid: process.pid, ...(started ? { started } : {}) }
}

/** Whether a lock names no live owner: its process is gone, or its number now belongs to a process that started at another time. */
export function isStale(info: LockInfo): boolean {
  if (!isAlive(info.pid)) return true
  if (info.started === undefined) return false
  const started = processStartTime(info.pid)
  return started !== null && started !== info.started
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function readLock(lockFile: string): LockInfo | null {
  const read = readLockFile(lockFile)
  return read.kind === 'valid' ? read.info : null
}

/** What the lock file holds: nothing (no file), a lock, or something that is no lock (empty, not JSON, no process number). */
export type LockFileState = { kind: 'absent' } | { kind: 'valid'; info: LockInfo } | { kind: 'invalid'; what: string; ageMs: number }

export function readLockFile(lockFile: string): LockFileState {
  let text: string
  let ageMs: number
  try {
    ageMs = Date.now() - statSync(lockFile).mtimeMs
    text = readFileSync(lockFile, 'utf8')
  } catch {
    return { kind: 'absent' }
  }
  if (text.trim() === '') return { kind: 'invalid', what: 'it is empty', ageMs }
  let info: Partial<Record<keyof LockInfo, unknown>>
  try {
    info = JSON.parse(text) as Partial<Record<keyof LockInfo, unknown>>
  } catch {
    return { kind: 'invalid', what: 'it is not a lock written by this project (not JSON)', ageMs }
  }
  if (typeof info !== 'object' || info === null || !Number.isInteger(info.pid) || (info.pid as number) <= 0) {
    return { kind: 'invalid', what: 'it names no process', ageMs }
  }
  return {
    kind: 'valid',
    info: {
      pid: info.pid as number,
      ...(typeof info.socket === 'string' ? { socket: info.socket } : {}),
      ...(typeof info.started === 'string' ? { started: info.started } : {}),
    },
  }
}

/**
 * An owner creates its lock file empty and writes it at once: a lock file that is still no lock this
 * long after it was last written was left by something else (a crash while writing, a person, a disk).
 */
export const INVALID_LOCK_GRACE_MS = 2000

/**
 * Removes the lock file when `stillBad` says so on a fresh read, under a second lock (`.repair`) so that
 * two processes repairing at once never remove a lock the other has just taken. False when another
 * process is repairing it now (try again shortly) or the lock is no longer bad.
 */
export function removeBadLock(lockFile: string, stillBad: (state: LockFileState) => boolean): boolean {
  const repair = `${lockFile}.repair`
  let fd: number
  try {
    fd = openSync(repair, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // A repair lock is held for microseconds: an old one was left by a process that died holding it.
    try {
      if (Date.now() - statSync(repair).mtimeMs > 10_000) removeFile(repair)
    } catch {
      // gone meanwhile
    }
    return false
  }
  try {
    if (!stillBad(readLockFile(lockFile))) return false
    removeFile(lockFile)
    return true
  } finally {
    closeSync(fd)
    removeFile(repair)
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function removeFile(path: string) {
  try {
    unlinkSync(path)
  } catch {
    // already gone
  }
}

export function busy(dataDir: string, lockFile: string, pid: number): LocalDatabaseError {
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
export function serveStatements(db: Db): Server {
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

/** A line's statement, or undefined for anything else that parses as JSON (null, a number, no sql…). */
function statementOf(parsed: unknown): Call | undefined {
  const call = parsed as Partial<Call> | null
  if (typeof call !== 'object' || call === null || typeof call.id !== 'number' || typeof call.sql !== 'string') return undefined
  return Array.isArray(call.params) ? (call as Call) : { id: call.id, sql: call.sql, params: [] }
}

/** Never throws: a line that is no statement, or a statement that fails, gets an error reply. */
async function answer(db: Db, line: string): Promise<Reply> {
  let call: Call | undefined
  try {
    call = statementOf(JSON.parse(line))
  } catch {
    // not JSON at all
  }
  if (!call) return { id: -1, error: { code: '08P01', message: 'not a JSON statement' } }
  try {
    return { id: call.id, rows: (await db.query(call.sql, call.params)).rows }
  } catch (error) {
    const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown }
    return { id: call.id, error: { code: typeof code === 'string' ? code : undefined, message: String(message ?? error) } }
  }
}

/** A line of the owner's, or undefined when it is not a reply (not JSON, no id, neither rows nor error). */
function replyOf(line: string): Reply | undefined {
  let reply: Partial<{ id: unknown; rows: unknown; error: { code?: unknown; message?: unknown } }> | null
  try {
    reply = JSON.parse(line) as typeof reply
  } catch {
    return undefined
  }
  if (typeof reply !== 'object' || reply === null || typeof reply.id !== 'number') return undefined
  if (Array.isArray(reply.rows)) return reply as Reply
  if (typeof reply.error === 'object' && reply.error !== null && typeof reply.error.message === 'string') return reply as Reply
  return undefined
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
        const reply = replyOf(buffer.slice(0, end))
        buffer = buffer.slice(end + 1)
        if (!reply) {
          // Not our owner speaking: end the connection, and every statement waiting on it fails (close).
          socket.destroy()
          return
        }
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

export async function tryClient(info: LockInfo): Promise<LocalDatabase | null> {
  let client: Awaited<ReturnType<typeof connectStatements>> | undefined
  try {
    client = await connectStatements(info.socket!)
    await client.query('select 1')
    return { db: client, mode: 'client', ownerPid: info.pid, close: () => client!.close() }
  } catch {
    // Connected but not answered: close it, or the open connection keeps this process running.
    await client?.close().catch(() => undefined)
    return null
  }
}
