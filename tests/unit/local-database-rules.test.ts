// The rules of opening the local database folder (supabase/local/database.ts), called in this process:
// where the folder is by default, how long a start waits for a busy owner, when a lock file is repaired
// and when it is respected (its grace period to the millisecond, a lock that changes while it is
// repaired), how often a live owner that does not answer is asked, what the owner writes in its lock
// and removes when it closes or exits, which requests are deleted at start (the edge of the retention
// period to the millisecond), and what a long-running server (lazyLocalDatabase) prints, retries and
// does on Ctrl-C. Real lock files, sockets and one real PGlite folder in a scratch folder; a fake clock
// for the waits; owners on the socket are fake databases where only the socket's side is under test.
// (local-database, local-locks and function-local test the same rules end to end.)
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultDataDir, lazyLocalDatabase, LocalDatabaseError, openLocalDatabase, retentionDays, type LocalDatabase } from '../../supabase/local/database.ts'
import { ownLock, serveStatements, tryClient } from '../../supabase/local/sharing.ts'
import { rejection, scratchFolder } from './local-folders.ts'

// Another process may write the lock file between two reads of this one: `race.afterRead` runs once,
// right after openLocalDatabase's next read of the lock file (the repair reads it again, unhooked).
const race = vi.hoisted(() => ({ afterRead: undefined as ((lockFile: string) => void) | undefined }))
vi.mock('../../supabase/local/sharing.ts', async (importOriginal) => {
  const sharing = await importOriginal<typeof import('../../supabase/local/sharing.ts')>()
  return {
    ...sharing,
    readLockFile: (lockFile: string) => {
      const state = sharing.readLockFile(lockFile)
      const then = race.afterRead
      race.afterRead = undefined
      then?.(lockFile)
      return state
    },
  }
})

const work = scratchFolder('db-rules-')
let made = 0
/** A new short path in the scratch folder (Unix socket paths are limited to about 100 bytes). */
const fresh = (name: string) => join(work, `${++made}${name}`)

// Linux never numbers a process above 4 194 304 (PID_MAX_LIMIT): no process has this number.
const NO_PROCESS = 4_194_305

