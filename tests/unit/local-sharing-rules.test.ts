// The rules of sharing one local database folder (supabase/local/sharing.ts), called in this process:
// what a lock file says, when a bad lock is removed, whether a process counts as alive, the "in use"
// message, and the statements a client sends over the owner's socket. Real files and Unix sockets in a
// scratch folder; on the owner's side a fake database, since the socket's protocol is what is under test.
// (local-locks and local-database test the same rules through openLocalDatabase on real PGlite folders.)
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../supabase/functions/_shared/db.ts'
import { LocalDatabaseError } from '../../supabase/local/integrity.ts'
import { busy, isAlive, isStale, processStartTime, readLock, readLockFile, removeBadLock, serveStatements, tryClient, type LockFileState } from '../../supabase/local/sharing.ts'
import { rejection, scratchFolder } from './local-folders.ts'

const work = scratchFolder('sharing-rules-')
let made = 0
/** A new path in the scratch folder (short: Unix socket paths are limited to about 100 bytes). */
const fresh = (name: string) => join(work, `${++made}${name}`)

// Linux never numbers a process above 4 194 304 (PID_MAX_LIMIT): no process has this number.
const NO_PROCESS = 4_194_305

afterEach(() => void vi.restoreAllMocks())

/** A child process that sleeps until killed; `program` runs another copy of sleep under that name. */
async function sleeper(program = 'sleep'): Promise<ChildProcess & { pid: number }> {
  const child = spawn(program, ['60'], { stdio: 'ignore' })
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject))
  return child as ChildProcess & { pid: number }
}

/** The start time of a process whose name holds no space: the 22nd space-separated field of /proc/<pid>/stat. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  expect(stat).toMatch(/^\d+ \(\S+\) /)
  return stat.split(' ')[21]!
}

/** Sets a file's modification time `ms` milliseconds before `now` (whole seconds: the file system keeps them exactly). */
function ageFile(path: string, ms: number, now = Date.now()) {
  const seconds = (now - ms) / 1000
  utimesSync(path, seconds, seconds)
}

describe('processStartTime', () => {
  it('reads the start time after the command name, even a name with spaces and parentheses', async () => {
    const program = fresh('a) b (c')
    copyFileSync('/bin/sleep', program)
    chmodSync(program, 0o700)
    const child = await sleeper(program)
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
      expect(stat).toContain(`${child.pid} (${basename(program)}) `)
      // The name's two spaces shift every later field by two: the 22nd field is the 24th word.
      const expected = stat.split(' ')[23]!
      expect(expected).toMatch(/^\d+$/)
      expect(processStartTime(child.pid)).toBe(expected)
    } finally {
      child.kill()
    }
  })

  it('is null for a process that does not exist (nothing in /proc to read)', () => {
    expect(processStartTime(NO_PROCESS)).toBeNull()
  })
})

describe('isAlive', () => {
  it('is true for this process and false for a number no process has', () => {
    expect(isAlive(process.pid)).toBe(true)
    expect(isAlive(NO_PROCESS)).toBe(false)
  })

  it('is true for process 1, which exists whether or not this user may signal it', () => {
    // Not root: the signal is refused (EPERM), which still means the process is there. As root
    // (containers) the signal is allowed, so the refusal is the next test's stand-in.
    expect(isAlive(1)).toBe(true)
  })

  it('counts a process that refuses the signal (EPERM: it belongs to another user) as alive, any other failure as gone', () => {
    const refusal = (code: string) => () => {
      throw Object.assign(new Error(`kill ${code}`), { code, syscall: 'kill' })
    }
    vi.spyOn(process, 'kill').mockImplementation(refusal('EPERM'))
    expect(isAlive(4242)).toBe(true)
    vi.spyOn(process, 'kill').mockImplementation(refusal('ESRCH'))
    expect(isAlive(4242)).toBe(false)
  })
})

describe('isStale: a lock naming no live owner', () => {
  it('is stale when its process is gone, whatever start time it names', () => {
    expect(isStale({ pid: NO_PROCESS })).toBe(true)
    expect(isStale({ pid: NO_PROCESS, started: '1' })).toBe(true)
  })

  it('is not stale for a live process and no start time (an old-style lock: the start time cannot be compared)', () => {
    expect(isStale({ pid: process.pid })).toBe(false)
  })

  it('is stale when the live process with that number started at another time (the number was reused)', async () => {
    const child = await sleeper()
    try {
      const started = startTimeOf(child.pid)
      expect(isStale({ pid: child.pid, started })).toBe(false)
      expect(isStale({ pid: child.pid, started: `${started}1` })).toBe(true)
    } finally {
      child.kill()
    }
  })
})

