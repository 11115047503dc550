// Reads and checks the interface words of every language (content/ui/<language>.yaml) and the
// translations of the YAML files the home and office pages read (content/<language>/<same name>.yaml).
// Every language file must have exactly the names of content/ui/en.yaml: each missing or extra one is
// reported on its line, with what to add or remove, before any other mistake of the file.
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Document } from 'yaml'
import { z } from 'zod'
import { requiredTranslations, translatableDataFiles, type TranslatableDataKey } from './files.ts'
import { translatedSiteSchema, uiFileSchema, uiWordsSchema, type UiFile } from './ui-schema.ts'
import { closureDays, type Closure } from './time/closures.ts'
import { cityParts } from './city-line.ts'
import { defaultLanguage, languageOf as languageNamed, translationLanguages } from '../i18n/languages.ts'

/** The language whose words every other language translates, and whose pages read site.yaml itself. */
export const SOURCE_LANGUAGE = defaultLanguage
export const UI_FOLDER = 'content/ui'

/** The words files, for the editing guide's field tables (scripts/check/content-docs.ts). */
export const uiDataFiles = { ui: { file: `${UI_FOLDER}/<language>.yaml`, schema: uiFileSchema } }

/** The translatable data files, by the name of their translation under content/<lang>/ (home.yaml…). */
export const translatedDataFiles = Object.fromEntries(
  Object.entries(translatableDataFiles).map(([key, { file, schema }]) => [key, { name: file.slice('content/'.length), schema }]),
) as { [K in TranslatableDataKey]: { name: string; schema: (typeof translatableDataFiles)[K]['schema'] } }
export type TranslatedData = { [K in TranslatableDataKey]: z.infer<(typeof translatableDataFiles)[K]['schema']> }

interface TextFile {
  path: string
  text: string
}
export interface UiProblem {
  file: string
  line?: number
  level: 'error' | 'warning'
  message: string
}

export interface UiFiles {
  /** The interface words of each language, by language code. */
  ui: Record<string, UiFile>
  /** The translated data files of each language other than English, by language code. */
  translatedData: Record<string, Partial<TranslatedData>>
  problems: UiProblem[]
}

/** The language of a file content/ui/<language>.yaml. */
function languageOf(path: string): string | undefined {
  return new RegExp(`^${UI_FOLDER}/([a-z]{2,3}(?:-[A-Za-z0-9]+)*)\\.ya?ml$`).exec(path)?.[1]
}

export function checkUiFiles(files: TextFile[]): UiFiles {
  const result: UiFiles = { ui: {}, translatedData: {}, problems: [] }
  const uiFiles = files.filter((file) => file.path.startsWith(`${UI_FOLDER}/`))
  const english = uiFiles.find((file) => languageOf(file.path) === SOURCE_LANGUAGE)
  if (!english) {
    result.problems.push({ file: `${UI_FOLDER}/${SOURCE_LANGUAGE}.yaml`, level: 'error', message: 'This file is missing. Restore it from the repository history: it holds the English words of every page.' })
  }
  const englishDoc = english ? readYaml(english) : undefined
  // Every page of a language takes its words from that language's file: the pages cannot be built without it.
  for (const lang of translationLanguages.filter((code) => !uiFiles.some((file) => languageOf(file.path) === code))) {
    result.problems.push({ file: `${UI_FOLDER}/${lang}.yaml`, level: 'error', message: `This file is missing: the pages in ${languageNamed(lang).name} (${lang}) take their words from it. Restore it from the repository history, or copy ${UI_FOLDER}/${SOURCE_LANGUAGE}.yaml and translate every text.` })
  }
  for (const file of uiFiles) {
    const lang = languageOf(file.path)
    if (!lang) {
      result.problems.push({ file: file.path, level: 'error', message: `Only one file per language belongs in ${UI_FOLDER}/, named by the language code: en.yaml, es.yaml, vi.yaml…` })
      continue
    }
    const doc = readYaml(file)
    if (!doc.ok) {
      result.problems.push({ file: file.path, line: doc.line, level: 'error', message: doc.message })
      continue
    }
    const keyProblems = keyReport(file.path, lang, doc, englishDoc?.ok ? englishDoc : undefined)
    result.problems.push(...keyProblems)
    if (keyProblems.length > 0) continue
    const parsed = (lang === SOURCE_LANGUAGE ? uiWordsSchema : uiFileSchema.extend({ translatedSite: translatedSiteSchema })).safeParse(doc.value)
    if (parsed.success) result.ui[lang] = parsed.data
    else result.problems.push(...schemaProblems(file.path, parsed.error, doc))
  }
  for (const lang of Object.keys(result.ui).filter((code) => code !== SOURCE_LANGUAGE)) {
    result.translatedData[lang] = checkTranslatedData(files, lang, result.problems)
  }
  return result
}

/**
 * content/<lang>/home.yaml…: the same schema as the English file. The files the home and office pages
 * read must be there; the others are shown in English until they are.
 */
