// Mistakes that used to reach the site without a word, and messages that used to mislead: on the small
// fixture clinic with one mistake at a time, each is now reported exactly once, on its line, in words that
// say what is wrong and what to write instead.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { check, fixtureFiles, fixtureRoot, withFile } from './fixture-content.ts'
import type { SourceFile } from '../../../lib/content/check/validate.ts'

const article = 'content/conditions/stroke.mdx'
const offices = 'content/locations.yaml'
const officeNames = (parse(readFileSync(join(fixtureRoot, offices), 'utf8')) as { name: string }[]).map((o) => o.name)

/** The fixture with a paragraph added at the end of the article, and that paragraph's line. */
function withParagraph(paragraph: string): { files: SourceFile[]; line: number } {
  const text = fixtureFiles.find((f) => f.path === article)!.text.trimEnd()
  return { files: withFile(article, () => `${text}\n\n${paragraph}\n`), line: text.split('\n').length + 2 }
}

/** The problems whose message has `words`: the test expects exactly one. */
const saying = (files: SourceFile[], words: string) => check(files).problems.filter((p) => p.message.includes(words))

/** The line of the first line of `file` that matches. */
const lineOf = (files: SourceFile[], file: string, pattern: RegExp) => files.find((f) => f.path === file)!.text.split('\n').findIndex((l) => pattern.test(l)) + 1

describe('mistakes that shipped silently are reported, once each', () => {
  it('the fixture itself has none of them', () => {
    expect(check(fixtureFiles).problems.filter((p) => p.level === 'error')).toEqual([])
  })

  it('an http:// link: not secure, write https://', () => {
    const { files, line } = withParagraph('See [the foundation](http://www.example.org/stroke).')
    const found = saying(files, 'is not secure (http://)')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
    expect(found[0]!.message).toContain('Write "https://www.example.org/stroke"')
  })

  it('Markdown in a YAML text: the stars would show on the page', () => {
    const files = withFile(offices, (t) => t.replace(/^( +address: )(\S+) (.*)$/m, '$1$2 **$3**'))
    const found = saying(files, 'marks of "**')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: offices, line: lineOf(files, offices, /^ +address: .*\*\*/), level: 'error' })
    expect(found[0]!.message).toContain('Markdown works only in the text of a page')
  })

  it('Markdown in a field at the top of a page: the same', () => {
    const files = withFile(article, (t) => t.replace(/^subtitle: "(.*)"$/m, 'subtitle: "*Know* the signs: [act fast](/contactus)"'))
    const found = saying(files, 'shown as they are')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line: lineOf(files, article, /^subtitle:/) })
  })

  it('a language code that names no language, in a data file', () => {
    const languages = readFileSync('content/languages.yaml', 'utf8')
    const first = /^ +- lang: (\S+)$/m.exec(languages)!
    const files = withFile('content/languages.yaml', () => languages.replace(first[0], first[0].replace(first[1]!, 'vn')))
    const found = saying(files, '"vn", which is not a language code')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: 'content/languages.yaml', line: lineOf(files, 'content/languages.yaml', /^ +- lang: vn$/), level: 'error' })
  })

  it('a language code that names no language, on a tag of the text', () => {
    const { files, line } = withParagraph('Ask for <span lang="vn">Xin chào</span> at the desk.')
    const found = saying(files, 'is not a language code')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
  })

  it('a heading made only of an emoji', () => {
    const { files, line } = withParagraph('## 🧠\n\nMore about the brain.')
    const found = saying(files, 'has no words, only signs or pictures')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
  })

  it('a footnote: its heading would be English on every page', () => {
    const { files, line } = withParagraph('Most strokes are caused by a clot.[^1]\n\n[^1]: American Stroke Association.')
    const found = saying(files, 'footnote')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
    expect(found[0]!.message).toContain('"Footnotes" in English')
  })

  it('a count typed into the text of something the data counts, pointing at its fact tag', () => {
    const typed = `${officeNames.length === 2 ? 'two' : String(officeNames.length)} offices`
    const { files, line } = withParagraph(`Visit any of our ${typed} for a check-up.`)
    const found = saying(files, 'which the site counts for you')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
    expect(found[0]!.message).toContain('<OfficeCount />')
  })

  it('a count typed into a YAML text, even a wrong one when it is "our" offices', () => {
    const files = withFile(article, (t) => t.replace(/^subtitle: .*$/m, `subtitle: "Seen at ${officeNames.length + 7} of our offices."`))
    const found = saying(files, 'which the site counts for you')
    expect(found).toHaveLength(1)
    expect(found[0]!.message).toContain(`the count today is ${officeNames.length}`)
  })

  it('a bare web address is an error, no longer a warning', () => {
    const { files, line } = withParagraph('More at https://www.stroke.org/en/about-stroke today.')
    const found = saying(files, 'is typed out')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
  })
})

