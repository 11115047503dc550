// The database of the function's unit tests: a real Postgres in memory (PGlite) with the real
// migrations, made once for a test file, emptied before each test and closed after the last.
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Db } from '../../../supabase/functions/_shared/db.ts'
import { MEMORY_DUMP, makeMemoryDump } from '../../migrated-databases.ts'

/** A PGlite database as the function's Db (the local servers reach theirs with the `postgres` client instead). */
export function pgliteDb(pg: PGlite): Db {
  return { query: async <Row>(sql: string, params: readonly unknown[] = []) => ({ rows: (await pg.query<Row>(sql, [...params])).rows }) }
}

/**
 * A new in-memory database with every migration applied, loaded from the one made
 * once for the run (tests/migrated-databases.ts, the unit tests' globalSetup): about 1 s instead of
 * initdb and the migrations for each file. For tests whose subject is the function, not how a database
 * is made.
 */
export async function migratedMemoryDatabase(): Promise<PGlite> {
  await makeMemoryDump() // nothing to do after the globalSetup; there when a file runs without it
  return PGlite.create({ loadDataDir: new Blob([new Uint8Array(readFileSync(MEMORY_DUMP))]) })
}

/** Sets up the hooks and returns the database; call it at the top of a test file, use it in tests. */
export function emptyDatabaseForEachTest(): () => PGlite {
  let pg: PGlite | undefined
  beforeAll(async () => {
    pg = await migratedMemoryDatabase()
  }, 180_000)
  afterAll(async () => {
    await pg?.close()
  })
  beforeEach(async () => {
    await pg!.exec('truncate public.consultation_requests, public.consultation_rate_events, public.consultation_surges, public.consultation_spent_challenges restart identity')
  })
  return () => pg!
}
