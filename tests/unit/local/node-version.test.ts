// An install, `npm run dev` or `npm test` on a Node.js older than .nvmrc names stops before anything runs,
// with the command that fixes it (package.json's preinstall, predev and pretest run scripts/node-version.mjs). The script is
// run here beside an .nvmrc of its own: one that asks for a newer major than this Node.js, one for this one.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const major = Number(process.versions.node.split('.')[0])

function runWith(nvmrc: string) {
  const root = mkdtempSync(join(tmpdir(), 'node-version-'))
  mkdirSync(join(root, 'scripts'))
  copyFileSync(join(process.cwd(), 'scripts/node-version.mjs'), join(root, 'scripts/node-version.mjs'))
  writeFileSync(join(root, '.nvmrc'), nvmrc)
  return spawnSync(process.execPath, ['scripts/node-version.mjs'], { cwd: root, encoding: 'utf8' })
}

describe('the Node.js version check', () => {
  it('runs before every install, before npm run dev and before npm test (README.md\'s two commands)', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.preinstall).toBe('node scripts/node-version.mjs')
    expect(scripts.predev).toBe('node scripts/node-version.mjs')
    expect(scripts.pretest).toBe('node scripts/node-version.mjs')
  })

  it('stops on a Node.js older than .nvmrc, naming both versions and the command to run', () => {
    const run = runWith(`${major + 1}\n`)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`Node.js ${major + 1}`)
    expect(run.stderr).toContain(process.versions.node)
    expect(run.stderr).toContain('. scripts/use-node.sh')
  })

  it('says nothing and goes on with the version .nvmrc names (written as nvm writes it, v24 too) or a newer one', () => {
    for (const nvmrc of [`${major}\n`, `v${major}`, `${major - 1}`]) {
      const run = runWith(nvmrc)
      expect(run.status, nvmrc).toBe(0)
      expect(run.stderr + run.stdout, nvmrc).toBe('')
    }
  })
})
