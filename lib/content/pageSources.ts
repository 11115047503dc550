// Which content files each built page read (reads.ts notes them), kept in dist/page-sources.json for
// "Last updated", the sitemap's lastmod and "Edit this page".
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageAt, sourceOf, type RouteTable } from './routes.ts'

export interface PageSources {
  /** By address (the not-found page is "/404"): the files it read, sorted; a folder ends in "/". */
  pages: Record<string, string[]>
  /** By address: what its layout (header, footer) read. */
  frames: Record<string, string[]>
}

/** Next to the built site, not inside it (it is not published). */
export function pageSourcesPath(root = process.cwd()): string {
  return join(root, process.env.OUT_DIR ?? 'dist', 'page-sources.json')
}

const record: PageSources = { pages: {}, frames: {} }

/**
 * Adds one page to the record. The whole record is written once, when the build's process ends (the
 * first page of a build replaces the last build's record): written after each page, it made the build
 * slower with every page.
 */
export function recordPageSources(route: string, files: string[], frame: string[], path = pageSourcesPath()): void {
  if (Object.keys(record.pages).length === 0) process.once('exit', () => writePageSources(path))
  record.pages[route] = files
  record.frames[route] = frame
}

/** Writes the record of the pages rendered so far, sorted by address. */
export function writePageSources(path = pageSourcesPath()): void {
  const sorted = (byRoute: Record<string, string[]>) => Object.fromEntries(Object.entries(byRoute).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(path, `${JSON.stringify({ pages: sorted(record.pages), frames: sorted(record.frames) }, null, 2)}\n`)
}

/** The record of the last build, if any. */
export function readPageSources(path = pageSourcesPath()): PageSources | undefined {
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as PageSources
}

/**
 * The files a page's date comes from: those it read but the layout's (a new phone number in the footer
 * does not make every page new) and folders; a page made only of the layout's files is dated by them.
 */
export function datedFiles(files: readonly string[], frame: readonly string[]): string[] {
  const own = files.filter((file) => !file.endsWith('/') && !frame.includes(file))
  return own.length > 0 ? own : files.filter((file) => !file.endsWith('/'))
}

/** The files a built page is dated by (datedFiles). */
export function pageDatedFiles(sources: PageSources, route: string): string[] {
  const files = sources.pages[route]
  if (!files) throw new Error(`The record of the build does not say which content files ${route} shows`)
  return datedFiles(files, sources.frames[route] ?? [])
}

/** The file "Edit this page" opens (the renderer makes sure the page read it). */
export function sourceFileOf(table: RouteTable, route: string): string {
  const page = pageAt(table, route)
  if (!page) throw new Error(`${route} is no page of the route table (lib/content/routes.ts)`)
  return sourceOf(page)
}

const REPOSITORY_URL = (process.env.REPOSITORY_URL ?? 'https://github.com/example/crescent-neurology-site').replace(/\/$/, '')

/** The repository's editor for a content file. */
export function editUrl(file: string): string {
  return `${REPOSITORY_URL}/edit/main/${file}`
}
