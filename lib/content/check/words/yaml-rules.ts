// Rules for the texts written in YAML (every data file and the fields at the top of every MDX file),
// which are shown exactly as written: Markdown, components, typed counts, HTML entities, claims, English
// on a Spanish page, a year mistyped, an item listed twice. The words are shared with lint/.
import { LineCounter, isMap, isPair, isScalar, parseDocument, visit, type Node as YamlNode } from 'yaml'
import { problem, type Problem } from '../check-types.ts'
import { dataFiles } from '../../files.ts'
import { facts } from '../../facts.ts'
import { claimsIn } from '../../lint/claims.ts'
import { entitiesIn } from '../../lint/entities.ts'
import { englishMessage, englishSentences, isSpanishFile } from '../../lint/english-on-spanish.ts'
import { typedCounts, type Counts } from '../../lint/typed-counts.ts'

/** Fields whose value is an address, a file or a code, never words. */
const NOT_WORDS = new Set(['href', 'src', 'url', 'translatedFrom', 'file', 'from', 'to', 'slug', 'lang', 'email', 'phone', 'icon', 'group', 'reviewedBy'])
/** The fields an item of a list is known by, so two items with the same one are the same item twice. */
const ITEM_NAMES = ['name', 'slug', 'title', 'label', 'id', 'key', 'question', 'href']
/** In the data files, every one of these names an item on its own. */
const NAMED_IN_DATA = ['name', 'slug', 'title', 'label']
const DATA_FILES = new Set<string>(Object.values(dataFiles).map((d) => d.file))
/**
 * The dates of the content are of this site's own doings (a review, a translation checked, a closed day):
 * believed from this many years back to this many ahead, closed days a year or two around today. A review
 * "from 1926" is 2026 with one digit mistyped, not a page older than the web.
 */
const YEARS_BACK = 25
const YEARS_AHEAD = 10
const CLOSURE_YEARS = 2

/** A component's tag: the MDX text below the --- lines reads them, a YAML text does not (but the counts). */
const COMPONENT = /<\/?([A-Z]\w*)\b[^<>]*>/
const FACT_NAMES = new Set<string>([...Object.keys(facts), 'StateNames'])
/** Code in braces ({site.phone}), as the text of a page may hold: a placeholder such as {name} is a plain word. */
const EXPRESSION = /\{[^{}\n]*[^\w\s{}][^{}\n]*\}/

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

