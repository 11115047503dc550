// Checks every content file and turns each mistake into a message a clinician can act on:
// the file, the line, the field, what was found and what to write instead.
// Pure: it gets the files' texts and a way to ask whether a picture exists, so the build, `npm run check`
// and the unit tests all run exactly the same checks. This file says which files the site has and runs
// the checks in order; the reading and reporting are the check engine's (check-engine.ts), the text of
// each MDX file is linted while it is compiled (mdx-syntax.ts, lint/), and the rules across files are
// in site-rules.ts.
import { collections, dataFiles } from '../files.ts'
import type { Content } from '../content-types.ts'
import {
  frontmatterLinks,
  frontmatterPictures,
  parseYaml,
  splitFrontmatter,
  zodProblems,
  type Entry,
  type Problem,
  type SourceFile,
} from './check-engine.ts'
import { checkMdxComponents, componentNames } from './mdx-components-check.ts'
import { aliases, allRoutes, routeOfFile, routeTable } from '../routes.ts'
import { translationLanguages } from '../../i18n/languages.ts'
import { linkProblem } from './links.ts'
import { compileMdx, type CompiledMdx } from './mdx-syntax.ts'
import { duplicateProblems } from './duplicates.ts'
import { fillFacts, officeStates } from '../facts.ts'
import type { Counts } from '../lint/typed-counts.ts'
import { yamlTextProblems } from './words/yaml-text-rules.ts'
import { yamlValueProblems } from './words/yaml-value-rules.ts'
import { pictureAddressProblems, unshowableName } from './picture-rules.ts'
import { textFacts } from '../lint/facts.ts'
import { readingLevelProblems } from './readability.ts'
import { siteRuleProblems } from './site-rules.ts'
import { validateTranslations } from './translations.ts'
import { movedAddresses, redirectProblems } from '../redirects.ts'
import { menuProblems } from './menus.ts'
import { callBarNameProblems, checkUiFiles, untranslatedContentWords } from '../ui-files.ts'
import { practiceToday } from '../time/closures.ts'
import { encodingProblems } from './encoding.ts'

// The engine's names, for the modules that take them from here.
export { formatProblems } from './check-engine.ts'
export type { Problem, SourceFile } from './check-engine.ts'

// The files the site has, for the modules that take them from here.
export { collections, dataFiles } from '../files.ts'

export type { Content } from '../content-types.ts'

