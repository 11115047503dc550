// The check engine: reads YAML and frontmatter with the line of every field, turns the YAML reader's
// complaints into plain words with file:line, and formats the report. The site's rules are elsewhere.
import { LineCounter, parseDocument, isMap, isScalar, isSeq, visit, type Alias, type Document, type Scalar } from 'yaml'
import { badIndents, indentSlip, reservedStart, colonInText, unclosedOpening } from './words/yaml-errors.ts'
import type { z } from 'zod'
import { problem, type LineOf, type Problem } from './check-types.ts'
import { zodProblems } from './words/zod-words.ts'
export type { Entry, LineOf, Problem, SourceFile } from './check-types.ts'

export function formatProblems(problems: Problem[]): string {
  return problems
    .map((p) => `${p.level === 'error' ? 'ERROR  ' : 'WARNING'} ${p.file}${p.line ? `:${p.line}` : ''}\n        ${p.message}`)
    .join('\n')
}

/** A file's data, the line of each field's value (`lineOf`) and of each field's name (`keyLine`). */
type ParsedYaml = { value: unknown; lineOf: LineOf; keyLine: LineOf }

// One parse per text: several steps of the check read the same frontmatter (the schema, the
// translations, the links, the site's rules). Its mistakes are given again to each caller. One entry a
// file: an edited file's new text replaces its old parse (a dev server reads the files again and again).
const parsedTexts = new Map<string, { text: string; parsed: ParsedYaml | undefined; problems: Problem[] }>()

export function parseYaml(file: string, text: string, lineShift: number, problems: Problem[]): ParsedYaml | undefined {
  const key = `${file}\n${lineShift}`
  let cached = parsedTexts.get(key)
  if (cached?.text !== text) {
    const found: Problem[] = []
    cached = { text, parsed: parseYamlUncached(file, text, lineShift, found), problems: found }
    parsedTexts.set(key, cached)
  }
  problems.push(...cached.problems.map((p) => ({ ...p })))
  return cached.parsed
}

/**
 * A YAML text read and checked against `schema`, its mistakes into `problems`: undefined when it cannot
 * be read, no data when its fields are wrong. An empty frontmatter (`lineShift` 1) is a group of no fields.
 */
export function checkedYaml(file: string, text: string, lineShift: number, schema: z.ZodType, problems: Problem[]): { parsed: ParsedYaml; data?: unknown } | undefined {
  const parsed = parseYaml(file, text, lineShift, problems)
  if (!parsed) return undefined
  const result = schema.safeParse(lineShift ? (parsed.value ?? {}) : parsed.value)
  if (!result.success) problems.push(...zodProblems(file, result.error, parsed.value, parsed.lineOf))
  return { parsed, data: result.data }
}

function parseYamlUncached(file: string, text: string, lineShift: number, problems: Problem[]): ParsedYaml | undefined {
  // Tabs first: one tab makes the yaml library report a hundred errors; here it is one message a line.
  const tabs = badIndents(text, lineShift)
  if (tabs.length > 0) {
    for (const tab of tabs) problems.push(problem(file, tab.line, tab.message))
    return undefined
  }
  const lineCounter = new LineCounter()
  const lineOfNode = (node: { range?: [number, number, number] | null } | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line + lineShift : undefined)
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const [error] = doc.errors
  if (error) {
    // One slip gives several errors, the first often on the line above: report the slip once, where it is.
    const errorLine = lineCounter.linePos(error.pos[0]).line
    const slip = indentSlip(text, lineShift) ?? unclosedOpening(text, errorLine, lineShift) ?? reservedStart(text, errorLine, lineShift) ?? colonInText(text, errorLine, lineShift)
    problems.push(problem(file, slip?.line ?? errorLine + lineShift, slip?.message ?? `The file cannot be read here: ${plainYamlError(error.code, error.message)}`))
    return undefined
  }
  curlyQuotes(file, doc, lineOfNode, problems, 'key')
  let value: unknown
  try {
    value = doc.toJS()
  } catch (error) {
    // "*emphasis*" reads as a reference to another value; one to no value passes the reader and stops here.
    const line = lineOfNode(unresolvedAlias(doc)) ?? 1 + lineShift
    const slip = reservedStart(text, line - lineShift, lineShift)
    problems.push(problem(file, slip?.line ?? line, slip?.message ?? `The file cannot be read here: ${(error as Error).message}`))
    return undefined
  }
  curlyQuotes(file, doc, lineOfNode, problems, 'value')
  // The line of a field's value (lineOf), or of a list item or a field's name (keyLine); when it is not
  // there, the nearest group's above it.
  const nearest = (path: (string | number)[], lineAt: (n: number) => number | undefined) => {
    for (let n = path.length; n > 0; n--) {
      const line = lineAt(n)
      if (line !== undefined) return line
    }
    return undefined
  }
  const lineOf: LineOf = (path) => nearest(path, (n) => lineOfNode(doc.getIn(path.slice(0, n), true) as Scalar | undefined))
  const keyLine: LineOf = (path) =>
    nearest(path, (n) => {
      const parent = n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1), true)
      const step = path[n - 1]
      return lineOfNode((isSeq(parent) && typeof step === 'number' ? parent.items[step] : isMap(parent) ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === step)?.key : undefined) as Scalar | undefined)
    })
  return { value, lineOf, keyLine }
}

function unresolvedAlias(doc: Document): Alias | undefined {
  let found: Alias | undefined
  visit(doc, {
    Alias(_, node) {
      if (node.resolve(doc)) return undefined
      found = node
      return visit.BREAK
    },
  })
  return found
}

