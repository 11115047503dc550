// `npm run docs:content`: writes content/REFERENCE.md's field tables from the zod schemas the build
// enforces and its table of blocks from components/mdx/props.ts. `-- --check`: exits 1 when they are out of date.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { collections, dataFiles } from '../../lib/content/check/validate.ts'
import { uiDataFiles } from '../../lib/content/ui-files.ts'
import { isLang } from '../../lib/i18n/languages.ts'
import { mdxComponentList, type Listed } from '../../components/mdx/props.ts'

export const REFERENCE = 'content/REFERENCE.md'
export const START = '<!-- generated:start -->'
export const END = '<!-- generated:end -->'
export const BLOCKS_START = '<!-- generated:blocks:start -->'
export const BLOCKS_END = '<!-- generated:blocks:end -->'

export interface Sources {
  collections: Record<string, { folder: string; schema: z.ZodType }>
  dataFiles: Record<string, { file: string; schema: z.ZodType }>
}

/** The part of JSON Schema that zod produces for our schemas, plus the rule messages we add. */
interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  description?: string
  example?: unknown
  /** The plain-words message of a pattern check, such as 'must be a US phone number…'. */
  rules?: string[]
}

interface Row {
  field: string
  required: string
  type: string
  allowed: string
  example: string
  description: string
}

/** The generated section of the guide: one table per collection and per data file. */
export function generateFieldTables(sources: Sources = { collections, dataFiles: { ...dataFiles, ...uiDataFiles } }): string {
  const parts = [
    '<!-- Generated from lib/content/schemas/ by `npm run docs:content`. Do not edit between these markers by hand. -->',
    '',
    'These tables list every field the build checks. They are made from the same rules the build uses',
    '(`lib/content/schemas/`), so they are always right. A field inside a group (written `group → field`) is',
    'indented under the group in the file; "yes" there means "needed whenever the group is there".',
    '',
    '### Markdown files (one file per entry)',
  ]
  for (const [name, { folder, schema }] of Object.entries(sources.collections)) {
    parts.push(
      '',
      `#### ${titleCase(name)}: \`${folder}/<name>.mdx\``,
      '',
      'The fields go in the frontmatter, between the two `---` lines at the top of the file. The text below them is the body.',
      '',
      table(rowsOf(jsonSchemaOf(schema))),
    )
  }
  parts.push('', '### Data files (YAML)')
  for (const { file, schema } of Object.values(sources.dataFiles)) {
    const json = withoutNull(jsonSchemaOf(schema))
    const isList = json.type === 'array'
    const intro = isList ? 'The file is a list. Each item starts with `- ` and has these fields:' : 'The file has these fields:'
    const limits = isList ? listLimits(json) : ''
    parts.push('', `#### \`${file}\``, '', `${intro}${limits ? ` (${limits})` : ''}`, '', table(rowsOf(isList ? (json.items ?? {}) : json)))
  }
  return `${parts.join('\n')}\n`
}

/** The guide with its generated section replaced. */
export function withGeneratedSection(readme: string, generated: string, [START_, END_] = [START, END]): string {
  const start = readme.indexOf(START_)
  const end = readme.indexOf(END_)
  if (start < 0 || end < start) throw new Error(`${REFERENCE} must contain the markers ${START_} and ${END_}, in that order.`)
  return `${readme.slice(0, start + START_.length)}\n${generated}${readme.slice(end)}`
}

/** The table of the blocks a page's text may use: the guide rows of the list of MDX components. */
export function generateBlocksTable(list: Record<string, Listed> = mdxComponentList): string {
  const rows = Object.values(list).flatMap(({ guide }) => (guide ? [`| ${guide.write} | ${guide.shows} |`] : []))
  return ['', '| you write | you get |', '| --- | --- |', ...rows, '', ''].join('\n')
}

/** The reference with both generated parts written anew. */
export function generatedReference(readme: string): string {
  return withGeneratedSection(withGeneratedSection(readme, generateBlocksTable(), [BLOCKS_START, BLOCKS_END]), generateFieldTables())
}

// ---------------------------------------------------------------------------------------------

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input', // what the clinician writes: fields with a default are optional
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const rules = patternMessages(zodSchema)
      if (rules.length > 0) (jsonSchema as JsonSchema).rules = rules
    },
  }) as JsonSchema
}

/** A file that may be left empty (a list or nothing) is documented as the list it holds. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const [only, ...more] = (schema.anyOf ?? []).filter((option) => option.type !== 'null')
  return only && more.length === 0 ? only : schema
}

/** The messages of a string's pattern checks (the regex itself means nothing to a clinician). */
function patternMessages(schema: z.core.$ZodType): string[] {
  const messages: string[] = []
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; format?: string; error?: (issue: unknown) => unknown }
    if (def.check !== 'string_format' || def.format !== 'regex' || !def.error) continue
    const message = def.error({})
    if (typeof message === 'string') messages.push(message)
  }
  return messages
}

