// The check engine's own rules, on short files written here: the report's lines, YAML read with the
// line of each field, a reading mistake said once in plain words, curly quotes, frontmatter split off
// with the line its text starts on, and the pictures and links named in fields. Every expectation is
// written out.
import { describe, expect, it } from 'vitest'
import { formatProblems, frontmatterLinks, frontmatterPictures, parseYaml, splitFrontmatter } from '../../../lib/content/check/check-engine.ts'
import type { Problem } from '../../../lib/content/check/check-engine.ts'

/** parseYaml's result and the problems it reported. */
function read(text: string, lineShift = 0) {
  const problems: Problem[] = []
  const result = parseYaml('content/site.yaml', text, lineShift, problems)
  return { result, problems }
}

describe('the report', () => {
  it('gives each problem its level, file and line, and its message indented below', () => {
    expect(
      formatProblems([
        { file: 'content/a.mdx', line: 4, level: 'error', message: 'Write the title.' },
        { file: 'content/b.yaml', level: 'warning', message: 'Check the quotes.' },
      ]),
    ).toBe('ERROR   content/a.mdx:4\n        Write the title.\nWARNING content/b.yaml\n        Check the quotes.')
    expect(formatProblems([])).toBe('')
  })
})

describe('reading YAML', () => {
  it('gives the value and the line of each field, shifted by where the YAML starts in its file', () => {
    const { result, problems } = read('name: Covington\nhours:\n  - day: Monday\n    open: "8:00"\n', 1)
    expect(problems).toEqual([])
    expect(result!.value).toEqual({ name: 'Covington', hours: [{ day: 'Monday', open: '8:00' }] })
    expect(result!.lineOf(['name'])).toBe(2)
    expect(result!.lineOf(['hours', 0, 'open'])).toBe(5)
    // A field that is not there: the line of the nearest one above it that is.
    expect(result!.lineOf(['hours', 0, 'close'])).toBe(4)
    expect(result!.lineOf(['nothing'])).toBeUndefined()
  })

  it('says a field written twice once, on its line, in plain words', () => {
    const { result, problems } = read('name: A\nname: B\n', 10)
    expect(result).toBeUndefined()
    expect(problems).toEqual([{ file: 'content/site.yaml', line: 12, level: 'error', message: 'The file cannot be read here: the same field is written twice. Keep one of them.' }])
  })

  it('says a line missing its field name, and a text with a colon, in plain words', () => {
    // A colon inside a text: read as a field inside a field.
    expect(read('note: Bring: your ID\n').problems.map((p) => p.message)).toEqual([
      'The text on line 1 has a colon in it (Bring: your ID), which YAML reads as the start of another field. Put the whole text in double quotes: note: "Bring: your ID"',
    ])
    const { problems } = read('name: A\njust words\nmore: b\n')
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toContain('a line has words but no field name (such as "title:") in front of them, or a text with a colon needs quotes around it, like "Note: bring your ID".')
    expect(problems[0]!.level).toBe('error')
  })

  it('reports tab indents one line each, and reads nothing else of the file', () => {
    const { result, problems } = read('list:\n\t- a\n\t- b\n')
    expect(result).toBeUndefined()
    expect(problems.map((p) => [p.line, p.level])).toEqual([
      [2, 'error'],
      [3, 'error'],
    ])
  })

  it('warns of a value in curly quotes, on its line, with both ways to write it', () => {
    const { result, problems } = read('name: A\nnote: “Bring your ID, it is needed”\nother: ‘x’\nplain: “only at the start\n', 2)
    expect(result!.value).toMatchObject({ name: 'A' })
    expect(problems).toEqual([
      {
        file: 'content/site.yaml',
        line: 4,
        level: 'warning',
        message:
          'The value “Bring your ID, it is needed” is wrapped in curly quotes, which show on the page as they are. Remove them (Bring your ID, it is needed), or use straight double quotes "Bring your ID, it is needed" if the text needs quotes around it (a colon in it, for example).',
      },
      expect.objectContaining({ line: 5, level: 'warning', message: expect.stringContaining('Remove them (x)') }),
    ])
  })

  it('says a text starting with "*" in plain words, without stopping, when YAML reads it as a reference to nothing', () => {
    // Markdown's *emphasis* at the start of a YAML text: the reader takes it for a reference to a value
    // named elsewhere ("&name"), which is not there.
    expect(read('note: *important*\n', 2).problems).toEqual([
      { file: 'content/site.yaml', line: 3, level: 'error', message: 'Line 3 starts its value with "*", a sign YAML keeps for itself. Put the whole text in double quotes: note: "*important*"' },
    ])
    expect(read('items:\n  - one\n  - **Note** bring your ID\n').problems).toEqual([
      {
        file: 'content/site.yaml',
        line: 3,
        level: 'error',
        message: 'Line 3 starts with "*", a sign YAML keeps for itself, and Markdown does not work in YAML texts anyway: its marks would show on the page. Write the words alone: - Note bring your ID',
      },
    ])
    // On its own line, after a reference that is there.
    expect(read('first: &hours Monday to Friday\nsecond: *hours\nnote: *important*\n').problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'Line 3 starts its value with "*", a sign YAML keeps for itself. Put the whole text in double quotes: note: "*important*"'],
    ])
    // References by the hundred (a file made to exhaust the reader): refused in the reader's words, on line 1.
    const laughs = ['title: Laughs', 'a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((name, i) => `${name}: &${name} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n')
    expect(read(`${laughs}\n`).problems.map((p) => [p.line, p.message.slice(0, 30)])).toEqual([[1, 'The file cannot be read here: ']])
    // A reference to a value that is there reads as that value.
    const named = read('first: &hours Monday to Friday\nsecond: *hours\n')
    expect(named.problems).toEqual([])
    expect(named.result!.value).toEqual({ first: 'Monday to Friday', second: 'Monday to Friday' })
  })

  it('says the slip itself, on its line, when it finds one: a quote never closed, a sign YAML keeps', () => {
    expect(read('a: "unclosed\nb: c\n').problems[0]!.message).toMatch(/^Line 1 opens a quote \("\) that is never closed/)
    expect(read('name: A\nnote: @home\n').problems).toEqual([
      { file: 'content/site.yaml', line: 2, level: 'error', message: 'Line 2 starts its value with "@", a sign YAML keeps for itself. Put the whole text in double quotes: note: "@home"' },
    ])
  })

  it('reports tab and look-alike space indents together, in the order of their lines', () => {
    const { problems } = read('a:\n\u00a0 b: 1\n\tc: 2\n\u00a0 d: 3\n')
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4])
  })

  it('says what else stops the reader in plain words, with what to write', () => {
    const message = (text: string) => read(text).problems.map((p) => [p.line, p.message])
    expect(message('a: "Suite 4\\B"\n')).toEqual([
      [1, 'The file cannot be read here: a text in double quotes has a backslash (\\), which YAML reads as the start of a special sign. Write two backslashes (\\\\) for one, or put the text in single quotes instead.'],
    ])
    expect(message('a: 1\n---\nb: 2\n')).toEqual([[2, 'The file cannot be read here: a line "---" in the middle of the file reads as the start of a second file. Remove it (or, for a text that is "---", put it in quotes).']])
    expect(message('a:\n    b: 1\n  c: 2\n')).toEqual([
      [3, 'The file cannot be read here: the indentation or punctuation is off. Each field is "name: value"; list items start with "- " and line up under each other.'],
    ])
    // Anything else: the first line of the reader's own words, with the usual cure.
    expect(message('a: [x, y]]\n')).toEqual([
      [1, 'The file cannot be read here: Unexpected flow-seq-end token in YAML stream: "]". If a text contains a colon (:) or starts with a quote, put the whole text in double quotes.'],
    ])
  })

  it('warns of curly quotes around the whole value only, spaces around them left out', () => {
    expect(read('note: He said “hi”\nother: “Hi,” she said\n').problems).toEqual([])
    expect(read('note: " “Bring your ID” "\n').problems.map((p) => p.message)).toEqual([
      'The value “Bring your ID” is wrapped in curly quotes, which show on the page as they are. Remove them (Bring your ID), or use straight double quotes "Bring your ID" if the text needs quotes around it (a colon in it, for example).',
    ])
  })

  it('escapes straight quotes inside the suggested double-quoted value', () => {
    const { problems } = read('note: “say "hi" now”\n')
    expect(problems[0]!.message).toContain('use straight double quotes "say \\"hi\\" now"')
  })
})

