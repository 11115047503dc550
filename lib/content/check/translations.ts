// Translations: content/<lang>/<folder>/<slug>.mdx mirrors content/<folder>/<slug>.mdx with the same
// fields plus who translated it and when it was last checked against the English page. An error for a
// translation of no English page or with broken fields; a warning for one behind its English page, and
// for a page patients need most with no translation yet.
import type { z } from 'zod'
import { languageOf, translationLanguages, type Lang } from '../../i18n/languages.ts'
import { collections, translationFields, type CollectionKey } from '../files.ts'
import { noFrontmatter, checkedYaml, splitFrontmatter, type Entry, type Problem, type SourceFile } from './check-engine.ts'
import { problem, repeatedTitle } from './check-types.ts'

/** The collections other languages translate: each schema plus the translation fields. */
export const translatedCollections = Object.fromEntries(Object.entries(collections).map(([key, spec]) => [key, spec.schema.extend(translationFields)])) as unknown as Record<CollectionKey, z.ZodType>

export interface Translation extends Entry<Record<string, unknown> & z.infer<z.ZodObject<typeof translationFields>>> {
  lang: Lang
  collection: CollectionKey
}

/** The English pages that must have a version in every other language: what patients need most. */
function pagesToTranslate(conditionSlugs: string[]): string[] {
  return [
    ...['home', 'contactus', 'consultation-form', 'locations', 'nondiscrimination', 'language-assistance', 'accessibility'].map((slug) => `content/pages/${slug}.mdx`),
    ...conditionSlugs.map((slug) => `content/conditions/${slug}.mdx`),
  ]
}

/** `lastChanged`: when a file last changed (YYYY-MM-DD); without it, staleness is not checked. `today`: for a review date in the future. */
export function validateTranslations(files: SourceFile[], conditionSlugs: string[], options: { lastChanged?: (file: string) => string | undefined; today?: Date }): { translations: Translation[]; problems: Problem[] } {
  const problems: Problem[] = []
  const translations: Translation[] = []
  const paths = new Set(files.map((f) => f.path))
  for (const lang of translationLanguages) {
    const root = `content/${lang}/`
    /** The titles (or names) already used in each collection of this language, with their file. */
    const titles = new Map<string, string>()
    for (const source of files.filter((f) => f.path.startsWith(root) && f.path.endsWith('.mdx'))) {
      const englishFile = `content/${source.path.slice(root.length)}`
      const [collection, name] = source.path.slice(root.length).split('/')
      const split = splitFrontmatter(source.text)
      if (!(collection && name && collection in translatedCollections)) {
        const folders = Object.keys(translatedCollections).map((c) => `content/${c}/`).join(', ')
        problems.push(problem(source.path, undefined, `Only translations of the files of ${folders} belong in ${root}. Move this file into the folder of its English file under ${root}, with the same name (content/pages/contactus.mdx is translated in ${root}pages/contactus.mdx).`))
        continue
      }
      if (!paths.has(englishFile)) {
        problems.push(problem(source.path, 1, `This translation has no English page: ${englishFile} does not exist. Give it the same file name as the English page it translates, or delete it.`))
        continue
      }
      if (!split) {
        const { line, message } = noFrontmatter(source.text)
        problems.push(problem(source.path, line, message))
        continue
      }
      const fields = checkedYaml(source.path, split.frontmatter, 1, translatedCollections[collection as CollectionKey], problems)
      const data = fields?.data as Translation['data'] | undefined
      if (!fields || !data) continue
      const { parsed } = fields
      if (data.translatedFrom !== englishFile) {
        problems.push(problem(source.path, parsed.lineOf(['translatedFrom']), `"translatedFrom" says ${data.translatedFrom}, but this file translates ${englishFile} (the file with the same name). Write translatedFrom: ${englishFile}`))
        continue
      }
      // A day ahead at most: the practice's today may be tomorrow somewhere.
      if (options.today && Date.parse(data.translationReviewed) - options.today.getTime() > 86_400_000)
        problems.push(problem(source.path, parsed.lineOf(['translationReviewed']), `"translationReviewed" is ${data.translationReviewed}, a date in the future. Write the date the translator last compared this page with the English one.`))
      const changed = options.lastChanged?.(englishFile)
      if (changed && changed > data.translationReviewed)
        problems.push(problem(source.path, parsed.lineOf(['translationReviewed']), `The English page ${englishFile} changed on ${changed}, after this translation was last reviewed (${data.translationReviewed}). Ask the translator to compare the two, bring the translation up to date, and set "translationReviewed" to the date they did.`, 'warning'))
      const twin = repeatedTitle(titles, collection, data, source.path, parsed.lineOf)
      if (twin) problems.push(twin)
      translations.push({ lang, collection: collection as CollectionKey, slug: name.replace(/\.mdx$/, ''), file: source.path, data, body: split.body })
    }
    // A translation in its place counts even with a mistake of its own, which is said on its own line.
    const translationOf = (englishFile: string) => `${root}${englishFile.slice('content/'.length)}`
    for (const englishFile of pagesToTranslate(conditionSlugs).filter((f) => paths.has(f) && !paths.has(translationOf(f))))
      problems.push(problem(englishFile, undefined, `This page has no translation into ${languageOf(lang).name} (${lang}) yet. Ask for one and save it as ${translationOf(englishFile)} (see "Translate a page" in content/README.md).`, 'warning'))
  }
  return { translations, problems }
}
