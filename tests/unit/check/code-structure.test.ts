// The code-structure stage of `npm run check` (scripts/check/code-structure.ts, rules in .dependency-cruiser.js)
// as a developer meets it: on a small tree of files written here, with the project's own rules, it
// names the files of each circle of imports, each import against the folder table of
// docs/architecture.md with the folders allowed, and each source file over 400 lines; and it passes a
// tree without them.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const script = resolve('scripts/check/code-structure.ts')
const trees: string[] = []
afterAll(() => trees.forEach((tree) => rmSync(tree, { recursive: true, force: true })))

/** A project folder with the real rules, a plain tsconfig and the given files; the stage's result there. */
function checkTree(files: Record<string, string>) {
  const tree = mkdtempSync(join(tmpdir(), 'code-structure-'))
  trees.push(tree)
  copyFileSync('.dependency-cruiser.js', join(tree, '.dependency-cruiser.js'))
  writeFileSync(join(tree, 'package.json'), JSON.stringify({ type: 'module' }))
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'))
  const compilerOptions = { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, jsx: 'react-jsx' }
  writeFileSync(join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions }))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, file)), { recursive: true })
    writeFileSync(join(tree, file), text)
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: tree, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i}`).join('\n') + '\n'

describe('npm run check, code-structure stage', () => {
  it('passes a tree whose imports go down the folder table, and says what it read', () => {
    const run = checkTree({
      'lib/i18n/languages.ts': "export const languages = ['en']\n",
      'lib/content/routes.ts': "import { languages } from '../i18n/languages.ts'\nexport const routes = languages\n",
      'components/Header.tsx': "import { routes } from '../lib/content/routes.ts'\nexport const Header = () => routes\n",
      'scripts/bench.ts': "import { chromium } from '../tests/browser.ts'\nexport const run = chromium\n",
      'tests/browser.ts': 'export const chromium = 1\n',
      'renderer/Layout.tsx': lines(400),
      'tests/unit/long.test.ts': lines(500),
    })
    // The seven files and the rules file itself (.dependency-cruiser.js, code at the top).
    expect(run.output).toMatch(/import graph of 8 files and 3 imports, 0 circles and 0 imports against the folder table; 0 files over 400 lines \(\d+\.\d s\)/)
    expect(run.status).toBe(0)
  })

  it('names the files of each circle, each import against the table and each long file, and fails', () => {
    const run = checkTree({
      // A circle through a type-only import, and a second circle through the same import.
      'lib/content/validate.ts': "import { rule } from './rule.ts'\nimport { other } from './other.ts'\nexport type Content = { a: string }\nexport const check = [rule, other]\n",
      'lib/content/rule.ts': "import type { Content } from './validate.ts'\nexport const rule = (c: Content) => c\n",
      'lib/content/other.ts': "import { rule } from './rule.ts'\nexport const other = rule\n",
      // Upward imports: a static one, a dynamic one, and a test file outside the launcher's exception.
      'lib/i18n/languages.ts': "import { colors } from '../../components/theme.ts'\nexport const languages = colors\n",
      'components/theme.ts': "export const colors = {}\nexport const head = () => import('../renderer/headTags.ts')\n",
      'renderer/headTags.ts': 'export const tags = []\n',
      'scripts/preview.ts': "import { pages } from '../tests/e2e/pages.ts'\nexport const all = pages\n",
      'tests/e2e/pages.ts': 'export const pages = []\n',
      'lib/content/validate-more.ts': lines(401),
    })
    expect(run.status).toBe(1)
    expect(run.output).toContain('  lib/content/rule.ts → lib/content/validate.ts → lib/content/rule.ts\n')
    expect(run.output).toContain('  lib/content/other.ts → lib/content/rule.ts → lib/content/validate.ts → lib/content/other.ts\n')
    expect(run.output).toContain('  lib/content/rule.ts → lib/content/validate.ts (in 2 of 2)\n')
    expect(run.output).toContain('  lib/i18n/languages.ts imports components/theme.ts: lib/i18n/ may import only itself and packages\n')
    expect(run.output).toMatch(/ {2}components\/theme\.ts imports renderer\/headTags\.ts: components\/ may import only from [^\n]*lib\/content/)
    expect(run.output).toMatch(/ {2}scripts\/preview\.ts imports tests\/e2e\/pages\.ts: scripts\/ may import only from .*tests\/browser\.ts\n/)
    expect(run.output).toContain('  lib/content/validate-more.ts: 401 lines\n')
    expect(run.output).toContain('2 circles and 3 imports against the folder table; 1 file over 400 lines')
    expect(run.output).not.toMatch(/\n\s+at /)
  })
})