afterEach(() => {
  race.afterRead = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * A path where the database folder should be that holds a file: becoming its owner ends at once with
 * "it is a file" (no PGlite is opened), so that message says the lock was taken, and "in use" that it was respected.
 */
function fileInstead(name: string): string {
  const dataDir = fresh(name)
  writeFileSync(dataDir, 'not a database folder')
  return dataDir
}

/** The words of a refused folder (integrity.ts), written out. */
const cannotOpen = (dataDir: string, what: string) =>
  `The local database folder ${dataDir} cannot be opened: ${what}.\n` +
  'Nothing in it was changed. To go on, do one of these, then start again:\n' +
  `  - move it aside to keep it (mv "${dataDir}" "${dataDir}-damaged"): a new, empty database is created;\n` +
  '  - put back a copy of the folder from a backup;\n' +
  `  - or delete it to start over (rm -rf "${dataDir}"): the requests in it are lost.`

/** The words of a folder in use by a process that does not answer (sharing.ts), written out. */
const inUse = (dataDir: string, process: number | string) =>
  `The local database ${dataDir} is in use by process ${process}, which does not answer.\n` +
  `If no "npm run dev" or "npm run preview" is running, delete ${dataDir}.lock and try again.`

/** Writes a file last modified a minute ago at a whole second (so that its age can be exact), and returns that time. */
function writeAged(path: string, text: string): number {
  writeFileSync(path, text)
  const seconds = Math.floor(Date.now() / 1000) - 60
  utimesSync(path, seconds, seconds)
  return seconds * 1000
}

/** A promise's outcome as it stands now: not settled yet, or the error it was rejected with. */
function watch(promise: Promise<unknown>) {
  const state: { settled: boolean; error?: Error & { code?: string } } = { settled: false }
  promise.then(
    () => void (state.settled = true),
    (error: Error) => void Object.assign(state, { settled: true, error }),
  )
  return state
}

/** What console.warn printed, first arguments. */
function warnings(): string[] {
  const printed: string[] = []
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void printed.push(message))
  return printed
}

/**
 * An owner in this process over a fake database: the lock of `dataDir` names this live process and a
 * new socket, where `answer` runs each statement; `asked` records them.
 */
async function fakeOwner(dataDir: string, answer: (sql: string) => Promise<unknown[]> = async () => []) {
  const asked: string[] = []
  const socket = fresh('.sock')
  const server = serveStatements({
    query: async <Row>(sql: string) => {
      asked.push(sql)
      return { rows: (await answer(sql)) as Row[] }
    },
  })
  await new Promise<void>((done, fail) => server.once('error', fail).listen(socket, () => done()))
  writeFileSync(`${dataDir}.lock`, JSON.stringify({ ...ownLock(), socket }))
  /** The connections open to the owner now, once those closing have closed (a local socket: well under 1 s). */
  const connections = async (expected: number) => {
    const count = () => new Promise<number>((done) => server.getConnections((_error, n) => done(n)))
    for (let tries = 0; tries < 50 && (await count()) !== expected; tries++) await new Promise((resolve) => setTimeout(resolve, 20))
    return count()
  }
  return { asked, socket, connections, stop: () => new Promise<void>((done) => server.close(() => done())) }
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('the folder used when none is named', () => {
  it('is .data/pglite in the folder the server runs in, or LOCAL_DB_DIR made absolute', () => {
    const saved = process.env.LOCAL_DB_DIR
    try {
      delete process.env.LOCAL_DB_DIR
      expect(defaultDataDir()).toBe(`${process.cwd()}/.data/pglite`)
      process.env.LOCAL_DB_DIR = 'elsewhere/db'
      expect(defaultDataDir()).toBe(`${process.cwd()}/elsewhere/db`)
      process.env.LOCAL_DB_DIR = '/srv/site/db'
      expect(defaultDataDir()).toBe('/srv/site/db')
    } finally {
      if (saved === undefined) delete process.env.LOCAL_DB_DIR
      else process.env.LOCAL_DB_DIR = saved
    }
  })
})

describe('how long requests are kept: REQUEST_RETENTION_DAYS', () => {
  it('is 30 days when not set, and any whole number of days from 1 to 3650', () => {
    expect(retentionDays({})).toBe(30)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '' })).toBe(30)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '1' })).toBe(1)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '7' })).toBe(7)
    expect(retentionDays({ REQUEST_RETENTION_DAYS: '3650' })).toBe(3650)
  })

  it('refuses 0 and 3651 days with a message that says the range and the default', () => {
    expect(() => retentionDays({ REQUEST_RETENTION_DAYS: '0' })).toThrow(
      'REQUEST_RETENTION_DAYS="0" cannot be used: it must be a whole number from 1 to 3650 (days). Change it, or remove it to use the default (30).',
    )
    expect(() => retentionDays({ REQUEST_RETENTION_DAYS: '3651' })).toThrow('REQUEST_RETENTION_DAYS="3651" cannot be used')
  })
})

