// What stops the build must stop the check first, on the same file, with its line and what to write:
// each case here is content the pages cannot be built from.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createFormatAwareProcessors } from '@mdx-js/mdx/internal-create-format-aware-processors'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { compileMdx } from '../../../lib/content/check/mdx-syntax.ts'
import { compiledMdxFile, rehypePlugins, remarkPlugins } from '../../../lib/content/mdx-options.ts'
import { loadContent, readContentFiles } from '../../../lib/content/check/load.ts'
import { checkUiFiles } from '../../../lib/content/ui-files.ts'
import { translationLanguages } from '../../../lib/i18n/languages.ts'
import { errorsOf, fixtureFiles, fixtureRoot, withFile } from './fixture-content.ts'

const offices = 'content/locations.yaml'
const bio = 'content/team/ann-lee.mdx'
const lineOf = (files: typeof fixtureFiles, path: string, pattern: RegExp) => files.find((f) => f.path === path)!.text.split('\n').findIndex((l) => pattern.test(l)) + 1

describe('the check stops what the build would stop on', () => {
  it('a bio naming an office that does not exist: its line and the offices to write', () => {
    const files = withFile(bio, (t) => t.replace(/^(locations:\n +- )Covington$/m, '$1Mandeville'))
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: bio, line: lineOf(files, bio, /^ +- Mandeville$/) })
    expect(errors[0]!.message).toContain('"Mandeville"')
    expect(errors[0]!.message).toMatch(/Covington, Slidell/)
  })

  it.each(['Covington, LA 70433, USA', 'Covington LA 70433', 'Covington, Louisiana 70433', 'Covington, LA'])('an office city line the pages cannot read: "%s"', (city) => {
    const files = withFile(offices, (t) => t.replace(/^( {2}city: )Covington, LA 70433$/m, `$1${city}`))
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: offices, line: lineOf(files, offices, /^ {2}city: Covington/) })
    expect(errors[0]!.message).toContain('"Covington, LA 70433" (city, comma, two-letter state, ZIP)')
  })
})

describe('a page with a layout of its own (pages/<name>/) needs its content file', () => {
  const root = mkdtempSync(join(tmpdir(), 'own-layout-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  cpSync(join(fixtureRoot, 'content'), join(root, 'content'), { recursive: true })
  const pageFolder = (name: string) => {
    mkdirSync(join(root, 'pages', name), { recursive: true })
    writeFileSync(join(root, 'pages', name, '+Page.server.tsx'), 'export default function Page() { return null }\n')
  }
  const errorsOn = (file: string) => loadContent(root, new Date('2026-11-22'), { compileBodies: false }).problems.filter((p) => p.file === file && p.level === 'error')

  it('names the missing file of a page folder, and says to restore it', () => {
    pageFolder('waiting-room')
    const [error, ...more] = errorsOn('content/pages/waiting-room.mdx')
    expect(more).toEqual([])
    expect(error?.message).toContain('/waiting-room')
    expect(error?.message).toMatch(/missing.*Restore it/)
  })

  it('is content with the page folders whose file is there', () => {
    const present = fixtureFiles.filter((f) => f.path.startsWith('content/pages/') && f.path !== 'content/pages/home.mdx').map((f) => f.path.slice('content/pages/'.length, -'.mdx'.length))
    expect(present).not.toEqual([])
    for (const name of present) pageFolder(name)
    pageFolder('index')
    for (const name of [...present, 'home']) expect(errorsOn(`content/pages/${name}.mdx`), name).toEqual([])
  })
})

describe('a language needs its words file', () => {
  it('names the words file of a language that has none', () => {
    const files = readContentFiles(process.cwd())
    expect(translationLanguages).not.toEqual([])
    for (const lang of translationLanguages) {
      const file = `content/ui/${lang}.yaml`
      expect(checkUiFiles(files).problems.filter((p) => p.file === file)).toEqual([])
      const [problem, ...more] = checkUiFiles(files.filter((f) => f.path !== file)).problems.filter((p) => p.file === file)
      expect(more).toEqual([])
      expect(problem).toMatchObject({ level: 'error' })
      expect(problem!.message).toMatch(/missing.*Restore it/)
    }
  })
})

describe('the build takes the MDX modules the check compiled', () => {
  it('is handed, for each content file, the very module its own MDX step would compile', async () => {
    // The processors @mdx-js/rollup makes for a production build.
    const build = createFormatAwareProcessors({ development: false, remarkPlugins, rehypePlugins })
    const dir = mkdtempSync(join(tmpdir(), 'mdx-compiled-'))
    vi.stubEnv('MDX_COMPILED_DIR', dir)
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'))
    expect(files.length).toBeGreaterThan(0)
    try {
      for (const file of files) {
        const text = readFileSync(join('content', file), 'utf8')
        compileMdx(`handed/${file}`, text)
        const own = String((await build.process({ path: join(process.cwd(), 'content', file), value: text })).value)
        expect(readFileSync(compiledMdxFile(dir, text), 'utf8'), file).toBe(own)
      }
    } finally {
      vi.unstubAllEnvs()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
