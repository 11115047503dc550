// Checks every content file and turns each mistake into a message a clinician can act on: the file, the
// line, what was found and what to write instead. Pure (the files' texts in, the problems out), so the
// build, `npm run check` and the tests run the same checks. This file runs them in order.
import { collections } from '../files.ts'
import { byOrder, readDataFiles } from '../runtime.ts'
import type { Content } from '../content-types.ts'
import { noFrontmatter, checkedYaml, frontmatterLinks, frontmatterPictures, parseYaml, splitFrontmatter, type Entry, type LineOf, type Problem, type SourceFile } from './check-engine.ts'
import { problem, repeatedTitle } from './check-types.ts'
import { checkMdxComponents, componentNames } from './mdx-components-check.ts'
import { aliases, allRoutes, routeOfFile, routeTable } from '../routes.ts'
import { languages, translationLanguages } from '../../i18n/languages.ts'
import { linkProblem } from './links.ts'
import { compileMdx, type CompiledMdx } from './mdx-syntax.ts'
import { fillFacts, officeStates } from '../facts.ts'
import type { Counts } from '../lint/typed-counts.ts'
import { yamlProblems } from './words/yaml-rules.ts'
import { missingPicture, pictureAddressProblems, unshowableName } from './picture-rules.ts'
import { textFacts } from '../lint/facts.ts'
import { readingLevelProblems } from './readability.ts'
import { siteRuleProblems } from './site-rules.ts'
import { validateTranslations } from './translations.ts'
import { movedAddresses, redirectProblems, type LinkSource } from '../redirects.ts'
import { menuProblems } from './menus.ts'
import { callBarNameProblems, checkUiFiles, untranslatedContentWords } from '../ui-files.ts'
import { practiceToday } from '../time/closures.ts'
import { encodingProblems } from './encoding.ts'
import { LINK_RULE, PICTURE_PATH_RULE } from '../schemas/fields.ts'

export { formatProblems } from './check-engine.ts'
export type { Problem, SourceFile } from './check-engine.ts'
export { collections, dataFiles } from '../files.ts'
export type { Content } from '../content-types.ts'

