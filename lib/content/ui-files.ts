// Reads and checks the words files (content/ui/<language>.yaml) and the translated YAML files
// (content/<language>/<same name>.yaml). A name missing or extra in a words file is reported on its
// line, with what to write, before any other mistake of the file.
import { z } from 'zod'
import { requiredTranslations, translatableDataFiles, type TranslatableDataKey } from './files.ts'
import { translatedSiteSchema, uiFileSchema, uiWordsSchema, type UiFile } from './ui-schema.ts'
import { closureDays, type Closure } from './time/closures.ts'
import { cityParts } from './city-line.ts'
import { parseYaml, type Problem, type SourceFile } from './check/check-engine.ts'
import { valueAt } from './check/words/zod-words.ts'
import { defaultLanguage, languageCodes, languageOf as languageNamed } from '../i18n/languages.ts'

/** The language whose words every other language translates, and whose pages read site.yaml itself. */
export const SOURCE_LANGUAGE = defaultLanguage
export const UI_FOLDER = 'content/ui'

/** The words files, for the field tables of content/REFERENCE.md. */
export const uiDataFiles = { ui: { file: `${UI_FOLDER}/<language>.yaml`, schema: uiFileSchema } }

/** The translatable data files, by the name of their translation under content/<lang>/ (home.yaml…). */
export const translatedDataFiles = Object.fromEntries(
  Object.entries(translatableDataFiles).map(([key, { file, schema }]) => [key, { name: file.slice('content/'.length), schema }]),
) as { [K in TranslatableDataKey]: { name: string; schema: (typeof translatableDataFiles)[K]['schema'] } }
export type TranslatedData = { [K in TranslatableDataKey]: z.infer<(typeof translatableDataFiles)[K]['schema']> }

export interface UiFiles {
  /** The words of each language, by language code. */
  ui: Record<string, UiFile>
  /** The translated data files of each language but English, by language code. */
  translatedData: Record<string, Partial<TranslatedData>>
  problems: Problem[]
}

const languageOfFile = (path: string) => new RegExp(`^${UI_FOLDER}/([a-z]{2,3}(?:-[A-Za-z0-9]+)*)\\.ya?ml$`).exec(path)?.[1]

export function checkUiFiles(files: SourceFile[]): UiFiles {
  const result: UiFiles = { ui: {}, translatedData: {}, problems: [] }
  const error = (file: string, message: string, line?: number) => result.problems.push({ file, line, level: 'error', message })
  const uiFiles = files.filter((file) => file.path.startsWith(`${UI_FOLDER}/`))
  for (const lang of languageCodes.filter((code) => !uiFiles.some((file) => languageOfFile(file.path) === code))) {
    if (lang === SOURCE_LANGUAGE) error(`${UI_FOLDER}/${lang}.yaml`, 'This file is missing. Restore it from the repository history: it holds the English words of every page.')
    else error(`${UI_FOLDER}/${lang}.yaml`, `This file is missing: the pages in ${languageNamed(lang).name} (${lang}) take their words from it. Restore it from the repository history, or copy ${UI_FOLDER}/${SOURCE_LANGUAGE}.yaml and translate every text.`)
  }
  const english = uiFiles.find((file) => languageOfFile(file.path) === SOURCE_LANGUAGE)
  const englishDoc = english && parseYaml(english.path, english.text, 0, [])
  for (const file of uiFiles) {
    const lang = languageOfFile(file.path)
    if (!lang) {
      error(file.path, `Only one file per language belongs in ${UI_FOLDER}/, named by the language code: en.yaml, es.yaml, vi.yaml…`)
      continue
    }
    // Each file's reading mistakes are told after its name's.
    const read = parseYaml(file.path, file.text, 0, result.problems)
    if (!read) continue
    const schema = lang === SOURCE_LANGUAGE ? uiWordsSchema : uiFileSchema.extend({ translatedSite: translatedSiteSchema })
    const parsed = schema.safeParse(read.value)
    if (parsed.success) result.ui[lang] = parsed.data
    else result.problems.push(...wordsProblems(file.path, schema, parsed.error, read, englishDoc))
  }
  for (const lang of Object.keys(result.ui).filter((code) => code !== SOURCE_LANGUAGE)) {
    result.translatedData[lang] = checkTranslatedData(files, lang, result.problems)
  }
  return result
}

