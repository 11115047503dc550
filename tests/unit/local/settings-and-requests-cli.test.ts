// Settings out of their range stop `npm run preview` with a plain message naming the setting and its
// range (no stack trace); `npm run requests` reads its options strictly (a typo is an error with the
// usage: the rules in-process, the exit code in one run of the command), escapes control,
// bidirectional, invisible and tag characters whatever its output is, and ends quietly when the
// program it is piped into stops reading. Real processes, a real PGlite folder.
import { spawn, type SpawnOptions } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLocalDatabase } from '../../../supabase/local/database.ts'
import { copyTemplateInto } from '../../migrated-databases.ts'
import { requestsOptions } from '../../../scripts/ops/requests-options.ts'

const root = process.cwd()
const work = mkdtempSync(join(tmpdir(), 'settings-cli-'))
const dataDir = join(work, 'pglite')
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * How long a process may run before it counts as stuck. The processes of a group run side by side, so
 * on a busy machine each takes longer than alone (five at once took 85 s at load 26): a cap for a
 * process that hangs, not a measure of speed.
 */
const STUCK = 300_000

/** Runs a command to its end: its exit code and what it printed. */
function run(command: string, args: string[], options: SpawnOptions): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

const site = join(work, 'site')
mkdirSync(join(site, 'dist', 'client'), { recursive: true })
writeFileSync(join(site, 'dist', 'client', 'index.html'), '<p>home</p>')
writeFileSync(join(site, 'dist', 'client', '404.html'), '<p>not found</p>')

// `npm run preview`'s script, started without tsx's own launcher process (about 0.8 CPU-s less each);
// tsx's loader by its path, as the scratch site folder has no node_modules to find it in.
const preview = (env: Record<string, string>) =>
  run(process.execPath, ['--import', join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs'), join(root, 'scripts', 'servers', 'preview.ts')], {
    cwd: site,
    env: { ...process.env, PORT: '0', LOCAL_DB_DIR: join(work, 'never-opened'), ...env },
    timeout: STUCK,
  })

const requests = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/ops/requests.ts', ...args], { cwd: root, env: { ...process.env, LOCAL_DB_DIR: dataDir }, timeout: STUCK })

const HIDDEN = 'Jane\u001b[2J\u0007 \u202eevil\u202c \u200bhidden\u{e0041}'
/**
 * The folder `npm run requests` reads: 30 requests, the first with hidden characters in its name. Made
 * while the processes of the first tests run (making a folder takes a while), awaited where it is read.
 */
const seeded = (async () => {
  // A copy of the migrated folder made once before the run (tests/migrated-databases.ts), not a new one.
  copyTemplateInto(dataDir)
  const local = await openLocalDatabase({ dataDir })
  for (let i = 0; i < 30; i++) {
    await local.db.query(`insert into public.consultation_requests (kind, name, email, phone, sender_hash) values ('contact', $1, $2, '555-010-0100', repeat('a', 64))`, [i === 0 ? HIDDEN : `Person ${i}`, `p${i}@example.com`])
  }
  await local.close()
})()
seeded.catch(() => {}) // reported by the tests that await it

// One value of each setting, all wrong at once: `npm run preview` reads them all before it starts and
// names every one in one message (a person mending them sees the whole list at the first try). Every
// kind of wrong value, and the edges of a range, are tests/unit/local/settings.test.ts.
describe('settings out of their range stop npm run preview with a plain message', () => {
  const WRONG = [
    ['REQUEST_RETENTION_DAYS', 'abc', 'from 1 to 3650 (days)'],
    ['REQUEST_TIMEOUT_MS', '5', 'from 1000 to 300000 (milliseconds)'],
    ['RATE_LIMIT_MAX', '-1', 'from 1 to 10000 (requests)'],
    ['RATE_LIMIT_WINDOW_SECONDS', '1.5', 'from 1 to 86400 (seconds)'],
    ['RATE_LIMIT_SURGE', '0', 'from 1 to 10000000 (requests)'],
    ['PORT', '70000', 'from 0 to 65535'],
  ] as const

  it('names every wrong setting of one start, each with its range, and does not start', { timeout: STUCK }, async () => {
    const stopped = await preview(Object.fromEntries(WRONG.map(([name, value]) => [name, value])))
    expect(stopped.status).toBe(1)
    for (const [name, value, range] of WRONG) expect(stopped.stderr).toContain(`${name}=${JSON.stringify(value)} cannot be used: it must be a whole number ${range}`)
    expect(stopped.stderr).not.toMatch(/\n\s+at /)
    expect(stopped.stdout).not.toContain('is served at')
  })
})

describe('npm run requests reads its options strictly', () => {
  it.for([
    [['--limt', '5'], "Unknown option '--limt'"],
    [['--limit'], "Option '--limit <value>' argument missing"],
    [['--json', '--csv'], 'Choose one of --json and --csv.'],
    [['--limit=0'], '--limit must be a whole number from 1 on (it is "0").'],
    [['--limit', '2.5'], '--limit must be a whole number from 1 on (it is "2.5").'],
    [['extra'], "Unexpected argument 'extra'"],
  ] as const)('refuses %j, saying why', ([args, why]) => {
    const options = requestsOptions([...args])
    expect(options).toHaveProperty('refused')
    expect((options as { refused: string }).refused).toContain(why)
  })

  it('takes --limit as "--limit N" and "--limit=N", from 1 on, and one format', () => {
    expect(requestsOptions([])).toEqual({ limit: 20, format: 'text' })
    expect(requestsOptions(['--limit', '1'])).toEqual({ limit: 1, format: 'text' })
    expect(requestsOptions(['--limit=5', '--json'])).toEqual({ limit: 5, format: 'json' })
    expect(requestsOptions(['--csv', '--limit', '300'])).toEqual({ limit: 300, format: 'csv' })
  })

  it('stops the command with the usage and exit code 2 when it refuses them', { timeout: STUCK }, async () => {
    const refused = await requests('--limt', '5')
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain("Unknown option '--limt'")
    expect(refused.stderr).toContain('Usage: npm run requests -- [--limit N] [--json | --csv]')
    expect(refused.stdout).toBe('')
  })
})

describe('npm run requests', () => {
  beforeAll(() => seeded, 180_000)

  it('escapes control, bidirectional, zero-width and tag characters when its output is not a terminal', async () => {
    const listed = await requests('--limit=30')
    expect(listed.status).toBe(0)
    expect(listed.stdout).toContain('Jane\\u001b[2J\\u0007 \\u202eevil\\u202c \\u200bhidden\\udb40\\udc41')
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the output
    expect(listed.stdout).not.toMatch(/[\u001b\u0007\u202e\u200b]|\u{e0041}/u)
  }, 120_000)

  it('keeps JSON valid and the values exact once read back', async () => {
    const listed = await requests('--json', '--limit', '30')
    expect(listed.status).toBe(0)
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the output
    expect(listed.stdout).not.toMatch(/[\u001b\u0007\u202e\u200b]/)
    const names = (JSON.parse(listed.stdout) as { name: string }[]).map((r) => r.name)
    expect(names).toContain(HIDDEN)
  }, 120_000)

  it('ends quietly, exit code 0, when the program reading it stops (| head -1)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops/requests.ts', '--limit', '30'], { cwd: root, env: { ...process.env, LOCAL_DB_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(stderr).not.toContain('EPIPE')
    expect(code).toBe(0)
  }, 120_000)
})