export interface ValidateOptions {
  publicFileExists: (sitePath: string) => boolean
  today?: Date
  /** Compile each MDX text, for its syntax, links and text mistakes (unless a page only needs the data). */
  compileBodies?: boolean
  lastChanged?: (file: string) => string | undefined
  /** Content files the repository's history knows that are gone now (redirects.ts). */
  formerFiles?: readonly string[]
  siteUrl?: string
  /** The addresses of the pages with a layout of their own (pages/<name>/). */
  ownLayouts?: readonly string[]
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
/**
 * A page file whose address the site gives to another page: the build would write one over the other,
 * with nothing said. Undefined for a name of its own.
 */
function takenAddress(slug: string): string | undefined {
  if (slug === 'index') return 'The file name "index.mdx" would make a page that replaces the home page, whose words are in content/pages/home.mdx. Write them there, or give this file a name of its own, such as "about-us.mdx".'
  if (slug === '404') return 'The file name "404.mdx" would make a page that replaces the one visitors see at an address that does not exist (its words are in content/ui/<language>.yaml, under notFound). Give this file a name of its own.'
  const language = languages.find((l) => l.code === slug && translationLanguages.includes(l.code))
  if (language) return `The file name "${slug}.mdx" would make the page /${slug}, the address of the site's home page in ${language.name}: one would replace the other. Give this file a name of its own.`
}

/** The heading level each collection's text starts at: below the page's title unless shown under a title of its own. */
const HEADING_BASE: Record<string, number> = { policies: 3, procedures: 4, infusions: 4 }

export function validateContent(saved: SourceFile[], options: ValidateOptions): { content: Content; problems: Problem[] } {
  const today = options.today ?? new Date()
  // A file saved in another encoding is checked by its words, and named once for how it was saved.
  const files = saved.map((f) => (f.text.startsWith('\uFEFF') ? { ...f, text: f.text.slice(1), savedAs: f.savedAs ?? 'UTF-8 with BOM' } : f))
  const problems: Problem[] = encodingProblems(files)
  const byPath = new Map(files.map((f) => [f.path, f]))
  const textOf = (file: string) => byPath.get(file)?.text ?? ''
  const content = {} as Record<string, unknown>
  const linkSources: LinkSource[] = []
  const pictures: { file: string; pictures: LinkSource['links'] }[] = []
  const mdxFiles: SourceFile[] = []
  const idsByRoute = new Map<string, string[]>()
  /** The links and pictures of a file's fields (when they could be read) and of its text. */
  const named = (file: string, fields: { value: unknown; lineOf: LineOf } | undefined, route?: string, compiled?: CompiledMdx) => {
    const links = fields ? frontmatterLinks(fields.value, fields.lineOf) : []
    if (fields) pictures.push({ file, pictures: frontmatterPictures(fields.value, fields.lineOf) })
    linkSources.push({ file, route, links: [...links, ...(compiled?.links ?? []).map((l) => ({ href: l.href, lineOffset: l.line }))] })
  }
  readDataFiles(files, content, problems, named)
  const uiFiles = checkUiFiles(files)
  Object.assign(content, { ui: uiFiles.ui, translatedData: uiFiles.translatedData })
  problems.push(...uiFiles.problems)
  // The links and pictures of the translated YAML files (their fields are checkUiFiles').
  for (const source of files.filter((f) => translationLanguages.some((lang) => new RegExp(`^content/${lang}/[^/]+\\.ya?ml$`).test(f.path)))) {
    const parsed = parseYaml(source.path, source.text, 0, [])
    if (parsed) named(source.path, parsed)
  }

  // The practice's numbers and addresses, and what the data counts, which no text may type.
  const counts = dataCounts(content as Partial<Content>, files)
  const facts = textFacts(content.site as Content['site'] | undefined, componentNames)
  for (const source of files) {
    if (/\.ya?ml$/.test(source.path)) problems.push(...yamlProblems(source.path, source.text, 0, counts, today))
    const top = source.path.endsWith('.mdx') ? splitFrontmatter(source.text) : undefined
    if (top) problems.push(...yamlProblems(source.path, top.frontmatter, 1, counts, today))
  }
  const pictureAddresses = pictureAddressProblems(files)
  problems.push(...pictureAddresses)
  // The text is compiled exactly as the build will, so its mistakes are found here first; the heading
  // ids of the page it makes are kept for links to its #anchors.
  const compile = (source: SourceFile, collection: string, route: string | undefined): CompiledMdx => {
    mdxFiles.push(source)
    const compiled: CompiledMdx = options.compileBodies === false ? { links: [], images: [], headingIds: [], lint: [] } : compileMdx(source.path, source.text, facts, HEADING_BASE[collection] ?? 2, counts)
    if (compiled.problem) problems.push(compiled.problem)
    problems.push(...compiled.lint)
    pictures.push({ file: source.path, pictures: compiled.images.map((i) => ({ href: i.href, lineOffset: i.line })) })
    if (route) idsByRoute.set(route, compiled.headingIds)
    return compiled
  }

  // Every well-named entry file, valid or not: a mistake in one file must not turn every link to it into
  // a second, misleading "no such page" error.
  const slugsOf: Record<string, string[]> = {}
  for (const [key, { folder, schema }] of Object.entries(collections)) {
    const entries: Entry<unknown>[] = []
    const slugs: string[] = (slugsOf[key] = [])
    const seenTitles = new Map<string, string>()
    for (const source of files.filter((f) => f.path.startsWith(`${folder}/`))) {
      const name = source.path.slice(folder.length + 1)
      const slug = name.slice(0, -'.mdx'.length)
      if (!name.endsWith('.mdx') || name.includes('/')) {
        problems.push(problem(source.path, undefined, `Only .mdx files belong in ${folder}/. Rename it to end in .mdx, or move it out.`))
        continue
      }
      if (!SLUG.test(slug)) {
        problems.push(problem(source.path, undefined, `The file name "${name}" becomes the page address, so it may only use lowercase letters, digits and single dashes. Rename it to "${suggestSlug(slug)}.mdx".`))
        continue
      }
      const taken = key === 'pages' ? takenAddress(slug) : undefined
      if (taken) problems.push(problem(source.path, undefined, taken))
      slugs.push(slug)
      const split = splitFrontmatter(source.text)
      if (!split) {
        const { line, message } = noFrontmatter(source.text)
        problems.push(problem(source.path, line, message))
        continue
      }
      // A plain page's anchors are not checked (a page such as /policies shows more than its own text).
      const route = key === 'pages' ? undefined : routeOfFile(source.path)
      // The text's links and components are checked whatever its fields say: one run lists every mistake.
      const compiled = compile(source, key, route)
      const fields = checkedYaml(source.path, split.frontmatter, 1, schema, problems)
      named(source.path, fields?.parsed, route, compiled)
      const data = fields?.data as Record<string, unknown> | undefined
      if (!fields || !data) continue
      const twin = repeatedTitle(seenTitles, key, data, source.path, fields.parsed.lineOf)
      if (twin) problems.push(twin)
      entries.push({ slug, file: source.path, data, body: split.body })
    }
    content[key] = entries.sort(byOrder)
  }
  const checked = validateTranslations(files, slugsOf.conditions ?? [], { lastChanged: options.lastChanged, today })
  content.translations = checked.translations
  problems.push(...checked.problems)
  // Every translation in its place is compiled like every other MDX file, its fields valid or not (those
  // are validateTranslations' to report).
  const placed = translationFiles(files, slugsOf)
  for (const { source, collection } of placed) {
    const split = splitFrontmatter(source.text)
    if (!split) continue
    const route = routeOfFile(source.path)
    named(source.path, parseYaml(source.path, split.frontmatter, 1, []), route, compile(source, collection, route))
  }
  const typed = content as Content
  // Every link must lead somewhere: a page of this site, a heading, or a full outside address. A
  // translation in its place counts whatever its fields say, as an entry does (their mistakes are said once).
  const entries = Object.fromEntries(Object.entries(slugsOf).map(([key, slugs]) => [key, slugs.map((slug) => ({ slug }))]))
  const routes = new Set(allRoutes(routeTable({ ...entries, locations: typed.locations, translations: placed })))
  const moved = movedAddresses(typed.redirects, routes)
  for (const route of (options.ownLayouts ?? []).filter((r) => !routes.has(r))) {
    const shown = aliases[route] ?? route
    problems.push(problem(`content/pages/${shown === '/' ? 'home' : shown.slice(1)}.mdx`, undefined, `This file is missing: the page ${route} takes its title and text from it. Restore it from the repository history (the page cannot be built without it).`))
  }
  const saidOfLink = new Set<string>()
  for (const source of linkSources) {
    for (const link of source.links) {
      if (link.href === '') continue // an empty link: the text check says so (lint/index.ts)
      const ownIds = source.route ? idsByRoute.get(source.route) : undefined
      const message = linkProblem(link.href, { routes, ownIds, idsByRoute, moved, siteUrl: options.siteUrl, fileExists: options.publicFileExists })
      if (!message) continue
      problems.push(problem(source.file, link.lineOffset, message))
      saidOfLink.add(`${source.file}:${link.lineOffset}`)
    }
  }
  problems.push(...acrossFiles(problems, () => redirectProblems({ files, redirects: typed.redirects, routes, linkSources, formerFiles: options.formerFiles ?? [] })))

  // Every picture a file names must be in public/ (another site's, or an unshowable format, is picture-rules.ts').
  for (const { file, pictures: named } of pictures) {
    for (const { href, lineOffset } of named) {
      if (/^(https?:)?\/\//.test(href) || unshowableName(href) || (href.startsWith('/') && options.publicFileExists(href))) continue
      problems.push(problem(file, lineOffset, missingPicture(href)))
    }
  }

  // The names components take from site.yaml are checked against it once it could be read.
  problems.push(...acrossFiles(problems, () => checkMdxComponents(mdxFiles, typed, [...routes])))
  const linkedPaths = new Set(linkSources.flatMap((s) => s.links.map((l) => l.href.split(/[?#]/)[0]?.replace(/\/$/, '') ?? '')))
  problems.push(...acrossFiles(problems, () => siteRuleProblems({ content: typed, textOf, slugsOf, linkedPaths, today })))
  if (options.compileBodies !== false) problems.push(...acrossFiles(problems, () => readingLevelProblems(typed, textOf)))
  problems.push(...acrossFiles(problems, () => menuProblems(typed, files, routes)))
  problems.push(...acrossFiles(problems, () => untranslatedContentWords(typed, practiceToday(options.today))))
  problems.push(...acrossFiles(problems, () => callBarNameProblems(typed)))
  acrossFiles(problems, () => (fillFacts(typed), []))
  // A picture from another site or in a format browsers cannot show, and a link field that leads nowhere
  // ("consultation-form" without its /), are said once, in the words that say what to do, not a second
  // time as their field's rule.
  const saidOfPicture = new Set(pictureAddresses.map((p) => `${p.file}:${p.line}`))
  const saidTwice = (p: Problem) => (p.message.includes(PICTURE_PATH_RULE) && saidOfPicture.has(`${p.file}:${p.line}`)) || (p.message.includes(LINK_RULE) && saidOfLink.has(`${p.file}:${p.line}`))
  return { content: typed, problems: problems.filter((p) => !saidTwice(p)) }
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
      const known = source.path.startsWith(`content/${lang}/`) && name.endsWith('.mdx') && slugsOf[collection]?.includes(name.slice(0, -4))
      return known ? [{ source, collection, lang, slug: name.slice(0, -4) }] : []
    }),
  )
}

/**
 * Runs a rule across files. A rule that stumbles on content another mistake left unread waits for that
 * mistake to be fixed; without such a mistake, it is a bug.
 */
function acrossFiles(problems: Problem[], rule: () => Problem[]): Problem[] {
  try {
    return rule()
  } catch (error) {
    if (problems.some((p) => p.level === 'error')) return []
    throw error
  }
}

const suggestSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