describe('waiting for an owner that is still starting', () => {
  it('waits as long as asked (1 s) for a live owner that has no socket yet, and says "in use" at the first look after', async () => {
    const dataDir = fileInstead('starting')
    // This process, alive, as an owner is between taking its lock and serving on its socket.
    writeFileSync(`${dataDir}.lock`, JSON.stringify(ownLock()))
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout'] })
    const opening = watch(openLocalDatabase({ dataDir, waitMs: 1000 }))
    // It looks every 200 ms: at exactly 1 s the wait is not over yet.
    await vi.advanceTimersByTimeAsync(1000)
    expect(opening.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(opening.error?.message).toBe(inUse(dataDir, process.pid))
    expect(opening.error?.code).toBe('LOCAL_DB_BUSY')
  })

  it('gives up on a live owner that refuses its 5th connection, long before the wait is over, having asked it 5 times', async () => {
    const dataDir = fileInstead('refusing')
    // A live owner (this process) whose database no longer runs even "select 1".
    const owner = await fakeOwner(dataDir, async () => {
      throw coded('the database system is shutting down', '57P03')
    })
    try {
      const error = await rejection(openLocalDatabase({ dataDir, waitMs: 60_000 }))
      expect(error.message).toBe(inUse(dataDir, process.pid))
      expect(owner.asked).toEqual(['select 1', 'select 1', 'select 1', 'select 1', 'select 1'])
    } finally {
      await owner.stop()
    }
  })
})

describe('a lock file that is no lock (empty, not JSON, no process): 2 s of grace, then repaired', () => {
  it('waits for one written just now as long as asked (1 s), then says "in use by (unknown)" at the first look after', async () => {
    const dataDir = fileInstead('writing')
    const written = writeAged(`${dataDir}.lock`, '')
    vi.useFakeTimers({ now: written, toFake: ['Date', 'setTimeout'] })
    const opening = watch(openLocalDatabase({ dataDir, waitMs: 1000 }))
    await vi.advanceTimersByTimeAsync(1000)
    expect(opening.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    // 1.2 s old: still within its grace, so still respected; the wait is over.
    expect(opening.error?.message).toBe(inUse(dataDir, '(unknown)'))
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe('')
  })

  it('repairs one exactly 2 s old at once, says so, and takes the lock', async () => {
    const dataDir = fileInstead('grace')
    const warned = warnings()
    const written = writeAged(`${dataDir}.lock`, '')
    vi.useFakeTimers({ now: written + 2000, toFake: ['Date', 'setTimeout'] })
    const opening = watch(openLocalDatabase({ dataDir, waitMs: 0 }))
    // No waiting: 1 ms is less than any pause the loop takes.
    await vi.advanceTimersByTimeAsync(1)
    expect(warned).toEqual([`Replaced the lock file ${dataDir}.lock: it is empty, so no server held it.`])
    // The lock was taken (and released again when the folder was found to be a file).
    expect(opening.error?.message).toBe(cannotOpen(dataDir, 'it is a file, not a folder'))
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  })

  it('respects one 1999 ms old even with no wait left, and repairs it at the next look, 200 ms later', async () => {
    const dataDir = fileInstead('young')
    const warned = warnings()
    const written = writeAged(`${dataDir}.lock`, 'not a lock')
    vi.useFakeTimers({ now: written + 1999, toFake: ['Date', 'setTimeout'] })
    const opening = watch(openLocalDatabase({ dataDir, waitMs: 0 }))
    await vi.advanceTimersByTimeAsync(199)
    expect(opening.settled).toBe(false)
    expect(warned).toEqual([])
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe('not a lock')
    await vi.advanceTimersByTimeAsync(1)
    expect(warned).toEqual([`Replaced the lock file ${dataDir}.lock: it is not a lock written by this project (not JSON), so no server held it.`])
    expect(opening.error?.message).toBe(cannotOpen(dataDir, 'it is a file, not a folder'))
  })
})

describe('a lock that changes while it is being repaired is left alone', () => {
  // [what, the lock first read, what another process writes right after that read, the process "in use" names]
  const own = () => JSON.stringify(ownLock())
  const cases: [string, () => string, () => string, () => number | string][] = [
    ['no lock, long ago; then a live owner writes its lock', () => '', own, () => process.pid],
    ['no lock, long ago; then an owner starts writing (empty again, just now)', () => '', () => '', () => '(unknown)'],
    ['a dead process; then a live owner with the same start time writes its lock', () => JSON.stringify({ ...ownLock(), pid: NO_PROCESS }), own, () => process.pid],
    ['this process with another start time (a reused number); then this process writes its lock', () => JSON.stringify({ pid: process.pid, started: '1' }), own, () => process.pid],
    ['a dead process without start time; then a live owner with none writes its lock', () => JSON.stringify({ pid: NO_PROCESS }), () => JSON.stringify({ pid: process.pid }), () => process.pid],
    ['a dead process; then an owner starts writing (empty, just now)', () => JSON.stringify({ pid: NO_PROCESS }), () => '', () => '(unknown)'],
  ]
  it.each(cases)('%s: the new lock is kept and respected, and no replacement is claimed', async (_what, first, then, named) => {
    const dataDir = fileInstead('race')
    const lockFile = `${dataDir}.lock`
    writeAged(lockFile, first())
    const written = then()
    race.afterRead = (path) => writeFileSync(path, written)
    const warned = warnings()
    const error = await rejection(openLocalDatabase({ dataDir, waitMs: 0 }))
    expect(error.message).toBe(inUse(dataDir, named()))
    expect(readFileSync(lockFile, 'utf8')).toBe(written)
    expect(warned).toEqual([])
  })
})

describe('a lock left by a process that is gone', () => {
  it('is replaced with a warning naming that process, and its socket file is removed wherever the lock says it is', async () => {
    const dataDir = fileInstead('dead')
    // The dead owner's socket, at a path of its own (the lock, not the folder's name, says where).
    const socket = fresh('old.sock')
    writeFileSync(socket, '')
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: NO_PROCESS, started: '1', socket }))
    const warned = warnings()
    const error = await rejection(openLocalDatabase({ dataDir, waitMs: 0 }))
    expect(warned).toEqual([`Replaced the lock file ${dataDir}.lock: process ${NO_PROCESS}, which wrote it, no longer serves the folder.`])
    expect(error.message).toBe(cannotOpen(dataDir, 'it is a file, not a folder'))
    expect(existsSync(socket)).toBe(false)
  })
})