const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67).trimEnd()}…` : text)

/** The mistakes of one YAML text (a file, or a frontmatter: `lineShift` 1); one that cannot be read is parseYaml's. */
export function yamlProblems(file: string, text: string, lineShift: number, counts: Counts | undefined, today: Date): Problem[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  if (doc.errors.length > 0) return []
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line + lineShift : undefined)
  const shown: Problem[] = []
  const values: Problem[] = []
  const year = today.getUTCFullYear()
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return
      const parent = path.at(-1)
      const field = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined
      const value = node.value
      const line = lineOf(node)
      const date = /^(\d{1,5})-\d{1,2}-\d{1,2}$/.exec(value.trim())
      if (date) {
        const written = Number(date[1])
        const closure = file.endsWith('closures.yaml') || path.some((p) => isPair(p) && isScalar(p.key) && p.key.value === 'closures')
        const [low, high] = closure ? [year - CLOSURE_YEARS, year + CLOSURE_YEARS] : [year - YEARS_BACK, year + YEARS_AHEAD]
        if (written < low || written > high)
          values.push(problem(file, line, `${field ? `"${field}" is` : 'The date'} ${value.trim()}, ${written < year ? `${year - written} years ago` : `${written - year} years from now`}: the year looks mistyped. Write the date as YYYY-MM-DD with the right year${closure ? ` (a closed day is this year or next: ${year} or ${year + 1})` : ''}.`))
        return
      }
      if (field && NOT_WORDS.has(field)) return
      const component = COMPONENT.exec(value)
      if (component && !FACT_NAMES.has(component[1]!)) {
        shown.push(problem(file, line, `In "${shorten(value)}", "${component[0]}" shows on the page as written: components do not work in the texts of YAML files and of the fields at the top of a page (only the counts, such as <OfficeCount />, do). Write the words or the number themselves here, or move the sentence into the text of a page, below the --- lines, where ${component[0]} works.`))
      } else if (EXPRESSION.test(value)) {
        const code = EXPRESSION.exec(value)![0]
        shown.push(problem(file, line, `In "${shorten(value)}", "${code}" shows on the page as written, braces and all: the texts of YAML files and of the fields at the top of a page are not code, and only a placeholder such as {name} is filled in. Write the words or the number themselves here.`))
      } else {
        const markdown = MARKDOWN.find(({ pattern }) => pattern.test(value))
        const found = markdown && markdown.pattern.exec(value)![0]
        if (markdown && found)
          shown.push(problem(file, line, `In "${shorten(value)}", ${markdown.what(found)}. The texts of YAML files and of the fields at the top of a page are shown as they are: Markdown works only in the text of a page, below the --- lines.`))
        for (const count of typedCounts(value, counts)) shown.push(problem(file, line, count.message))
      }
      const entity = entitiesIn(value, false)[0]
      if (entity) values.push(problem(file, line, entity.message))
      const claim = claimsIn(value)
      if (claim) values.push(problem(file, line, claim))
      const english = isSpanishFile(file) && field !== 'translatedBy' && /\s/.test(value.trim()) ? englishSentences(value)[0] : undefined
      if (english) values.push(problem(file, line, englishMessage(english), 'warning'))
    },
    Seq(_, seq) {
      values.push(...repeatedItems(file, seq.items, lineOf))
    },
  })
  return [...shown, ...values]
}

/** The items of a list written twice: the same text, or items with the same name, title, label… */
function repeatedItems(file: string, items: unknown[], lineOf: (node: YamlNode | null | undefined) => number | undefined): Problem[] {
  const problems: Problem[] = []
  const seen = new Map<string, number | undefined>()
  const repeat = (key: string, node: YamlNode, message: (first: number | undefined, line: number | undefined) => string) => {
    if (!seen.has(key)) return void seen.set(key, lineOf(node))
    problems.push(problem(file, lineOf(node), message(seen.get(key), lineOf(node))))
  }
  const twice = (shown: string, what: string) => (first: number | undefined, line: number | undefined) =>
    `${line ? `Line ${line}` : 'This item'} repeats ${first ? `line ${first}` : 'an item above it'}: "${shown}" is listed twice${what}. Delete the copy, or give each item its own words.`
  for (const item of items) {
    if (isScalar(item) && typeof item.value === 'string' && item.value.trim()) repeat(`text:${item.value.trim().toLowerCase()}`, item, twice(item.value.trim(), ''))
    if (!isMap(item)) continue
    const named = (name: string) => {
      const value = item.get(name, true)
      return isScalar(value) && typeof value.value === 'string' && value.value.trim() ? value : undefined
    }
    // An item with no name is the same item when every field is the same (two closures of one day).
    if (!ITEM_NAMES.some((name) => isScalar(item.get(name, true)))) repeat(`item:${JSON.stringify(item.toJSON())}`, item, twice(shortItem(item.toJSON() as Record<string, unknown>), ''))
    if (DATA_FILES.has(file) && NAMED_IN_DATA.some((name) => isScalar(item.get(name, true)))) {
      // In a data file, each naming field is its own: two offices with one name, two cards with one title.
      for (const name of NAMED_IN_DATA) {
        const value = named(name)
        if (value)
          repeat(`${name}:${String(value.value).trim().toLowerCase()}`, value, (first) => `"${String(value.value)}" is listed twice${first ? ` (first on line ${first})` : ''}. Give each item its own ${name}, or delete the copy.`)
      }
      continue
    }
    // Elsewhere an item is known by its first naming field.
    const name = ITEM_NAMES.find(named)
    const value = name && named(name)
    if (value) repeat(`${name}:${String(value.value).trim().toLowerCase()}`, value, twice(String(value.value).trim(), ` (its "${name}")`))
  }
  return problems
}

const shortItem = (item: Record<string, unknown>) => {
  const text = Object.entries(item)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? '…' : String(value)}`)
    .join(', ')
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
