// The database of the function's unit tests: a real Postgres in memory (PGlite) with the real
// migrations, made once for a test file, emptied before each test and closed after the last.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMemoryDatabase } from '../../supabase/local/database.ts'

/** Sets up the hooks and returns the database; call it at the top of a test file, use it in tests. */
export function emptyDatabaseForEachTest(): () => PGlite {
  let pg: PGlite | undefined
  beforeAll(async () => {
    pg = await createMemoryDatabase()
  }, 180_000)
  afterAll(async () => {
    await pg?.close()
  })
  beforeEach(async () => {
    await pg!.exec('truncate public.consultation_requests, public.consultation_rate_events, public.consultation_surges, public.consultation_spent_challenges restart identity')
  })
  return () => pg!
}