describe('a folder refused before it is opened', () => {
  it('keeps the modes of its files and folders: nothing in it is changed, not even made private', async () => {
    const dataDir = fresh('notes')
    mkdirSync(dataDir, { mode: 0o755 })
    chmodSync(dataDir, 0o755)
    writeFileSync(join(dataDir, 'notes.txt'), 'my notes')
    chmodSync(join(dataDir, 'notes.txt'), 0o644)
    const error = await rejection(openLocalDatabase({ dataDir }))
    expect(error.message).toBe(cannotOpen(dataDir, 'its PG_VERSION file is missing, so it is not a complete database'))
    expect(statSync(dataDir).mode & 0o777).toBe(0o755)
    expect(statSync(join(dataDir, 'notes.txt')).mode & 0o777).toBe(0o644)
  })
})

describe('a long-running server (lazyLocalDatabase)', () => {
  it('prints a folder that cannot be opened once, however many requests fail, and prints a new failure again', async () => {
    const dataDir = fileInstead('lazy-file')
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: string) => void printed.push(message))
    const db = lazyLocalDatabase({ dataDir })
    try {
      const asFile = cannotOpen(dataDir, 'it is a file, not a folder')
      expect((await rejection(db.query('select 1'))).message).toBe(asFile)
      expect((await rejection(db.ready())).message).toBe(asFile)
      expect((await rejection(db.query('select 1'))).message).toBe(asFile)
      expect(printed).toEqual([asFile])
      // Each request tries again: once the file is a folder with something else in it, that is said.
      rmSync(dataDir)
      mkdirSync(dataDir)
      writeFileSync(join(dataDir, 'notes.txt'), 'my notes')
      const notComplete = cannotOpen(dataDir, 'its PG_VERSION file is missing, so it is not a complete database')
      expect((await rejection(db.ready())).message).toBe(notComplete)
      expect(printed).toEqual([asFile, notComplete])
    } finally {
      await db.close()
    }
  })

  it('warm() starts opening in the background: a failure is printed, nothing is thrown', async () => {
    const dataDir = fileInstead('lazy-warm')
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: string) => void printed.push(message))
    const db = lazyLocalDatabase({ dataDir })
    expect(db.warm()).toBeUndefined()
    await vi.waitFor(() => expect(printed).toEqual([cannotOpen(dataDir, 'it is a file, not a folder')]))
    await expect(db.close()).resolves.toBeUndefined()
  })

  it('closes without error before anything was opened', async () => {
    await expect(lazyLocalDatabase({ dataDir: fresh('never') }).close()).resolves.toBeUndefined()
  })

  it('lets a request that comes while a new open waits for the lock join that open, instead of starting another', async () => {
    const dataDir = fileInstead('lazy-join')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const db = lazyLocalDatabase({ dataDir })
    // The first open holds the lock until it has failed; closed meanwhile, the next open waits for the lock.
    const first = db.ready()
    const closing = db.close()
    const second = db.ready()
    expect((await rejection(first)).message).toBe(cannotOpen(dataDir, 'it is a file, not a folder'))
    const third = db.ready()
    // By the time the waiting open looks again (200 ms), the folder is something else: both requests say so.
    rmSync(dataDir)
    mkdirSync(dataDir)
    writeFileSync(join(dataDir, 'notes.txt'), 'my notes')
    const notComplete = cannotOpen(dataDir, 'its PG_VERSION file is missing, so it is not a complete database')
    expect((await rejection(second)).message).toBe(notComplete)
    expect((await rejection(third)).message).toBe(notComplete)
    // Closing while an open was failing is no error either.
    await expect(closing).resolves.toBeUndefined()
  })

  it('on Ctrl-C (SIGINT) exits with 130 and on SIGTERM with 143, listening for each once however often it opens', async () => {
    const dataDir = fileInstead('lazy-signals')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit)
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') }
    const added = (signal: 'SIGINT' | 'SIGTERM') => process.listeners(signal).filter((l) => !before[signal].includes(l))
    const db = lazyLocalDatabase({ dataDir })
    try {
      // Nothing is listened for before the first use (starting the server stays as it was).
      expect(added('SIGINT')).toEqual([])
      await rejection(db.ready())
      await rejection(db.ready())
      expect(added('SIGINT')).toHaveLength(1)
      expect(added('SIGTERM')).toHaveLength(1)
      added('SIGTERM')[0]!('SIGTERM')
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(143))
      added('SIGINT')[0]!('SIGINT')
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(130))
      expect(exit).toHaveBeenCalledTimes(2)
    } finally {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of added(signal)) process.off(signal, listener)
      await db.close()
    }
  })
})

