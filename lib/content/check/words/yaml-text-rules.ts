// Rules for the texts written in YAML: every data file (content/*.yaml, the translations, the words files)
// and the fields between the --- lines of every MDX file. These texts are shown exactly as written: Markdown
// in them ("**bold**") ships as stars on the page, and a count typed into them goes stale (typed-counts.ts).
import { LineCounter, isPair, isScalar, parseDocument, visit } from 'yaml'
import type { Problem } from '../check-types.ts'
import { typedCounts, type Counts } from '../../lint/typed-counts.ts'
import { facts } from '../../facts.ts'

/** Fields whose value is an address or a file, never words. */
const NOT_WORDS = new Set(['href', 'src', 'url', 'translatedFrom', 'file', 'from', 'to'])

/** A component's tag (<PhoneNumber />, <Note>): the MDX text below the --- lines reads them, a YAML text does not. */
const COMPONENT = /<\/?([A-Z]\w*)\b[^<>]*>/
const FACT_NAMES = new Set<string>([...Object.keys(facts), 'StateNames'])

const MARKDOWN: { pattern: RegExp; what: (found: string) => string }[] = [
  { pattern: /\*\*[^*\n]+\*\*|__[^_\n]+__/, what: (found) => `the ${found.slice(0, 2)} marks of "${found}" (bold) show on the page. Write the words alone: "${found.slice(2, -2)}"` },
  { pattern: /(?<=^|[\s(])\*[^*\s][^*\n]*?\*(?=[\s).,;:!?]|$)/, what: (found) => `the * marks of "${found}" (italics) show on the page. Write the words alone: "${found.slice(1, -1)}"` },
  {
    pattern: /\[[^\]\n]+\]\([^)\s]+\)/,
    what: (found) => `"${found}" shows on the page as written, brackets and address: a text here cannot hold a link. Write the words alone ("${/^\[([^\]]*)\]/.exec(found)?.[1] ?? ''}"), and the address in the item's "href" where it has one`,
  },
  { pattern: /^#{1,6}\s/, what: (found) => `the ${found.trim()} at its start shows on the page: a text here cannot be a heading. Remove the ${found.trim()}` },
  { pattern: /`[^`\n]+`/, what: (found) => `the \` marks of ${found} show on the page. Write the words alone: "${found.slice(1, -1)}"` },
]

/**
 * The mistakes of the texts of one YAML text (a whole file, or the frontmatter of an MDX file, then
 * `lineShift` is 1 for its opening ---). A text that cannot be read is the YAML reader's to report.
 */
export function yamlTextProblems(file: string, text: string, lineShift: number, counts: Counts | undefined): Problem[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  if (doc.errors.length > 0) return []
  const problems: Problem[] = []
  visit(doc, {
    Scalar(key, node, path) {
      const parent = path.at(-1)
      // A field's name is no text; the value of an address field neither.
      if (key === 'key' || typeof node.value !== 'string') return
      if (isPair(parent) && isScalar(parent.key) && NOT_WORDS.has(String(parent.key.value))) return
      const value = node.value
      const line = node.range ? lineCounter.linePos(node.range[0]).line + lineShift : undefined
      const component = COMPONENT.exec(value)
      if (component && !FACT_NAMES.has(component[1]!)) {
        problems.push({
          file,
          line,
          level: 'error',
          message: `In "${shorten(value)}", "${component[0]}" shows on the page as written: components do not work in the texts of YAML files and of the fields at the top of a page (only the counts, such as <OfficeCount />, do). Write the words or the number themselves here, or move the sentence into the text of a page, below the --- lines, where ${component[0]} works.`,
        })
        return
      }
      for (const { pattern, what } of MARKDOWN) {
        const found = pattern.exec(value)?.[0]
        if (!found) continue
        problems.push({ file, line, level: 'error', message: `In "${shorten(value)}", ${what(found)}. The texts of YAML files and of the fields at the top of a page are shown as they are: Markdown works only in the text of a page, below the --- lines.` })
        break
      }
      for (const count of typedCounts(value, counts)) problems.push({ file, line, level: 'error', message: count.message })
    },
  })
  return problems
}

const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67).trimEnd()}…` : text)
