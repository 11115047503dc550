// The route table: every page of the site, worked out from the content. Each collection says once
// how its entries become addresses and whether they exist in other languages; the route list (the
// content check's link check, the sitemap, the browser tests), the pre-rendering (one page per
// entry, then once per language that has it: renderer/+onPrerenderStart.ts), "Edit this page"
// (sourceFileOf) and every link between pages (hrefOf) derive from it.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { defaultLanguage, languageCodes, splitLanguagePrefix, translationLanguages, withLanguagePrefix, type Lang } from '../i18n/languages.ts'

export type CollectionName = 'pages' | 'conditions' | 'team' | 'offices'

/** One entry of a collection: a page of the site in every language it exists in. */
export interface RouteEntry {
  collection: CollectionName
  slug: string
}

interface Collection {
  /** Its address in the default language. */
  path: (slug: string) => string
  /** The content file the page's heading and text come from ("Edit this page"), in a language. */
  source: (slug: string, lang: Lang) => string
  /**
   * The file under content/<lang>/ whose presence makes the page exist in that language; none for
   * a collection that is not translated (its pages exist in the default language only).
   */
  translation?: (slug: string) => string
}

/** content/<file> in the default language, content/<lang>/<file> in another. */
const inLanguage = (lang: Lang, file: string) => (lang === defaultLanguage ? `content/${file}` : `content/${lang}/${file}`)

export const collections: Record<CollectionName, Collection> = {
  // content/pages/<name>.mdx: /<name> (home is /). A page with its own layout has a pages/<name>/
  // folder; the others are shown by the catch-all pages/@page/.
  pages: { path: (slug) => (slug === 'home' ? '/' : `/${slug}`), source: (slug, lang) => inLanguage(lang, `pages/${slug}.mdx`), translation: (slug) => `pages/${slug}.mdx` },
  conditions: { path: (slug) => `/conditions/${slug}`, source: (slug, lang) => inLanguage(lang, `conditions/${slug}.mdx`), translation: (slug) => `conditions/${slug}.mdx` },
  // A bio has a page in each language it is translated into (content/<lang>/team/<slug>.mdx).
  team: { path: (slug) => `/team/${slug}`, source: (slug, lang) => inLanguage(lang, `team/${slug}.mdx`), translation: (slug) => `team/${slug}.mdx` },
  // One page per office of content/locations.yaml, in every language the list of offices
  // (/locations) is translated into: the facts are one file, the words those of the page's language.
  offices: { path: (slug) => `/locations/${slug}`, source: () => 'content/locations.yaml', translation: () => 'pages/locations.mdx' },
}

/** Pages shown at a second address too (docs/requirements.md: /legal is the same page as /policies). */
export const aliases: Readonly<Record<string, string>> = { '/legal': '/policies' }

/** The address of an office's page: "Covington" → "covington", "New Orleans East" → "new-orleans-east". */
export function officeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The entries of the site: the slugs of each collection (offices by name, as locations.yaml writes them). */
export interface SiteEntries {
  pages: string[]
  conditions: string[]
  team: string[]
  offices: string[]
}

/**
 * The translated files (content/<lang>/…, paths from the repository root) a page's existence in
 * another language depends on. Read from disk unless given (the content check passes its own files).
 */
export type TranslatedFiles = ReadonlySet<string>

export function translatedFilesOnDisk(root = process.cwd()): TranslatedFiles {
  const files = new Set<string>()
  const walk = (folder: string, relative: string) => {
    if (!existsSync(folder)) return
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      if (item.isDirectory()) walk(join(folder, item.name), `${relative}/${item.name}`)
      else files.add(`${relative}/${item.name}`)
    }
  }
  for (const lang of translationLanguages) walk(join(root, 'content', lang), `content/${lang}`)
  return files
}

/** The entries of the content on disk (without validating it: the content check reports mistakes). */
export function siteEntriesOnDisk(root = process.cwd()): SiteEntries {
  const names = (folder: string) =>
    existsSync(join(root, 'content', folder))
      ? readdirSync(join(root, 'content', folder))
          .filter((name) => name.endsWith('.mdx'))
          .map((name) => name.slice(0, -'.mdx'.length))
      : []
  return { pages: names('pages'), conditions: names('conditions'), team: names('team'), offices: officeNames(root) }
}

/** The office names of content/locations.yaml (none when it cannot be read: the content check reports why). */
function officeNames(root: string): string[] {
  try {
    const offices: unknown = parse(readFileSync(join(root, 'content', 'locations.yaml'), 'utf8'))
    return Array.isArray(offices) ? offices.flatMap((office: { name?: unknown }) => (typeof office?.name === 'string' ? [office.name] : [])) : []
  } catch {
    return []
  }
}

/** Whether an entry's page exists in a language. */
export function existsIn(entry: RouteEntry, lang: Lang, translated?: TranslatedFiles): boolean {
  if (lang === defaultLanguage) return true
  const translation = collections[entry.collection].translation
  if (!translation) return false
  const file = `content/${lang}/${translation(entry.slug)}`
  return translated ? translated.has(file) : existsSync(join(process.cwd(), file))
}

/** One page of the route table: an entry in one language, at its address. */
export interface RoutedPage extends RouteEntry {
  lang: Lang
  route: string
}

let onDisk: { table: Map<string, RoutedPage>; root: string; at: number } | undefined

/**
 * Every page of the site, by address (without the aliases). Without arguments, the table of the
 * content on disk, read again at most once a second (every link of every page asks for it; the
 * development server still sees a new file at once).
 */
