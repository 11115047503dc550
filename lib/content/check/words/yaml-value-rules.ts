// More rules for the values written in YAML (every data file, and the fields at the top of every MDX
// file): HTML entities, which show as typed; claims no practice may publish; English left on a Spanish
// page; a date centuries away (a year mistyped); an item listed twice in a list. The words of each rule
// are shared with the text of the pages (lint/).
import { LineCounter, isMap, isPair, isScalar, parseDocument, visit, type Node as YamlNode } from 'yaml'
import type { Problem } from '../check-types.ts'
import { dataFiles } from '../../files.ts'
import { claimsIn } from '../../lint/claims.ts'
import { entitiesIn } from '../../lint/entities.ts'
import { englishMessage, englishSentences, isSpanishFile } from '../../lint/english-on-spanish.ts'

/** Fields whose value is an address, a file or a code, never words. */
const NOT_WORDS = new Set(['href', 'src', 'url', 'translatedFrom', 'file', 'from', 'to', 'slug', 'lang', 'email', 'phone', 'icon', 'group', 'reviewedBy'])
/** The fields an item of a list is known by, so two items with the same one are the same item twice. */
const ITEM_NAMES = ['name', 'slug', 'title', 'label', 'id', 'key', 'question', 'href']
/** Dates are believed from this year to this many years ahead; closed days a year or two around today. */
/** What duplicates.ts already says of the items of the data files. */
const DATA_FILES = new Set<string>(Object.values(dataFiles).map((d) => d.file))
const NAMED_IN_DATA = new Set(['name', 'slug', 'title', 'label'])
const FIRST_YEAR = 1900
const YEARS_AHEAD = 10
const CLOSURE_YEARS = 2

export function yamlValueProblems(file: string, text: string, lineShift: number, today: Date): Problem[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  if (doc.errors.length > 0) return []
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line + lineShift : undefined)
  const problems: Problem[] = []
  const year = today.getUTCFullYear()
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return
      const parent = path.at(-1)
      const field = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined
      const value = node.value
      const line = lineOf(node)
      const say = (message: string, level: Problem['level'] = 'error') => problems.push({ file, line, level, message })
      const date = /^(\d{1,5})-\d{1,2}-\d{1,2}$/.exec(value.trim())
      if (date) {
        const written = Number(date[1])
        const closure = file.endsWith('closures.yaml') || path.some((p) => isPair(p) && isScalar(p.key) && p.key.value === 'closures')
        const [low, high] = closure ? [year - CLOSURE_YEARS, year + CLOSURE_YEARS] : [FIRST_YEAR, year + YEARS_AHEAD]
        if (written < low || written > high)
          say(`${field ? `"${field}" is` : 'The date'} ${value.trim()}, ${written < year ? `${year - written} years ago` : `${written - year} years from now`}: the year looks mistyped. Write the date as YYYY-MM-DD with the right year${closure ? ` (a closed day is this year or next: ${year} or ${year + 1})` : ''}.`)
        return
      }
      if (field && NOT_WORDS.has(field)) return
      const entity = entitiesIn(value, false)[0]
      if (entity) say(entity.message)
      const claim = claimsIn(value)
      if (claim) say(claim)
      const english = isSpanishFile(file) && field !== 'translatedBy' && /\s/.test(value.trim()) ? englishSentences(value)[0] : undefined
      if (english) say(englishMessage(english), 'warning')
    },
    Seq(_, seq) {
      problems.push(...repeatedItems(file, seq.items, lineOf))
    },
  })
  return problems
}

/**
 * The items of a list written twice: the same text, or items with the same name, title, label…
 * (objects with `name`, `slug`, `title` or `label` in data files are duplicates.ts' to report).
 */
function repeatedItems(file: string, items: unknown[], lineOf: (node: YamlNode | null | undefined) => number | undefined): Problem[] {
  const problems: Problem[] = []
  const seen = new Map<string, number | undefined>()
  const repeat = (key: string, node: YamlNode, shown: string, what: string) => {
    const first = seen.get(key)
    if (!seen.has(key)) {
      seen.set(key, lineOf(node))
      return
    }
    const line = lineOf(node)
    problems.push({
      file,
      line,
      level: 'error',
      message: `${line ? `Line ${line}` : 'This item'} repeats ${first ? `line ${first}` : 'an item above it'}: "${shown}" is listed twice${what}. Delete the copy, or give each item its own words.`,
    })
  }
  for (const item of items) {
    if (isScalar(item) && typeof item.value === 'string' && item.value.trim()) repeat(`text:${item.value.trim().toLowerCase()}`, item, item.value.trim(), '')
    if (!isMap(item)) continue
    const named = ITEM_NAMES.find((name) => isScalar(item.get(name, true)))
    // An item with no name is the same item when every field is the same (two closures of one day).
    if (!named) repeat(`item:${JSON.stringify(item.toJSON())}`, item, shortItem(item.toJSON() as Record<string, unknown>), '')
    for (const name of ITEM_NAMES) {
      const value = item.get(name, true)
      if (!isScalar(value) || typeof value.value !== 'string' || !value.value.trim()) continue
      if (DATA_FILES.has(file) && NAMED_IN_DATA.has(name)) break
      repeat(`${name}:${value.value.trim().toLowerCase()}`, value, value.value.trim(), ` (its "${name}")`)
      break // an item is known by its first naming field
    }
  }
  return problems
}

const shortItem = (item: Record<string, unknown>) => {
  const text = Object.entries(item)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? '…' : String(value)}`)
    .join(', ')
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}
