// One run of the content check lists every mistake of the tree: a file that cannot be read (MDX that
// does not parse, YAML that does not parse) is reported, and the check goes on with every other file and
// every other rule. Twelve mistakes in twelve files of a copy of the content, of every kind an editor makes
// (MDX syntax, YAML syntax, fields, components and their props, links, a script): one run of
// `npm run check:content` (scripts/check/check-content.ts, also the content stage of `npm run check`)
// reports each of them exactly once, with its file and line, in plain words, and gives the content result
// alone, with its time; `--readability` reaches it and prints the reading levels.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const copy = mkdtempSync(join(tmpdir(), 'content-one-pass-'))
cpSync('content', join(copy, 'content'), { recursive: true })
symlinkSync(join(process.cwd(), 'public'), join(copy, 'public'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))

const read = (file: string) => readFileSync(join(copy, file), 'utf8')
const filesOf = (folder: string) => readdirSync(join(copy, folder)).filter((name) => name.endsWith('.mdx')).sort().map((name) => `${folder}/${name}`)

interface Mistake {
  file: string
  line: number
  /** Words the message must have: what is wrong, in the editor's terms. */
  says: string
}

/** Adds a paragraph at the end of an MDX file; the mistake's line is that paragraph's. */
function appendTo(file: string, paragraph: string, says: string): Mistake {
  const text = read(file).trimEnd()
  writeFileSync(join(copy, file), `${text}\n\n${paragraph}\n`)
  return { file, line: text.split('\n').length + 2, says }
}

/** Replaces a whole line of a file (found by its start); the mistake is on that line. */
function replaceLine(file: string, startsWith: RegExp, line: string, says: string): Mistake {
  const lines = read(file).split('\n')
  const index = lines.findIndex((l) => startsWith.test(l))
  if (index < 0) throw new Error(`${file} has no line matching ${startsWith}`)
  lines[index] = line
  writeFileSync(join(copy, file), lines.join('\n'))
  return { file, line: index + 1, says }
}

/** Adds a field the file's kind does not have as the first line of its frontmatter (line 2). */
function addField(file: string, field: string, says: string): Mistake {
  writeFileSync(join(copy, file), read(file).replace(/^---\n/, `---\n${field}\n`))
  return { file, line: 2, says }
}

const conditions = filesOf('content/conditions')
const translations = filesOf('content/es/conditions')
const [bio] = filesOf('content/team')
// Not the founder's bio: a bio the site cannot read leaves /our-founder without its founder.
const otherBio = filesOf('content/team').find((file) => file !== bio && !/^founder: true$/m.test(read(file)))!
const [procedure] = filesOf('content/procedures')

const mistakes: Mistake[] = [
  appendTo(conditions[0]!, 'Keep your blood pressure <140/90 every day.', 'A `<` in running text starts a tag'),
  appendTo(conditions[1]!, 'Ask us {see below} about it.', 'A `{` in running text starts code'),
  appendTo(conditions[2]!, '<!-- a note for the next editor -->', 'HTML comments `<!-- … -->` do not work in MDX'),
  replaceLine(conditions[3]!, /^title:/, 'title: "An unfinished title', 'opens a quote (") that is never closed'),
  replaceLine('content/site.yaml', /^practiceName:/, 'practiceName: [Crescent Neurology', 'starts its value with "["'),
  appendTo(conditions[4]!, '<Notice>Bring your medicines.</Notice>', '`<Notice>` is not a component the site knows'),
  appendTo(conditions[5]!, '<Button>Book a visit</Button>', 'needs the prop `href`'),
  appendTo(bio!, 'Read about [her research](/research-papers).', 'leads to no page of this site'),
  appendTo(procedure!, '<Card titel="What to bring">Your medicines.</Card>', 'has no prop `titel`'),
  appendTo(translations[6]!, 'Lea sobre [nuestras clínicas](/es/clinicas).', 'leads to no page of this site'),
  appendTo(translations[0]!, '<script>alert("hola")</script>', '`<script>` is not allowed'),
  addField(otherBio, 'favouriteColour: blue', 'has fields the site does not know: "favouriteColour"'),
]

const run = spawnSync('npm', ['run', '--silent', 'check:content', '--', '--readability'], { encoding: 'utf8', env: { ...process.env, CONTENT_ROOT: copy, GITHUB_ACTIONS: '' } })
/** Each ERROR of the report: its file, its line and its message. */
const errors = [...run.stderr.matchAll(/^ERROR {3}(\S+?)(?::(\d+))?\n {8}(.*)$/gm)].map(([, file, line, message]) => ({ file: file!, line: Number(line), message: message! }))

describe('one run of the content check, twelve mistakes in twelve files', () => {
  it('puts the twelve mistakes in twelve different files', () => {
    expect(new Set(mistakes.map((m) => m.file)).size).toBe(12)
  })

  it('fails, and reports exactly twelve mistakes, each in its own file', () => {
    expect(run.status).toBe(1)
    expect(errors.map((e) => e.file).sort()).toEqual(mistakes.map((m) => m.file).sort())
  })

  it.each(mistakes.map((m) => [m.file, m] as const))('%s: once, on its line, in plain words', (file, mistake) => {
    const found = errors.filter((e) => e.file === file)
    expect(found).toHaveLength(1)
    expect(found[0]!.line).toBe(mistake.line)
    expect(found[0]!.message).toContain(mistake.says)
  })

  it('shows no stack trace and no program words', () => {
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at |node_modules|TypeError|undefined/)
    expect(run.stderr).toMatch(/^Content check: 12 mistake\(s\) to fix in 12 file\(s\).*\(\d+\.\d s\)\.$/m)
  })

  it('gives the content result alone: none of the code checks of `npm run check` (types, style, structure, unused code)', () => {
    expect(run.stdout + run.stderr).not.toMatch(/tsc|eslint|knip|dependency-cruiser/)
  })

  it('--readability lists the reading level of each article', () => {
    expect(run.stdout).toContain('Reading level of the condition articles')
  })
})
