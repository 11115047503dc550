// The built site as the tests that need no browser read it: every page the build wrote to dist/client
// (or $OUT_DIR/client), parsed once into a DOM (linkedom), before any script runs: what search engines,
// link previews and a visitor without JavaScript get.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { builtFileOf } from '../oracles.ts'

export const clientDir = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')
if (!existsSync(join(clientDir, 'index.html'))) {
  throw new Error(`${clientDir} has no built site: run \`npm run build\` first (npm test does, before these tests).`)
}

/** The page any unknown address shows (404.html), under this name in the tests. */
export const NOT_FOUND = '/404'

export interface BuiltPage {
  route: string
  html: string
  document: Document
}

const cache = new Map<string, BuiltPage>()

/** The built page of a route (NOT_FOUND: the 404 page); throws when the build wrote no such page. */
export function builtPage(route: string): BuiltPage {
  let page = cache.get(route)
  if (!page) {
    const file = builtFileOf(clientDir, route)
    if (!existsSync(file)) throw new Error(`The build wrote no page for ${route} (${file}).`)
    const html = readFileSync(file, 'utf8')
    page = { route, html, document: parseHTML(html).document as unknown as Document }
    cache.set(route, page)
  }
  return page
}

/** A file of the built site as text (a path such as /sitemap.xml). */
export const builtFile = (path: string) => readFileSync(join(clientDir, path), 'utf8')
export const builtFileExists = (path: string) => existsSync(join(clientDir, decodeURIComponent(path)))

/** The text a reader sees in an element: its text without scripts, styles and hidden parts. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  copy.querySelectorAll('script, style, template, [hidden], [aria-hidden="true"]').forEach((el) => el.remove())
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}
