// Set up for mutation testing only (vitest.mutation.config.ts); see docs/testing.md.
import { isMainThread } from 'node:worker_threads'
import { readFileSync } from 'node:fs'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { copyTemplateInto, isNewFolder, MEMORY_DUMP } from './migrated-databases.ts'

// Stryker's Vitest runner runs the tests in worker threads, where Node refuses to set process.umask
// (the local database sets it so that its files are the user's alone). There the call keeps the mask
// as it is; the database still makes its folder private file by file, which the local database tests check.
if (!isMainThread) {
  const read = process.umask.bind(process)
  process.umask = ((mask?: number | string) => (mask === undefined ? read() : read())) as typeof process.umask
}

// A new database starts from the migrated one made before the run (tests/migrated-databases.ts)
// instead of from initdb: 2 s instead of 25 to 30 s for each test file each mutant runs. The migrations still
// run on it (and find nothing to do); the tests of a new folder's own rules see a complete folder.
// A test that migrates a database of its own asks for a new one by name ('memory://'), which is left alone.
const patched = Symbol.for('mutation-setup: PGlite from the migrated database')
const pglite = PGlite as unknown as Record<symbol, boolean> & { create: (...args: unknown[]) => Promise<PGlite> }
if (!pglite[patched]) {
  pglite[patched] = true
  const create = PGlite.create.bind(PGlite) as (...args: unknown[]) => Promise<PGlite>
  let dump: Buffer | undefined
  pglite.create = (first?: unknown, options?: unknown) => {
    const inMemory = first === undefined || (typeof first === 'object' && first !== null && !(first as PGliteOptions).dataDir)
    if (inMemory) {
      dump ??= readFileSync(MEMORY_DUMP)
      return create({ ...(first as PGliteOptions | undefined), loadDataDir: new Blob([new Uint8Array(dump)]) })
    }
    if (typeof first === 'string' && !first.includes('://') && isNewFolder(first)) copyTemplateInto(first)
    return create(first, options)
  }
}
