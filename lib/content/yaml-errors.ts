// YAML reading mistakes, one message per real mistake, on the line where it is.
// The yaml library reports a slip of indentation as a cascade of errors (a tab on one line gives over a
// hundred, an extra space is reported on the line above with the wrong advice), so the file's
// indentation is looked at first, the way a person would: tabs, then a line out of step with its neighbours.

export interface YamlSlip {
  /** Line in the text given (1-based). */
  line: number
  message: string
}

/** Tabs used for indenting: YAML allows only spaces there. One message per line. */
export function tabIndents(text: string, lineShift = 0): YamlSlip[] {
  return text.split('\n').flatMap((line, i) => {
    const n = i + 1 + lineShift
    return /^ *\t/.test(line) ? [{ line: n, message: `Line ${n} is indented with a tab: use two spaces for each step of indentation (YAML does not allow tabs there).` }] : []
  })
}

/**
 * The line whose indentation is out of step, when the file cannot be read. Our files indent in steps of
 * two spaces, so a line with an odd number of leading spaces is the slip; failing that, a field indented
 * under a field that already has its value ("title: Stroke", then "  subtitle: …").
 * `lineShift` is how many lines of the file come before the text (the frontmatter's opening ---).
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
    const above = lines[before] ?? ''
    if (!meaningful(line) || before < 0 || indentOf(line) <= indentOf(above) || !/^ *[\w-]+: +[^|>\s]/.test(above)) continue
    const [n, m] = [i + 1 + lineShift, before + 1 + lineShift]
    return {
      line: n,
      message: `Line ${n} is indented more than line ${m} above it, so it reads as part of that field. Remove the spaces at the start of line ${n} so it lines up with line ${m}.`,
    }
  }
  return undefined
}