export interface ValidateOptions {
  /** Whether a file exists under public/, given its site path such as /images/a.svg */
  publicFileExists: (sitePath: string) => boolean
  /** Today, for the medical review reminder. */
  today?: Date
  /** Compile each MDX body to find its syntax mistakes, links and text mistakes (true unless a page only needs the data). */
  compileBodies?: boolean
  /** When a file last changed (YYYY-MM-DD), to find translations that fell behind their English page. */
  lastChanged?: (file: string) => string
  /** Content files the repository's history knows that are gone now (removed pages: redirects.ts). */
  formerFiles?: readonly string[]
  /** The address the site is published at (SITE_URL), so a link to it can be written as a path. */
  siteUrl?: string
  /** The addresses of the pages with a layout of their own (pages/<name>/), built whatever the content says. */
  ownLayouts?: readonly string[]
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
/**
 * The heading level each collection's text starts at, from how its pages show it: below the page's
 * title (##) unless the text is shown under a title of its own (a policy on /policies, a card).
 */
const HEADING_BASE: Record<string, number> = { policies: 3, procedures: 4, infusions: 4 }

type Located = { href: string; lineOffset: number }

export function validateContent(saved: SourceFile[], options: ValidateOptions): { content: Content; problems: Problem[] } {
  // A file saved in another encoding is checked by its words, and named once for how it was saved.
  const files = saved.map((f) => (f.text.startsWith('\uFEFF') ? { ...f, text: f.text.slice(1), savedAs: f.savedAs ?? 'UTF-8 with BOM' } : f))
  const problems: Problem[] = encodingProblems(files)
  const byPath = new Map(files.map((f) => [f.path, f]))
  const content = {} as Record<string, unknown>
  const linkSources: { file: string; route?: string; links: Located[] }[] = []
  const pictures: { file: string; pictures: Located[] }[] = []
  // Every MDX file whose text was read, for the components check.
  const mdxFiles: SourceFile[] = []
  // The heading ids of each page made from one MDX file, for links to #anchors.
  const idsByRoute = new Map<string, string[]>()

  for (const [key, { file, schema }] of Object.entries(dataFiles)) {
    const source = byPath.get(file)
    if (!source) {
      problems.push({ file, level: 'error', message: `This file is missing. Restore it from the repository history: the site needs it.` })
      continue
    }
    const parsed = parseYaml(source.path, source.text, 0, problems)
    if (!parsed) continue
    const result = schema.safeParse(parsed.value)
    if (result.success) content[key] = result.data
    else problems.push(...zodProblems(source.path, result.error, parsed.value, parsed.lineOf))
    problems.push(...duplicateProblems(source.path, parsed.value, parsed.lineOf))
    pictures.push({ file: source.path, pictures: frontmatterPictures(parsed.value, parsed.lineOf) })
    linkSources.push({ file: source.path, links: frontmatterLinks(parsed.value, parsed.lineOf) })
  }

  const uiFiles = checkUiFiles(files)
  Object.assign(content, { ui: uiFiles.ui, translatedData: uiFiles.translatedData })
  problems.push(...uiFiles.problems)
  // The links and pictures of the translated YAML files (content/es/home.yaml…) are checked as the
  // English ones are (their reading and fields are checkUiFiles'): a Spanish card to a retired page is named.
  for (const source of files.filter((f) => translationLanguages.some((lang) => new RegExp(`^content/${lang}/[^/]+\\.ya?ml$`).test(f.path)))) {
    const parsed = parseYaml(source.path, source.text, 0, [])
    if (!parsed) continue
    pictures.push({ file: source.path, pictures: frontmatterPictures(parsed.value, parsed.lineOf) })
    linkSources.push({ file: source.path, links: frontmatterLinks(parsed.value, parsed.lineOf) })
  }

  // What the text checks compare with: the practice's numbers and addresses (site.yaml, read above), and
  // what the data counts, which no text may type (lint/typed-counts.ts).
  const counts = dataCounts(content as Partial<Content>, files)
  const facts = textFacts(content.site as Content['site'] | undefined, componentNames)
  // The texts of every YAML file and of the fields at the top of every MDX file are shown as written.
  for (const source of files) {
    if (/\.ya?ml$/.test(source.path)) problems.push(...yamlTextProblems(source.path, source.text, 0, counts), ...yamlValueProblems(source.path, source.text, 0, options.today ?? new Date()))
    const top = source.path.endsWith('.mdx') ? splitFrontmatter(source.text) : undefined
    if (top) problems.push(...yamlTextProblems(source.path, top.frontmatter, 1, counts), ...yamlValueProblems(source.path, top.frontmatter, 1, options.today ?? new Date()))
  }
  problems.push(...pictureAddressProblems(files))
  // The body is compiled exactly as the build will, so its mistakes are found here first.
  const compile = (source: SourceFile, collection: string): CompiledMdx => {
    if (options.compileBodies === false) return { links: [], images: [], headingIds: [], lint: [] }
    const compiled = compileMdx(source.path, source.text, facts, HEADING_BASE[collection] ?? 2, counts)
    if (compiled.problem) problems.push(compiled.problem)
    problems.push(...compiled.lint)
    pictures.push({ file: source.path, pictures: compiled.images.map((i) => ({ href: i.href, lineOffset: i.line })) })
    return compiled
  }

  // Every well-named entry file, valid or not: a mistake in one file must not turn every link to it
  // into a second, misleading "no such page" error.
  const slugsOf: Record<string, string[]> = {}
  for (const [key, { folder, schema }] of Object.entries(collections)) {
    const entries: Entry<unknown>[] = []
    const slugs: string[] = (slugsOf[key] = [])
    const seenTitles = new Map<string, string>()
    for (const source of files.filter((f) => f.path.startsWith(`${folder}/`))) {
      const name = source.path.slice(folder.length + 1)
      if (!name.endsWith('.mdx') || name.includes('/')) {
        problems.push({ file: source.path, level: 'error', message: `Only .mdx files belong in ${folder}/. Rename it to end in .mdx, or move it out.` })
        continue
      }
      const slug = name.slice(0, -'.mdx'.length)
      if (!SLUG.test(slug)) {
        problems.push({
          file: source.path,
          level: 'error',
          message: `The file name "${name}" becomes the page address, so it may only use lowercase letters, digits and single dashes. Rename it to "${suggestSlug(slug)}.mdx".`,
        })
        continue
      }
      slugs.push(slug)
      const split = splitFrontmatter(source.text)
      if (!split) {
        problems.push({
          file: source.path,
          line: 1,
          level: 'error',
          message: 'The file must start with a frontmatter block: a line with ---, the fields, and another line with ---.',
        })
        continue
      }
      const compiled = compile(source, key)
      // A plain page's anchors are not checked (a page such as /policies shows more than its own text).
      const route = key === 'pages' ? undefined : routeOfFile(source.path)
      if (route) idsByRoute.set(route, compiled.headingIds)
      // The text's links and components are checked whatever its fields say: one run lists every mistake.
      mdxFiles.push(source)
      const bodyLinks = compiled.links.map((l) => ({ href: l.href, lineOffset: l.line }))
      const parsed = parseYaml(source.path, split.frontmatter, 1, problems)
      if (!parsed) {
        linkSources.push({ file: source.path, route, links: bodyLinks })
        continue
      }
      const result = schema.safeParse(parsed.value ?? {})
      if (!result.success) {
        problems.push(...zodProblems(source.path, result.error, parsed.value, parsed.lineOf))
        linkSources.push({ file: source.path, route, links: [...frontmatterLinks(parsed.value, parsed.lineOf), ...bodyLinks] })
        continue
      }
      const data = result.data as Record<string, unknown>
      const title = String(data.title ?? data.name ?? '')
      const twin = seenTitles.get(title.toLowerCase())
      if (twin) {
        problems.push({ file: source.path, line: parsed.lineOf(['title']) ?? parsed.lineOf(['name']), level: 'error', message: `"${title}" is already used by ${twin}. Give each entry its own title, or delete the copy.` })
      }
      seenTitles.set(title.toLowerCase(), source.path)
      entries.push({ slug, file: source.path, data, body: split.body })
      pictures.push({ file: source.path, pictures: frontmatterPictures(parsed.value, parsed.lineOf) })
      linkSources.push({
        file: source.path,
        route,
        links: [...frontmatterLinks(parsed.value, parsed.lineOf), ...bodyLinks],
      })
    }
    entries.sort((a, b) => orderOf(a) - orderOf(b) || a.slug.localeCompare(b.slug))
    content[key] = entries
  }

  const checked = validateTranslations(files, slugsOf.conditions ?? [], { lastChanged: options.lastChanged })
  content.translations = checked.translations
  problems.push(...checked.problems)
  // Every translation in its place is compiled like every other MDX file, its fields valid or not (those
  // are validateTranslations' to report): its syntax mistakes, links and components are found in this run.
  for (const { source, collection } of translationFiles(files, slugsOf)) {
    if (!splitFrontmatter(source.text)) continue
    const compiled = compile(source, collection)
    const route = routeOfFile(source.path)
    if (route) idsByRoute.set(route, compiled.headingIds)
    mdxFiles.push(source)
    // Its fields' links and pictures are checked as in English.
    const parsed = parseYaml(source.path, splitFrontmatter(source.text)?.frontmatter ?? '', 1, [])
    const fromFields = parsed ? frontmatterLinks(parsed.value, parsed.lineOf) : []
    if (parsed) pictures.push({ file: source.path, pictures: frontmatterPictures(parsed.value, parsed.lineOf) })
    linkSources.push({ file: source.path, route, links: [...fromFields, ...compiled.links.map((l) => ({ href: l.href, lineOffset: l.line }))] })
  }

  const typed = content as Content

  // Every link must lead somewhere: a page of this site, a heading, or a full outside address.
  // Every well-named entry file counts (slugsOf), as above.
  const entries = Object.fromEntries(Object.entries(slugsOf).map(([key, slugs]) => [key, slugs.map((slug) => ({ slug }))]))
  const routes = new Set(allRoutes(routeTable({ ...entries, locations: typed.locations, translations: checked.translations })))
  const moved = movedAddresses(typed.redirects, routes)
  for (const route of options.ownLayouts ?? []) {
    if (routes.has(route)) continue
    const shown = aliases[route] ?? route
    problems.push({
      file: `content/pages/${shown === '/' ? 'home' : shown.slice(1)}.mdx`,
      level: 'error',
      message: `This file is missing: the page ${route} takes its title and text from it. Restore it from the repository history (the page cannot be built without it).`,
    })
  }
  for (const source of linkSources) {
    for (const link of source.links) {
      if (link.href === '') continue // an empty link: the text check says so (lint/index.ts)
      const message = linkProblem(link.href, {
        routes,
        ownIds: source.route ? idsByRoute.get(source.route) : undefined,
        idsByRoute,
        moved,
        siteUrl: options.siteUrl,
        fileExists: options.publicFileExists,
      })
      if (message) problems.push({ file: source.file, line: link.lineOffset, level: 'error', message })
    }
  }

  problems.push(...acrossFiles(problems, () => redirectProblems({ files, redirects: typed.redirects, routes, linkSources, formerFiles: options.formerFiles ?? [] })))

  // Every picture a file names must be in public/.
  for (const { file, pictures: named } of pictures) {
    for (const picture of named) {
      // A picture of another site, or in a format browsers cannot show, is picture-rules.ts' to report.
      if (/^(https?:)?\/\//.test(picture.href) || unshowableName(picture.href) || (picture.href.startsWith('/') && options.publicFileExists(picture.href))) continue
      const name = picture.href.split(/[\\/]/).pop() ?? picture.href
      problems.push({
        file,
        line: picture.lineOffset,
        level: 'error',
        message: picture.href.startsWith('/')
          ? `The picture "${picture.href}" does not exist. Add the file at public${picture.href}, or correct the name.`
          : `The picture "${picture.href}" is not a file of the site. Copy it into public/images/ and write its path from there: /images/${name}.`,
      })
    }
  }

  // The components inside every MDX text. The names they take from site.yaml (phones, links) are checked
  // against it when it could be read; when it could not, its own mistake is reported and the rest is checked.
  problems.push(...acrossFiles(problems, () => checkMdxComponents(mdxFiles, typed, [...routes])))

  const linkedPaths = new Set(linkSources.flatMap((s) => s.links.map((l) => l.href.split(/[?#]/)[0]?.replace(/\/$/, '') ?? '')))
  problems.push(...acrossFiles(problems, () => siteRuleProblems({ content: typed, textOf: (file) => byPath.get(file)?.text ?? '', slugsOf, linkedPaths, today: options.today ?? new Date() })))
  if (options.compileBodies !== false) problems.push(...acrossFiles(problems, () => readingLevelProblems(typed, (file) => byPath.get(file)?.text ?? '')))

  problems.push(...acrossFiles(problems, () => menuProblems(typed, files, routes)))
  problems.push(...acrossFiles(problems, () => untranslatedContentWords(typed, practiceToday(options.today))))
  problems.push(...acrossFiles(problems, () => callBarNameProblems(typed)))
  acrossFiles(problems, () => (fillFacts(typed), []))
  return { content: typed, problems }
}

/** What the site counts from its data, for the counts typed into texts (undefined: its file could not be read). */
function dataCounts(content: Partial<Content>, files: SourceFile[]): Counts {
  return {
    OfficeCount: content.locations?.length,
    StateCount: content.locations ? officeStates({ locations: content.locations }).length : undefined,
    LanguageCount: content.languages?.languages.length,
    ConditionCount: files.filter((f) => /^content\/conditions\/[^/]+\.mdx$/.test(f.path)).length,
  }
}

/** The translations in their place (content/<lang>/<collection>/<slug>.mdx with an English file), valid or not. */
function translationFiles(files: SourceFile[], slugsOf: Record<string, string[]>) {
  return translationLanguages.flatMap((lang) =>
    files.flatMap((source) => {
      const [collection = '', name = ''] = source.path.slice(`content/${lang}/`.length).split('/')
      const slug = name.replace(/\.mdx$/, '')
      const known = source.path.startsWith(`content/${lang}/`) && name.endsWith('.mdx') && slugsOf[collection]?.includes(slug)
      return known ? [{ source, collection, slug, lang }] : []
    }),
  )
}

/**
 * Runs a rule across files. A rule that stumbles on content another mistake left unread (a data file
 * that could not be read) waits for that mistake to be fixed; without such a mistake, it is a bug.
 */
function acrossFiles(problems: Problem[], rule: () => Problem[]): Problem[] {
  try {
    return rule()
  } catch (error) {
    if (problems.some((p) => p.level === 'error')) return []
    throw error
  }
}

function orderOf(entry: Entry<unknown>): number {
  const data = entry.data as { order?: number }
  return data.order ?? 0
}

function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