describe('readLockFile and readLock', () => {
  it('says absent when there is no lock file', () => {
    const lockFile = fresh('absent.lock')
    expect(readLockFile(lockFile)).toEqual({ kind: 'absent' })
    expect(readLock(lockFile)).toBeNull()
  })

  it('says an empty (or blank) lock file is empty, with its age', () => {
    const lockFile = fresh('empty.lock')
    writeFileSync(lockFile, ' \n')
    ageFile(lockFile, 5000)
    const state = readLockFile(lockFile)
    expect(state).toEqual({ kind: 'invalid', what: 'it is empty', ageMs: expect.any(Number) })
    // Written 5 s ago; the read itself may take a while on a busy machine.
    expect((state as { ageMs: number }).ageMs).toBeGreaterThanOrEqual(5000)
    expect((state as { ageMs: number }).ageMs).toBeLessThan(35_000)
    expect(readLock(lockFile)).toBeNull()
  })

  it('says a lock file that is not JSON was not written by this project', () => {
    const lockFile = fresh('garbage.lock')
    writeFileSync(lockFile, '\u0000\u0001 not a lock')
    expect(readLockFile(lockFile)).toEqual({ kind: 'invalid', what: 'it is not a lock written by this project (not JSON)', ageMs: expect.any(Number) })
    expect(readLock(lockFile)).toBeNull()
  })

  it.each([
    ['no pid', '{"socket": "/tmp/x.sock"}'],
    ['pid 0 (the lowest number is 1)', '{"pid": 0}'],
    ['a negative pid', '{"pid": -3}'],
    ['a fractional pid', '{"pid": 1.5}'],
    ['a pid as text', '{"pid": "42"}'],
    ['null', 'null'],
    ['a bare number', '42'],
    ['a list', '[42]'],
  ])('says a JSON lock file with %s names no process', (_what, content) => {
    const lockFile = fresh('nopid.lock')
    writeFileSync(lockFile, content)
    expect(readLockFile(lockFile)).toEqual({ kind: 'invalid', what: 'it names no process', ageMs: expect.any(Number) })
    expect(readLock(lockFile)).toBeNull()
  })

  it('reads a lock from pid 1 up, keeping a socket and a start time only when they are text', () => {
    const lockFile = fresh('valid.lock')
    writeFileSync(lockFile, '{"pid": 1}')
    expect(readLockFile(lockFile)).toEqual({ kind: 'valid', info: { pid: 1 } })
    expect(readLock(lockFile)).toEqual({ pid: 1 })
    writeFileSync(lockFile, '{"pid": 4242, "socket": "/run/x.sock", "started": "123", "other": true}')
    expect(readLock(lockFile)).toEqual({ pid: 4242, socket: '/run/x.sock', started: '123' })
    writeFileSync(lockFile, '{"pid": 4242, "socket": 7, "started": 123}')
    expect(readLock(lockFile)).toEqual({ pid: 4242 })
  })
})

