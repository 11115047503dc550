// What each built page makes a browser download before any interaction, and the budgets it must
// meet (issue 6): a page without islands loads no JavaScript; one with islands at most 100 KB of
// JavaScript (gzip); every page's HTML with its CSS at most 30 KB (gzip). Code that only an action
// needs (supabase-js on submit) is a dynamic import(), so it is not counted.
import { gzipSync } from 'node:zlib'

export const BUDGET = { islandJsBytes: 100 * 1024, htmlCssBytes: 30 * 1024 } as const

export interface PageSize {
  page: string
  htmlCssGzip: number
  jsGzip: number
  jsFiles: number
  hasIslands: boolean
}

export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length

/** The scripts and stylesheets a page asks for, and the modules they import statically. */
export function pageSize(page: string, html: string, readAsset: (sitePath: string) => string): PageSize {
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const seen = new Set<string>()
  const queue = [...scripts]
  let jsGzip = 0
  while (queue.length > 0) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const code = readAsset(path)
    jsGzip += gzipSize(code)
    queue.push(...staticImports(code).map((specifier) => resolve(path, specifier)))
  }
  const htmlCssGzip = gzipSize(html) + styles.reduce((sum, href) => sum + gzipSize(readAsset(href)), 0)
  return { page, htmlCssGzip, jsGzip, jsFiles: seen.size, hasIslands: html.includes('data-island=') }
}

/** Module specifiers of `import … from "x"` and `import "x"`, not of dynamic `import("x")`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((m) => m[1]!)
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
  if (size.jsGzip > BUDGET.islandJsBytes) problems.push(`${size.page} loads ${kb(size.jsGzip)} of JavaScript (budget ${kb(BUDGET.islandJsBytes)})`)
  if (size.htmlCssGzip > BUDGET.htmlCssBytes) problems.push(`${size.page} has ${kb(size.htmlCssGzip)} of HTML and CSS (budget ${kb(BUDGET.htmlCssBytes)})`)
  return problems
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
