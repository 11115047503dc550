// The route table: every page of the site, worked out from the loaded, checked content and the
// collection table of files.ts (never by reading the disk again). Each routed collection says once
// what its address is and whether it is translated; from the table come the pre-rendering, the
// sitemap, the link check, "Edit this page", hreflang and the language control, and every address a
// page links to: addressOf is the one function that makes an address, with its language.
import { collections, dataFiles, dataPages, officeSlug } from './files.ts'
import { defaultLanguage, languageCodes, splitLanguagePrefix, withLanguagePrefix, type Lang } from '../i18n/languages.ts'

export { officeSlug }

type Collections = typeof collections
/** The collections whose entries are pages, and the pages made from a data file's entries. */
export type RoutedName = { [K in keyof Collections]: Collections[K] extends { route: string } ? K : never }[keyof Collections] | keyof typeof dataPages

/** One entry of a routed collection: a page of the site in every language it exists in. */
export interface RouteEntry {
  collection: RoutedName
  slug: string
}

/** One page of the route table: an entry in one language, at its address. */
export interface RoutedPage extends RouteEntry {
  lang: Lang
  route: string
}

interface Routed {
  route: string
  page: string
  index?: string
  /** content/<folder>/ of an MDX collection (its entries' files); none for pages made from a data file. */
  folder?: string
}

/** Every routed collection, by name. */
export const routedCollections = Object.fromEntries([
  ...Object.entries(collections).flatMap(([name, spec]) => ('route' in spec ? [[name, spec as Routed]] : [])),
  ...Object.entries(dataPages),
]) as Record<RoutedName, Routed & { data?: string; translatedWith?: RouteEntry }>

/** The address of an entry in the default language: the route with its slug (the index entry: the route without it). */
export function pathOf({ collection, slug }: RouteEntry): string {
  const { route, index } = routedCollections[collection]
  if (slug === index) return route.replace(/\/@\w+$/, '') || '/'
  return route.replace(/@\w+/, slug)
}

/**
 * The content a route table is made from: the entries of each collection (the content check passes
 * every well-named file, valid or not), the data file of each page-making data file, and the
 * translations (content/<lang>/<folder>/<slug>.mdx).
 */
export type RoutedContent = { [K in keyof Collections]?: readonly { slug: string }[] } & {
  locations?: readonly { name: string }[]
  translations?: readonly { lang: Lang; collection: string; slug: string }[]
}

/** The site's pages by address, with what they were made from. */
export interface RouteTable {
  pages: ReadonlyMap<string, RoutedPage>
}

const tables = new WeakMap<object, RouteTable>()

/** The route table of some content (worked out once per content object). */
export function routeTable(content: RoutedContent): RouteTable {
  let table = tables.get(content)
  if (!table) {
    table = buildTable(content)
    tables.set(content, table)
  }
  return table
}