describe('an old-style lock (no start time: written where /proc says none, or by an older version)', () => {
  it('is used through the one connection that asked whether its owner serves, and nothing stays open once closed', async () => {
    const dataDir = fileInstead('old-style')
    const owner = await fakeOwner(dataDir)
    const lock = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as Record<string, unknown>
    delete lock.started
    writeFileSync(`${dataDir}.lock`, JSON.stringify(lock))
    try {
      const local = await openLocalDatabase({ dataDir })
      expect(local.mode).toBe('client')
      expect(owner.asked).toEqual(['select 1'])
      expect(await owner.connections(1)).toBe(1)
      // An open connection would keep `npm run requests` running after its work, as long as the server runs.
      await local.close()
      expect(await owner.connections(0)).toBe(0)
    } finally {
      await owner.stop()
    }
  })
})

describe('asking an owner that does not answer', () => {
  it('closes the connection it opened to ask', async () => {
    const dataDir = fileInstead('not-answering')
    const owner = await fakeOwner(dataDir, async () => {
      throw coded('the database system is starting up', '57P03')
    })
    try {
      expect(await tryClient({ pid: process.pid, socket: owner.socket })).toBeNull()
      expect(owner.asked).toEqual(['select 1'])
      expect(await owner.connections(0)).toBe(0)
    } finally {
      await owner.stop()
    }
  })
})