describe('removeBadLock: removes a lock that is still bad, under a repair lock', () => {
  it('removes the lock file when the fresh read is still bad, and leaves no repair lock behind', () => {
    const lockFile = fresh('bad.lock')
    writeFileSync(lockFile, 'not a lock')
    const seen: LockFileState[] = []
    expect(removeBadLock(lockFile, (state) => (seen.push(state), true))).toBe(true)
    expect(seen).toEqual([{ kind: 'invalid', what: 'it is not a lock written by this project (not JSON)', ageMs: expect.any(Number) }])
    expect(existsSync(lockFile)).toBe(false)
    expect(existsSync(`${lockFile}.repair`)).toBe(false)
  })

  it('keeps a lock that is no longer bad (answers false) and releases the repair lock for the next repair', () => {
    const lockFile = fresh('good.lock')
    writeFileSync(lockFile, '{"pid": 4242}')
    expect(removeBadLock(lockFile, () => false)).toBe(false)
    expect(readFileSync(lockFile, 'utf8')).toBe('{"pid": 4242}')
    expect(existsSync(`${lockFile}.repair`)).toBe(false)
    // The repair lock was released: a later repair is not taken for another process's.
    expect(removeBadLock(lockFile, () => true)).toBe(true)
    expect(existsSync(lockFile)).toBe(false)
  })

  it('answers false without touching the lock while another process repairs it (a repair lock 9 s old is kept)', () => {
    const lockFile = fresh('busy.lock')
    writeFileSync(lockFile, 'not a lock')
    writeFileSync(`${lockFile}.repair`, '')
    ageFile(`${lockFile}.repair`, 9000)
    const stillBad = vi.fn(() => true)
    expect(removeBadLock(lockFile, stillBad)).toBe(false)
    expect(stillBad).not.toHaveBeenCalled()
    expect(readFileSync(lockFile, 'utf8')).toBe('not a lock')
    expect(existsSync(`${lockFile}.repair`)).toBe(true)
  })

  it('removes a repair lock 11 s old (its process died holding it), so the next try repairs', () => {
    const lockFile = fresh('orphan.lock')
    writeFileSync(lockFile, 'not a lock')
    writeFileSync(`${lockFile}.repair`, '')
    ageFile(`${lockFile}.repair`, 11_000)
    expect(removeBadLock(lockFile, () => true)).toBe(false)
    expect(existsSync(`${lockFile}.repair`)).toBe(false)
    expect(readFileSync(lockFile, 'utf8')).toBe('not a lock')
    expect(removeBadLock(lockFile, () => true)).toBe(true)
    expect(existsSync(lockFile)).toBe(false)
  })

  it('keeps a repair lock exactly 10 s old and removes it 1 ms later (older than 10 s)', () => {
    const lockFile = fresh('edge.lock')
    writeFileSync(`${lockFile}.repair`, '')
    // A clock held still, and a modification time in whole seconds: the age is exact.
    const now = Math.floor(Date.now() / 1000) * 1000
    ageFile(`${lockFile}.repair`, 10_000, now)
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
    expect(removeBadLock(lockFile, () => true)).toBe(false)
    expect(existsSync(`${lockFile}.repair`)).toBe(true)
    clock.mockReturnValue(now + 1)
    expect(removeBadLock(lockFile, () => true)).toBe(false)
    expect(existsSync(`${lockFile}.repair`)).toBe(false)
  })

  it('throws an error other than "the repair lock exists" (a missing folder) instead of answering "try again"', () => {
    const lockFile = join(fresh('missing'), 'db.lock')
    let thrown: unknown
    try {
      removeBadLock(lockFile, () => true)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ code: 'ENOENT' })
  })
})

describe('busy: the message when the owner does not answer', () => {
  it('names the folder, the process and the lock file to delete', () => {
    const error = busy('/home/me/site/.data/pglite', '/home/me/site/.data/pglite.lock', 4242)
    expect(error).toBeInstanceOf(LocalDatabaseError)
    expect(error.code).toBe('LOCAL_DB_BUSY')
    expect(error.message).toBe(
      'The local database /home/me/site/.data/pglite is in use by process 4242, which does not answer.\n' +
        'If no "npm run dev" or "npm run preview" is running, delete /home/me/site/.data/pglite.lock and try again.',
    )
  })

  it('says "(unknown)" when no process number was read (pid 0)', () => {
    expect(busy('/d/pglite', '/d/pglite.lock', 0).message).toBe(
      'The local database /d/pglite is in use by process (unknown), which does not answer.\n' +
        'If no "npm run dev" or "npm run preview" is running, delete /d/pglite.lock and try again.',
    )
  })
})

// ---------------------------------------------------------------- the owner's socket

type Query = (sql: string, params: readonly unknown[]) => Promise<unknown[]>

/** The owner's side, listening on a new socket, over a fake database; `asked` records each statement. */
async function owner(answer: Query) {
  const asked: [string, unknown[]][] = []
  const db: Db = {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      asked.push([sql, [...params]])
      return { rows: (await answer(sql, params)) as Row[] }
    },
  }
  const path = fresh('.sock')
  const server: Server = serveStatements(db)
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, () => done()))
  const stop = () => new Promise<void>((done) => server.close(() => done()))
  return { path, asked, stop }
}

/** Sends raw text to the owner's socket and reads `count` reply lines. */
function exchange(path: string, text: string, count = 1): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('error', reject)
    socket.on('data', (chunk: string) => {
      buffer += chunk
      const lines = buffer.split('\n').slice(0, -1)
      if (lines.length >= count) {
        socket.end()
        resolve(lines.map((line) => JSON.parse(line) as unknown))
      }
    })
    socket.write(text)
  })
}

const sqlError = (message: string, code: unknown) => Object.assign(new Error(message), { code })

