// Mutation testing only (vitest.mutation.config.ts): where the databases the tests open come from.
// Stryker runs the tests that cover a mutant once for each mutant, and a test file that makes a new
// PGlite database (Postgres's initdb and our migrations, in WebAssembly) waits 25 to 30 s on this machine
// each time. So the migrated databases are made ONCE, before the first run (tests/migrated-databases.ts):
//   - an in-memory database as a tarball (PGlite's dumpDataDir), which a new in-memory PGlite loads;
//   - a data folder, copied into an absent or empty folder before PGlite opens it.
// tests/mutation-setup.ts hands them to PGlite.create; the code under test and the tests do not change.
import { makeFolderTemplate, makeMemoryDump } from './migrated-databases.ts'

/** Vitest's globalSetup (mutation config): makes the two databases once, before the workers start. */
export default async function makeMigratedDatabases(): Promise<void> {
  await makeMemoryDump()
  await makeFolderTemplate()
}