function rowsOf(schema: JsonSchema, path: string[] = []): Row[] {
  const rows: Row[] = []
  let languageRow = false
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    // A field per language of the site is one row, so that adding a language leaves the guide as it is.
    if (isLang(key)) {
      if (languageRow) continue
      languageRow = true
    }
    const fieldPath = [...path, isLang(key) ? '<language code>' : key]
    const required = schema.required?.includes(key) ? 'yes' : field.default === undefined ? 'no' : `no (${String(field.default)} if left out)`
    rows.push({
      field: fieldPath.map((p) => `\`${p}\``).join(' → '),
      required,
      type: typeWords(field),
      allowed: allowedWords(field),
      example: exampleWords(field.example),
      description: field.description ?? '',
    })
    const inner = field.type === 'array' ? field.items : field
    if (inner?.properties) rows.push(...rowsOf(inner, fieldPath))
  }
  return rows
}

function typeWords(field: JsonSchema): string {
  if (field.anyOf) return field.anyOf.map(typeWords).join(' or ')
  if (field.enum || field.const !== undefined) return 'one of the allowed values'
  switch (field.type) {
    case 'string':
      if (field.format === 'date') return 'date (YYYY-MM-DD)'
      if (field.format === 'email') return 'e-mail address'
      return 'text'
    case 'integer':
      return 'whole number'
    case 'number':
      return 'number'
    case 'boolean':
      return 'true or false'
    case 'object':
      return 'group of fields (below)'
    case 'array':
      if (field.items?.type === 'object') return 'list of groups (fields below)'
      return `list of ${plural(typeWords(field.items ?? {}))}`
    default:
      return 'anything'
  }
}

function allowedWords(field: JsonSchema): string {
  const words: string[] = []
  if (field.enum) words.push(field.enum.map((v) => `\`${String(v)}\``).join(', '))
  if (field.const !== undefined) words.push(`\`${String(field.const)}\``)
  const { minLength: minL, maxLength: maxL } = field
  if (minL !== undefined && minL > 1 && maxL !== undefined) words.push(`${minL} to ${maxL} characters`)
  else if (minL !== undefined && minL > 1) words.push(`at least ${minL} characters`)
  else if (maxL !== undefined) words.push(`at most ${maxL} characters`)
  // z.number().int() adds the largest safe whole numbers as limits: they mean "no limit".
  const min = field.minimum === Number.MIN_SAFE_INTEGER ? undefined : field.minimum
  const max = field.maximum === Number.MAX_SAFE_INTEGER ? undefined : field.maximum
  if (min !== undefined && max !== undefined) words.push(`${min} to ${max}`)
  else if (min !== undefined) words.push(`${min} or more`)
  else if (max !== undefined) words.push(`${max} or less`)
  const limits = listLimits(field)
  if (limits) words.push(limits)
  for (const rule of field.rules ?? []) words.push(rule.charAt(0).toUpperCase() + rule.slice(1))
  if (field.type === 'array' && field.items) {
    const itemWords = allowedWords(field.items)
    if (itemWords && field.items.type !== 'object') words.push(`each: ${itemWords}`)
  }
  return words.join('; ')
}

function listLimits(field: JsonSchema): string {
  const { minItems: min, maxItems: max } = field
  if (min !== undefined && max !== undefined) return `${min} to ${max} items`
  if (min !== undefined && min > 0) return `at least ${min} item${min === 1 ? '' : 's'}`
  if (max !== undefined) return `at most ${max} items`
  return ''
}

function exampleWords(example: unknown): string {
  if (example === undefined) return ''
  if (Array.isArray(example)) return example.map((item) => `\`${String(item)}\``).join(', ')
  return `\`${String(example)}\``
}

function table(rows: Row[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
  return [
    '| Field | Required | Type | Allowed values | Example | What it is |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${[r.field, r.required, r.type, r.allowed, r.example, r.description].map(cell).join(' | ')} |`),
  ].join('\n')
}

function titleCase(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function plural(words: string): string {
  if (words === 'text') return 'texts'
  if (words.startsWith('one of')) return 'allowed values'
  return `${words}s`
}

// ---------------------------------------------------------------------------------------------

function main(args: string[]): void {
  const current = readFileSync(REFERENCE, 'utf8')
  const updated = generatedReference(current)
  if (args.includes('--check')) {
    if (updated !== current) {
      console.error(`The tables in ${REFERENCE} are out of date with the schemas of lib/content/schemas/ or the list of components/mdx/props.ts. Run "npm run docs:content" and commit the result.`)
      process.exit(1)
    }
    console.log(`The field tables in ${REFERENCE} match the schemas.`)
    return
  }
  if (updated === current) console.log(`${REFERENCE} is already up to date.`)
  else {
    writeFileSync(REFERENCE, updated)
    console.log(`Updated the field tables in ${REFERENCE}.`)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2))
