// Mutation testing only (vitest.mutation.config.ts): where the databases the tests open come from.
// Stryker runs the tests that cover a mutant once for each mutant, and a test file that makes a new
// PGlite database (Postgres's initdb and our migrations, in WebAssembly) waits 25 to 30 s on this machine
// each time. So the migrated database is made ONCE, before the first run, and kept in the system's
// temporary folder under a name made of the migrations' text and PGlite's version (a changed migration
// makes a new one):
//   - an in-memory database as a tarball (PGlite's dumpDataDir), which a new in-memory PGlite loads;
//   - a data folder, copied into an absent or empty folder before PGlite opens it.
// tests/mutation-setup.ts hands them to PGlite.create; the code under test and the tests do not change.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const migrationsDir = join(root, 'supabase', 'migrations')

function cacheFolder(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)))
  return join(tmpdir(), `mutation-pglite-${hash.digest('hex').slice(0, 16)}`)
}

export const MIGRATED = cacheFolder()
/** The migrated in-memory database, as PGlite's dumpDataDir wrote it. */
export const MEMORY_DUMP = join(MIGRATED, 'memory.tar')
/** A migrated data folder, as `openLocalDatabase` leaves it. */
export const FOLDER_TEMPLATE = join(MIGRATED, 'folder')

/** True when `dataDir` is absent or an empty folder: a database PGlite would create from nothing. */
export function isNewFolder(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0
}

/** Copies the migrated data folder into `dataDir` (absent or empty). */
export function copyTemplateInto(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  cpSync(FOLDER_TEMPLATE, dataDir, { recursive: true })
}

/** Vitest's globalSetup (mutation config): makes the two databases once, before the workers start. */
export default async function makeMigratedDatabases(): Promise<void> {
  if (existsSync(MEMORY_DUMP) && existsSync(FOLDER_TEMPLATE)) return
  const { PGlite } = await import('@electric-sql/pglite')
  const { amcheck } = await import('@electric-sql/pglite/contrib/amcheck')
  const { applyMigrations } = await import('../supabase/local/migrations.ts')
  mkdirSync(MIGRATED, { recursive: true })
  // Written under a name of this process, then renamed: two Stryker processes may start at once.
  const mine = `${MIGRATED}/.${process.pid}`
  rmSync(mine, { recursive: true, force: true })
  mkdirSync(mine, { recursive: true })
  const memory = await PGlite.create()
  await applyMigrations(memory)
  writeFileSync(`${mine}/memory.tar`, Buffer.from(await (await memory.dumpDataDir('none')).arrayBuffer()))
  await memory.close()
  const folder = await PGlite.create(`${mine}/folder`, { extensions: { amcheck } })
  await applyMigrations(folder)
  await folder.close()
  for (const name of ['folder', 'memory.tar']) {
    if (!existsSync(join(MIGRATED, name))) renameSync(`${mine}/${name}`, join(MIGRATED, name))
  }
  rmSync(mine, { recursive: true, force: true })
}
