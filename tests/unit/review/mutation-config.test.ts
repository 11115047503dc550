// Mutation testing (npm run test:mutation) runs the unit tests through Stryker's Vitest runner, which
// starts them in worker threads with vitest.mutation.config.ts. A setting of the unit tests that worker
// threads refuse (a V8 flag in execArgv did) stops every thread, and the mutation job fails with no score:
// the unit tests themselves, in their own processes, would not show it. One small test file shows it: the
// threads, the setup file and the settings are the same for every file.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, it } from 'vitest'

it('the mutation config starts the unit tests in worker threads, as Stryker does, and they pass', () => {
  const vitest = join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs')
  const run = spawnSync(process.execPath, [vitest, 'run', '--config', 'vitest.mutation.config.ts', '--pool=threads', 'tests/unit/site/hours-reading.test.ts'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120_000,
  })
  const output = run.stdout + run.stderr
  expect(output).not.toMatch(/Failed to (start|terminate) threads worker/)
  expect(output).toMatch(/Tests\s+\d+ passed/)
  expect(run.status, output).toBe(0)
}, 150_000)