/** content/<lang>/home.yaml…: the English file's schema. The files the home and office pages read must be there. */
function checkTranslatedData(files: SourceFile[], lang: string, problems: Problem[]): Partial<TranslatedData> {
  const data: Partial<Record<TranslatableDataKey, unknown>> = {}
  const error = (file: string, message: string, line?: number) => problems.push({ file, line, level: 'error', message })
  const names = new Set(Object.values(translatedDataFiles).map(({ name }) => name))
  for (const file of files.filter((f) => f.path.startsWith(`content/${lang}/`) && /^[^/]+\.ya?ml$/.test(f.path.slice(`content/${lang}/`.length)))) {
    const name = file.path.slice(`content/${lang}/`.length)
    if (!names.has(name)) error(file.path, `This file translates nothing: content/${name} is not one of the files another language translates (${[...names].join(', ')}). Give it the name of the English file it translates, or delete it.`)
  }
  for (const [key, { name, schema }] of Object.entries(translatedDataFiles) as [TranslatableDataKey, (typeof translatedDataFiles)[TranslatableDataKey]][]) {
    const path = `content/${lang}/${name}`
    const file = files.find((f) => f.path === path)
    if (!file) {
      if (requiredTranslations.includes(key)) error(path, `This file is missing: the pages in this language read it. Copy content/${name} to ${path} and translate its words (keep the names on the left, the links to pages of this language).`)
      continue
    }
    const doc = parseYaml(path, file.text, 0, problems)
    if (!doc) continue
    const parsed = schema.safeParse(doc.value)
    if (parsed.success) data[key] = parsed.data
    else problems.push(...schemaProblems(path, parsed.error.issues, doc))
  }
  return data as Partial<TranslatedData>
}

type Read = NonNullable<ReturnType<typeof parseYaml>>

const where = (path: string[]) => (path.length === 0 ? 'at the top of the file' : `under ${path.map((p) => `"${p}"`).join(' → ')}`)

/** The names of the group of `schema` at `path`. */
function namesAt(schema: z.ZodType, path: string[]): string[] {
  const shapeOf = (at: unknown) => ((at instanceof z.ZodOptional ? at.unwrap() : at) as z.ZodObject).shape
  return Object.keys(path.reduce((shape, step) => shapeOf(shape[step]), shapeOf(schema)))
}

/**
 * The names a words file lacks or has too many, each on its line ("form → labels → fullName is
 * missing: add it…"); only when there are none, the file's other mistakes.
 */
function wordsProblems(file: string, schema: z.ZodObject, error: z.ZodError, read: Read, english?: Read): Problem[] {
  const names: Problem[] = []
  for (const issue of error.issues) {
    // Lists are checked by the schema alone: their items are no names of the words file.
    if (issue.path.some((step) => typeof step !== 'string')) continue
    const path = issue.path as string[]
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const message = `"${[...path, key].join(' → ')}" is not a name the site uses, so its words would never show. Delete it, or correct its spelling: the names ${where(path)} are ${namesAt(schema, path).join(', ')}.`
        names.push({ file, line: read.keyLine([...path, key]), level: 'error', message })
      }
      continue
    }
    const group = path.slice(0, -1)
    const name = path.at(-1)!
    const parent = valueAt(read.value, group)
    if (issue.code !== 'invalid_type' || !parent || typeof parent !== 'object' || name in parent) continue
    if (path.length === 1 && name === 'translatedSite') {
      names.push({ file, line: 1, level: 'error', message: '"translatedSite" is missing: the words of content/site.yaml in this language (header and footer links, notices, job titles…). Copy that part from content/ui/es.yaml and translate it.' })
      continue
    }
    const englishWords = english && valueAt(english.value, path)
    const englishLine = english?.keyLine(path)
    const sample = typeof englishWords === 'string' ? ` The English file${englishLine ? ` (content/ui/en.yaml line ${englishLine})` : ''} says: "${englishWords}".` : ''
    const message = `"${path.join(' → ')}" is missing. Add a line "${name}: <the words in this language>" ${where(group)}.${sample}`
    names.push({ file, line: group.length ? read.keyLine(group) : 1, level: 'error', message })
  }
  return names.length > 0 ? names : schemaProblems(file, error.issues, read)
}

