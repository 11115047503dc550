// Which content files each page is made of. Nobody keeps this by hand: while the build pre-renders a
// page, the content view of lib/content/reads.ts notes every file the page reads, and the renderer
// writes the record to dist/page-sources.json (recordPageSources). "Last updated" on every page,
// the sitemap's lastmod and `npm run changed-pages` all come from it (docs/architecture.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { aliases, pageAt, sourceOf, type RouteTable } from './routes.ts'

/** The record of one build. */
export interface PageSources {
  /**
   * For each built page (its address; the not-found page is "/404"), the content files it read,
   * sorted. A folder ending in "/" means the page takes the list of that collection, so a file
   * added to or removed from it changes the page.
   */
  pages: Record<string, string[]>
  /**
   * For each built page, what its shared layout (header, footer) read: the same on every page of one
   * language, but not across languages (a Spanish page's layout also reads its interface words).
   */
  frames: Record<string, string[]>
}

/** Where the build writes the record: next to the built site, not inside it (it is not published). */
export function pageSourcesPath(root = process.cwd()): string {
  return join(root, process.env.OUT_DIR ?? 'dist', 'page-sources.json')
}

const record: PageSources = { pages: {}, frames: {} }

/**
 * Adds one pre-rendered page to the record and writes the whole record again: pages render one at a
 * time, and the first page of a build replaces the record of the build before it.
 */
export function recordPageSources(route: string, files: string[], frame: string[], path = pageSourcesPath()): void {
  record.pages[route] = files
  record.frames[route] = frame
  const sorted = (byRoute: Record<string, string[]>) => Object.fromEntries(Object.entries(byRoute).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(path, `${JSON.stringify({ pages: sorted(record.pages), frames: sorted(record.frames) }, null, 2)}\n`)
}

/** The record of the last build, or undefined when there is none (no build yet). */
export function readPageSources(path = pageSourcesPath()): PageSources | undefined {
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as PageSources
}

/**
 * The files a page's date comes from ("Last updated", the sitemap's lastmod): the files it read,
 * without the layout's own (a new phone number in the footer does not make every page new) and
 * without folder lists. A page made only of the layout's files is dated by them.
 */
export function datedFiles(files: readonly string[], frame: readonly string[]): string[] {
  const own = files.filter((file) => !file.endsWith('/') && !frame.includes(file))
  return own.length > 0 ? own : files.filter((file) => !file.endsWith('/'))
}

/** The files a built page is dated by, from the record of its build (see datedFiles). */
export function pageDatedFiles(sources: PageSources, route: string): string[] {
  const files = sources.pages[route]
  if (!files) throw new Error(`The record of the build does not say which content files ${route} shows`)
  return datedFiles(files, sources.frames[route] ?? [])
}

/**
 * The file a page's heading and text come from, the one "Edit this page" opens: the source its
 * collection names in the route table (lib/content/routes.ts) for the page's language. A translated
 * page is made from its translation under content/<lang>/, never from the English file. The renderer
 * makes sure every page really read this file (renderer/+onRenderHtml.tsx), so the rule and the
 * record of what pages read cannot drift apart.
 */
export function sourceFileOf(table: RouteTable, route: string): string {
  const page = pageAt(table, route)
  if (!page) throw new Error(`${route} is no page of the route table (lib/content/routes.ts)`)
  return sourceOf(page)
}

/** Where the content files live, for "Edit this page": set REPOSITORY_URL to the real repository. */
const REPOSITORY_URL = (process.env.REPOSITORY_URL ?? 'https://github.com/example/crescent-neurology-site').replace(/\/$/, '')

/** The repository's editor for a content file. */
export function editUrl(file: string): string {
  return `${REPOSITORY_URL}/edit/main/${file}`
}

/** The routes plus the addresses that show the same page. */
export function withAliases(routes: string[]): string[] {
  return routes.flatMap((route) => [route, ...Object.keys(aliases).filter((alias) => aliases[alias] === route)])
}
