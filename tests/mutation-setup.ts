// Set up for mutation testing only (vitest.mutation.config.ts). Stryker's Vitest runner runs the tests
// in worker threads, where Node refuses to set process.umask (the local database sets it so that its
// files are the user's alone). There the call keeps the mask as it is; the database still makes its
// folder private file by file, which the local database tests check.
import { isMainThread } from 'node:worker_threads'

if (!isMainThread) {
  const read = process.umask.bind(process)
  process.umask = ((mask?: number | string) => (mask === undefined ? read() : read())) as typeof process.umask
}
