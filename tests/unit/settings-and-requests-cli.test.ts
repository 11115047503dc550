// Settings out of their range stop `npm run preview` with a plain message naming the setting and its
// range (no stack trace); `npm run requests` reads its options strictly (a typo is an error with the
// usage), escapes control, bidirectional, invisible and tag characters whatever its output is, and
// ends quietly when the program it is piped into stops reading. Real processes, a real PGlite folder.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLocalDatabase } from '../../supabase/local/database.ts'

const root = process.cwd()
const work = mkdtempSync(join(tmpdir(), 'settings-cli-'))
const dataDir = join(work, 'pglite')
afterAll(() => rmSync(work, { recursive: true, force: true }))

function preview(env: Record<string, string>) {
  const site = join(work, 'site')
  mkdirSync(join(site, 'dist', 'client'), { recursive: true })
  writeFileSync(join(site, 'dist', 'client', 'index.html'), '<p>home</p>')
  writeFileSync(join(site, 'dist', 'client', '404.html'), '<p>not found</p>')
  return spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'preview.ts')], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, PORT: '0', LOCAL_DB_DIR: join(work, 'never-opened'), ...env },
    timeout: 120_000,
  })
}

describe('settings out of their range stop npm run preview with a plain message', () => {
  it.each([
    ['REQUEST_RETENTION_DAYS', 'abc', 'from 1 to 3650 (days)'],
    ['REQUEST_RETENTION_DAYS', '0', 'from 1 to 3650 (days)'],
    ['REQUEST_RETENTION_DAYS', '99999999999999', 'from 1 to 3650 (days)'],
    ['REQUEST_TIMEOUT_MS', '5', 'from 1000 to 300000 (milliseconds)'],
    ['RATE_LIMIT_MAX', '-1', 'from 1 to 10000 (requests)'],
    ['RATE_LIMIT_WINDOW_SECONDS', '1.5', 'from 1 to 86400 (seconds)'],
    ['PORT', '70000', 'from 0 to 65535'],
  ])('%s=%s', (name, value, range) => {
    const run = preview({ [name]: value })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`${name}=${JSON.stringify(value)} cannot be used: it must be a whole number ${range}`)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(run.stdout).not.toContain('is served at')
  }, 120_000)
})

describe('npm run requests', () => {
  const HIDDEN = 'Jane\u001b[2J\u0007 \u202eevil\u202c \u200bhidden\u{e0041}'
  beforeAll(async () => {
    const local = await openLocalDatabase({ dataDir })
    for (let i = 0; i < 30; i++) {
      await local.db.query(`insert into public.consultation_requests (kind, name, email, phone, sender_hash) values ('contact', $1, $2, '555-010-0100', repeat('a', 64))`, [i === 0 ? HIDDEN : `Person ${i}`, `p${i}@example.com`])
    }
    await local.close()
  }, 180_000)

  const requests = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/requests.ts', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, LOCAL_DB_DIR: dataDir }, timeout: 120_000 })

  it('escapes control, bidirectional, zero-width and tag characters when its output is not a terminal', () => {
    const run = requests('--limit=30')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Jane\\u001b[2J\\u0007 \\u202eevil\\u202c \\u200bhidden\\udb40\\udc41')
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the output
    expect(run.stdout).not.toMatch(/[\u001b\u0007\u202e\u200b]|\u{e0041}/u)
  }, 120_000)

  it('keeps JSON valid and the values exact once read back', () => {
    const run = requests('--json', '--limit', '30')
    expect(run.status).toBe(0)
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the output
    expect(run.stdout).not.toMatch(/[\u001b\u0007\u202e\u200b]/)
    const names = (JSON.parse(run.stdout) as { name: string }[]).map((r) => r.name)
    expect(names).toContain(HIDDEN)
  }, 120_000)

  it.each([['--limt', '5'], ['--limit'], ['--json', '--csv'], ['--limit=0'], ['extra']])('refuses %j with the usage and exit code 2', (...args) => {
    const run = requests(...args)
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Usage: npm run requests -- [--limit N] [--json | --csv]')
  }, 120_000)

  it('ends quietly, exit code 0, when the program reading it stops (| head -1)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/requests.ts', '--limit', '30'], { cwd: root, env: { ...process.env, LOCAL_DB_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(stderr).not.toContain('EPIPE')
    expect(code).toBe(0)
  }, 120_000)
})
