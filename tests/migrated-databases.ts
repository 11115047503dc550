// The migrated databases the tests start from, made once and kept in the system's temporary folder under
// a name made of the migrations, the code that applies them and PGlite's version (a change to any makes a
// new one). A new PGlite database costs Postgres's initdb and every migration in WebAssembly (6 to 12 s
// on this machine); loading the migrated one costs about 1 s.
//   - an in-memory database as a tarball (PGlite's dumpDataDir): the unit
//     tests that only need an empty migrated database load it (tests/unit/function/memory-database.ts);
//   - a data folder: the local database's tests copy it before they fill it (tests/unit/local/local-database.test.ts),
//     and the mutation run hands it to every new folder (tests/mutation-setup.ts).
// The test whose rule is how a new folder is made (function-local) still makes its own from nothing.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const migrationsDir = join(root, 'supabase', 'migrations')

function cacheFolder(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  hash.update(readFileSync(join(root, 'supabase', 'local', 'migrations.ts')))
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)))
  return join(tmpdir(), `migrated-pglite-${hash.digest('hex').slice(0, 16)}`)
}

const MIGRATED = cacheFolder()
/** The migrated in-memory database, as PGlite's dumpDataDir wrote it. */
export const MEMORY_DUMP = join(MIGRATED, 'memory.tar')
/** A data folder with every migration applied (PGlite's setup, then applyMigrations). */
const FOLDER_TEMPLATE = join(MIGRATED, 'folder')

/** True when `dataDir` is absent or an empty folder: a database PGlite would create from nothing. */
export function isNewFolder(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0
}

/** Copies the migrated data folder into `dataDir` (absent or empty). */
export function copyTemplateInto(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  cpSync(FOLDER_TEMPLATE, dataDir, { recursive: true })
}

/** Writes `name` in the cache folder with `make` unless it is there already. */
async function keep(name: string, make: (scratch: string) => Promise<void>): Promise<void> {
  if (existsSync(join(MIGRATED, name))) return
  mkdirSync(MIGRATED, { recursive: true })
  // Made under a name of this process, then renamed: two test runs may start at once.
  const scratch = join(MIGRATED, `.${process.pid}-${name}`)
  rmSync(scratch, { recursive: true, force: true })
  await make(scratch)
  if (!existsSync(join(MIGRATED, name))) renameSync(scratch, join(MIGRATED, name))
  rmSync(scratch, { recursive: true, force: true })
}

/** Makes the migrated in-memory dump (MEMORY_DUMP) if it is not made yet. */
export async function makeMemoryDump(): Promise<void> {
  await keep('memory.tar', async (scratch) => {
    const { PGlite } = await import('@electric-sql/pglite')
    const { applyMigrations } = await import('../supabase/local/migrations.ts')
    const memory = await PGlite.create()
    await applyMigrations(memory)
    writeFileSync(scratch, Buffer.from(await (await memory.dumpDataDir('none')).arrayBuffer()))
    await memory.close()
  })
}

/** Makes the migrated data folder (copied by copyTemplateInto) if it is not made yet. */
export async function makeFolderTemplate(): Promise<void> {
  await keep('folder', async (scratch) => {
    const { PGlite } = await import('@electric-sql/pglite')
    const { applyMigrations } = await import('../supabase/local/migrations.ts')
    const folder = await PGlite.create(scratch)
    await applyMigrations(folder)
    await folder.close()
  })
}

/** Vitest's globalSetup of the unit tests: both databases, once, before the workers start. */
export default async function makeMigratedDatabases(): Promise<void> {
  await makeMemoryDump()
  await makeFolderTemplate()
}