export function routeTable(entries?: SiteEntries, translated?: TranslatedFiles): Map<string, RoutedPage> {
  if (entries || translated) return buildTable(entries ?? siteEntriesOnDisk(), translated ?? translatedFilesOnDisk())
  const root = process.cwd()
  if (!onDisk || onDisk.root !== root || Date.now() - onDisk.at > 1000) onDisk = { table: buildTable(siteEntriesOnDisk(root), translatedFilesOnDisk(root)), root, at: Date.now() }
  return onDisk.table
}

function buildTable(entries: SiteEntries, translated: TranslatedFiles): Map<string, RoutedPage> {
  const all: RouteEntry[] = [
    ...[...new Set([...entries.pages, ...pageFolderNames()])].map((slug) => ({ collection: 'pages' as const, slug })),
    ...entries.conditions.map((slug) => ({ collection: 'conditions' as const, slug })),
    ...entries.team.map((slug) => ({ collection: 'team' as const, slug })),
    ...entries.offices.map((name) => ({ collection: 'offices' as const, slug: officeSlug(name) })),
  ]
  const table = new Map<string, RoutedPage>()
  for (const lang of languageCodes) {
    for (const entry of all.filter((e) => existsIn(e, lang, translated))) {
      const route = withLanguagePrefix(collections[entry.collection].path(entry.slug), lang)
      table.set(route, { ...entry, lang, route })
    }
  }
  return table
}

/** Every address of the site, aliases included, sorted. */
export function allRoutes(entries?: SiteEntries, translated?: TranslatedFiles): string[] {
  const routes = [...routeTable(entries, translated).keys()]
  return [...routes, ...Object.keys(aliases).filter((alias) => routes.includes(aliases[alias]!))].sort()
}

/** The addresses of one language. */
export function routesIn(lang: Lang, entries?: SiteEntries, translated?: TranslatedFiles): string[] {
  return [...routeTable(entries, translated).values()].filter((page) => page.lang === lang).map((page) => page.route)
}

/** The page at an address (an alias gives the page it shows), or undefined for an address that is no page. */
export function pageAt(route: string, table: Map<string, RoutedPage> = routeTable()): RoutedPage | undefined {
  return table.get(aliases[route] ?? route)
}

/**
 * The address of an entry on a page in `lang`: its page in that language when it has one, else its
 * page in the default language.
 */
export function hrefOf(entry: RouteEntry, lang: Lang = defaultLanguage, translated?: TranslatedFiles): string {
  const path = collections[entry.collection].path(entry.slug)
  return existsIn(entry, lang, translated) ? withLanguagePrefix(path, lang) : path
}

/**
 * Where a link to a page of the default language should lead on a page in `lang`: its translation
 * when there is one (for links written as addresses: Markdown links, the navigation of site.yaml).
 */
export function routeIn(lang: Lang, route: string, table?: Map<string, RoutedPage>): string {
  if (lang === defaultLanguage) return route
  const [path, rest] = splitAtHash(route)
  const page = pageAt(path, table ?? routeTable())
  if (!page || page.lang !== defaultLanguage || path !== page.route) return route
  const translated = withLanguagePrefix(page.route, lang)
  return (table ?? routeTable()).has(translated) ? `${translated}${rest}` : route
}

/** A content value with every link (`href`) leading where it should on a page in `lang` (routeIn). */
export function linksIn<T>(lang: Lang, value: T, table?: Map<string, RoutedPage>): T {
  if (lang === defaultLanguage) return value
  const visit = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key === 'href' && node.startsWith('/') ? routeIn(lang, node, table) : node
    if (Array.isArray(node)) return node.map((item) => visit(item))
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, visit(item, name)]))
    return node
  }
  return visit(value) as T
}

function splitAtHash(route: string): [string, string] {
  const index = route.search(/[?#]/)
  return index === -1 ? [route, ''] : [route.slice(0, index), route.slice(index)]
}

/** The same page in each other language that has it: what the header's language control and hreflang offer. */
export function translationsOf(route: string, table: Map<string, RoutedPage> = routeTable()): { lang: Lang; route: string }[] {
  const page = pageAt(route, table)
  if (!page || route in aliases) return []
  const path = collections[page.collection].path(page.slug)
  return languageCodes.flatMap((lang) => {
    const other = withLanguagePrefix(path, lang)
    return lang !== page.lang && table.has(other) ? [{ lang, route: other }] : []
  })
}

/** The address of an office's page in a language (/locations/covington, /es/locations/covington). */
export function officePath(name: string, lang: Lang = defaultLanguage): string {
  return hrefOf({ collection: 'offices', slug: officeSlug(name) }, lang)
}

/**
 * The pages with a layout of their own: a pages/<name>/ folder with its +Page (pages/index/ is the
 * home page). They are pages whatever the content says (the content check still needs their text).
 */
function pageFolderNames(root = process.cwd()): string[] {
  return readdirSync(join(root, 'pages'), { withFileTypes: true })
    .filter((item) => item.isDirectory() && !item.name.startsWith('@') && !item.name.startsWith('_') && !(`/${item.name}` in aliases))
    .filter((item) => readdirSync(join(root, 'pages', item.name)).some((file) => file.startsWith('+Page.')))
    .map((item) => (item.name === 'index' ? 'home' : item.name))
}

/**
 * Plain pages: a content/pages/<name>.mdx with no pages/<name>/ folder of its own, shown at /<name>
 * by the one catch-all page (pages/@page/).
 */
export function plainPageNames(pageNames: string[], root = process.cwd()): string[] {
  return pageNames.filter((name) => name !== 'home' && !existsSync(join(root, 'pages', name)))
}
