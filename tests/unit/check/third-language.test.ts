// A language is one line in lib/i18n/languages.ts plus its folder of content: no code, and no other
// language's file, may need a change. Here the list gets a third language by that one line (written
// into a copy of the real file, which imports nothing), and the code that reads the list is loaded
// with it: the words check, the editing guide's field tables and the function's accepted languages.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

/** The one line a new language is (French, as a newcomer would add it). */
const FRENCH = "  { code: 'fr', name: 'Français', dir: 'ltr', locale: 'fr-FR', ogLocale: 'fr_FR' },"

vi.mock('../../../lib/i18n/languages.ts', async () => {
  const real = readFileSync(join(process.cwd(), 'lib/i18n/languages.ts'), 'utf8')
  const withFrench = real.replace(/^(\] as const satisfies readonly Language\[\])/m, `${FRENCH}\n$1`)
  if (withFrench === real) throw new Error('lib/i18n/languages.ts: the end of the list of languages was not found')
  const file = join(mkdtempSync(join(tmpdir(), 'third-language-')), 'languages.ts')
  writeFileSync(file, withFrench)
  return import(/* @vite-ignore */ file)
})

const { languageCodes } = await import('../../../lib/i18n/languages.ts')
const { checkUiFiles } = await import('../../../lib/content/ui-files.ts')
const { generateFieldTables } = await import('../../../scripts/check/content-docs.ts')
const { parseConsultationRequest } = await import('../../../supabase/functions/_shared/requests.ts')
const { contentAddress, routeTable, translationsOf } = await import('../../../lib/content/routes.ts')

const wordsFile = (lang: string) => ({ path: `content/ui/${lang}.yaml`, text: readFileSync(join(process.cwd(), 'content/ui', `${lang}.yaml`), 'utf8') })

describe('a third language, added by its one line', () => {
  it('is in the list the site reads', () => {
    expect(languageCodes).toContain('fr')
  })

  it('leaves the words files of the other languages correct: a language they do not name in the forms’ choices is no mistake', () => {
    const { problems } = checkUiFiles([wordsFile('en'), wordsFile('es')])
    const inTheirFiles = problems.filter((problem) => problem.level === 'error' && /content\/ui\/(en|es)\.yaml/.test(problem.file))
    expect(inTheirFiles).toEqual([])
  })

  it('leaves the editing guide’s field tables as they are: no row per language', () => {
    const tables = generateFieldTables()
    expect(tables).not.toContain('`fr`')
    const reference = readFileSync(join(process.cwd(), 'content/REFERENCE.md'), 'utf8')
    expect(reference).toContain(tables.trim().split('\n').find((line) => line.includes('<language code>')))
  })

  it('is a page language the function stores: a request sent from a French page is recorded as fr', () => {
    const parsed = parseConsultationRequest({ kind: 'contact', name: 'Camille Martin', phone: '(555) 010-0177', email: 'camille@example.com', sentFromLanguage: 'fr' })
    expect(parsed).toMatchObject({ outcome: 'valid', data: { sentFromLanguage: 'fr', preferredLanguage: 'fr' } })
  })

  it('leaves a link to a Spanish page on a French page leading to the Spanish page, and offers both other languages of a page translated into both', () => {
    // Home and the stroke page in English, Spanish and French. The types know the list without French:
    // 'fr' is given them as one of its codes.
    const french = 'fr' as 'es'
    const translations = ['es', 'fr'].flatMap((lang) => [
      { lang, collection: 'pages', slug: 'home' },
      { lang, collection: 'conditions', slug: 'stroke' },
    ]) as { lang: typeof french; collection: string; slug: string }[]
    const table = routeTable({ pages: [{ slug: 'home' }], conditions: [{ slug: 'stroke' }], translations })
    expect(contentAddress(table, '/es/conditions/stroke', french)).toBe('/es/conditions/stroke')
    expect(contentAddress(table, '/conditions/stroke', french)).toBe('/fr/conditions/stroke')
    expect(translationsOf(table, '/fr/conditions/stroke')).toEqual([
      { lang: 'en', route: '/conditions/stroke' },
      { lang: 'es', route: '/es/conditions/stroke' },
    ])
  })

  it('may translate some pages only: a page it has not translated (the contact page) falls back to the English page, and has no French version', () => {
    const french = 'fr' as 'es'
    const translations = [
      { lang: french, collection: 'pages', slug: 'home' },
      { lang: french, collection: 'conditions', slug: 'stroke' },
    ]
    const table = routeTable({ pages: [{ slug: 'home' }, { slug: 'contactus' }], conditions: [{ slug: 'stroke' }], translations })
    expect(contentAddress(table, '/contactus', french)).toBe('/contactus')
    expect(contentAddress(table, '/conditions/stroke', french)).toBe('/fr/conditions/stroke')
    expect(translationsOf(table, '/contactus')).toEqual([])
  })
})
