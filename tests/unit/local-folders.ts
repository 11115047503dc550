// Real PGlite folders for the embedded database's tests (local-integrity and local-locks): one
// scratch folder a test file, filled with requests or rate-limit events in one statement.
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'
import { LocalDatabaseError, openLocalDatabase } from '../../supabase/local/database.ts'

/** A scratch folder for one test file, deleted after it (several database folders: slow to delete on a busy disk). */
export function scratchFolder(prefix: string): string {
  const work = mkdtempSync(join(tmpdir(), prefix))
  afterAll(() => rmSync(work, { recursive: true, force: true }), 180_000)
  return work
}

/** A database folder under `work` with `count` requests, `ageDays` old, and the file of the requests table. */
export async function folderWithRequests(work: string, name: string, count: number, ageDays = 0) {
  const dataDir = join(work, name, 'pglite')
  const local = await openLocalDatabase({ dataDir })
  // All in one statement: Person 0, p0@example.com…
  await local.db.query(
    `insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at)
     select 'contact', 'Person ' || i, 'p' || i || '@example.com', '555-010-0100', repeat('a', 64), now() - make_interval(days => $2)
     from generate_series(0, $1 - 1) as i`,
    [count, ageDays],
  )
  const { rows } = await local.db.query<{ path: string }>("select pg_relation_filepath('public.consultation_requests') as path")
  await local.close()
  return { dataDir, tableFile: join(dataDir, rows[0]!.path) }
}

/** A folder with `count` rate-limit events (a side table) beside its requests, and the files of that table and of its primary key. */
export async function folderWithRateEvents(work: string, name: string, count: number) {
  const { dataDir } = await folderWithRequests(work, name, 2)
  const local = await openLocalDatabase({ dataDir })
  await local.db.query(
    `insert into public.consultation_rate_events (sender_hash, block_hash, at)
     select md5(g::text) || md5(g::text), md5((g % 7)::text) || md5((g % 7)::text), now() from generate_series(1, $1::int) g`,
    [count],
  )
  const { rows } = await local.db.query<{ table: string; key: string }>(
    "select pg_relation_filepath('public.consultation_rate_events') as table, pg_relation_filepath('public.consultation_rate_events_pkey') as key",
  )
  await local.close()
  return { dataDir, tableFile: join(dataDir, rows[0]!.table), keyFile: join(dataDir, rows[0]!.key) }
}

/** Overwrites page `page` (8 KB) of a file with bytes no Postgres page holds. */
export function overwritePage(file: string, page: number) {
  const fd = openSync(file, 'r+')
  writeSync(fd, Buffer.alloc(8192, 0x41), 0, 8192, page * 8192)
  closeSync(fd)
}

/** The error opening `dataDir` fails with: it must fail. */
export async function openingError(dataDir: string): Promise<LocalDatabaseError> {
  const error = await openLocalDatabase({ dataDir }).then(
    async (local) => (await local.close(), null),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(LocalDatabaseError)
  return error as LocalDatabaseError
}
