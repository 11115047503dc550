// The interface words of every language (content/ui/<lang>.yaml): one schema, the same names in every
// language, and a message on the right line for each name a file lacks or has too many. On the
// fixture tests/fixtures/words; the forms' English messages are checked against the function's own.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fieldMessage } from '../../../components/forms/formText.ts'
import { uiTextOf } from '../../../components/i18n.ts'
import { readContentFiles } from '../../../lib/content/check/load.ts'
import { callBarNameProblems, checkUiFiles } from '../../../lib/content/ui-files.ts'
import { appointmentRequestSchema, contactRequestSchema } from '../../../supabase/functions/_shared/requests.ts'
import { content as siteContent } from '../../e2e/support/content.ts'
import { languages } from '../../../lib/i18n/languages.ts'

const fixture = readContentFiles(join(process.cwd(), 'tests/fixtures/words'))
const EN = 'content/ui/en.yaml'
const ES = 'content/ui/es.yaml'
const textOf = (path: string) => fixture.find((f) => f.path === path)!.text

/** The fixture with one file's text changed. */
const withText = (path: string, edit: (text: string) => string) => fixture.map((f) => (f.path === path ? { ...f, text: edit(f.text) } : f))
/** The 1-based line of the first line of `text` that starts with `start`. */
const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1

describe('the words check', () => {
  it('reads every language of the fixture, with the same names in each', () => {
    const { ui, translatedData, problems } = checkUiFiles(fixture)
    expect(problems).toEqual([])
    expect(Object.keys(ui).sort()).toEqual(['en', 'es'])
    const names = (value: unknown, path = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).flatMap(([key, item]) => [`${path}${key}`, ...names(item, `${path}${key}.`)]) : []
    const { translatedSite, ...spanishWords } = ui.es!
    expect(translatedSite).toBeDefined()
    expect(names(spanishWords)).toEqual(names(ui.en))
    expect(translatedData.es?.home?.hero.contact.href).toMatch(/^\/es\//)
  })

  it('names a missing key, the group to add it to, its English words and the line', () => {
    const spanish = textOf(ES)
    const problems = checkUiFiles(withText(ES, (text) => text.replace(/^ {4}fullName: .*\n/m, ''))).problems
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: ES, level: 'error', line: lineOf(spanish, '  labels:') })
    expect(problems[0]!.message).toContain('"form → labels → fullName" is missing. Add a line "fullName: <the words in this language>" under "form" → "labels".')
    expect(problems[0]!.message).toContain(`content/ui/en.yaml line ${lineOf(textOf(EN), '    fullName:')}`)
    expect(problems[0]!.message).toContain('"Full Name"')
  })

  it('lets a file leave out the call-back choice of a language (it is then shown by its own name)', () => {
    const english = textOf(EN)
    expect(english).toMatch(/^ {6}es: .*\n/m)
    expect(checkUiFiles(withText(EN, (text) => text.replace(/^ {6}es: .*\n/m, ''))).problems).toEqual([])
  })

  it('names an extra key (a misspelt one) on its own line, with the names that group has', () => {
    const broken = textOf(ES).replace(/^ {2}onThisPage:/m, '  onThisPag:')
    const problems = checkUiFiles(withText(ES, () => broken)).problems
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('"condition → onThisPage" is missing'),
      expect.stringContaining('"condition → onThisPag" is not a name the site uses'),
    ])
    expect(problems[1]).toMatchObject({ file: ES, line: lineOf(broken, '  onThisPag:') })
    expect(problems[1]!.message).toContain('the names under "condition" are backToServices, onThisPage')
  })

  it('reports the same mistakes in the English file', () => {
    const problems = checkUiFiles(withText(EN, (text) => text.replace(/^skipLink: .*\n/m, '').replace(/^menu:/m, 'menuu:'))).problems
    expect(problems.map((p) => [p.file, p.message.split('.')[0]])).toEqual([
      [EN, '"skipLink" is missing'],
      [EN, '"menu" is missing'],
      [EN, '"menuu" is not a name the site uses, so its words would never show'],
    ])
  })

  it('wants the translated site words in every language but English', () => {
    const withoutSite = checkUiFiles(withText(ES, (text) => text.slice(0, text.indexOf('\ntranslatedSite:')))).problems
    expect(withoutSite).toContainEqual(expect.objectContaining({ file: ES, line: 1, message: expect.stringContaining('"translatedSite" is missing') }))
    const englishWithSite = checkUiFiles(withText(EN, (text) => `${text}translatedSite:\n  tagline: Hi\n`)).problems
    expect(englishWithSite).toContainEqual(expect.objectContaining({ file: EN, message: expect.stringContaining('"translatedSite" is not a name the site uses') }))
  })

  it('says an empty value needs words, on its line', () => {
    const broken = textOf(ES).replace(/^ {2}submit: .*$/m, '  submit: ""')
    const problems = checkUiFiles(withText(ES, () => broken)).problems
    expect(problems).toEqual([expect.objectContaining({ file: ES, line: lineOf(broken, '  submit:'), message: expect.stringContaining('"form → submit" needs words') })])
  })

  it('says a language whose home page file is missing must copy and translate it', () => {
    const problems = checkUiFiles(fixture.filter((f) => f.path !== 'content/es/home.yaml')).problems
    expect(problems).toEqual([expect.objectContaining({ file: 'content/es/home.yaml', message: expect.stringContaining('Copy content/home.yaml to content/es/home.yaml') })])
  })

  it('names a file of content/ui/ that is not named by a language code', () => {
    const problems = checkUiFiles([...fixture, { path: 'content/ui/spanish-old.yaml', text: 'menu: Menú\n' }]).problems
    expect(problems).toEqual([expect.objectContaining({ file: 'content/ui/spanish-old.yaml', message: expect.stringContaining('named by the language code') })])
  })
})

