// YAML reading mistakes, one message per real mistake, on its line. The yaml library reports a slip of
// indentation as a cascade of errors, so the indentation is looked at first, as a person would.

export interface YamlSlip {
  line: number
  message: string
}

/** An indentation with characters that look like a space but are not one to YAML (copied from a web page or a word processor). */
const LOOKALIKE_INDENT = /^[ \t]*[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/

/**
 * One message a line for each line indented with a tab, which YAML does not allow, and for each line
 * indented with look-alike spaces, which YAML reads as letters, so the field below loses its place.
 */
export const badIndents = (text: string, lineShift = 0): YamlSlip[] =>
  text.split('\n').flatMap((line, i) => {
    const n = i + 1 + lineShift
    const tab = /^ *\t/.test(line) ? [{ line: n, message: `Line ${n} is indented with a tab: use two spaces for each step of indentation (YAML does not allow tabs there).` }] : []
    const message = `Line ${n} is indented with non-breaking spaces, which look like spaces but are not read as indentation (they come with text copied from a web page or a word processor). Delete the spaces at the start of line ${n} and type them again with the space bar: two for each step.`
    return [...tab, ...(LOOKALIKE_INDENT.test(line) && line.trim() ? [{ line: n, message }] : [])]
  })

/**
 * The line whose indentation is out of step: one with an odd number of leading spaces (our files indent
 * in steps of two), failing that a field indented under a field that has its value. `lineShift` is how
 * many lines of the file come before the text (the frontmatter's opening ---).
 */
export function indentSlip(text: string, lineShift = 0): YamlSlip | undefined {
  const lines = text.split('\n')
  const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0
  const meaningful = (line: string | undefined) => line !== undefined && line.trim() !== '' && !line.trim().startsWith('#')
  const previous = (i: number) => {
    let before = i - 1
    while (before >= 0 && !meaningful(lines[before])) before--
    return before
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (!meaningful(line) || indentOf(line) % 2 === 0) continue
    let after = i + 1
    while (after < lines.length && !meaningful(lines[after])) after++
    const neighbours = [lines[previous(i)], lines[after]].filter(meaningful).map((l) => indentOf(l ?? ''))
    const near = neighbours.find((n) => Math.abs(n - indentOf(line)) === 1) ?? neighbours[0] ?? 0
    const diff = indentOf(line) - near
    const words = diff === 1 ? 'one space more' : diff === -1 ? 'one space less' : `${Math.abs(diff)} spaces ${diff > 0 ? 'more' : 'less'}`
    const n = i + 1 + lineShift
    return { line: n, message: `Line ${n} has ${words} than the lines around it. Line it up with the other fields of its group (indentation goes in steps of two spaces).` }
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const before = previous(i)
    if (!meaningful(line) || before < 0 || indentOf(line) <= indentOf(lines[before] ?? '') || !/^ *[\w-]+: +[^|>\s]/.test(lines[before] ?? '')) continue
    const [n, m] = [i + 1 + lineShift, before + 1 + lineShift]
    return { line: n, message: `Line ${n} is indented more than line ${m} above it, so it reads as part of that field. Remove the spaces at the start of line ${n} so it lines up with line ${m}.` }
  }
  return undefined
}

/**
 * A quote or bracket that opens a value and is never closed, looked for on the line the reader
 * complained about (`before`, 1-based) and above it: YAML reads the rest of the file into that value.
 */
export function unclosedOpening(text: string, before: number, lineShift = 0): YamlSlip | undefined {
  const lines = text.split('\n').slice(0, before)
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /^(\s*(?:- )?(?:[\w-]+:\s+)?)(["'[{])(.*)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, lead = '', open = '', rest = ''] = match
    // A text may go on over several lines: only an opening closed nowhere before the complaint is the slip.
    const closing = open === '[' ? ']' : open === '{' ? '}' : open
    if (closes(open, rest) || lines.slice(i + 1).some((l) => l.includes(closing))) continue
    const n = i + 1 + lineShift
    const value = `${open}${rest}`.trim()
    const field = lead.trim()
    if (open === '"' || open === "'")
      return { line: n, message: `Line ${n} opens a quote (${open}) that is never closed, so the lines after it are read as part of this text. Add the closing ${open} at the end of the text: ${field} ${value.replace(/\s*$/, '')}${open}` }
    const quoted = `"${value.replace(/"/g, '\\"')}"`
    return {
      line: n,
      message: `Line ${n} starts its value with "${open}", which YAML reads as the start of a ${open === '[' ? 'list' : 'group'} that is never closed. For text that starts with "${open}", put the whole text in double quotes: ${field} ${quoted}; otherwise remove the "${open}".`,
    }
  }
  return undefined
}

/** Whether a value that starts with `open` is closed on its own line. */
function closes(open: string, rest: string): boolean {
  if (open === '"') return /(^|[^\\])(\\\\)*"\s*(#.*)?$/.test(rest) || /^"\s*(#.*)?$/.test(rest)
  if (open === "'") return /'\s*(#.*)?$/.test(rest.replace(/''/g, ''))
  let depth = 1
  let quote: string | undefined
  for (const char of rest) {
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") quote = char
    else if (char === '[' || char === '{') depth++
    else if (char === ']' || char === '}') depth--
  }
  return depth <= 0
}

/** A value that starts with a sign YAML keeps for itself (* & ! @ ` %), on or above the line complained about. */
export function reservedStart(text: string, before: number, lineShift = 0): YamlSlip | undefined {
  const lines = text.split('\n').slice(0, before)
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /^(\s*(?:- )?(?:[\w-]+:\s+)?)([*&!@`%])(.*)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, lead = '', sign = '', rest = ''] = match
    const n = i + 1 + lineShift
    const value = `${sign}${rest}`.trim()
    if (value.startsWith('**') || value.startsWith('`'))
      return { line: n, message: `Line ${n} starts with "${sign}", a sign YAML keeps for itself, and Markdown does not work in YAML texts anyway: its marks would show on the page. Write the words alone: ${lead.trim()} ${value.replace(/\*\*|`/g, '')}` }
    return { line: n, message: `Line ${n} starts its value with "${sign}", a sign YAML keeps for itself. Put the whole text in double quotes: ${lead.trim()} "${value.replace(/"/g, '\\"')}"` }
  }
  return undefined
}

/**
 * A text with ": " in it written without quotes (`reason: Closed: hurricane`): YAML reads the second colon
 * as a field inside the text. The nearest such line at or above the error.
 */
export function colonInText(text: string, before: number, lineShift = 0): YamlSlip | undefined {
  const lines = text.split('\n').slice(0, before)
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /^(\s*(?:- )?[\w-]+:)\s+([^\s"'#|>[{][^#]*?:(?:\s.*)?)\s*$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, field = '', value = ''] = match
    const n = i + 1 + lineShift
    return { line: n, message: `The text on line ${n} has a colon in it (${value}), which YAML reads as the start of another field. Put the whole text in double quotes: ${field.trim()} "${value.replace(/"/g, '\\"')}"` }
  }
  return undefined
}
