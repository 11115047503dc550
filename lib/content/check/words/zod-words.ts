// zod's complaints about a file's fields, in plain words with the line of the field.
import type { z } from 'zod'
import type { LineOf, Problem } from '../check-types.ts'
import { dateMistake } from './date-words.ts'
import { FILE_NAME, didYouMean } from './near-miss.ts'

type Path = (string | number)[]
const pathOf = (issue: z.core.$ZodIssue): Path => issue.path.filter((p): p is string | number => typeof p !== 'symbol')

export function zodProblems(file: string, error: z.ZodError, value: unknown, lineOf: LineOf): Problem[] {
  const slips = misspeltFields(error.issues, value)
  return error.issues.flatMap((issue) => {
    const path = pathOf(issue)
    // A needed field written with a slip ("titel" for "title"): one message on the slip's line, not also "missing".
    if (issue.code === 'invalid_type' && slips.some((slip) => slip.missing === path.join('.'))) return []
    const slip = issue.code === 'unrecognized_keys' ? slips.find((s) => s.parent === path.join('.') && issue.keys.includes(s.written)) : undefined
    if (slip) return [{ file, line: lineOf([...path, slip.written]), level: 'error' as const, message: `${fieldName([...path, slip.written], value)} is not a field the site knows, and ${fieldName([...path, slip.meant], value)} is missing: write ${slip.meant}: instead of ${slip.written}:.` }]
    const found = valueAt(value, path)
    // An unknown field is reported on its own line.
    const linePath = issue.code === 'unrecognized_keys' && issue.keys[0] ? [...path, issue.keys[0]] : path
    const swapped = issue.code === 'too_small' || issue.code === 'too_big' ? swappedCoordinates(path, value) : undefined
    return [{ file, line: lineOf(linePath), level: 'error' as const, message: swapped ?? describeIssue(fieldName(path, value), issue, found) }]
  })
}

/** The unknown fields that are a near miss of a needed field missing beside them. */
function misspeltFields(issues: readonly z.core.$ZodIssue[], value: unknown): { parent: string; written: string; meant: string; missing: string }[] {
  return issues.flatMap((issue) => {
    const path = pathOf(issue)
    if (issue.code !== 'invalid_type' || path.length === 0 || valueAt(value, path) !== undefined) return []
    const meant = String(path.at(-1))
    const parent = path.slice(0, -1).join('.')
    const unknown = issues.find((other) => other.code === 'unrecognized_keys' && pathOf(other).join('.') === parent)
    const written = unknown?.code === 'unrecognized_keys' ? unknown.keys.find((key) => didYouMean(key, [meant]) !== '') : undefined
    return written ? [{ parent, written, meant, missing: path.join('.') }] : []
  })
}

/** A latitude out of its range whose longitude would make a latitude: the two were written the wrong way round. */
function swappedCoordinates(path: Path, value: unknown): string | undefined {
  if (path.at(-1) !== 'latitude') return undefined
  const place = valueAt(value, path.slice(0, -1)) as { latitude?: unknown; longitude?: unknown } | undefined
  const { latitude, longitude } = place ?? {}
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || Math.abs(latitude) > 180 || Math.abs(longitude) > 90) return undefined
  return `${fieldName(path.slice(0, -1), value)}: latitude and longitude look swapped (a latitude is between -90 and 90, and ${latitude} is not). Write latitude: ${longitude} and longitude: ${latitude}.`
}

/** The fields an item of a list is known by, in the order they are looked for: an office by its name… */
const ITEM_NAMES = ['name', 'title', 'englishName', 'label', 'heading', 'question', 'date', 'from', 'group']

/** A field by its path, each item by its own name where it has one: "Slidell (item 9) → hours". */
function fieldName(path: (string | number)[], value: unknown): string {
  if (path.length === 0) return 'The file'
  const names = path.map((p, i) => {
    if (typeof p !== 'number') return p
    const item = valueAt(value, path.slice(0, i + 1))
    const own = item && typeof item === 'object' ? ITEM_NAMES.map((key) => (item as Record<string, unknown>)[key]).find((v) => typeof v === 'string' && v.trim()) : undefined
    return typeof own === 'string' ? `${own.trim()} (item ${p + 1})` : `item ${p + 1}`
  })
  return `"${names.join(' → ')}"`
}

