// The route table: every page of the site, from the loaded content and the collection table of
// files.ts. addressOf is the one function that makes an address, with its language.
import { collections, dataFiles, dataPages, officeSlug, translationPath } from './files.ts'
import { defaultLanguage, languageCodes, splitLanguagePrefix, withLanguagePrefix, type Lang } from '../i18n/languages.ts'

export { officeSlug }

type Collections = typeof collections
export type RoutedName = { [K in keyof Collections]: Collections[K] extends { route: string } ? K : never }[keyof Collections] | keyof typeof dataPages

export interface RouteEntry {
  collection: RoutedName
  slug: string
}

/** An entry in one language, at its address. */
export interface RoutedPage extends RouteEntry {
  lang: Lang
  route: string
}

interface Routed {
  route: string
  page: string
  index?: string
  /** Its entries' folder; none for pages made from a data file. */
  folder?: string
}

const routedCollections = Object.fromEntries([
  ...Object.entries(collections).flatMap(([name, spec]) => ('route' in spec ? [[name, spec as Routed]] : [])),
  ...Object.entries(dataPages),
]) as Record<RoutedName, Routed & { data?: string; translatedWith?: RouteEntry }>

/** The address of an entry in the default language: the route with its slug (the index entry: the route without it). */
export function pathOf({ collection, slug }: RouteEntry): string {
  const { route, index } = routedCollections[collection]
  if (slug === index) return route.replace(/\/@\w+$/, '') || '/'
  return route.replace(/@\w+/, slug)
}

/** The content a route table is made from (the content check passes every well-named file, valid or not). */
export type RoutedContent = { [K in keyof Collections]?: readonly { slug: string }[] } & {
  locations?: readonly { name: string }[]
  translations?: readonly { lang: Lang; collection: string; slug: string }[]
}

export interface RouteTable {
  pages: ReadonlyMap<string, RoutedPage>
}

const tables = new WeakMap<object, RouteTable>()

/** The route table of some content (worked out once per content object). */
export function routeTable(content: RoutedContent): RouteTable {
  const table = tables.get(content) ?? buildTable(content)
  tables.set(content, table)
  return table
}

function buildTable(content: RoutedContent): RouteTable {
  const translated = new Set((content.translations ?? []).map((t) => `${t.lang}/${t.collection}/${t.slug}`))
  const existsIn = ({ collection, slug }: RouteEntry, lang: Lang): boolean => {
    if (lang === defaultLanguage) return true
    const spec = routedCollections[collection]
    if (spec.translatedWith) return translated.has(`${lang}/${spec.translatedWith.collection}/${spec.translatedWith.slug}`)
    return translated.has(`${lang}/${collection}/${slug}`)
  }
  const entries: RouteEntry[] = (Object.keys(routedCollections) as RoutedName[]).flatMap((collection) => {
    const data = routedCollections[collection].data
    const items = (data ? content[data as 'locations'] : content[collection as keyof Collections]) ?? []
    return items.map((item) => ({ collection, slug: 'slug' in item ? item.slug : officeSlug(item.name) }))
  })
  const pages = new Map<string, RoutedPage>()
  for (const lang of languageCodes) {
    for (const entry of entries.filter((e) => existsIn(e, lang))) {
      const route = withLanguagePrefix(pathOf(entry), lang)
      pages.set(route, { ...entry, lang, route })
    }
  }
  return { pages }
}

/** Pages shown at a second address too (/legal is the same page as /policies). */
export const aliases: Readonly<Record<string, string>> = { '/legal': '/policies' }

/** The routes plus the addresses that show the same page. */
function withAliases(routes: string[]): string[] {
  return routes.flatMap((route) => [route, ...Object.keys(aliases).filter((alias) => aliases[alias] === route)])
}

/** Every address of the site, aliases included, sorted. */
export function allRoutes(table: RouteTable): string[] {
  return withAliases([...table.pages.keys()]).sort()
}

export function routesIn(table: RouteTable, lang: Lang): string[] {
  return [...table.pages.values()].filter((page) => page.lang === lang).map((page) => page.route)
}

/** The page at an address (an alias gives the page it shows), or undefined for an address that is no page. */
export function pageAt(table: RouteTable, route: string): RoutedPage | undefined {
  return table.pages.get(aliases[route] ?? route)
}

/** The address of an entry on a page in `lang`: its page in that language when it has one, else the default language's. */
export function addressOf(table: RouteTable, entry: RouteEntry, lang: Lang = defaultLanguage): string {
  const translated = withLanguagePrefix(pathOf(entry), lang)
  return table.pages.has(translated) ? translated : pathOf(entry)
}

/**
 * Where an address written in the content (always in the default language) leads on a page in
 * `lang`. An address that is no page (a file, a former address) stays as written.
 */
export function contentAddress(table: RouteTable, written: string, lang: Lang): string {
  if (lang === defaultLanguage || !written.startsWith('/')) return written
  const at = written.search(/[?#]/)
  const [path, rest] = at === -1 ? [written, ''] : [written.slice(0, at), written.slice(at)]
  const page = pageAt(table, path)
  if (!page || page.lang !== defaultLanguage || path !== page.route) return written
  return `${addressOf(table, page, lang)}${rest}`
}

/** A value with each text of its lists and groups replaced by `change(text, the name of its field)`. */
export function mapTexts<T>(value: T, change: (text: string, key?: string) => string): T {
  const visit = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return change(node, key)
    if (Array.isArray(node)) return node.map((item) => visit(item))
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, visit(item, name)]))
    return node
  }
  return visit(value) as T
}

/** A content value with every link (`href`) leading where it should on a page in `lang` (contentAddress). */
export function linksIn<T>(table: RouteTable, lang: Lang, value: T): T {
  return lang === defaultLanguage ? value : mapTexts(value, (text, key) => (key === 'href' ? contentAddress(table, text, lang) : text))
}

/** The same page in each other language that has it: what the header's language control and hreflang offer. */
export function translationsOf(table: RouteTable, route: string): { lang: Lang; route: string }[] {
  const page = pageAt(table, route)
  if (!page || route in aliases) return []
  return languageCodes.flatMap((lang) => {
    const other = withLanguagePrefix(pathOf(page), lang)
    return lang !== page.lang && table.pages.has(other) ? [{ lang, route: other }] : []
  })
}

/** The content file a page's heading and text come from ("Edit this page"), in the page's language. */
export function sourceOf(page: RoutedPage): string {
  const spec = routedCollections[page.collection]
  if (spec.data) return dataFiles[spec.data as keyof typeof dataFiles].file
  const file = `${spec.folder}/${page.slug}.mdx`
  return page.lang === defaultLanguage ? file : translationPath(file, page.lang)
}

/** The page a content file makes, if any: content/conditions/x.mdx → /conditions/x, content/es/conditions/x.mdx → /es/conditions/x. */
export function routeOfFile(file: string): string | undefined {
  const { lang, path } = splitLanguagePrefix(file.replace(/^content\//, '/'))
  for (const [collection, spec] of Object.entries(routedCollections) as [RoutedName, (typeof routedCollections)[RoutedName]][]) {
    const folder = spec.folder?.slice('content'.length)
    if (!folder || !path.startsWith(`${folder}/`) || !path.endsWith('.mdx')) continue
    const slug = path.slice(folder.length + 1, -'.mdx'.length)
    if (slug.includes('/')) return undefined
    return withLanguagePrefix(pathOf({ collection, slug }), lang)
  }
  return undefined
}
