// The check engine: how content files are read and how their mistakes are reported. It knows nothing
// of this site's rules (those are in validate.ts and site-rules.ts): it reads YAML and frontmatter with
// the line of every field, turns zod's and the YAML reader's complaints into plain words with file:line,
// and formats the report that `npm run check` and the build print.
import { LineCounter, parseDocument, isScalar, visit, type Alias, type Document } from 'yaml'
import { indentSlip, lookalikeSpaceIndents, reservedStart, tabIndents, unclosedOpening } from './words/yaml-errors.ts'
import type { LineOf, Problem } from './check-types.ts'
export type { Entry, LineOf, Problem, SourceFile } from './check-types.ts'
export { zodProblems } from './words/zod-words.ts'

/** Turns a list of problems into the text the build and `npm run check` print. */
export function formatProblems(problems: Problem[]): string {
  return problems
    .map((p) => `${p.level === 'error' ? 'ERROR  ' : 'WARNING'} ${p.file}${p.line ? `:${p.line}` : ''}\n        ${p.message}`)
    .join('\n')
}

export function parseYaml(file: string, text: string, lineShift: number, problems: Problem[]): { value: unknown; lineOf: LineOf } | undefined {
  // Tabs first: one tab makes the yaml library report a hundred errors; here it is one message a line.
  const tabs = [...tabIndents(text, lineShift), ...lookalikeSpaceIndents(text, lineShift)].sort((a, b) => a.line - b.line)
  if (tabs.length > 0) {
    for (const tab of tabs) problems.push({ file, level: 'error', ...tab })
    return undefined
  }
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const [error] = doc.errors
  if (error) {
    // One slip gives several errors, the first often on the line above: report the slip once, where it is.
    const errorLine = lineCounter.linePos(error.pos[0]).line
    const slip = indentSlip(text, lineShift) ?? unclosedOpening(text, errorLine, lineShift) ?? reservedStart(text, errorLine, lineShift)
    if (slip) {
      problems.push({ file, level: 'error', ...slip })
    } else {
      const line = errorLine + lineShift
      problems.push({ file, line, level: 'error', message: `The file cannot be read here: ${plainYamlError(error.code, error.message)}` })
    }
    return undefined
  }
  problems.push(...curlyQuotedKeys(file, doc, lineCounter, lineShift))
  let value: unknown
  try {
    value = doc.toJS()
  } catch (error) {
    // A text starting with "*" (Markdown's *emphasis*) reads as a reference to another value; one to a
    // value that is not there passes the reader and stops only here. Said as the other signs YAML keeps.
    const alias = unresolvedAlias(doc)
    const line = alias?.range ? lineCounter.linePos(alias.range[0]).line : 1
    const slip = reservedStart(text, line, lineShift) ?? { line: line + lineShift, message: `The file cannot be read here: ${(error as Error).message}` }
    problems.push({ file, level: 'error', ...slip })
    return undefined
  }
  problems.push(...curlyQuotedValues(file, doc, lineCounter, lineShift))
  return { value, lineOf: lineFinder(doc, lineCounter, lineShift) }
}

/** The first "*name" of a document that names no "&name" before it (YAML's reference to another value). */
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
 * A field name in curly quotes (“title”: …): YAML reads the quotes as part of the name, so the field
 * would be unknown and "title" missing. Said once, on its line; the rest of the file is checked with
 * the name as meant.
 */
function curlyQuotedKeys(file: string, doc: Document, lineCounter: LineCounter, lineShift: number): Problem[] {
  const problems: Problem[] = []
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key
      if (!isScalar(key) || typeof key.value !== 'string' || !/^[“‘][^“”‘’]+[”’]$/.test(key.value.trim())) return
      const name = key.value.trim().slice(1, -1)
      problems.push({
        file,
        line: key.range ? lineCounter.linePos(key.range[0]).line + lineShift : undefined,
        level: 'error',
        message: `The field name ${key.value.trim()} is in curly quotes (“ ”), which YAML reads as part of the name. Write it without quotes: ${name}:`,
      })
      key.value = name
    },
  })
  return problems
}

/**
 * A value wrapped in curly quotes (“…” or ‘…’, as word processors type them): YAML does not read them as
 * quotes, so they show on the page. A warning, as a quotation may mean them.
 */
function curlyQuotedValues(file: string, doc: Document, lineCounter: LineCounter, lineShift: number): Problem[] {
  const problems: Problem[] = []
  visit(doc, {
    Scalar(_, node) {
      if (!isScalar(node) || typeof node.value !== 'string' || !/^[“‘][\s\S]*[”’]$/.test(node.value.trim())) return
      const inner = node.value.trim().slice(1, -1)
      problems.push({
        file,
        line: node.range ? lineCounter.linePos(node.range[0]).line + lineShift : undefined,
        level: 'warning',
        message: `The value ${node.value.trim()} is wrapped in curly quotes, which show on the page as they are. Remove them (${inner}), or use straight double quotes "${inner.replace(/"/g, '\\"')}" if the text needs quotes around it (a colon in it, for example).`,
      })
    },
  })
  return problems
}

function lineFinder(doc: Document, lineCounter: LineCounter, lineShift: number): LineOf {
  return (path) => {
    for (let n = path.length; n > 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined
      if (node?.range) return lineCounter.linePos(node.range[0]).line + lineShift
    }
    return undefined
  }
}

export function frontmatterLineFinder(text: string): (field: string) => number | undefined {
  const lines = text.split('\n')
  return (field) => {
    const index = lines.findIndex((l) => l.startsWith(`${field}:`))
    return index >= 0 ? index + 1 : undefined
  }
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
      return 'a line is missing its "name:" or a text with a colon needs quotes around it, like "Note: bring your ID".'
    case 'BAD_DQ_ESCAPE':
      return 'a text in double quotes has a backslash (\\), which YAML reads as the start of a special sign. Write two backslashes (\\\\) for one, or put the text in single quotes instead.'
    case 'MULTIPLE_DOCS':
      return 'a line "---" in the middle of the file reads as the start of a second file. Remove it (or, for a text that is "---", put it in quotes).'
    default:
      return `${message.split('\n')[0]}. If a text contains a colon (:) or starts with a quote, put the whole text in double quotes.`
  }
}

export function splitFrontmatter(text: string): { frontmatter: string; body: string; bodyLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!match) return undefined
  return {
    frontmatter: match[1] ?? '',
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
  }
}


/** The pictures named in YAML fields (every "src" that is a path of this site), with their lines. */
export function frontmatterPictures(value: unknown, lineOf: LineOf, path: (string | number)[] = []): { href: string; lineOffset: number }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => frontmatterPictures(item, lineOf, [...path, i]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'src' && typeof item === 'string' && item.startsWith('/')
      ? [{ href: item, lineOffset: lineOf([...path, key]) ?? 1 }]
      : frontmatterPictures(item, lineOf, [...path, key]),
  )
}

/** The links written in YAML fields (every "href"), with their lines. */
export function frontmatterLinks(value: unknown, lineOf: LineOf, path: (string | number)[] = []): { href: string; lineOffset: number }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => frontmatterLinks(item, lineOf, [...path, i]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'href' && typeof item === 'string'
        ? [{ href: item, lineOffset: lineOf([...path, key]) ?? 1 }]
        : frontmatterLinks(item, lineOf, [...path, key]),
    )
  }
  return []
}

