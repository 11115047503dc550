// The embedded database's lock and housekeeping: a lock file that is no lock is replaced, a stale lock
// whose number now belongs to another live process does not block; the files are the user's alone;
// expired requests are deleted at start-up. Real PGlite folders, real processes.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { openLocalDatabase } from '../../supabase/local/database.ts'
import { folderWithRequests, scratchFolder } from './local-folders.ts'

const work = scratchFolder('i21-locks-')

describe('a lock file that is no lock', () => {
  it.each([
    ['empty', ''],
    ['garbage', '\u0000\u0001 not a lock'],
    ['JSON without a process', '{"socket": "/tmp/x.sock"}'],
  ])('replaces an %s lock file left long ago, says so, and opens as owner', async (_what, content) => {
    const { dataDir } = await folderWithRequests(work, `bad-lock-${_what.replace(/\W/g, '')}`, 1)
    writeFileSync(`${dataDir}.lock`, content)
    const longAgo = new Date(Date.now() - 60_000)
    utimesSync(`${dataDir}.lock`, longAgo, longAgo)
    const warned: string[] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message))
    try {
      const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
      expect(local.mode).toBe('owner')
      expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
      expect((await local.db.query('select count(*)::int as n from public.consultation_requests')).rows).toEqual([{ n: 1 }])
      await local.close()
    } finally {
      warn.mockRestore()
    }
    expect(warned.join('\n')).toContain(`Replaced the lock file ${dataDir}.lock`)
  }, 120_000)

  it('waits for an empty lock file just written (an owner writing its lock) rather than taking it at once, then opens', async () => {
    const { dataDir } = await folderWithRequests(work, 'fresh-empty-lock', 1)
    writeFileSync(`${dataDir}.lock`, '')
    const local = await openLocalDatabase({ dataDir, waitMs: 60_000 })
    expect(local.mode).toBe('owner')
    await local.close()
  }, 120_000)
})

describe('the lock between processes', () => {
  it('is not blocked by a stale lock whose process number now belongs to another live process', async () => {
    const { dataDir } = await folderWithRequests(work, 'stale', 1)
    const other = spawn('sleep', ['60'])
    try {
      // What an owner killed with -9 leaves behind, its number since reused by an unrelated process.
      writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: other.pid, started: '1', socket: `${dataDir}.sock` }))
      const warned: string[] = []
      const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message))
      const started = Date.now()
      const local = await openLocalDatabase({ dataDir, waitMs: 60_000 }).finally(() => warn.mockRestore())
      expect(local.mode).toBe('owner')
      expect(Date.now() - started).toBeLessThan(30_000)
      // The replacement is said, with the process the lock named.
      expect(warned.join('\n')).toContain(`Replaced the lock file ${dataDir}.lock: process ${other.pid}`)
      await local.close()
      // An old-style lock (no start time) of a live process that answers on no socket does not block either.
      writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: other.pid, socket: `${dataDir}.sock` }))
      const again = await openLocalDatabase({ dataDir, waitMs: 60_000 })
      expect(again.mode).toBe('owner')
      await again.close()
    } finally {
      other.kill()
    }
  }, 120_000)
})

describe('privacy of the folder', () => {
  it('keeps the folders 0700 and the files 0600, write-ahead log included', async () => {
    // Made from nothing, not copied: the modes the making gives.
    const { dataDir } = await folderWithRequests(work, 'private', 2, 0, { fresh: true })
    const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    expect(entries.some((e) => e.parentPath.includes('pg_wal'))).toBe(true)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    for (const entry of entries) {
      const mode = statSync(join(entry.parentPath, entry.name)).mode & 0o777
      expect(mode, join(entry.parentPath, entry.name)).toBe(entry.isDirectory() ? 0o700 : 0o600)
    }
  }, 120_000)
})

describe('retention at start-up', () => {
  it('deletes requests older than REQUEST_RETENTION_DAYS (default 30) when the folder opens, and keeps the rest', async () => {
    const { dataDir } = await folderWithRequests(work, 'retention', 3, 31)
    const local = await openLocalDatabase({ dataDir })
    await local.db.query(`insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at)
      values ('contact', 'Recent', 'r@example.com', '555-010-0100', repeat('a', 64), now() - interval '29 days')`)
    await local.close()
    const reopened = await openLocalDatabase({ dataDir })
    const { rows } = await reopened.db.query<{ name: string }>('select name from public.consultation_requests')
    expect(rows).toEqual([{ name: 'Recent' }])
    await reopened.close()
    process.env.REQUEST_RETENTION_DAYS = '7'
    try {
      const shorter = await openLocalDatabase({ dataDir })
      expect((await shorter.db.query('select * from public.consultation_requests')).rows).toEqual([])
      await shorter.close()
    } finally {
      delete process.env.REQUEST_RETENTION_DAYS
    }
  }, 120_000)
})
