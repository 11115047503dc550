// npm run preview:compare when a version does not build: plain words and no stack trace, and the nearest
// earlier version that builds is compared with. A scratch git repository whose "build" is a one-line
// script stands in for the site (the real build is tested by the built-HTML tests).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = resolve('scripts/review/preview-compare.ts')
// tsx as an import of this Node, not its launcher (which starts a second Node to run the script).
const TSX = resolve('node_modules/tsx/dist/esm/index.mjs')
const MISTAKE = 'content/team/new-doctor.mdx, line 4: there is no office "Mobile". Write one of: houma, thibodaux.'
const failingBuild = `node -e "console.error('${MISTAKE.replace(/"/g, '\\"')}'); process.exit(1)"`
const workingBuild = `node -e "require('fs').mkdirSync('dist/client',{recursive:true});require('fs').writeFileSync('dist/client/index.html','<!DOCTYPE html><html><head></head><body>Home</body></html>')"`

let repo = ''
afterEach(() => rmSync(repo, { recursive: true, force: true }))

function commitWithBuild(build: string, message: string) {
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'scratch', private: true, scripts: { build } }))
  execFileSync('git', ['add', '-A'], { cwd: repo })
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message], { cwd: repo })
}

function compare() {
  // This version's site, already built (--skip-build): the same page as the base that builds.
  mkdirSync(join(repo, 'out', 'client'), { recursive: true })
  writeFileSync(join(repo, 'out', 'client', 'index.html'), '<!DOCTYPE html><html><head></head><body>Home</body></html>')
  return spawnSync(process.execPath, ['--import', TSX, SCRIPT, '--base', 'HEAD', '--skip-build'], { cwd: repo, encoding: 'utf8', env: { ...process.env, OUT_DIR: 'out' }, timeout: 120_000 })
}

describe('preview:compare with a base that does not build', () => {
  it('says so with the build’s own words and stops without a stack trace when no earlier version builds', () => {
    repo = mkdtempSync(join(tmpdir(), 'compare-base-'))
    execFileSync('git', ['init', '-q'], { cwd: repo })
    commitWithBuild(failingBuild, 'a bio naming an office that does not exist')
    const run = compare()
    const said = run.stdout + run.stderr
    expect(run.status).toBe(1)
    expect(said).toContain('does not build')
    expect(said).toContain(MISTAKE)
    expect(said).toContain('there is nothing to compare with')
    expect(said).not.toMatch(/\n\s+at /)
  })

  it('compares with the nearest earlier version that builds, and says which', () => {
    repo = mkdtempSync(join(tmpdir(), 'compare-base-'))
    execFileSync('git', ['init', '-q'], { cwd: repo })
    commitWithBuild(workingBuild, 'the version that builds')
    commitWithBuild(failingBuild, 'a bio naming an office that does not exist')
    const run = compare()
    const said = run.stdout + run.stderr
    expect(run.status, said).toBe(0)
    expect(said).toContain(MISTAKE)
    expect(said).toMatch(/comparing with [0-9a-f]+ "the version that builds", the nearest earlier version that builds/)
    expect(said).toContain('0 of 1 pages differ')
  })
})

describe('preview:compare given an option it does not know', () => {
  it('says which, shows its usage and stops with exit code 2, no stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', TSX, SCRIPT, '--bse', 'main'], { encoding: 'utf8', timeout: 60_000 })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain("Unknown option '--bse'")
    expect(run.stderr).toContain('Usage: npm run preview:compare -- --base <git-ref>')
    expect(run.stderr).not.toMatch(/^\s+at /m)
  })
})
