// Mistakes the check used to explain with the wrong words: each is named for what it is, on its line,
// with what to do.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent, readContentFiles } from '../../../lib/content/check/load.ts'
import { validateContent } from '../../../lib/content/check/validate.ts'
import { checkOptions, errorsOf, fixtureFiles, fixtureRoot, withFile } from './fixture-content.ts'
import { translationLanguages } from '../../../lib/i18n/languages.ts'

const stroke = 'content/conditions/stroke.mdx'
const offices = 'content/locations.yaml'
const textOf = (path: string) => fixtureFiles.find((f) => f.path === path)!.text
/** The real content is checked as of today, as `npm run check` checks it (its translations' review dates are real ones). */
const realContentOptions = { ...checkOptions, today: new Date() }

/** The errors of the check on the fixture with one file saved as these bytes. */
function errorsWithBytes(path: string, bytes: Buffer) {
  const root = mkdtempSync(join(tmpdir(), 'encoding-'))
  try {
    cpSync(join(fixtureRoot, 'content'), join(root, 'content'), { recursive: true })
    writeFileSync(join(root, path), bytes)
    return loadContent(root, new Date('2026-11-22'), { compileBodies: false }).problems.filter((p) => p.level === 'error' && !p.message.startsWith('This file is missing'))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** The errors of the real content with the toll-free number of content/site.yaml written so, and that number's line. */
function errorsWithTollFree(written: string) {
  const site = readContentFiles(process.cwd()).map((f) => (f.path === 'content/site.yaml' ? { ...f, text: f.text.replace(/^(\s*tollFree:).*$/m, `$1 ${written}`) } : f))
  const line = site.find((f) => f.path === 'content/site.yaml')!.text.split('\n').findIndex((l) => l.includes(written)) + 1
  expect(line, 'the toll-free line of content/site.yaml').toBeGreaterThan(0)
  return { errors: validateContent(site, realContentOptions).problems.filter((p) => p.level === 'error'), line }
}

describe('mistakes named for what they are', () => {
  it.each([
    ['with a byte-order mark', 'UTF-8 with BOM', (t: string) => Buffer.from(`\uFEFF${t}`, 'utf8')],
    ['as UTF-16', 'UTF-16 LE', (t: string) => Buffer.from(`\uFEFF${t}`, 'utf16le')],
    // Without the byte-order mark, in both byte orders (Node writes only little-endian: swap each pair).
    ['as UTF-16 without its mark', 'UTF-16 LE', (t: string) => Buffer.from(t, 'utf16le')],
    ['as UTF-16 big-endian without its mark', 'UTF-16 BE', (t: string) => Buffer.from(t, 'utf16le').swap16()],
  ])('a file saved %s: save it as UTF-8, and how', (_, encoding, save) => {
    for (const path of [stroke, offices]) {
      const errors = errorsWithBytes(path, save(textOf(path)))
      expect(errors, path).toHaveLength(1)
      expect(errors[0]).toMatchObject({ file: path, line: 1 })
      expect(errors[0]!.message).toMatch(/save it as UTF-8/i)
      expect(errors[0]!.message).toContain('Save with Encoding')
      expect(errors[0]!.message).toContain(`"${encoding}"`)
      expect(errors[0]!.message).not.toContain('frontmatter')
    }
  })

  it('a file saved in Windows-1252 (an é that is not UTF-8): the line of the first such letter, and how to save it as UTF-8', () => {
    for (const path of [stroke, offices]) {
      const lines = textOf(path).split('\n')
      // An é typed in a comment line, after the first line, as an older Windows editor saves it (one byte, 0xE9).
      const at = Math.min(3, lines.length - 1)
      const edited = [...lines.slice(0, at), '# Caf\u00e9 notes', ...lines.slice(at)].join('\n')
      const errors = errorsWithBytes(path, Buffer.from(edited, 'latin1'))
      expect(errors, path).toHaveLength(1)
      expect(errors[0]).toMatchObject({ file: path, line: at + 1 })
      expect(errors[0]!.message).toContain('"\uFFFD"')
      expect(errors[0]!.message).toContain('Windows 1252')
      expect(errors[0]!.message).toContain('Save with Encoding')
    }
  })

  it('a file in UTF-8 with letters such as é, ñ and curly quotes is read as it is: no mistake', () => {
    const edited = textOf(stroke).replace(/\n$/, '') + '\n\nCaf\u00e9, ma\u00f1ana, \u201cquoted\u201d.\n'
    expect(errorsWithBytes(stroke, Buffer.from(edited, 'utf8'))).toEqual([])
  })

  it.each([
    [stroke, /^title: .*$/m, 'title: Stroke: what to know'],
    [offices, /^ {2}city: .*$/m, '  city: Covington: the Northshore'],
  ])('a text with a colon written without quotes (%s): the line, and the text in double quotes', (path, line, written) => {
    const errors = errorsOf(withFile(path, (t) => t.replace(line, written)))
    const lineNumber = textOf(path).split('\n').findIndex((l) => line.test(l)) + 1
    expect(lineNumber).toBeGreaterThan(0)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: path, line: lineNumber })
    const [field, ...text] = written.trim().split(': ')
    expect(errors[0]!.message).toContain(`${field}: "${text.join(': ')}"`)
  })

  it.each([
    ['1-800-NEURO-99', '1-800-638-7699'],
    ['(985) 555-CARE', '(985) 555-2273'],
  ])('a phone number written with letters (%s): the digits they stand for', (written, digits) => {
    const { errors, line } = errorsWithTollFree(written)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: 'content/site.yaml', line })
    expect(errors[0]!.message).toContain(`letters ("${written}")`)
    expect(errors[0]!.message).toContain(digits)
  })

  it.each(['555-0199', '555 0199'])('a phone number without its area code (%s): add it, on its line', (written) => {
    const { errors, line } = errorsWithTollFree(written)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: 'content/site.yaml', line })
    expect(errors[0]!.message).toContain(`"${written}"`)
    expect(errors[0]!.message).toContain('add the area code')
  })

  it('a needed field written with a slip (titel, Title, latitdue): one message on its line, naming the field it should be, not also "missing"', () => {
    const cases: [string, RegExp, string, string][] = [
      [stroke, /^title:/m, 'titel:', 'title'],
      [stroke, /^title:/m, 'Title:', 'title'],
      [offices, /^(\s+)latitude:/m, '$1latitdue:', 'latitude'],
    ]
    for (const [path, field, slip, meant] of cases) {
      const written = slip.replace('$1', '').replace(':', '')
      const files = withFile(path, (t) => t.replace(field, slip))
      const errors = errorsOf(files)
      expect(errors, written).toHaveLength(1)
      expect(errors[0]).toMatchObject({ file: path, line: textOf(path).split('\n').findIndex((l) => field.test(l)) + 1 })
      expect(errors[0]!.message).toContain(`${written}" is not a field the site knows`)
      expect(errors[0]!.message).toContain(`write ${meant}: instead of ${written}:`)
    }
  })

  it('a translation with a mistake in its fields: that one mistake, not also "no page" for the links to it nor "no translation yet"', () => {
    const files = readContentFiles(process.cwd())
    const [lang] = translationLanguages
    // A translated article that another file links to, so that a link to it is there to be misread.
    const linked = files.find((f) => {
      const route = f.path.match(new RegExp(`^content/${lang}/conditions/([a-z0-9-]+)\\.mdx$`))?.[1]
      return route && files.some((other) => other.path !== f.path && other.text.includes(`/${lang}/conditions/${route}`))
    })
    expect(linked, `a content/${lang}/conditions/ file that another file links to`).toBeDefined()
    const before = validateContent(files, realContentOptions).problems
    const edited = files.map((f) => (f === linked ? { ...f, text: f.text.replace(/^translatedFrom: .*$/m, 'translatedFrom: content/conditions/a-misspelled-name.mdx') } : f))
    const added = validateContent(edited, realContentOptions).problems.filter((p) => !before.some((b) => b.file === p.file && b.message === p.message))
    expect(added, 'the problems the edit added').toHaveLength(1)
    expect(added[0]).toMatchObject({ file: linked!.path, level: 'error' })
    expect(added[0]!.message).toContain('"translatedFrom" says content/conditions/a-misspelled-name.mdx')
  })

  it('a picture description in a frontmatter that says only "photo": the line, and what to write', () => {
    const files = readContentFiles(process.cwd())
    const withAlt = files.filter((f) => /^\s+alt: "?[^"\s]/m.test(f.text))
    expect(withAlt.length, 'content files with a picture description').toBeGreaterThan(0)
    const { path } = withAlt[0]!
    const edited = files.map((f) => (f.path === path ? { ...f, text: f.text.replace(/^(\s+alt:).*$/m, '$1 photo') } : f))
    const line = edited.find((f) => f.path === path)!.text.split('\n').findIndex((l) => /^\s+alt: photo$/.test(l)) + 1
    const errors = validateContent(edited, realContentOptions).problems.filter((p) => p.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: path, line })
    expect(errors[0]!.message).toContain('("photo")')
    expect(errors[0]!.message).toContain('Write what it shows')
  })

  // A word processor's autocorrect, or a stray key: the block at the top looks right and is not read.
  it.each([
    ['a long dash for the first ---', (t: string) => t.replace(/^---\n/, '—-\n'), () => 1, 'a long dash'],
    ['en dashes for the first ---', (t: string) => t.replace(/^---\n/, '–––\n'), () => 1, 'a long dash'],
    ['spaces between the dashes of the closing ---', (t: string) => t.replace(/\n---\n/, '\n- - -\n'), (t: string) => t.split('\n').indexOf('---', 1) + 1, 'it has spaces'],
    ['four dashes closing it', (t: string) => t.replace(/\n---\n/, '\n----\n'), (t: string) => t.split('\n').indexOf('---', 1) + 1, 'it has 4 dashes'],
  ])('%s: the line, and three plain dashes to write', (_, edit, line, why) => {
    const errors = errorsOf(withFile(stroke, edit))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: stroke, line: line(textOf(stroke)) })
    expect(errors[0]!.message).toContain(why)
    expect(errors[0]!.message).toContain('Write three plain dashes, ---')
  })

  it('an empty line above the first ---, or no --- closing the fields: said so', () => {
    const above = errorsOf(withFile(stroke, (t) => `\n${t}`))
    expect(above).toHaveLength(1)
    expect(above[0]).toMatchObject({ file: stroke, line: 1 })
    expect(above[0]!.message).toContain('delete the empty line above it')
    const unclosed = errorsOf(withFile(stroke, (t) => t.replace(/\n---\n/, '\n')))
    expect(unclosed).toHaveLength(1)
    expect(unclosed[0]).toMatchObject({ file: stroke, line: 1 })
    expect(unclosed[0]!.message).toContain('but no line --- ends them')
  })

  it('a near miss of a fixed choice, a comma in an e-mail address, a web address without https://: what was meant', () => {
    const layout = errorsOf(withFile(stroke, (t) => t.replace(/^layout: \w+$/m, 'layout: artcle')))
    expect(layout).toHaveLength(1)
    expect(layout[0]!.message).toContain('Did you mean "article"?')
    // The practice's own settings, with one slip each.
    const settings = readFileSync(join(process.cwd(), 'content/site.yaml'), 'utf8')
    const email = /^email: (\S+)$/m.exec(settings)![1]!
    const social = /^ {2}(\w+): https:\/\/(\S+)$/m.exec(settings)!
    const withSlips = [...fixtureFiles, { path: 'content/site.yaml', text: settings.replace(`email: ${email}`, `email: ${email.replace(/\.(\w+)$/, ',$1')}`).replace(social[0], `  ${social[1]}: ${social[2]}`) }]
    // The real settings name offices the small fixture has not: only the lines changed are looked at.
    const said = (line: RegExp) => errorsOf(withSlips).filter((p) => p.file === 'content/site.yaml' && p.line === settings.split('\n').findIndex((l) => line.test(l)) + 1)
    const onEmail = said(/^email: /)
    expect(onEmail).toHaveLength(1)
    expect(onEmail[0]!.message).toContain(`Did you mean "${email}"?`)
    const onSocial = said(new RegExp(`^ {2}${social[1]}: `))
    expect(onSocial).toHaveLength(1)
    expect(onSocial[0]!.message).toContain(`write "https://${social[2]}"`)
    // A page's file name is not a web address: no https:// is offered for it.
    const page = errorsOf(withFile(stroke, (t) => t.replace(/^reviewedBy:/m, 'actions:\n  - label: "Contact us"\n    href: contactus.html\nreviewedBy:')))
    expect(page.length).toBeGreaterThan(0)
    expect(page.map((p) => p.message).join('\n')).not.toContain('https://contactus.html')
    const article = errorsOf(withFile(stroke, (t) => t.replace(/^reviewedBy:/m, 'actions:\n  - label: "Read more"\n    href: stroke.mdx\nreviewedBy:')))
    expect(article.map((p) => p.message)).toContain('The link "stroke.mdx" names a file, but the pages of this site are written from /, without an ending. Did you mean "/conditions/stroke"?')
  })

  it('the years of care with words of their own ("15+", "15 years"): the number alone; a number where text belongs: put it in quotes', () => {
    const settings = readFileSync(join(process.cwd(), 'content/site.yaml'), 'utf8')
    const line = settings.split('\n').findIndex((l) => /^yearsOfCare:/.test(l)) + 1
    const said = (written: string) => errorsOf([...fixtureFiles, { path: 'content/site.yaml', text: settings.replace(/^yearsOfCare: .*$/m, `yearsOfCare: ${written}`) }]).filter((p) => p.file === 'content/site.yaml' && p.line === line)
    for (const written of ['"15+"', '15 years']) {
      const found = said(written)
      expect(found, written).toHaveLength(1)
      expect(found[0]!.message, written).toContain('must be the number of years alone, such as "15"')
    }
    const unquoted = said('20')
    expect(unquoted).toHaveLength(1)
    expect(unquoted[0]!.message).toContain('Put it in quotes to make it text: "20".')
    expect(said('"20"')).toEqual([])
  })

  it('an office, a reviewer or a related page written as it reads rather than as its file is named: the name meant', () => {
    const member = 'content/team/ann-lee.mdx'
    const office = errorsOf(withFile(member, (t) => t.replace(/^(locations:\n {2}- )(\S+)$/m, (_, start: string, name: string) => `${start}${name.toLowerCase()}`)))
    expect(office).toHaveLength(1)
    expect(office[0]!.message).toMatch(/^"locations" names "[a-z]+", which is not one of our offices\. Did you mean "[A-Z][a-z]+"\?/)
    const reviewer = errorsOf(withFile(stroke, (t) => t.replace(/^reviewedBy: .*$/m, 'reviewedBy: Ann Lee')))
    expect(reviewer).toHaveLength(1)
    expect(reviewer[0]!.message).toContain('Did you mean "ann-lee"?')
    const related = errorsOf(withFile(stroke, (t) => t.replace(/^reviewedBy:/m, 'related:\n  - Epilepsy\nreviewedBy:')))
    expect(related).toHaveLength(1)
    expect(related[0]!.message).toContain('Did you mean "epilepsy"?')
    const service = errorsOf(withFile(offices, (t) => t.replace(/^(- name: \S+\n)/m, '$1  services:\n    - Stroke\n')))
    expect(service).toHaveLength(1)
    expect(service[0]!.message).toContain('names "Stroke", which is not a condition page. Did you mean "stroke"?')
  })

  it("a mistake in the founder's bio is said on its line, and not again as \"no bio says founder: true\"", () => {
    const founder = 'content/team/ann-lee.mdx'
    const errors = errorsOf(withFile(founder, (t) => t.replace(/^order: \d+$/m, 'order: first')))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: founder })
    expect(errors[0]!.message).toContain('"order" must be a number')
  })

  it('curly quotes around a field name: the quotes, and the line', () => {
    const files = withFile(stroke, (t) => t.replace(/^title:/m, '“title”:'))
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: stroke, line: textOf(stroke).split('\n').findIndex((l) => l.startsWith('title:')) + 1 })
    expect(errors[0]!.message).toContain('“title”')
    expect(errors[0]!.message).toMatch(/curly quotes/)
    expect(errors[0]!.message).toContain('title:')
  })

  it('latitude and longitude swapped: they look swapped', () => {
    const files = withFile(offices, (t) => t.replace(/latitude: ([\d.-]+)\n(\s+)longitude: ([\d.-]+)/, 'latitude: $3\n$2longitude: $1'))
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: offices, line: textOf(offices).split('\n').findIndex((l) => l.includes('latitude:')) + 1 })
    expect(errors[0]!.message).toMatch(/swapped/)
    const [, latitude, longitude] = /latitude: ([\d.-]+)\n\s+longitude: ([\d.-]+)/.exec(textOf(offices))!
    expect(errors[0]!.message).toContain(`latitude: ${latitude}`)
    expect(errors[0]!.message).toContain(`longitude: ${longitude}`)
  })

  it('a longitude without its minus sign: the office would be across the world; write it with the minus', () => {
    const [, longitude] = /longitude: -([\d.]+)/.exec(textOf(offices))!
    const files = withFile(offices, (t) => t.replace(`longitude: -${longitude}`, `longitude: ${longitude}`))
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: offices, line: textOf(offices).split('\n').findIndex((l) => l.includes('longitude:')) + 1 })
    expect(errors[0]!.message).toMatch(/minus/)
    expect(errors[0]!.message).toContain(`longitude: -${longitude}`)
  })

  it('a position in range but outside the United States (Paris, the Gulf of Guinea): not in the United States, on the latitude line', () => {
    for (const [latitude, longitude] of [['48.85', '2.35'], ['0', '0']]) {
      const files = withFile(offices, (t) => t.replace(/latitude: [\d.-]+\n(\s+)longitude: [\d.-]+/, `latitude: ${latitude}\n$1longitude: ${longitude}`))
      const errors = errorsOf(files)
      expect(errors, `${latitude}, ${longitude}`).toHaveLength(1)
      expect(errors[0]).toMatchObject({ file: offices, line: textOf(offices).split('\n').findIndex((l) => l.includes('latitude:')) + 1 })
      expect(errors[0]!.message).toContain('not in the United States')
    }
  })

  it('an office at the edges of the country (Key West, Honolulu, Anchorage) is where it says', () => {
    for (const [latitude, longitude] of [['24.5551', '-81.78'], ['21.3069', '-157.8583'], ['61.2181', '-149.9003']]) {
      const files = withFile(offices, (t) => t.replace(/latitude: [\d.-]+\n(\s+)longitude: [\d.-]+/, `latitude: ${latitude}\n$1longitude: ${longitude}`))
      expect(errorsOf(files), `${latitude}, ${longitude}`).toEqual([])
    }
  })

  it('a component in a text of the fields: components do not work there', () => {
    const files = withFile(stroke, (t) => t.replace(/^description: .*$/m, 'description: "Know the warning signs of a stroke, and call <PhoneNumber /> to see a neurologist."'))
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: stroke, line: textOf(stroke).split('\n').findIndex((l) => l.startsWith('description:')) + 1 })
    expect(errors[0]!.message).toContain('<PhoneNumber />')
    expect(errors[0]!.message).toMatch(/components do not work/i)
  })

  it('code in braces in a text of the fields ({site.phone}): it shows as written; a placeholder such as {name} passes', () => {
    for (const code of ['{site.phone}', '{new Date().getFullYear()}']) {
      const files = withFile(stroke, (t) => t.replace(/^description: .*$/m, `description: "Know the warning signs of a stroke, and call ${code} to see a neurologist."`))
      const errors = errorsOf(files)
      expect(errors, code).toHaveLength(1)
      expect(errors[0]).toMatchObject({ file: stroke, line: textOf(stroke).split('\n').findIndex((l) => l.startsWith('description:')) + 1 })
      expect(errors[0]!.message).toContain(`"${code}" shows on the page as written`)
    }
    const placeholder = withFile(stroke, (t) => t.replace(/^description: .*$/m, 'description: "Know the warning signs of a stroke, and call {phone} to see a neurologist."'))
    expect(errorsOf(placeholder)).toEqual([])
  })
})