/**
 * Curly quotes, as word processors type them, which YAML does not read as quotes. Around a field name
 * (an error: the name is read as meant for the rest of the check); around a value they show on the page
 * (a warning, as a quotation may mean them).
 */
function curlyQuotes(file: string, doc: Document, lineOf: (node: { range?: [number, number, number] | null }) => number | undefined, problems: Problem[], part: 'key' | 'value'): void {
  visit(doc, {
    Pair(_, pair) {
      const node = part === 'key' ? pair.key : pair.value
      if (part === 'key' && isScalar(node) && typeof node.value === 'string' && /^[“‘][^“”‘’]+[”’]$/.test(node.value.trim())) {
        const name = node.value.trim().slice(1, -1)
        problems.push(problem(file, lineOf(node), `The field name ${node.value.trim()} is in curly quotes (“ ”), which YAML reads as part of the name. Write it without quotes: ${name}:`))
        node.value = name
      }
    },
    Scalar(_, node) {
      if (part !== 'value' || typeof node.value !== 'string' || !/^[“‘][\s\S]*[”’]$/.test(node.value.trim())) return
      const inner = node.value.trim().slice(1, -1)
      problems.push(problem(file, lineOf(node), `The value ${node.value.trim()} is wrapped in curly quotes, which show on the page as they are. Remove them (${inner}), or use straight double quotes "${inner.replace(/"/g, '\\"')}" if the text needs quotes around it (a colon in it, for example).`, 'warning'))
    },
  })
}

function plainYamlError(code: string, message: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'the same field is written twice. Keep one of them.'
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'the indentation or punctuation is off. Each field is "name: value"; list items start with "- " and line up under each other.'
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a line has words but no field name (such as "title:") in front of them, or a text with a colon needs quotes around it, like "Note: bring your ID".'
    case 'BAD_DQ_ESCAPE':
      return 'a text in double quotes has a backslash (\\), which YAML reads as the start of a special sign. Write two backslashes (\\\\) for one, or put the text in single quotes instead.'
    case 'MULTIPLE_DOCS':
      return 'a line "---" in the middle of the file reads as the start of a second file. Remove it (or, for a text that is "---", put it in quotes).'
    default:
      return `${message.split('\n')[0]}. If a text contains a colon (:) or starts with a quote, put the whole text in double quotes.`
  }
}

const NO_FRONTMATTER = 'The file must start with a frontmatter block: a line with ---, the fields, and another line with ---.'
/** A line of dashes as a word processor may leave it: long dashes (—, –), or spaces between them. */
const DASHES = /^[-\u2010-\u2015\u2212 \t]{2,}$/

/** Why a file has no frontmatter block that splitFrontmatter reads, on the line to change. */
export function noFrontmatter(text: string): { line: number; message: string } {
  const lines = text.split(/\r?\n/)
  const first = lines.findIndex((line) => line.trim() !== '')
  const notThree = (index: number) => {
    const written = lines[index]!
    const why = /[\u2010-\u2015\u2212]/.test(written) ? 'a word processor turned dashes into a long dash (—)' : /\s/.test(written) ? 'it has spaces' : `it has ${written.length} dashes`
    return { line: index + 1, message: `Line ${index + 1} is "${written}", which looks like --- but is not: ${why}. Write three plain dashes, ---, alone on the line.` }
  }
  if (first < 0) return { line: 1, message: NO_FRONTMATTER }
  if (lines[first] !== '---' && DASHES.test(lines[first]!)) return notThree(first)
  if (lines[first] !== '---') return { line: 1, message: NO_FRONTMATTER }
  if (first > 0) return { line: 1, message: `The file must begin with --- on its very first line: delete the ${first === 1 ? 'empty line' : `${first} empty lines`} above it.` }
  const close = lines.findIndex((line, index) => index > 0 && DASHES.test(line))
  if (close > 0 && lines[close] !== '---') return notThree(close)
  return { line: 1, message: 'The fields at the top begin with --- on line 1, but no line --- ends them. Add a line with three dashes, ---, after the last field and before the text of the page.' }
}

export function splitFrontmatter(text: string): { frontmatter: string; body: string; bodyLine: number } | undefined {
  // Each --- alone on its line, as the build's MDX reads the block (a line "----" is not its end).
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)
  if (!match) return undefined
  return { frontmatter: match[1] ?? '', body: text.slice(match[0].length), bodyLine: match[0].split('\n').length }
}

type Located = { href: string; lineOffset: number }

/** Every text field called `key`, at any depth, that `wanted` takes, with its line (1 when unknown). */
function fieldsNamed(key: string, wanted: (value: string) => boolean, value: unknown, lineOf: LineOf, path: (string | number)[] = []): Located[] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([name, item]) => {
    const at = [...path, Array.isArray(value) ? Number(name) : name]
    return name === key && typeof item === 'string' && wanted(item) ? [{ href: item, lineOffset: lineOf(at) ?? 1 }] : fieldsNamed(key, wanted, item, lineOf, at)
  })
}

/** The pictures named in YAML fields: every "src" that is a path of this site. */
export const frontmatterPictures = (value: unknown, lineOf: LineOf) => fieldsNamed('src', (src) => src.startsWith('/'), value, lineOf)
/** The links written in YAML fields: every "href". */
export const frontmatterLinks = (value: unknown, lineOf: LineOf) => fieldsNamed('href', () => true, value, lineOf)