function checkTranslatedData(files: TextFile[], lang: string, problems: UiProblem[]): Partial<TranslatedData> {
  const data: Partial<Record<TranslatableDataKey, unknown>> = {}
  const names = new Set(Object.values(translatedDataFiles).map(({ name }) => name))
  for (const file of files.filter((f) => /^[^/]+\.ya?ml$/.test(f.path.slice(`content/${lang}/`.length)) && f.path.startsWith(`content/${lang}/`))) {
    const name = file.path.slice(`content/${lang}/`.length)
    if (!names.has(name))
      problems.push({ file: file.path, level: 'error', message: `This file translates nothing: content/${name} is not one of the files another language translates (${[...names].join(', ')}). Give it the name of the English file it translates, or delete it.` })
  }
  for (const [key, { name, schema }] of Object.entries(translatedDataFiles) as [TranslatableDataKey, (typeof translatedDataFiles)[TranslatableDataKey]][]) {
    const path = `content/${lang}/${name}`
    const file = files.find((f) => f.path === path)
    if (!file) {
      if (requiredTranslations.includes(key)) problems.push({ file: path, level: 'error', message: `This file is missing: the pages in this language read it. Copy content/${name} to ${path} and translate its words (keep the names on the left, the links to pages of this language).` })
      continue
    }
    const doc = readYaml(file)
    if (!doc.ok) {
      problems.push({ file: path, line: doc.line, level: 'error', message: doc.message })
      continue
    }
    const parsed = schema.safeParse(doc.value)
    if (parsed.success) data[key] = parsed.data
    else problems.push(...schemaProblems(path, parsed.error, doc))
  }
  return data as Partial<TranslatedData>
}

// --- Reading -----------------------------------------------------------------------------------

type ReadYaml = { ok: true; value: unknown; doc: Document; lines: LineCounter } | { ok: false; line?: number; message: string }

function readYaml(file: TextFile): ReadYaml {
  const lines = new LineCounter()
  const doc = parseDocument(file.text, { lineCounter: lines, uniqueKeys: true })
  const error = doc.errors[0]
  if (error) {
    const line = error.linePos?.[0].line
    return { ok: false, line, message: `This file cannot be read (${error.message.split('\n')[0]}). Check the indentation and the quotes around line ${line ?? 1}.` }
  }
  return { ok: true, value: doc.toJS(), doc, lines }
}

/** The line of the name at `path` (or of the nearest group above it that exists). */
function lineOf(read: Extract<ReadYaml, { ok: true }>, path: (string | number)[]): number | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const parent = depth === 1 ? read.doc.contents : read.doc.getIn(path.slice(0, depth - 1), true)
    const step = path[depth - 1]
    if (isSeq(parent) && typeof step === 'number') {
      const start = (parent.items[step] as { range?: [number, number, number] } | undefined)?.range?.[0]
      if (start !== undefined) return read.lines.linePos(start).line
    }
    if (!isMap(parent)) continue
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === step)
    const offset = (pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0]
    if (offset !== undefined) return read.lines.linePos(offset).line
  }
  return undefined
}

// --- Missing and extra names ------------------------------------------------------------------

/** The names a schema expects: the groups' names, recursively (lists and free-form maps are not descended). */
function expectedNames(schema: z.ZodType): Map<string, z.ZodType> | undefined {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema
  if (!(inner instanceof z.ZodObject)) return undefined
  return new Map(Object.entries(inner.shape as Record<string, z.ZodType>))
}

const where = (path: string[]) => (path.length === 0 ? 'at the top of the file' : `under ${path.map((p) => `"${p}"`).join(' → ')}`)

/**
 * Each name the file lacks or has too many, compared with the schema (which content/ui/en.yaml follows):
 * "form → labels → fullName is missing: add it…", "form → labels → fulName is not one of ours…".
 */
export function keyReport(file: string, lang: string, read: Extract<ReadYaml, { ok: true }>, english?: Extract<ReadYaml, { ok: true }>): UiProblem[] {
  const problems: UiProblem[] = []
  const isSource = lang === SOURCE_LANGUAGE
  const walk = (schema: z.ZodType, value: unknown, path: string[]) => {
    const names = expectedNames(schema)
    if (!names || !value || typeof value !== 'object' || Array.isArray(value)) return
    const given = value as Record<string, unknown>
    for (const [name, fieldSchema] of names) {
      if (name in given) {
        walk(fieldSchema, given[name], [...path, name])
        continue
      }
      // A name the schema lets a file leave out (a call-back choice for each language: one left out is
      // shown by the language's own name) is not missing.
      if (fieldSchema instanceof z.ZodOptional) continue
      const englishWords = english?.doc.getIn([...path, name])
      const englishLine = english ? lineOf(english, [...path, name]) : undefined
      const sample = typeof englishWords === 'string' ? ` The English file${englishLine ? ` (content/ui/en.yaml line ${englishLine})` : ''} says: "${englishWords}".` : ''
      problems.push({
        file,
        line: path.length ? lineOf(read, path) : 1,
        level: 'error',
        message: `"${[...path, name].join(' → ')}" is missing. Add a line "${name}: <the words in this language>" ${where(path)}.${sample}`,
      })
    }
    for (const name of Object.keys(given)) {
      if (names.has(name)) continue
      problems.push({
        file,
        line: lineOf(read, [...path, name]),
        level: 'error',
        message: `"${[...path, name].join(' → ')}" is not a name the site uses, so its words would never show. Delete it, or correct its spelling: the names ${where(path)} are ${[...names.keys()].join(', ')}.`,
      })
    }
  }
  walk(isSource ? uiWordsSchema : uiFileSchema, read.value, [])
  const given = read.value as Record<string, unknown> | null
  if (!isSource && given && typeof given === 'object' && !('translatedSite' in given))
    problems.push({ file, line: 1, level: 'error', message: '"translatedSite" is missing: the words of content/site.yaml in this language (header and footer links, notices, job titles…). Copy that part from content/ui/es.yaml and translate it.' })
  return problems
}

