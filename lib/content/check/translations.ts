// Translations (every language of lib/i18n/languages.ts but English): content/<lang>/<folder>/<slug>.mdx
// mirrors content/<folder>/<slug>.mdx, for every collection of files.ts, with the same frontmatter
// fields plus who translated it and when the translation was last checked against the English page.
// The check keeps them in step:
//   error    a translation whose English page does not exist, or whose frontmatter breaks its schema
//   warning  the English page changed after the translation was last reviewed
//   warning  an English page patients need most has no translation yet
import type { z } from 'zod'
import { languageOf, translationLanguages, type Lang } from '../../i18n/languages.ts'
import { collections, translationFields, type CollectionKey } from '../files.ts'
import { parseYaml, splitFrontmatter, zodProblems, type Entry, type Problem, type SourceFile } from './check-engine.ts'

/** The collections other languages translate (files.ts `translated`): each schema plus the translation fields. */
export const translatedCollections = Object.fromEntries(
  Object.entries(collections)
    .filter(([, spec]) => spec.translated)
    .map(([key, spec]) => [key, spec.schema.extend(translationFields)]),
) as unknown as Record<CollectionKey, z.ZodType>
export type TranslatedCollection = CollectionKey

export interface Translation extends Entry<Record<string, unknown> & z.infer<z.ZodObject<typeof translationFields>>> {
  lang: Lang
  collection: TranslatedCollection
}

/** The English pages that must have a version in every other language: what patients need most. */
export function pagesToTranslate(conditionSlugs: string[]): string[] {
  return [
    ...['home', 'contactus', 'consultation-form', 'locations', 'nondiscrimination', 'language-assistance', 'accessibility'].map((slug) => `content/pages/${slug}.mdx`),
    ...conditionSlugs.map((slug) => `content/conditions/${slug}.mdx`),
  ]
}

export interface TranslationOptions {
  /** When a file last changed (YYYY-MM-DD, git dates); without it, staleness is not checked. */
  lastChanged?: (file: string) => string
}

export function validateTranslations(files: SourceFile[], conditionSlugs: string[], options: TranslationOptions): { translations: Translation[]; problems: Problem[] } {
  const problems: Problem[] = []
  const translations: Translation[] = []
  const paths = new Set(files.map((f) => f.path))
  for (const lang of translationLanguages) {
    const root = `content/${lang}/`
    for (const source of files.filter((f) => f.path.startsWith(root) && f.path.endsWith('.mdx'))) {
      const englishFile = `content/${source.path.slice(root.length)}`
      const [collection, name] = source.path.slice(root.length).split('/')
      if (!(collection && name && collection in translatedCollections)) {
        problems.push({ file: source.path, level: 'error', message: `Only translations of the files of ${Object.keys(translatedCollections).map((c) => `content/${c}/`).join(', ')} belong in ${root}. Move this file into the folder of its English file under ${root}, with the same name (content/pages/contactus.mdx is translated in ${root}pages/contactus.mdx).` })
        continue
      }
      if (!paths.has(englishFile)) {
        problems.push({ file: source.path, line: 1, level: 'error', message: `This translation has no English page: ${englishFile} does not exist. Give it the same file name as the English page it translates, or delete it.` })
        continue
      }
      const split = splitFrontmatter(source.text)
      if (!split) {
        problems.push({ file: source.path, line: 1, level: 'error', message: 'The file must start with a frontmatter block: a line with ---, the fields, and another line with ---.' })
        continue
      }
      const parsed = parseYaml(source.path, split.frontmatter, 1, problems)
      if (!parsed) continue
      const result = translatedCollections[collection as TranslatedCollection].safeParse(parsed.value ?? {})
      if (!result.success) {
        problems.push(...zodProblems(source.path, result.error, parsed.value, parsed.lineOf))
        continue
      }
      const data = result.data as Translation['data']
      if (data.translatedFrom !== englishFile) {
        problems.push({ file: source.path, line: parsed.lineOf(['translatedFrom']), level: 'error', message: `"translatedFrom" says ${data.translatedFrom}, but this file translates ${englishFile} (the file with the same name). Write translatedFrom: ${englishFile}` })
        continue
      }
      const changed = options.lastChanged?.(englishFile)
      if (changed && changed > data.translationReviewed) {
        problems.push({
          file: source.path,
          line: parsed.lineOf(['translationReviewed']),
          level: 'warning',
          message: `The English page ${englishFile} changed on ${changed}, after this translation was last reviewed (${data.translationReviewed}). Ask the translator to compare the two, bring the translation up to date, and set "translationReviewed" to the date they did.`,
        })
      }
      translations.push({ lang, collection: collection as TranslatedCollection, slug: name.replace(/\.mdx$/, ''), file: source.path, data, body: split.body })
    }
    const translated = new Set(translations.filter((t) => t.lang === lang).map((t) => t.data.translatedFrom))
    for (const englishFile of pagesToTranslate(conditionSlugs)) {
      if (!paths.has(englishFile) || translated.has(englishFile)) continue
      problems.push({
        file: englishFile,
        level: 'warning',
        message: `This page has no translation into ${languageOf(lang).name} (${lang}) yet. Ask for one and save it as content/${lang}/${englishFile.slice('content/'.length)} (see "Translate a page" in content/README.md).`,
      })
    }
  }
  return { translations, problems }
}
