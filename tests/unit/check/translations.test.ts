// The translation check: the real content with one change at a time. A translation without an English
// page or with broken frontmatter is an error; one whose English page changed after its review, and
// an English page patients need that has no translation, are warnings naming the file to act on.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { readContentFiles } from '../../../lib/content/check/load.ts'
import { validateContent, type SourceFile } from '../../../lib/content/check/validate.ts'
import { trackedContent } from '../../../lib/content/reads.ts'
import { linksIn, routeTable } from '../../../lib/content/routes.ts'
import { parseContent } from '../../../lib/content/runtime.ts'

const root = process.cwd()
const realFiles = readContentFiles(root)
// The translation rules read the files' fields, not their bodies: the bodies are not compiled (the whole
// check of the real content, bodies and all: tests/unit/lint/text-lint.test.ts).
const options = { publicFileExists: (p: string) => existsSync(join(root, 'public', p)), compileBodies: false }
const translation = realFiles.find((f) => f.path.startsWith('content/es/pages/'))!
const english = `content/${translation.path.slice('content/es/'.length)}`
const reviewed = /translationReviewed: (\S+)/.exec(translation.text)![1]!

const problemsOf = (files: SourceFile[], lastChanged?: (file: string) => string) =>
  validateContent(files, { ...options, lastChanged }).problems.filter((p) => p.file.startsWith('content/es/') || p.file === english)

describe('translations', () => {
  it('accepts the committed translations', () => {
    expect(problemsOf(realFiles).filter((p) => p.level === 'error')).toEqual([])
  })

  it('warns when the English page changed after the translation was reviewed, on the review date line', () => {
    const later = (file: string) => (file === english ? '2999-01-01' : reviewed)
    const [warning] = problemsOf(realFiles, later).filter((p) => p.file === translation.path)
    expect(warning).toMatchObject({ level: 'warning', line: translation.text.split('\n').findIndex((l) => l.startsWith('translationReviewed:')) + 1 })
    expect(warning?.message).toContain(`The English page ${english} changed on 2999-01-01, after this translation was last reviewed (${reviewed})`)
  })

  it('is an error for a translation review dated in the future, on its line; the day of the review itself passes', () => {
    const today = new Date(`${reviewed}T12:00:00Z`)
    const dated = (date: string) => realFiles.map((f) => (f === translation ? { ...f, text: f.text.replace(/^translationReviewed: .*$/m, `translationReviewed: ${date}`) } : f))
    const onIt = (date: string) => validateContent(dated(date), { ...options, today }).problems.filter((p) => p.file === translation.path && p.message.includes('in the future'))
    const [error, ...more] = onIt('2031-01-01')
    expect(more).toEqual([])
    expect(error).toMatchObject({ level: 'error', line: translation.text.split('\n').findIndex((l) => l.startsWith('translationReviewed:')) + 1 })
    expect(error!.message).toContain('"translationReviewed" is 2031-01-01, a date in the future')
    expect(onIt(reviewed)).toEqual([])
  })

  it('is an error for two translations of one language and folder with the same title, on the second one\'s title line', () => {
    const [first, second] = realFiles.filter((f) => f.path.startsWith('content/es/conditions/')).sort((a, b) => a.path.localeCompare(b.path))
    expect(second, 'two Spanish condition translations').toBeDefined()
    const title = /^title: (.*)$/m.exec(first!.text)![1]!
    const files = realFiles.map((f) => (f === second ? { ...f, text: f.text.replace(/^title: .*$/m, `title: ${title}`) } : f))
    const twins = validateContent(files, options).problems.filter((p) => p.message.includes('is already used by'))
    expect(twins).toEqual([{ file: second!.path, line: second!.text.split('\n').findIndex((l) => l.startsWith('title:')) + 1, level: 'error', message: expect.stringContaining(`is already used by ${first!.path}`) }])
  })

  it('warns about an English page patients need that has no translation', () => {
    const files = realFiles.filter((f) => f.path !== translation.path)
    expect(problemsOf(files).find((p) => p.file === english)).toMatchObject({ level: 'warning', message: expect.stringContaining(`save it as ${translation.path}`) })
  })

  it('is an error for a translation with no English page, or with broken frontmatter', () => {
    // Both mistakes in one run of the check: each is reported on its own file.
    const orphan = { path: 'content/es/pages/no-such-page.mdx', text: translation.text }
    const broken = realFiles.map((f) => (f.path === translation.path ? { ...f, text: f.text.replace(/^translatedBy: .*\n/m, '') } : f))
    const problems = problemsOf([...broken, orphan])
    expect(problems.find((p) => p.file === orphan.path)).toMatchObject({ level: 'error', message: expect.stringContaining('has no English page') })
    expect(problems.find((p) => p.file === translation.path)).toMatchObject({ level: 'error', message: '"translatedBy" is missing. Add it: it must be some text.' })
  })

  // Edits of the real locations.yaml and the Spanish words files, made on their data so any content will do.
  const edited = <T,>(path: string, change: (data: T) => void) =>
    realFiles.map((f) => {
      if (f.path !== path) return f
      const data = parse(f.text) as T
      change(data)
      return { ...f, text: stringify(data) }
    })

  it('warns when an office is closed for a reason content/ui/es.yaml has no Spanish for, naming the line to add', () => {
    const reason = 'Closed for a staff training day'
    const files = edited<{ closures?: object[] }[]>('content/locations.yaml', (offices) => {
      offices[0]!.closures = [...(offices[0]!.closures ?? []), { date: '2999-01-02', reason }]
    })
    const problems = validateContent(files, options).problems.filter((p) => p.file === 'content/ui/es.yaml')
    expect(problems).toContainEqual(expect.objectContaining({ level: 'warning', message: expect.stringContaining(`Add a line "${reason}: <the reason in this language>"`) }))
  })

  it('is an error when an office is in a state content/es/locations-page.yaml does not name in Spanish', () => {
    const offices = parse(realFiles.find((f) => f.path === 'content/locations.yaml')!.text) as { city: string }[]
    const state = /, ([A-Z]{2}) /.exec(offices[0]!.city)![1]!
    const files = edited<{ states: Record<string, string> }>('content/es/locations-page.yaml', (page) => {
      delete page.states[state]
    })
    const problems = validateContent(files, options).problems.filter((p) => p.file === 'content/es/locations-page.yaml')
    expect(problems).toContainEqual(expect.objectContaining({ level: 'error', message: expect.stringContaining(`is in ${state}, which this file does not name`) }))
  })
})