/** The remaining mistakes (an empty text, a list where words belong), on their lines. */
function schemaProblems(file: string, error: z.ZodError, read: Extract<ReadYaml, { ok: true }>): UiProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String)
    const name = path.join(' → ') || 'The file'
    const message =
      issue.code === 'too_small' || issue.code === 'invalid_type'
        ? `"${name}" needs words${issue.code === 'invalid_type' ? ` (${issue.message})` : ''}: write them after the colon, on the same line.`
        : `"${name}" ${issue.message}.`
    return { file, line: lineOf(read, issue.path.filter((p): p is string | number => typeof p !== 'symbol')), level: 'error' as const, message }
  })
}

// --- Words of other content files that a language has no translation for --------------------

interface ContentWithWords {
  ui: Record<string, UiFile>
  translatedData: Record<string, Partial<TranslatedData>>
  locations?: { name: string; city: string; closures?: Closure[] }[]
  closures?: Closure[]
  team?: { file: string; data: { role: string } }[]
}

/**
 * The words the other languages' pages would show in English: a state, a reason for a closed day or a
 * job title that a language's files do not translate yet. `today` (YYYY-MM-DD, where the practice is): past closures are left out.
 */
export function untranslatedContentWords(content: ContentWithWords, today: string): UiProblem[] {
  const problems: UiProblem[] = []
  for (const [lang, words] of Object.entries(content.ui)) {
    const site = words.translatedSite
    if (lang === SOURCE_LANGUAGE || !site) continue
    const file = `${UI_FOLDER}/${lang}.yaml`
    const states = content.translatedData[lang]?.locationsPage?.states
    for (const office of content.locations ?? []) {
      const state = cityParts(office.city)?.region
      if (states && state && !states[state])
        problems.push({
          file: `content/${lang}/locations-page.yaml`,
          level: 'error',
          message: `${office.name} (content/locations.yaml) is in ${state}, which this file does not name. Add a line "${state}: <the state's name in this language>" under "states".`,
        })
      for (const closure of office.closures ?? []) {
        if (closureDays(closure).last < today || site.closureReasons[closure.reason]) continue
        problems.push({
          file,
          level: 'warning',
          message: `The ${lang} page of ${office.name} shows "${closure.reason}" in English. Add a line "${closure.reason}: <the reason in this language>" under "translatedSite" → "closureReasons".`,
        })
      }
    }
    for (const closure of content.closures ?? []) {
      if (closureDays(closure).last < today || site.closureReasons[closure.reason]) continue
      problems.push({
        file,
        level: 'warning',
        message: `The ${lang} office pages show "${closure.reason}" (content/closures.yaml) in English. Add a line "${closure.reason}: <the reason in this language>" under "translatedSite" → "closureReasons".`,
      })
    }
    for (const role of new Set((content.team ?? []).map((member) => member.data.role))) {
      if (site.staffTitles[role]) continue
      const member = content.team?.find((m) => m.data.role === role)
      problems.push({
        file,
        level: 'warning',
        message: `The job title "${role}" (${member?.file}) shows in English on the ${lang} pages. Add a line "${role}: <the title in this language>" under "translatedSite" → "staffTitles".`,
      })
    }
  }
  return problems
}

/**
 * The call bar's Book button is read out by the name its words file gives (callBar.bookName). People
 * who speak to their phone say the words they see, so that name must start with the button's words
 * (content/site.yaml navigation.callBar.book, or translatedSite's in another language).
 */
export function callBarNameProblems(content: { ui: Record<string, UiFile>; site?: { navigation: { callBar: { book: string } } } }): UiProblem[] {
  return Object.entries(content.ui).flatMap(([lang, words]) => {
    const book = lang === SOURCE_LANGUAGE ? content.site?.navigation.callBar.book : words.translatedSite?.navigation.callBar.book
    const name = words.callBar.bookName
    if (!book || name.toLocaleLowerCase(lang).startsWith(book.toLocaleLowerCase(lang))) return []
    return [
      {
        file: `${UI_FOLDER}/${lang}.yaml`,
        level: 'error' as const,
        message: `"callBar → bookName" ("${name}") must start with the words the Book button shows ("${book}"), so that people who speak to their phone can name it. Write, for example: bookName: ${book}`,
      },
    ]
  })
}