describe('the call bar’s Book button', () => {
  const { ui } = checkUiFiles(fixture)
  const site = { navigation: { callBar: { book: 'Book' } } }

  it('is read out by a name that starts with the words it shows, in every language', () => {
    expect(Object.keys(ui).length).toBeGreaterThan(1)
    expect(callBarNameProblems({ ui, site })).toEqual([])
  })

  it('names the language file whose name does not start with the shown words, and what to write', () => {
    const spanish = { ...ui.es!, callBar: { ...ui.es!.callBar, bookName: 'Reservar' } }
    const problems = callBarNameProblems({ ui: { ...ui, es: spanish }, site })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: ES, level: 'error' })
    expect(problems[0]!.message).toContain('"Reservar"')
    expect(problems[0]!.message).toContain(`bookName: ${ui.es!.translatedSite!.navigation.callBar.book}`)
    const english = { ...ui.en!, callBar: { ...ui.en!.callBar, bookName: 'Appointment' } }
    expect(callBarNameProblems({ ui: { ...ui, en: english }, site })[0]).toMatchObject({ file: EN })
  })
})

describe('the forms’ messages', () => {
  const english = checkUiFiles(readContentFiles(process.cwd())).ui.en!.form
  const bad = {
    contact: [{}, { name: 'x'.repeat(101), phone: '1'.repeat(21), email: `${'x'.repeat(250)}@example.com`, preferredLanguage: 'other', preferredLanguageOther: '' }],
    appointment: [{}, { firstName: 'x'.repeat(51), lastName: 'x'.repeat(51), message: 'x'.repeat(1001), email: 'not-an-email', preferredLanguageOther: 'x'.repeat(101), accommodation: 'x'.repeat(501) }],
  }

  it('in English are exactly the words the function sends back, for every field and mistake', () => {
    let compared = 0
    for (const [kind, inputs] of Object.entries(bad)) {
      const schema = kind === 'contact' ? contactRequestSchema : appointmentRequestSchema
      for (const input of inputs) {
        const result = schema.safeParse(input)
        expect(result.success).toBe(false)
        for (const issue of result.error!.issues) {
          expect(fieldMessage(english, String(issue.path[0]), { type: issue.code, message: issue.message }), `${kind} ${String(issue.path[0])} ${issue.code}`).toBe(issue.message)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(15)
  })
})

describe('the words a page shows', () => {
  it('give in the footer the hours most offices keep, and name each office that keeps others, in every language', () => {
    const [first, second, ...rest] = siteContent.locations
    expect(rest.length).toBeGreaterThan(0)
    // Every office but the second keeps Monday to Friday; the second closes Friday at noon.
    const usual = { 'mon-fri': '08:00-16:30' }
    const content = { ...siteContent, locations: [first!, second!, ...rest].map((office, i) => ({ ...office, hours: i === 1 ? { 'mon-thu': '08:00-16:30', fri: '08:00-12:00' } : usual })) }
    for (const { code, locale } of languages) {
      const weekday = (day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5 + day)))
      const footer = uiTextOf(content, code).footer.officeHours
      for (const day of [0, 3, 4]) expect(footer, code).toContain(weekday(day))
      expect(footer, code).toContain(second!.name)
      expect(footer, code).not.toContain(first!.name)
      // The usual hours come first; the office with others after them.
      expect(footer.indexOf(weekday(0)), code).toBeLessThan(footer.indexOf(second!.name))
    }
    const alike = { ...siteContent, locations: siteContent.locations.map((office) => ({ ...office, hours: usual })) }
    for (const office of alike.locations) expect(uiTextOf(alike, languages[0]!.code).footer.officeHours).not.toContain(office.name)
  })

  it('give the English pages site.yaml’s own links and notices, and the others their translation', () => {
    const { site, ui } = siteContent
    expect(uiTextOf(siteContent, 'en').navigation.header).toEqual(site.navigation.header)
    expect(uiTextOf(siteContent, 'en').footer.notices).toEqual(Object.values(site.notices))
    expect(uiTextOf(siteContent, 'es').navigation.header).toEqual(ui.es!.translatedSite!.navigation.header)
    const role = siteContent.team[0]!.data.role
    expect(uiTextOf(siteContent, 'en').staffTitle(role)).toBe(role)
    expect(uiTextOf(siteContent, 'es').staffTitle(role)).toBe(ui.es!.translatedSite!.staffTitles[role] ?? role)
  })
})

// The fixture must stay readable YAML for the tests above to mean anything.
it('the fixture is a copy of real words files', () => {
  expect(readFileSync(join(process.cwd(), 'tests/fixtures/words/content/ui/en.yaml'), 'utf8')).toContain('skipLink:')
})
