// Secrets stay secret: the build refuses a Supabase key that is not public, and the scan of the built
// site finds key-shaped strings. Keys are made here (JWTs signed with nothing: only their role matters).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { keysIn, publicKeyProblem, scanForKeys } from '../../../scripts/build/secret-keys.ts'

const jwt = (payload: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2lnbmF0dXJlLW9mLXRlc3Q'
const anon = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon', iat: 1700000000, exp: 2000000000 })
const serviceRole = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role', iat: 1700000000, exp: 2000000000 })
const work = mkdtempSync(join(tmpdir(), 'i21-keys-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the key the build gives the browser', () => {
  it('accepts the anon JWT, a publishable key and none', () => {
    expect(publicKeyProblem(anon)).toBeNull()
    expect(publicKeyProblem('sb_publishable_abc123DEF_456')).toBeNull()
    expect(publicKeyProblem(undefined)).toBeNull()
  })
  it('refuses a service_role JWT, a secret key and anything else, saying what to give instead', () => {
    expect(publicKeyProblem(serviceRole)).toMatch(/role "service_role", not "anon".*anon or publishable key/)
    expect(publicKeyProblem('sb_secret_abcdef1234567890')).toMatch(/secret key \(sb_secret_…\)/)
    expect(publicKeyProblem('my-password')).toMatch(/not a Supabase public key/)
  })

  it('stops `vike build` with that message and exit code 1, before writing anything', () => {
    const outDir = join(work, 'out')
    const build = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: outDir, VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co', VITE_SUPABASE_ANON_KEY: serviceRole },
      timeout: 120_000,
    })
    expect(build.status).toBe(1)
    expect(build.stderr).toContain('VITE_SUPABASE_ANON_KEY is a key with the role "service_role"')
    expect(build.stderr).not.toContain(serviceRole)
    expect(build.stderr).not.toMatch(/\n\s+at /)
  }, 120_000)
})

describe('the scan of the built site', () => {
  it('finds secret-shaped strings in any text file, naming the file and the kind, never the key', () => {
    const site = join(work, 'site')
    mkdirSync(join(site, 'assets'), { recursive: true })
    writeFileSync(join(site, 'index.html'), `<script>const key = "${anon}"</script>`)
    writeFileSync(join(site, 'assets', 'app.js'), `createClient(url, "${serviceRole}")`)
    writeFileSync(join(site, 'assets', 'other.js'), 'const k = "sb_secret_0123456789abcdef"')
    writeFileSync(join(site, '_headers'), '/*\n  X-Test: -----BEGIN PRIVATE KEY-----\n')
    const found = scanForKeys(site)
    expect(found.sort()).toEqual([
      '_headers: a private key block',
      'assets/app.js: a JWT with the role "service_role"',
      'assets/other.js: a Supabase secret key (sb_secret_…)',
    ])
    expect(found.join('\n')).not.toContain(serviceRole)
  })
  it('lets the public anon key and ordinary text through', () => {
    expect(keysIn(`${anon} eyJhbGciOi is not a token; AKIA is a word`)).toEqual([])
  })
})
