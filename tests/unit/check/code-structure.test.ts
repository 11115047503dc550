// The code-structure part of `npm run check` as a developer meets it, with the project's own rules:
// `npm run check:imports` (dependency-cruiser, rules in .dependency-cruiser.js) on a small tree of files
// written here names the files of each circle of imports and each import against the folder table of
// docs/architecture.md with the folders allowed, and passes a tree without them; eslint's max-lines
// refuses a source file over 400 lines outside tests/.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

const trees: string[] = []
afterAll(() => trees.forEach((tree) => rmSync(tree, { recursive: true, force: true })))

/** A project folder with the real rules and command, a plain tsconfig and the given files; the command's result there. */
function checkImports(files: Record<string, string>) {
  const tree = mkdtempSync(join(tmpdir(), 'code-structure-'))
  trees.push(tree)
  copyFileSync('.dependency-cruiser.js', join(tree, '.dependency-cruiser.js'))
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  writeFileSync(join(tree, 'package.json'), JSON.stringify({ type: 'module', scripts: { 'check:imports': scripts['check:imports'] } }))
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'))
  const compilerOptions = { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, jsx: 'react-jsx' }
  writeFileSync(join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions }))
  // The repository's shape: every code folder, and configuration files at the top.
  const shape = { 'vite.config.ts': 'export default {}\n', 'eslint.config.js': 'export default []\n', ...Object.fromEntries(['components', 'lib', 'pages', 'renderer', 'scripts', 'supabase', 'tests'].map((folder) => [`${folder}/.keep`, ''])) }
  for (const [file, text] of Object.entries({ ...shape, ...files })) {
    mkdirSync(dirname(join(tree, file)), { recursive: true })
    writeFileSync(join(tree, file), text)
  }
  const run = spawnSync('npm', ['run', '--silent', 'check:imports'], { cwd: tree, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.replace(/\s*\n\s*/g, ' ') }
}

const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i}`).join('\n') + '\n'

describe('npm run check:imports', () => {
  it('passes a tree whose imports go down the folder table, and says how much it read', () => {
    const run = checkImports({
      'lib/i18n/languages.ts': "export const languages = ['en']\n",
      'lib/content/routes.ts': "import { languages } from '../i18n/languages.ts'\nexport const routes = languages\n",
      'components/Header.tsx': "import { routes } from '../lib/content/routes.ts'\nexport const Header = () => routes\n",
      'scripts/bench.ts': "import { chromium } from '../tests/browser.ts'\nexport const run = chromium\n",
      'tests/browser.ts': 'export const chromium = 1\n',
    })
    expect(run.output).toMatch(/no dependency violations found \(\d+ modules, 3 dependencies cruised\)/)
    expect(run.status).toBe(0)
  })

  it('names the files of each circle and each import against the table with what the folder may import, and fails', () => {
    const run = checkImports({
      // A circle through a type-only import.
      'lib/content/validate.ts': "import { rule } from './rule.ts'\nexport type Content = { a: string }\nexport const check = [rule]\n",
      'lib/content/rule.ts': "import type { Content } from './validate.ts'\nexport const rule = (c: Content) => c\n",
      // Upward imports: a static one, a dynamic one, and a test file outside the launcher's exception.
      'lib/i18n/languages.ts': "import { colors } from '../../components/theme.ts'\nexport const languages = colors\n",
      'components/theme.ts': "export const colors = {}\nexport const head = () => import('../renderer/headTags.ts')\n",
      'renderer/headTags.ts': 'export const tags = []\n',
      'scripts/preview.ts': "import { pages } from '../tests/e2e/pages.ts'\nexport const all = pages\n",
      'tests/e2e/pages.ts': 'export const pages = []\n',
    })
    expect(run.status).not.toBe(0)
    expect(run.output).toMatch(/no-circular: lib\/content\/(rule|validate)\.ts → lib\/content\/(validate|rule)\.ts → lib\/content\/(rule|validate)\.ts A circle of imports/)
    expect(run.output).toContain('lib/i18n-imports: lib/i18n/languages.ts → components/theme.ts lib/i18n/ may import only itself and packages')
    expect(run.output).toMatch(/components-imports: components\/theme\.ts → renderer\/headTags\.ts components\/ may import only from [^\n]*lib\/content/)
    expect(run.output).toMatch(/scripts-imports: scripts\/preview\.ts → tests\/e2e\/pages\.ts scripts\/ may import only from .*tests\/browser\.ts/)
    expect(run.output).not.toMatch(/ at .*\.m?js:\d+/)
  })
})

describe('a source file over 400 lines', () => {
  const eslint = new ESLint()
  const longFileErrors = async (file: string, count: number) => (await eslint.lintText(lines(count), { filePath: resolve(file) }))[0]!.messages.filter((m) => m.ruleId === 'max-lines')

  it('is refused at 401 lines outside tests/, and passes at 400', async () => {
    const [error, ...more] = await longFileErrors('lib/content/validate-more.ts', 401)
    expect(more).toEqual([])
    expect(error!.message).toContain('400')
    expect(await longFileErrors('renderer/Layout-more.tsx', 400)).toEqual([])
  })

  it('passes in tests/, where a table of cases may be long', async () => {
    expect(await longFileErrors('tests/unit/long.test.ts', 500)).toEqual([])
  })
})
