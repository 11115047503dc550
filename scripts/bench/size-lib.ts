// What each built page makes a browser download, from Vite's build manifest (<outDir>/assets.json: each
// file's static and dynamic imports), and its budgets. JavaScript (gzip): "at start" (islandsStart.ts
// and the islands that start at load), "before interaction" (+ the 'idle' islands), "after all islands"
// (+ those started when scrolled to), "with actions" (+ what an action imports). Budgets: no JavaScript
// without islands; at start ≤ 30 KB; after all islands ≤ 100 KB; HTML with CSS ≤ 30 KB. The other two are printed only.
import { gzipSync } from 'node:zlib'
import { ISLANDS_START_ID } from '../../renderer/islandsStart.ts'

export const BUDGET = {
  /** Most visitors come on a phone: what a page runs by itself must stay small. */
  atStartJsBytes: 30 * 1024,
  afterIslandsJsBytes: 100 * 1024,
  htmlCssBytes: 30 * 1024,
} as const

/** One entry of Vite's build manifest: a source module's built file and the modules it imports. */
export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** An island of the page: the built files that start it, and whether it starts by itself in the background (moment 'idle'). */
export interface IslandCode {
  files: string[]
  startsAtIdle: boolean
}

export interface PageSize {
  page: string
  htmlCssGzip: number
  /** JavaScript the page runs by itself once painted (gzip). */
  jsAtStartGzip: number
  /** Also the islands that start by themselves once the page is idle (gzip). */
  jsBeforeInteractionGzip: number
  /** JavaScript once every island of the page has started (gzip). */
  jsAfterIslandsGzip: number
  /** JavaScript once the islands' actions have loaded their code too (gzip); not budgeted. */
  jsWithActionsGzip: number
  /** Files loaded at start. */
  jsFiles: number
  hasIslands: boolean
}

export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length

/** The built file's imports, as site paths (/assets/…): static ones, and the dynamic ones with them when asked. */
export class ModuleGraph {
  private readonly byFile = new Map<string, ManifestChunk>()
  constructor(private readonly manifest: Manifest) {
    for (const chunk of Object.values(manifest)) this.byFile.set(`/${chunk.file}`, chunk)
  }

  private sitePaths(sources: string[] = []): string[] {
    return sources.flatMap((source) => {
      const chunk = this.manifest[source]
      return chunk ? [`/${chunk.file}`] : []
    })
  }

  staticImports(file: string): string[] {
    return this.sitePaths(this.byFile.get(file)?.imports)
  }

  dynamicImports(file: string): string[] {
    return this.sitePaths(this.byFile.get(file)?.dynamicImports)
  }

  /** Every file reachable from `entries` by static imports, and by dynamic ones too except from the files in `noDynamicFrom`. */
  reach(entries: string[], withDynamic = false, noDynamicFrom = new Set<string>()): Set<string> {
    const seen = new Set<string>()
    const queue = [...entries]
    while (queue.length > 0) {
      const file = queue.shift()!
      if (seen.has(file)) continue
      seen.add(file)
      queue.push(...this.staticImports(file))
      if (withDynamic && !noDynamicFrom.has(file)) queue.push(...this.dynamicImports(file))
    }
    return seen
  }
}

/** The files the islands' start (renderer/islandsStart.ts) loads once the page has painted: its entry and preloads. */
function islandsStartFiles(html: string): string[] {
  const json = new RegExp(`<script type="application/json" id="${ISLANDS_START_ID}">([^<]*)</script>`).exec(html)?.[1]
  if (!json) return []
  const { entry, preload } = JSON.parse(json) as { entry: string; preload: string[] }
  return [entry, ...preload]
}

/** The sizes of one built page; `islandCode` gives an island's built files and whether it waits for a press. */
export function pageSize(page: string, html: string, readAsset: (sitePath: string) => string, graph: ModuleGraph, islandCode: (name: string) => IslandCode): PageSize {
  const scripts = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ...islandsStartFiles(html),
  ]
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const names = [...new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]!))]
  const islands = names.map(islandCode)
  const atStart = graph.reach(scripts)
  const beforeInteraction = graph.reach([...atStart, ...islands.filter((i) => i.startsAtIdle).flatMap((i) => i.files)])
  const afterIslands = graph.reach([...beforeInteraction, ...islands.flatMap((i) => i.files)])
  // The islands' entry may import any island of the site: its own dynamic imports are other pages' islands.
  const withActions = graph.reach([...afterIslands], true, atStart)
  const bytes = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(readAsset(file)), 0)
  return {
    page,
    htmlCssGzip: gzipSize(html) + styles.reduce((sum, href) => sum + gzipSize(readAsset(href)), 0),
    jsAtStartGzip: bytes(atStart),
    jsBeforeInteractionGzip: bytes(beforeInteraction),
    jsAfterIslandsGzip: bytes(afterIslands),
    jsWithActionsGzip: bytes(withActions),
    jsFiles: atStart.size,
    hasIslands: names.length > 0,
  }
}

/** Every budget a page breaks, in words. */
export function budgetProblems(size: PageSize): string[] {
  const problems: string[] = []
  if (!size.hasIslands && size.jsAtStartGzip > 0 && size.page !== '/404') {
    problems.push(`${size.page} has no interactive parts but loads ${kb(size.jsAtStartGzip)} of JavaScript`)
  }
  if (size.jsAtStartGzip > BUDGET.atStartJsBytes)
    problems.push(`${size.page} runs ${kb(size.jsAtStartGzip)} of JavaScript at start (budget ${kb(BUDGET.atStartJsBytes)})`)
  if (size.jsAfterIslandsGzip > BUDGET.afterIslandsJsBytes)
    problems.push(`${size.page} loads ${kb(size.jsAfterIslandsGzip)} of JavaScript after all islands (budget ${kb(BUDGET.afterIslandsJsBytes)})`)
  if (size.htmlCssGzip > BUDGET.htmlCssBytes) problems.push(`${size.page} has ${kb(size.htmlCssGzip)} of HTML and CSS (budget ${kb(BUDGET.htmlCssBytes)})`)
  return problems
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