function describeIssue(field: string, issue: z.core.$ZodIssue, found: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (found === undefined) return `${field} is missing. Add it: it must be ${expectedWords(issue.expected)}.`
      return `${field} must be ${expectedWords(issue.expected)}, found ${foundWords(found)}.${quotesHint(issue.expected, found)}`
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map((v) => `"${String(v)}"`).join(', ')}, found ${foundWords(found)}.${typeof found === 'string' ? didYouMean(found, issue.values.map(String)) : ''}`
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${field} is empty. Write some text there, or remove the field if it is optional.`
      if (issue.origin === 'array') return `${field} needs at least ${String(issue.minimum)} item(s), found ${Array.isArray(found) ? found.length : 0}.`
      return `${field} ${issue.message.startsWith('should') ? issue.message : `must be at least ${String(issue.minimum)}`}, found ${foundWords(found)}.`
    case 'too_big':
      return `${field} ${issue.message.startsWith('should') ? issue.message : `must be at most ${String(issue.maximum)}`}, found ${foundWords(found)}.`
    case 'unrecognized_keys':
      return `${field} has fields the site does not know: ${issue.keys.map((k) => `"${k}"`).join(', ')}. Check their spelling or remove them.`
    case 'invalid_format':
      if (issue.format === 'date') {
        const mistake = typeof found === 'string' ? dateMistake(found) : undefined
        return mistake ? `${field} ${mistake}` : `${field} must be a date written as YYYY-MM-DD (for example 2026-10-01), found ${foundWords(found)}.`
      }
      if (issue.format === 'email') return `${field} must be an e-mail address such as info@example.com, found ${foundWords(found)}.${emailHint(found)}`
      return `${field} ${issue.message}, found ${foundWords(found)}.${addressHint(found)}${phoneHint(found)}`
    default:
      return `${field} ${issue.message}.`
  }
}

/** A number or true/false where text belongs: YAML reads 15 as a number, and "15" in quotes as text. */
const quotesHint = (expected: string, found: unknown) => (expected === 'string' && (typeof found === 'number' || typeof found === 'boolean') ? ` Put it in quotes to make it text: "${String(found)}".` : '')

/** An address with a slip a keyboard makes: a comma or a space for a dot. */
function emailHint(found: unknown): string {
  if (typeof found !== 'string' || !found.includes('@')) return ''
  const fixed = found.trim().replace(/\s*,\s*/g, '.').replace(/\s+/g, '')
  return fixed !== found && /^[^\s@,]+@[^\s@,]+\.[a-z]{2,}$/i.test(fixed) ? ` Did you mean "${fixed}"?` : ''
}

/** A phone number short of its area code (seven digits): say what is missing. */
function phoneHint(found: unknown): string {
  return typeof found === 'string' && /^[\d\s().-]+$/.test(found) && found.replace(/\D/g, '').length === 7 ? ' It has 7 digits: add the area code in front, such as (985).' : ''
}

/** A web address written without its https:// (as a browser's bar shows it): the same with it. */
function addressHint(found: unknown): string {
  if (typeof found !== 'string' || !/^(www\.)?[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(found.trim())) return ''
  if (FILE_NAME.test(found.trim())) return ''
  return ` A web address starts with https://: write "https://${found.trim()}".`
}

const EXPECTED: Record<string, string> = {
  string: 'some text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list of words, one per line starting with "- "',
  object: 'a group of fields, each on its own indented line',
}
const expectedWords = (expected: string) => EXPECTED[expected] ?? `a ${expected}`

function foundWords(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (Array.isArray(value)) return `a list of ${value.length} item(s)`
  if (typeof value === 'string') return value.includes(' ') ? `the text "${value}"` : /^(?=.*\p{L})[\p{L}\p{N}'’-]+$/u.test(value) ? `a single word ("${value}")` : `"${value}"`
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return `${value}`
  return 'a group of fields'
}

/** The value at a path of a file's data (undefined when it is not there). */
export const valueAt = (value: unknown, path: readonly PropertyKey[]) => path.reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined), value)
