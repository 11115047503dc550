// The floor of `npm run bench:lcp`: a copy of the built site with every script removed,
// served the same way. What the project's pages lose to their JavaScript is then the project's figure
// over the floor's, page by page. Structured data (<script type="application/ld+json">) stays: it is
// words for search engines that no browser runs, and it travels in the page either way.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFiles } from '../build/page-files.ts'

/** Every script a browser would run or fetch for it: script elements (except structured data) and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '')
}

/** `<outDir>/client` copied with every page's scripts removed: its OUT_DIR and how to remove it. */
export function buildFloor(outDir: string): { outDir: string; remove: () => void } {
  const floor = join('node_modules', '.cache', 'lcp-floor', String(process.pid))
  const client = join(floor, 'client')
  rmSync(floor, { recursive: true, force: true })
  mkdirSync(floor, { recursive: true })
  cpSync(join(outDir, 'client'), client, { recursive: true })
  for (const file of htmlFiles(client)) writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')))
  return { outDir: floor, remove: () => rmSync(floor, { recursive: true, force: true }) }
}