// Any content file may be translated: a procedure, a bio, a YAML file. The pages of the language show
// the translation, with its links leading to that language's pages, and the English file elsewhere.
describe('translating any content file', () => {
  const procedure = realFiles.find((f) => f.path.startsWith('content/procedures/'))!
  const slug = procedure.path.slice('content/procedures/'.length, -'.mdx'.length)
  const spanishProcedure = {
    path: `content/es/procedures/${slug}.mdx`,
    text: procedure.text.replace(/^name: .*$/m, 'name: "Prueba traducida"').replace(/^---\n/, `---\ntranslatedFrom: content/procedures/${slug}.mdx\ntranslatedBy: "Ana Torres"\ntranslationReviewed: 2026-11-23\n`),
  }
  const disorders = realFiles.find((f) => f.path === 'content/disorders.yaml')!
  const spanishDisorders = { path: 'content/es/disorders.yaml', text: disorders.text.replace(/^(\s*-?\s*name: ).*$/m, '$1Afección traducida') }

  it('shows a translated procedure and data file on the pages of that language only', () => {
    // In place of the real translations of these two files, if there are any.
    const others = realFiles.filter((f) => f.path !== spanishProcedure.path && f.path !== spanishDisorders.path)
    const { content, problems } = validateContent([...others, spanishProcedure, spanishDisorders], options)
    expect(problems.filter((p) => p.level === 'error')).toEqual([])
    const spanish = trackedContent(content, 'es')
    expect(spanish.procedures.find((p) => p.slug === slug)?.data.name).toBe('Prueba traducida')
    expect(spanish.disorders[0]?.name).toBe('Afección traducida')
    expect(trackedContent(content, 'en').procedures.find((p) => p.slug === slug)?.data.name).not.toBe('Prueba traducida')
    expect(trackedContent(content, 'en').disorders[0]?.name).not.toBe('Afección traducida')
  })

  it('leads the links of what a Spanish page shows to the Spanish pages that exist, and keeps the others', () => {
    const spanishPage = realFiles.find((f) => f.path.startsWith('content/es/pages/'))!.path.slice('content/es/pages/'.length, -'.mdx'.length)
    const linked = linksIn(routeTable(parseContent(realFiles)), 'es', { href: `/${spanishPage}`, list: [{ href: '/no-spanish-page-here' }] })
    expect(linked).toEqual({ href: `/es/${spanishPage}`, list: [{ href: '/no-spanish-page-here' }] })
  })

  it('is an error for a YAML file under content/es/ that translates no file', () => {
    const stray = { path: 'content/es/dissorders.yaml', text: disorders.text }
    expect(validateContent([...realFiles, stray], options).problems.find((p) => p.file === stray.path)).toMatchObject({
      level: 'error',
      message: expect.stringContaining('This file translates nothing'),
    })
  })
})