/** The remaining mistakes (an empty text, a list where words belong), on their lines. */
function schemaProblems(file: string, issues: z.core.$ZodIssue[], read: Read): Problem[] {
  return issues.map((issue) => {
    const name = issue.path.map(String).join(' → ') || 'The file'
    const message =
      issue.code === 'too_small' || issue.code === 'invalid_type'
        ? `"${name}" needs words${issue.code === 'invalid_type' ? ` (${issue.message})` : ''}: write them after the colon, on the same line.`
        : `"${name}" ${issue.message}.`
    return { file, line: read.keyLine(issue.path.filter((p): p is string | number => typeof p !== 'symbol')), level: 'error' as const, message }
  })
}

interface ContentWithWords {
  ui: Record<string, UiFile>
  translatedData: Record<string, Partial<TranslatedData>>
  locations?: { name: string; city: string; closures?: Closure[] }[]
  closures?: Closure[]
  team?: { file: string; data: { role: string } }[]
}

/**
 * The words another language's pages would show in English: a state, a reason for a closed day or a
 * job title its files do not translate yet. `today` (YYYY-MM-DD, where the practice is) leaves out past closures.
 */
export function untranslatedContentWords(content: ContentWithWords, today: string): Problem[] {
  const problems: Problem[] = []
  for (const [lang, words] of Object.entries(content.ui)) {
    const site = words.translatedSite
    if (lang === SOURCE_LANGUAGE || !site) continue
    const file = `${UI_FOLDER}/${lang}.yaml`
    const warn = (message: string) => problems.push({ file, level: 'warning', message })
    const untranslated = (closure: Closure) => closureDays(closure).last >= today && !site.closureReasons[closure.reason]
    const addReason = (reason: string) => `Add a line "${reason}: <the reason in this language>" under "translatedSite" → "closureReasons".`
    const states = content.translatedData[lang]?.locationsPage?.states
    for (const office of content.locations ?? []) {
      const state = cityParts(office.city)?.region
      if (states && state && !states[state]) {
        const message = `${office.name} (content/locations.yaml) is in ${state}, which this file does not name. Add a line "${state}: <the state's name in this language>" under "states".`
        problems.push({ file: `content/${lang}/locations-page.yaml`, level: 'error', message })
      }
      for (const closure of (office.closures ?? []).filter(untranslated)) warn(`The ${lang} page of ${office.name} shows "${closure.reason}" in English. ${addReason(closure.reason)}`)
    }
    for (const closure of (content.closures ?? []).filter(untranslated)) warn(`The ${lang} office pages show "${closure.reason}" (content/closures.yaml) in English. ${addReason(closure.reason)}`)
    for (const role of new Set((content.team ?? []).map((member) => member.data.role))) {
      const member = content.team?.find((m) => m.data.role === role)
      if (!site.staffTitles[role]) warn(`The job title "${role}" (${member?.file}) shows in English on the ${lang} pages. Add a line "${role}: <the title in this language>" under "translatedSite" → "staffTitles".`)
    }
  }
  return problems
}

/**
 * The call bar's Book button is read out by its words file's callBar.bookName. People who speak to
 * their phone say the words they see, so that name must start with the button's words.
 */
export function callBarNameProblems(content: { ui: Record<string, UiFile>; site?: { navigation: { callBar: { book: string } } } }): Problem[] {
  return Object.entries(content.ui).flatMap(([lang, words]) => {
    const book = lang === SOURCE_LANGUAGE ? content.site?.navigation.callBar.book : words.translatedSite?.navigation.callBar.book
    const name = words.callBar.bookName
    if (!book || name.toLocaleLowerCase(lang).startsWith(book.toLocaleLowerCase(lang))) return []
    const message = `"callBar → bookName" ("${name}") must start with the words the Book button shows ("${book}"), so that people who speak to their phone can name it. Write, for example: bookName: ${book}`
    return [{ file: `${UI_FOLDER}/${lang}.yaml`, level: 'error' as const, message }]
  })
}
