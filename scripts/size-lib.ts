// What each built page makes a browser download, and the budgets it must meet. Three JavaScript figures:
// "before interaction" (the scripts the page asks for and their static imports: what loads before the
// visitor scrolls or touches anything), "after all islands" (also the code that starts every island of
// the page: React, the component and their static imports) and "with actions" (also every dynamic
// import() the islands can make on an action: the schemas and the functions client on a submit, the
// toast library with the first toast).
// Budgets: a page without islands loads no JavaScript; before interaction at most 30 KB on every page
// (the forms and the search box start on the first focus or input; the kiosk slideshow and the video
// preview are framework-free enhancements); after all islands at most 100 KB; HTML with its CSS at
// most 30 KB (all gzip). "With actions" is printed, not budgeted: it loads only when a visitor acts.
import { gzipSync } from 'node:zlib'
import { ISLANDS_START_ID } from '../renderer/islandsStart.ts'

export const BUDGET = {
  /** Most visitors come on a phone: every page must be interactive fast. */
  beforeInteractionJsBytes: 30 * 1024,
  afterIslandsJsBytes: 100 * 1024,
  htmlCssBytes: 30 * 1024,
} as const

export interface PageSize {
  page: string
  htmlCssGzip: number
  /** JavaScript before interaction (gzip). */
  jsGzip: number
  /** JavaScript once every island of the page has started (gzip). */
  jsAfterIslandsGzip: number
  /** JavaScript once the islands' actions have loaded their code too (gzip); not budgeted. */
  jsWithActionsGzip: number
  jsFiles: number
  hasIslands: boolean
}

export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length

/** The files the islands' start (renderer/islandsStart.ts) loads once the page has painted: its entry and preloads. */
function islandsStartFiles(html: string): string[] {
  const json = new RegExp(`<script type="application/json" id="${ISLANDS_START_ID}">([^<]*)</script>`).exec(html)?.[1]
  if (!json) return []
  const { entry, preload } = JSON.parse(json) as { entry: string; preload: string[] }
  return [entry, ...preload]
}

/** The scripts and stylesheets a page asks for, and the modules they import statically. */
/**
 * `islandFiles` gives the built files that start an island of the page (renderer/islandsScript.ts);
 * without it, every dynamic import of the page's scripts counts as "after all islands".
 */
export function pageSize(page: string, html: string, readAsset: (sitePath: string) => string, islandFiles?: (name: string) => string[]): PageSize {
  const scripts = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ...islandsStartFiles(html),
  ]
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const before = moduleGraph(scripts, readAsset, false)
  // The islands' one entry may import any island of the site; only those on this page count.
  const names = [...new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]!))]
  const started = [...before.seen, ...(islandFiles ? names.flatMap(islandFiles) : [])]
  const after = islandFiles ? moduleGraph(started, readAsset, false) : moduleGraph(scripts, readAsset, true)
  const withActions = islandFiles ? moduleGraph(started, readAsset, true, before.seen) : after
  const htmlCssGzip = gzipSize(html) + styles.reduce((sum, href) => sum + gzipSize(readAsset(href)), 0)
  return {
    page,
    htmlCssGzip,
    jsGzip: before.bytes,
    jsAfterIslandsGzip: after.bytes,
    jsWithActionsGzip: withActions.bytes,
    jsFiles: before.files,
    hasIslands: html.includes('data-island='),
  }
}

/** The gzip size and count of the modules reachable from the entry scripts (with dynamic imports or not). */
function moduleGraph(entries: string[], readAsset: (sitePath: string) => string, withDynamic: boolean, staticOnly = new Set<string>()) {
  const seen = new Set<string>()
  const queue = [...entries]
  let bytes = 0
  while (queue.length > 0) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const code = readAsset(path)
    bytes += gzipSize(code)
    const specifiers = withDynamic && !staticOnly.has(path) ? [...staticImports(code), ...dynamicImports(code)] : staticImports(code)
    queue.push(...specifiers.map((specifier) => resolve(path, specifier)))
  }
  return { bytes, files: seen.size, seen }
}

// The bundler quotes specifiers with ", ' or ` (the minifier prefers backticks in dynamic imports).
/** Module specifiers of `import … from "x"` and `import "x"`, not of dynamic `import("x")`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]([^"'`]+\.js)["'`]/g)].map((m) => m[1]!)
}

/** Module specifiers of dynamic `import("x")`: code loaded later (an island coming into view, a submit). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!)
}

function resolve(from: string, specifier: string): string {
  if (specifier.startsWith('/')) return specifier
  return new URL(specifier, `http://site${from}`).pathname
}

/** Every budget a page breaks, in words. */
export function budgetProblems(size: PageSize): string[] {
  const problems: string[] = []
  if (!size.hasIslands && size.jsGzip > 0 && size.page !== '/404') {
    problems.push(`${size.page} has no interactive parts but loads ${kb(size.jsGzip)} of JavaScript`)
  }
  if (size.jsGzip > BUDGET.beforeInteractionJsBytes)
    problems.push(`${size.page} loads ${kb(size.jsGzip)} of JavaScript before interaction (budget ${kb(BUDGET.beforeInteractionJsBytes)})`)
  if (size.jsAfterIslandsGzip > BUDGET.afterIslandsJsBytes)
    problems.push(`${size.page} loads ${kb(size.jsAfterIslandsGzip)} of JavaScript after all islands (budget ${kb(BUDGET.afterIslandsJsBytes)})`)
  if (size.htmlCssGzip > BUDGET.htmlCssBytes) problems.push(`${size.page} has ${kb(size.htmlCssGzip)} of HTML and CSS (budget ${kb(BUDGET.htmlCssBytes)})`)
  return problems
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