describe('frontmatter', () => {
  it('is split from the text, with the line the text starts on', () => {
    expect(splitFrontmatter('---\ntitle: "A"\nlayout: article\n---\n## First\n')).toEqual({ frontmatter: 'title: "A"\nlayout: article', body: '## First\n', bodyLine: 5 })
    expect(splitFrontmatter('---\r\ntitle: "A"\r\n---\r\nText')).toEqual({ frontmatter: 'title: "A"', body: 'Text', bodyLine: 4 })
    expect(splitFrontmatter('---\ntitle: "A"\n---')).toEqual({ frontmatter: 'title: "A"', body: '', bodyLine: 3 })
  })

  it('is none when the file does not start with its --- line or never closes it', () => {
    expect(splitFrontmatter('\n---\ntitle: "A"\n---\n')).toBeUndefined()
    expect(splitFrontmatter('---\ntitle: "A"\n')).toBeUndefined()
    expect(splitFrontmatter('title: "A"\n')).toBeUndefined()
  })
})

describe('pictures and links named in fields', () => {
  const lines: Record<string, number> = { 'image.src': 3, 'gallery.1.src': 7, 'cta.href': 9 }
  const lineOf = (path: (string | number)[]) => lines[path.join('.')]

  it('takes every "src" that is a path of the site, at any depth, with its line (1 when unknown)', () => {
    const value = { image: { src: '/images/a.svg', alt: 'A' }, gallery: [{ src: 'https://example.org/b.png' }, { src: '/images/c.png' }, { src: 5 }], other: { deep: { src: '/images/d.png' } } }
    expect(frontmatterPictures(value, lineOf)).toEqual([
      { href: '/images/a.svg', lineOffset: 3 },
      { href: '/images/c.png', lineOffset: 7 },
      { href: '/images/d.png', lineOffset: 1 },
    ])
    expect(frontmatterPictures(null, lineOf)).toEqual([])
    expect(frontmatterPictures('/images/a.svg', lineOf)).toEqual([])
  })

  it('takes every "href" that is text, at any depth, with its line (1 when unknown)', () => {
    const value = { cta: { href: '/contactus', label: 'Contact' }, list: [{ href: 'https://example.org' }, { href: 3 }], src: '/images/a.svg' }
    expect(frontmatterLinks(value, lineOf)).toEqual([
      { href: '/contactus', lineOffset: 9 },
      { href: 'https://example.org', lineOffset: 1 },
    ])
    expect(frontmatterLinks(undefined, lineOf)).toEqual([])
  })
})
