// Real PGlite folders for the embedded database's tests (local-integrity and local-locks): one
// scratch folder a test file, one empty migrated database folder copied into it, and copies of that
// folder filled with requests or rate-limit events in one statement by the code under test.
import { closeSync, cpSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'
import { LocalDatabaseError, openLocalDatabase } from '../../supabase/local/database.ts'
import { copyTemplateInto } from '../migrated-databases.ts'

/** A scratch folder for one test file, deleted after it (several database folders: slow to delete on a busy disk). */
export function scratchFolder(prefix: string): string {
  const work = mkdtempSync(join(tmpdir(), prefix))
  afterAll(() => rmSync(work, { recursive: true, force: true }), 180_000)
  return work
}

/**
 * An empty migrated database folder for the test file: a copy of the one made once before the run
 * (tests/migrated-databases.ts: PGlite's setup and every migration, 6 to 12 s, then kept between runs),
 * which the other folders are copies of. They are opened by the code under test before a test sees
 * them. The tests of how a folder is made from nothing ask for `fresh`.
 */
const blanks = new Map<string, string>()
function blankFolder(work: string): string {
  let blank = blanks.get(work)
  if (!blank) {
    blank = join(work, 'blank', 'pglite')
    copyTemplateInto(blank)
    blanks.set(work, blank)
  }
  return blank
}

/**
 * A database folder under `work`, a copy of the file's empty one (or made from nothing with `fresh`),
 * opened once to run `fill`; with the files of the relations named, as paths.
 */
async function filledFolder<K extends string>(work: string, name: string, fill: (db: LocalDb) => Promise<unknown>, relations: Record<K, string>, fresh = false) {
  const dataDir = join(work, name, 'pglite')
  if (!fresh) cpSync(blankFolder(work), dataDir, { recursive: true })
  const local = await openLocalDatabase({ dataDir })
  await fill(local.db)
  const files = {} as Record<K, string>
  for (const [key, relation] of Object.entries(relations) as [K, string][]) {
    const { rows } = await local.db.query<{ path: string }>('select pg_relation_filepath($1::regclass) as path', [relation])
    files[key] = join(dataDir, rows[0]!.path)
  }
  await local.close()
  return { dataDir, ...files }
}

type LocalDb = Awaited<ReturnType<typeof openLocalDatabase>>['db']

/** `count` requests, `ageDays` old, in one statement: Person 0, p0@example.com… */
const insertRequests = (db: LocalDb, count: number, ageDays: number) =>
  db.query(
    `insert into public.consultation_requests (kind, name, email, phone, sender_hash, created_at)
     select 'contact', 'Person ' || i, 'p' || i || '@example.com', '555-010-0100', repeat('a', 64), now() - make_interval(days => $2)
     from generate_series(0, $1 - 1) as i`,
    [count, ageDays],
  )

/**
 * A database folder under `work` with `count` requests, `ageDays` old, and the file of the requests
 * table. `fresh`: the folder is made from nothing rather than copied (for what only the making shows).
 */
export async function folderWithRequests(work: string, name: string, count: number, ageDays = 0, { fresh = false } = {}) {
  const { dataDir, tableFile } = await filledFolder(work, name, (db) => insertRequests(db, count, ageDays), { tableFile: 'public.consultation_requests' }, fresh)
  return { dataDir, tableFile }
}

/** A folder with `count` rate-limit events (a side table) beside two requests, and the files of that table and of its primary key. */
export async function folderWithRateEvents(work: string, name: string, count: number) {
  return filledFolder(
    work,
    name,
    async (db) => {
      await insertRequests(db, 2, 0)
      await db.query(
        `insert into public.consultation_rate_events (sender_hash, block_hash, at)
         select md5(g::text) || md5(g::text), md5((g % 7)::text) || md5((g % 7)::text), now() from generate_series(1, $1::int) g`,
        [count],
      )
    },
    { tableFile: 'public.consultation_rate_events', keyFile: 'public.consultation_rate_events_pkey' },
  )
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

/** The error a promise is rejected with (it must be rejected). */
export async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  const outcome = await promise.then(
    () => 'fulfilled',
    (error: unknown) => error,
  )
  expect(outcome).toBeInstanceOf(Error)
  return outcome as Error & { code?: string }
}
