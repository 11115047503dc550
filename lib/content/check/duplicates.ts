// The same name twice in a list (two offices called "Slidell", two cards with one title) gives visitors two
// identical choices and the search engines two things with one id, so every list in a YAML file is
// checked for repeated names.
import type { Problem } from './check-engine.ts'

const NAMING_FIELDS = ['name', 'slug', 'title', 'label'] as const

type LineOf = (path: (string | number)[]) => number | undefined

export function duplicateProblems(file: string, value: unknown, lineOf: LineOf, path: (string | number)[] = []): Problem[] {
  if (Array.isArray(value)) {
    const problems: Problem[] = []
    for (const field of NAMING_FIELDS) {
      const seen = new Map<string, number>()
      value.forEach((item, index) => {
        const name = (item as Record<string, unknown> | null)?.[field]
        if (typeof name !== 'string') return
        const key = name.trim().toLowerCase()
        const first = seen.get(key)
        if (first === undefined) {
          seen.set(key, index)
          return
        }
        const firstLine = lineOf([...path, first, field])
        problems.push({
          file,
          line: lineOf([...path, index, field]),
          level: 'error',
          message: `"${name}" is listed twice${firstLine ? ` (first on line ${firstLine})` : ''}. Give each item its own ${field}, or delete the copy.`,
        })
      })
    }
    return [...problems, ...value.flatMap((item, i) => duplicateProblems(file, item, lineOf, [...path, i]))]
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => duplicateProblems(file, item, lineOf, [...path, key]))
  }
  return []
}