describe('links of the translated YAML files', () => {
  it('a link of content/es/… to no page is named on its line, as in English', () => {
    const file = 'content/es/home.yaml'
    const files = withFile(file, () => 'conditions:\n  cards:\n    - title: Dolor de cabeza\n      href: /es/conditions/no-such-article\n')
    const found = check(files).problems.filter((p) => p.file === file && p.message.includes('leads to no page of this site'))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ line: 4, level: 'error' })
  })
})

describe('messages that say what is wrong', () => {
  it('a day that does not exist', () => {
    const files = withFile(article, (t) => t.replace(/^lastReviewed: .*$/m, 'lastReviewed: 2026-02-30'))
    const found = saying(files, 'lastReviewed')
    expect(found).toHaveLength(1)
    expect(found[0]!.message).toBe('"lastReviewed" is 2026-02-30, a day that does not exist: February 2026 has 28 days. Write the real date, as YYYY-MM-DD.')
    expect(found[0]!.line).toBe(lineOf(files, article, /^lastReviewed:/))
  })

  it('a date in US order, with the form to write', () => {
    const found = saying(withFile(article, (t) => t.replace(/^lastReviewed: .*$/m, 'lastReviewed: 09/29/2026')), 'lastReviewed')
    expect(found).toHaveLength(1)
    expect(found[0]!.message).toBe('"lastReviewed" is written 09/29/2026; the site reads dates year-month-day (YYYY-MM-DD). Write 2026-09-29.')
  })

  it('a date whose order cannot be told, with both readings', () => {
    const found = saying(withFile(article, (t) => t.replace(/^lastReviewed: .*$/m, 'lastReviewed: 03/04/2026')), 'lastReviewed')
    expect(found).toHaveLength(1)
    expect(found[0]!.message).toContain('Write 2026-03-04 for 4 March 2026, or 2026-04-03 for 3 April 2026.')
  })

  it('an indent of non-breaking spaces is named as such, not as a missing field', () => {
    const files = withFile(offices, (t) => t.replace(/^ {2}city: /m, '\u00a0\u00a0city: '))
    const problems = check(files).problems.filter((p) => p.file === offices)
    expect(problems).toHaveLength(1)
    expect(problems[0]!.line).toBe(lineOf(files, offices, /^\u00a0\u00a0city:/))
    expect(problems[0]!.message).toContain('is indented with non-breaking spaces')
    expect(problems[0]!.message).not.toContain('missing')
  })

  it('an unknown field of an office is named by the office', () => {
    const last = officeNames.at(-1)!
    const files = withFile(offices, (t) => `${t.trimEnd()}\n  hourz: Monday to Friday\n`)
    const found = saying(files, 'fields the site does not know')
    expect(found).toHaveLength(1)
    expect(found[0]!.message).toBe(`"${last} (item ${officeNames.length})" has fields the site does not know: "hourz". Check their spelling or remove them.`)
    expect(found[0]!.line).toBe(lineOf(files, offices, /^ +hourz:/))
  })
})