describe('the owner answers each line', () => {
  it('runs a statement with its parameters and answers its rows under its id (big integers as text)', async () => {
    const db = await owner(async () => [{ id: 12345678901234567890n, name: 'Kept' }])
    try {
      expect(await exchange(db.path, '{"id": 3, "sql": "select $1", "params": ["x"]}\n')).toEqual([{ id: 3, rows: [{ id: '12345678901234567890', name: 'Kept' }] }])
      expect(db.asked).toEqual([['select $1', ['x']]])
    } finally {
      await db.stop()
    }
  })

  it('answers a line that is not JSON with the protocol error 08P01 under id -1, and runs nothing', async () => {
    const db = await owner(async () => [])
    try {
      expect(await exchange(db.path, 'select 1\n')).toEqual([{ id: -1, error: { code: '08P01', message: 'not a JSON statement' } }])
      expect(db.asked).toEqual([])
    } finally {
      await db.stop()
    }
  })

  // No line may stop the owner (the dev or preview server): each gets 08P01, and the next statement still runs.
  it.each([['null'], ['42'], ['"select 1"'], ['[]'], ['{"id": 4}'], ['{"sql": "select 1"}'], ['{"id": "4", "sql": "select 1"}']])(
    'answers %s, which parses but is no statement, with 08P01 and keeps serving',
    async (line) => {
      const db = await owner(async () => [{ ok: 1 }])
      try {
        expect(await exchange(db.path, `${line}\n{"id": 5, "sql": "select 1", "params": []}\n`, 2)).toEqual([
          { id: -1, error: { code: '08P01', message: 'not a JSON statement' } },
          { id: 5, rows: [{ ok: 1 }] },
        ])
        expect(db.asked).toEqual([['select 1', []]])
      } finally {
        await db.stop()
      }
    },
  )

  it('runs a statement sent without parameters with none', async () => {
    const db = await owner(async () => [])
    try {
      expect(await exchange(db.path, '{"id": 6, "sql": "select 1"}\n')).toEqual([{ id: 6, rows: [] }])
      expect(db.asked).toEqual([['select 1', []]])
    } finally {
      await db.stop()
    }
  })

  it.each([
    ['null', null, 'null'],
    ['a string', 'Aborted()', 'Aborted()'],
  ])('answers a statement that failed with %s (no Error) with what was thrown, and keeps serving', async (_what, thrown, message) => {
    const db = await owner(async (sql) => {
      if (sql === 'insert') throw thrown
      return [{ ok: 1 }]
    })
    try {
      expect(await exchange(db.path, '{"id": 1, "sql": "insert", "params": []}\n{"id": 2, "sql": "select 1", "params": []}\n', 2)).toEqual([
        { id: 1, error: { message } },
        { id: 2, rows: [{ ok: 1 }] },
      ])
    } finally {
      await db.stop()
    }
  })

  it("keeps a failed statement's SQL code (text) and message", async () => {
    const db = await owner(async () => {
      throw sqlError('duplicate key value violates unique constraint', '23505')
    })
    try {
      expect(await exchange(db.path, '{"id": 7, "sql": "insert", "params": []}\n')).toEqual([
        { id: 7, error: { code: '23505', message: 'duplicate key value violates unique constraint' } },
      ])
    } finally {
      await db.stop()
    }
  })

  it('drops a code that is not text (a number is no SQL code) and keeps the message', async () => {
    const db = await owner(async () => {
      throw sqlError('disk I/O error', 5)
    })
    try {
      const [reply] = (await exchange(db.path, '{"id": 8, "sql": "insert", "params": []}\n')) as [{ error: object }]
      expect(reply).toEqual({ id: 8, error: { message: 'disk I/O error' } })
      expect('code' in reply.error).toBe(false)
    } finally {
      await db.stop()
    }
  })
})