function buildTable(content: RoutedContent): RouteTable {
  const translated = new Set((content.translations ?? []).map((t) => `${t.lang}/${t.collection}/${t.slug}`))
  const existsIn = ({ collection, slug }: RouteEntry, lang: Lang): boolean => {
    if (lang === defaultLanguage) return true
    const spec = routedCollections[collection]
    if (spec.translatedWith) return translated.has(`${lang}/${spec.translatedWith.collection}/${spec.translatedWith.slug}`)
    return (collections[collection as keyof Collections]?.translated ?? false) && translated.has(`${lang}/${collection}/${slug}`)
  }
  const entries: RouteEntry[] = (Object.keys(routedCollections) as RoutedName[]).flatMap((collection) => {
    const spec = routedCollections[collection]
    const items: readonly unknown[] = (spec.data ? (content as Record<string, readonly unknown[] | undefined>)[spec.data] : content[collection as keyof Collections]) ?? []
    const slugOf = (item: unknown) => (collection in dataPages ? dataPages[collection as keyof typeof dataPages].slug(item as { name: string }) : (item as { slug: string }).slug)
    return items.map((item) => ({ collection, slug: slugOf(item) }))
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

/** Pages shown at a second address too (docs/requirements.md: /legal is the same page as /policies). */
export const aliases: Readonly<Record<string, string>> = { '/legal': '/policies' }

/** Every address of the site, aliases included, sorted. */
export function allRoutes(table: RouteTable): string[] {
  const routes = [...table.pages.keys()]
  return [...routes, ...Object.keys(aliases).filter((alias) => routes.includes(aliases[alias]!))].sort()
}

/** The addresses of one language. */
export function routesIn(table: RouteTable, lang: Lang): string[] {
  return [...table.pages.values()].filter((page) => page.lang === lang).map((page) => page.route)
}

/** The page at an address (an alias gives the page it shows), or undefined for an address that is no page. */
export function pageAt(table: RouteTable, route: string): RoutedPage | undefined {
  return table.pages.get(aliases[route] ?? route)
}

/**
 * The address of an entry on a page in `lang`: its page in that language when it has one, else its
 * page in the default language. The one function that makes an address.
 */
export function addressOf(table: RouteTable, entry: RouteEntry, lang: Lang = defaultLanguage): string {
  const translated = withLanguagePrefix(pathOf(entry), lang)
  return table.pages.has(translated) ? translated : pathOf(entry)
}

/**
 * Where an address written in the content (a Markdown link, a link of site.yaml's navigation, always
 * in the default language) leads on a page in `lang`: the address of the page it names, in that
 * language when it has one. An address that is no page (a file, a former address) stays as written.
 */
export function contentAddress(table: RouteTable, written: string, lang: Lang): string {
  if (lang === defaultLanguage || !written.startsWith('/')) return written
  const [path, rest] = splitAtHash(written)
  const page = pageAt(table, path)
  if (!page || page.lang !== defaultLanguage || path !== page.route) return written
  return `${addressOf(table, page, lang)}${rest}`
}

/** A content value with every link (`href`) leading where it should on a page in `lang` (contentAddress). */
export function linksIn<T>(table: RouteTable, lang: Lang, value: T): T {
  if (lang === defaultLanguage) return value
  const visit = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key === 'href' ? contentAddress(table, node, lang) : node
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
export function translationsOf(table: RouteTable, route: string): { lang: Lang; route: string }[] {
  const page = pageAt(table, route)
  if (!page || route in aliases) return []
  return languageCodes.flatMap((lang) => {
    const other = withLanguagePrefix(pathOf(page), lang)
    return lang !== page.lang && table.pages.has(other) ? [{ lang, route: other }] : []
  })
}

/** The address of a page in the default language: /es/contactus → /contactus. */
export function defaultLanguageRouteOf(route: string): string {
  return splitLanguagePrefix(route).path
}

/**
 * The content file a page's heading and text come from ("Edit this page"): its entry's file in the
 * page's language (a translated page is made from its translation under content/<lang>/), or the data
 * file of a page made from a data file's entry.
 */
export function sourceOf(page: RoutedPage): string {
  const spec = routedCollections[page.collection]
  if (spec.data) return dataFiles[spec.data as keyof typeof dataFiles].file
  const file = `${spec.folder!.slice('content/'.length)}/${page.slug}.mdx`
  return page.lang === defaultLanguage ? `content/${file}` : `content/${page.lang}/${file}`
}

/**
 * The page a content file makes, when it makes one of its own: content/conditions/x.mdx →
 * /conditions/x, its translation content/<lang>/conditions/x.mdx → /<lang>/conditions/x (a
 * collection that is not translated makes no page in another language).
 */
export function routeOfFile(file: string): string | undefined {
  const { lang, path } = splitLanguagePrefix(file.replace(/^content\//, '/'))
  for (const [collection, spec] of Object.entries(routedCollections) as [RoutedName, (typeof routedCollections)[RoutedName]][]) {
    const folder = spec.folder?.slice('content'.length)
    if (!folder || !path.startsWith(`${folder}/`) || !path.endsWith('.mdx')) continue
    const slug = path.slice(folder.length + 1, -'.mdx'.length)
    if (slug.includes('/') || (lang !== defaultLanguage && !collections[collection as keyof Collections].translated)) return undefined
    return withLanguagePrefix(pathOf({ collection, slug }), lang)
  }
  return undefined
}