describe('a long-running server that is a client of another process', () => {
  it('sends a request again, once, to the new owner when the owner it knew has gone before the request was sent', async () => {
    const dataDir = fileInstead('lazy-moved')
    const first = await fakeOwner(dataDir, async (sql) => [{ owner: 'first', sql }])
    const db = lazyLocalDatabase({ dataDir })
    let second: Awaited<ReturnType<typeof fakeOwner>> | undefined
    try {
      expect((await db.query('select 2')).rows).toEqual([{ owner: 'first', sql: 'select 2' }])
      await first.stop()
      second = await fakeOwner(dataDir, async (sql) => [{ owner: 'second', sql }])
      // The client notices the owner went away (a local socket: well under 200 ms), so the next request is not sent.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await db.query('select 3')).rows).toEqual([{ owner: 'second', sql: 'select 3' }])
      expect(first.asked).toEqual(['select 1', 'select 2'])
      expect(second.asked).toEqual(['select 1', 'select 3'])
    } finally {
      await db.close()
      await second?.stop()
    }
  })

  it('tries a request the owner answered with ENOENT a second time, on a new connection, and not a third', async () => {
    const dataDir = fileInstead('lazy-enoent')
    const owner = await fakeOwner(dataDir, async (sql) => {
      // (The rule is the client's; a PGlite owner reports a missing file as the SQL code 58P01, not ENOENT.)
      if (sql === 'insert') throw coded('could not open file "base/5/16384": No such file or directory', 'ENOENT')
      return []
    })
    const db = lazyLocalDatabase({ dataDir })
    try {
      const error = await rejection(db.query('insert'))
      expect(error).toMatchObject({ code: 'ENOENT', message: 'could not open file "base/5/16384": No such file or directory' })
      // Connected again before the second try.
      expect(owner.asked).toEqual(['select 1', 'insert', 'select 1', 'insert'])
    } finally {
      await db.close()
      await owner.stop()
    }
  })

  it('passes an SQL error on as it is, sends the request once, and keeps the connection for the next', async () => {
    const dataDir = fileInstead('lazy-sql')
    const owner = await fakeOwner(dataDir, async (sql) => {
      if (sql === 'insert') throw coded('duplicate key value violates unique constraint', '23505')
      return [{ ok: 1 }]
    })
    const db = lazyLocalDatabase({ dataDir })
    try {
      const error = await rejection(db.query('insert'))
      expect(error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint' })
      expect((await db.query('select 2')).rows).toEqual([{ ok: 1 }])
      expect(owner.asked).toEqual(['select 1', 'insert', 'select 2'])
    } finally {
      await db.close()
      await owner.stop()
    }
  })

  it('does not send again a request the owner went away with (it may have run), and opens anew for the next', async () => {
    const dataDir = fileInstead('lazy-reset')
    let received = () => {}
    const arrived = new Promise<void>((resolve) => (received = resolve))
    const first = await fakeOwner(dataDir, async (sql) => {
      if (sql !== 'insert') return []
      received()
      return new Promise<never>(() => {})
    })
    const db = lazyLocalDatabase({ dataDir })
    let second: Awaited<ReturnType<typeof fakeOwner>> | undefined
    try {
      const pending = db.query('insert')
      await arrived
      await first.stop()
      expect(await rejection(pending)).toMatchObject({ code: 'ECONNRESET', message: 'the local database owner went away' })
      expect(first.asked).toEqual(['select 1', 'insert'])
      // Opening again (ready) reaches the new owner at once, rather than keeping the dead connection.
      second = await fakeOwner(dataDir)
      await db.ready()
      expect(second.asked).toEqual(['select 1'])
    } finally {
      await db.close()
      await second?.stop()
    }
  })
})

// ---------------------------------------------------------------- the owner, on one real PGlite folder

/** A folder `name` in the scratch folder whose socket path (folder + ".sock") is `bytes` bytes long. */
function folderWithSocketPath(bytes: number): string {
  const padding = bytes - Buffer.byteLength(join(work, 'x', 'pglite.sock')) + 1
  expect(padding).toBeGreaterThan(0)
  const dataDir = join(work, 'd'.repeat(padding), 'pglite')
  expect(Buffer.byteLength(`${dataDir}.sock`)).toBe(bytes)
  return dataDir
}

describe('the owner', () => {
  // Socket paths of 100 bytes and more are not served (Unix allows about 100): 99 is the longest that is.
  const dataDir = folderWithSocketPath(99)
  const lockFile = `${dataDir}.lock`
  const socket = `${dataDir}.sock`
  const readLockJson = () => JSON.parse(readFileSync(lockFile, 'utf8')) as unknown

  beforeAll(async () => {
    // The file's one new database (PGlite's setup and every migration); the tests below reopen it.
    const local = await openLocalDatabase({ dataDir })
    await local.close()
  }, 180_000)

  it('serves on a socket path of 99 bytes, names it in its lock, and replaces a socket file a crashed owner left', async () => {
    writeFileSync(socket, '')
    const owner = await openLocalDatabase({ dataDir })
    try {
      expect(owner.mode).toBe('owner')
      expect(readLockJson()).toEqual({ pid: process.pid, started: expect.stringMatching(/^\d+$/), socket })
      const client = await openLocalDatabase({ dataDir, waitMs: 5000 })
      expect(client.mode).toBe('client')
      expect((await client.db.query('select 7 as n')).rows).toEqual([{ n: 7 }])
      await client.close()
    } finally {
      await owner.close()
    }
    expect(existsSync(lockFile)).toBe(false)
    expect(existsSync(socket)).toBe(false)
  })

  it('does not serve when its socket path would be 100 bytes: the lock names no socket, and the folder still opens', async () => {
    const longer = folderWithSocketPath(100)
    cpSync(dataDir, longer, { recursive: true })
    const owner = await openLocalDatabase({ dataDir: longer })
    try {
      expect(owner.mode).toBe('owner')
      expect(readFileSync(`${longer}.lock`, 'utf8')).not.toContain('socket')
      expect(JSON.parse(readFileSync(`${longer}.lock`, 'utf8'))).toEqual({ pid: process.pid, started: expect.stringMatching(/^\d+$/) })
      expect(existsSync(`${longer}.sock`)).toBe(false)
    } finally {
      await owner.close()
    }
  })

  it('fails with the system’s error (EADDRINUSE) when a folder is where its socket should be, and leaves no lock', async () => {
    mkdirSync(socket)
    try {
      expect(await rejection(openLocalDatabase({ dataDir }))).toMatchObject({ code: 'EADDRINUSE' })
      expect(existsSync(lockFile)).toBe(false)
    } finally {
      rmSync(socket, { recursive: true })
    }
  })

  it('deletes the requests older than the retention period when it opens, to the millisecond, and says how many', async () => {
    const DAY = 86_400_000
    // Postgres's clock here is the process's: held still, "now" at the next open is exactly this.
    const now = Math.floor(Date.now() / 1000) * 1000
    const saved = process.env.REQUEST_RETENTION_DAYS
    const printed: string[] = []
    const insert = (db: { query: (sql: string, params: unknown[]) => Promise<unknown> }, name: string, createdAt: number) =>
      db.query(
        `insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at)
         values ('contact', $1, 'kept@example.com', '555-010-0100', repeat('a', 64), $2::timestamptz)`,
        [name, new Date(createdAt).toISOString()],
      )
    let opened: LocalDatabase | undefined
    const openAndList = async () => {
      printed.length = 0
      const local = (opened = await openLocalDatabase({ dataDir }))
      const { rows } = await local.db.query<{ name: string }>('select name from public.consultation_requests order by name')
      return { local, names: rows.map((r) => r.name) }
    }
    vi.spyOn(console, 'log').mockImplementation((message: string) => void printed.push(message))
    vi.useFakeTimers({ now, toFake: ['Date'] })
    try {
      delete process.env.REQUEST_RETENTION_DAYS
      const start = await openAndList()
      expect(start.names).toEqual([])
      await insert(start.local.db, '30 days', now - 30 * DAY)
      await insert(start.local.db, '30 days and 1 ms', now - 30 * DAY - 1)
      await start.local.close()

      // Default 30 days: the request exactly 30 days old is kept, the one 1 ms older deleted.
      const thirty = await openAndList()
      expect(thirty.names).toEqual(['30 days'])
      expect(printed).toEqual(['Deleted 1 request older than the retention period (REQUEST_RETENTION_DAYS).'])
      await insert(thirty.local.db, '7 days', now - 7 * DAY)
      await insert(thirty.local.db, '7 days and 1 ms', now - 7 * DAY - 1)
      await thirty.local.close()

      process.env.REQUEST_RETENTION_DAYS = '7'
      const seven = await openAndList()
      expect(seven.names).toEqual(['7 days'])
      expect(printed).toEqual(['Deleted 2 requests older than the retention period (REQUEST_RETENTION_DAYS).'])
      await seven.local.close()

      // Nothing to delete: nothing is said.
      const again = await openAndList()
      expect(again.names).toEqual(['7 days'])
      expect(printed).toEqual([])
      await again.local.close()
    } finally {
      await opened?.close()
      if (saved === undefined) delete process.env.REQUEST_RETENTION_DAYS
      else process.env.REQUEST_RETENTION_DAYS = saved
    }
  })

  it('until it is closed, removes its lock and socket if the process exits; once closed, leaves nothing to run at exit', async () => {
    const before = process.listeners('exit')
    const owner = await openLocalDatabase({ dataDir })
    try {
      const added = process.listeners('exit').filter((l) => !before.includes(l))
      expect(added).toHaveLength(1)
      expect(existsSync(lockFile) && existsSync(socket)).toBe(true)
      // What runs when the process exits without closing (a crash in the server, process.exit()).
      added[0]!(0)
      expect(existsSync(lockFile)).toBe(false)
      expect(existsSync(socket)).toBe(false)
    } finally {
      await owner.close()
    }
    // Left behind, it would delete the socket of whichever process owns the folder when this one exits.
    expect(process.listeners('exit')).toEqual(before)
  })

  it('keeps, when it closes, a lock that another process has written since', async () => {
    const owner = await openLocalDatabase({ dataDir })
    const other = JSON.stringify({ pid: 1, started: '5', socket: '/elsewhere/pglite.sock' })
    writeFileSync(lockFile, other)
    await owner.close()
    expect(readFileSync(lockFile, 'utf8')).toBe(other)
    rmSync(lockFile)
  })

  it('closes without error when its lock file was deleted meanwhile, and removes its socket', async () => {
    const owner = await openLocalDatabase({ dataDir })
    rmSync(lockFile)
    await expect(owner.close()).resolves.toBeUndefined()
    expect(existsSync(socket)).toBe(false)
  })

  it('closed twice, does not remove the lock and socket of the owner that opened the folder after it', async () => {
    const earlier = await openLocalDatabase({ dataDir })
    await earlier.close()
    const later = await openLocalDatabase({ dataDir })
    try {
      await earlier.close()
      expect(existsSync(lockFile)).toBe(true)
      expect(existsSync(socket)).toBe(true)
      const client = await openLocalDatabase({ dataDir, waitMs: 5000 })
      expect(client.mode).toBe('client')
      await client.close()
    } finally {
      await later.close()
    }
  })

  it('makes the files private again every 30 s while it is open, and once more when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const owner = await openLocalDatabase({ dataDir })
    const version = join(dataDir, 'PG_VERSION')
    const mode = () => statSync(version).mode & 0o777
    try {
      // As PGlite leaves the files it writes (0666 less the umask).
      chmodSync(version, 0o644)
      vi.advanceTimersByTime(29_999)
      expect(mode()).toBe(0o644)
      vi.advanceTimersByTime(1)
      expect(mode()).toBe(0o600)
      chmodSync(version, 0o644)
    } finally {
      await owner.close()
    }
    expect(mode()).toBe(0o600)
  })

  it('says a complete folder cannot be opened when Postgres refuses it, with what Postgres said, and leaves no lock', async () => {
    const create = vi.spyOn(PGlite, 'create')
    create.mockRejectedValueOnce(new Error('Aborted(). Build with -sASSERTIONS for more info.'))
    const error = await rejection(openLocalDatabase({ dataDir }))
    expect(error).toBeInstanceOf(LocalDatabaseError)
    expect(error.code).toBe('LOCAL_DB_DAMAGED')
    expect(error.message).toBe(cannotOpen(dataDir, 'Postgres could not open it (Aborted(). Build with -sASSERTIONS for more info.)'))
    expect(existsSync(lockFile)).toBe(false)
    // A thrown text rather than an Error is quoted as it is.
    create.mockRejectedValueOnce('Aborted()')
    expect((await rejection(openLocalDatabase({ dataDir }))).message).toBe(cannotOpen(dataDir, 'Postgres could not open it (Aborted())'))
  })

  it('passes on as it is why a new folder could not be made: there was no database to call damaged', async () => {
    const failure = new Error('out of memory')
    vi.spyOn(PGlite, 'create').mockRejectedValueOnce(failure)
    const empty = fresh('new')
    expect(await rejection(openLocalDatabase({ dataDir: empty }))).toBe(failure)
    expect(existsSync(`${empty}.lock`)).toBe(false)
  })

  it('on Ctrl-C, a server that opened the folder closes it (its lock is removed) before it exits with 130', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit)
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') }
    const added = (signal: 'SIGINT' | 'SIGTERM') => process.listeners(signal).filter((l) => !before[signal].includes(l))
    const db = lazyLocalDatabase({ dataDir })
    try {
      await db.ready()
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, socket })
      expect(added('SIGINT')).toHaveLength(1)
      added('SIGINT')[0]!('SIGINT')
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(130))
      expect(existsSync(lockFile)).toBe(false)
      expect(existsSync(socket)).toBe(false)
    } finally {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of added(signal)) process.off(signal, listener)
      await db.close()
    }
  })
})