describe('the client', () => {
  it('is null when nothing listens on the socket', async () => {
    expect(await tryClient({ pid: 4242, socket: fresh('nobody.sock') })).toBeNull()
  })

  it('is null when the owner cannot run its first statement (select 1)', async () => {
    const db = await owner(async () => {
      throw sqlError('the database system is shutting down', '57P03')
    })
    try {
      expect(await tryClient({ pid: 4242, socket: db.path })).toBeNull()
    } finally {
      await db.stop()
    }
  })

  it("is a client of the lock's process, and gets each statement's rows even when answers come out of order", async () => {
    let releaseSlow = () => {}
    const slowMayFinish = new Promise<void>((resolve) => (releaseSlow = resolve))
    const db = await owner(async (sql, params) => {
      if (sql === 'slow') await slowMayFinish
      if (sql === 'fast') releaseSlow()
      return [{ sql, params }]
    })
    const client = await tryClient({ pid: 4242, socket: db.path })
    try {
      expect(client).toMatchObject({ mode: 'client', ownerPid: 4242 })
      // The slow statement is answered after the fast one, sent after it: each gets its own answer.
      const slow = client!.db.query('slow', [1])
      const fast = client!.db.query('fast', [2])
      expect(await fast).toEqual({ rows: [{ sql: 'fast', params: [2] }] })
      expect(await slow).toEqual({ rows: [{ sql: 'slow', params: [1] }] })
      expect(db.asked).toEqual([
        ['select 1', []],
        ['slow', [1]],
        ['fast', [2]],
      ])
    } finally {
      await client?.close()
      await db.stop()
    }
  })

  it("rejects a failed statement with an Error holding the owner's SQL code and message", async () => {
    const db = await owner(async (sql) => {
      if (sql === 'insert') throw sqlError('duplicate key value violates unique constraint', '23505')
      if (sql === 'vacuum') throw sqlError('disk I/O error', 5)
      return []
    })
    const client = await tryClient({ pid: 4242, socket: db.path })
    try {
      const duplicate = await rejection(client!.db.query('insert'))
      expect(duplicate.message).toBe('duplicate key value violates unique constraint')
      expect(duplicate.code).toBe('23505')
      const io = await rejection(client!.db.query('vacuum'))
      expect(io.message).toBe('disk I/O error')
      expect('code' in io).toBe(false)
    } finally {
      await client?.close()
      await db.stop()
    }
  })

  it('rejects a statement sent but unanswered when the owner goes away (ECONNRESET), then refuses new ones unsent (ECONNREFUSED)', async () => {
    let received = () => {}
    const hanging = new Promise<void>((resolve) => (received = resolve))
    const db = await owner(async (sql) => {
      if (sql === 'insert') {
        received()
        return new Promise<never>(() => {})
      }
      return []
    })
    const client = await tryClient({ pid: 4242, socket: db.path })
    try {
      const pending = client!.db.query('insert')
      await hanging
      await db.stop()
      // It may or may not have run: the function answers 503, never 200.
      const gone = await rejection(pending)
      expect(gone.code).toBe('ECONNRESET')
      expect(gone.message).toBe('the local database owner went away')
      // Not sent at all: safe to send again to a new owner.
      const refused = await rejection(client!.db.query('select 1'))
      expect(refused.code).toBe('ECONNREFUSED')
      expect(refused.message).toBe('the local database owner is not reachable')
      expect(db.asked.map(([sql]) => sql)).toEqual(['select 1', 'insert'])
    } finally {
      await client?.close()
    }
  })

  it.each([['not JSON'], ['null'], ['{"id": 1}'], ['{"rows": []}'], ['{"id": 1, "error": null}'], ['{"id": 1, "error": "boom"}']])(
    'ends the connection when a line from the socket is no reply (%s): the statement waiting fails (ECONNRESET), nothing crashes',
    async (line) => {
      // Something else than an owner answers on the socket: "select 1" as an owner would, then the line.
      const path = fresh('.sock')
      const impostor = createServer((socket) => {
        socket.setEncoding('utf8')
        let lines = 0
        socket.on('data', (chunk: string) => {
          const statements = chunk.split('\n').length - 1
          for (let i = 0; i < statements; i++) socket.write(++lines === 1 ? '{"id": 1, "rows": [{"?column?": 1}]}\n' : `${line}\n`)
        })
      })
      await new Promise<void>((done) => impostor.listen(path, () => done()))
      const client = await tryClient({ pid: 4242, socket: path })
      try {
        expect(client).not.toBeNull()
        const failed = await rejection(client!.db.query('insert'))
        expect(failed).toMatchObject({ code: 'ECONNRESET', message: 'the local database owner went away' })
      } finally {
        await client?.close()
        await new Promise<void>((done) => impostor.close(() => done()))
      }
    },
  )

  it('refuses a statement after the client closed, without sending it', async () => {
    const db = await owner(async () => [])
    const client = await tryClient({ pid: 4242, socket: db.path })
    try {
      await client!.close()
      const refused = await rejection(client!.db.query('select 2'))
      expect(refused).toMatchObject({ code: 'ECONNREFUSED', message: 'the local database owner is not reachable' })
      expect(db.asked.map(([sql]) => sql)).toEqual(['select 1'])
      // Closing again is harmless.
      await expect(client!.close()).resolves.toBeUndefined()
    } finally {
      await db.stop()
    }
  })
})
