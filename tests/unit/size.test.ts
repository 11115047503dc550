// The size budget gate: what counts as loaded before interaction, and when a page breaks a budget.
import { describe, expect, it } from 'vitest'
import { BUDGET, budgetProblems, dynamicImports, gzipSize, pageSize, staticImports } from '../../scripts/size-lib.ts'

const assets: Record<string, string> = {
  '/assets/entries/page.js': 'import{a}from"../chunks/react.js";import"../chunks/island.js";const later=()=>import("../chunks/supabase.js");a(later)',
  '/assets/chunks/react.js': 'export const a=(x)=>x;'.repeat(50),
  '/assets/chunks/island.js': 'import{a}from"./react.js";a(1)',
  '/assets/chunks/supabase.js': 'x'.repeat(500_000),
}
const read = (path: string) => {
  const text = assets[path]
  if (text === undefined) throw new Error(`missing ${path}`)
  return text
}

describe('page size', () => {
  it('follows static imports once each, and leaves dynamic imports (loaded on an action) out', () => {
    expect(staticImports(assets['/assets/entries/page.js']!)).toEqual(['../chunks/react.js', '../chunks/island.js'])
    const html = '<html><body><div data-island="X"></div><script src="/assets/entries/page.js" type="module"></script></body></html>'
    const size = pageSize('/contactus', html, read)
    expect(size.jsFiles).toBe(3)
    expect(size.jsGzip).toBe(['/assets/entries/page.js', '/assets/chunks/react.js', '/assets/chunks/island.js'].reduce((sum, p) => sum + gzipSize(assets[p]!), 0))
    expect(size.hasIslands).toBe(true)
    expect(budgetProblems(size)).toEqual([])
  })

  it('counts dynamic imports (islands hydrated later, code for an action) in "after all islands" only', () => {
    expect(dynamicImports(assets['/assets/entries/page.js']!)).toEqual(['../chunks/supabase.js'])
    const html = '<html><body><div data-island="X"></div><script src="/assets/entries/page.js" type="module"></script></body></html>'
    const size = pageSize('/contactus', html, read)
    expect(size.jsAfterIslandsGzip).toBe(size.jsGzip + gzipSize(assets['/assets/chunks/supabase.js']!))
  })

  it('reads specifiers in any quotes the minifier writes, backticks included', () => {
    const code = 'import{t as e}from"./chunks/a.js";const n={X:()=>e(()=>import(`./chunks/b.js`),[])};import(\'./chunks/c.js\')'
    expect(staticImports(code)).toEqual(['./chunks/a.js'])
    expect(dynamicImports(code)).toEqual(['./chunks/b.js', './chunks/c.js'])
  })

  it('holds every page to 30 KB before interaction', () => {
    const size = { page: '/contactus', htmlCssGzip: 1000, jsGzip: BUDGET.beforeInteractionJsBytes + 1, jsAfterIslandsGzip: BUDGET.beforeInteractionJsBytes + 1, jsWithActionsGzip: 0, jsFiles: 3, hasIslands: true }
    expect(BUDGET.beforeInteractionJsBytes).toBe(30 * 1024)
    expect(budgetProblems(size)).toEqual([expect.stringContaining('/contactus loads')])
    expect(budgetProblems({ ...size, jsGzip: BUDGET.beforeInteractionJsBytes })).toEqual([])
  })

  it('holds pages kept out of search engines (the kiosk slideshow, search) to the same 30 KB', () => {
    const html = '<html><head><meta name="robots" content="noindex"></head><body><div data-island="X"></div><script src="/assets/chunks/react.js" type="module"></script></body></html>'
    const size = pageSize('/slideshow', html, read)
    expect(budgetProblems({ ...size, jsGzip: BUDGET.beforeInteractionJsBytes + 1 })).toEqual([expect.stringContaining('/slideshow loads 30.0 KB of JavaScript before interaction (budget 30.0 KB)')])
  })

  it("counts after all islands only the code that starts the page's own islands; their actions' code apart", () => {
    const entry = 'import"../chunks/react.js";const islands={X:()=>import("../chunks/island.js"),Y:()=>import("../chunks/other.js")}'
    const island = 'import{a}from"./react.js";const send=()=>import("./supabase.js")'
    const files: Record<string, string> = { '/assets/entries/client.js': entry, '/assets/chunks/island.js': island, '/assets/chunks/other.js': 'x'.repeat(1000) }
    const read2 = (path: string) => files[path] ?? read(path)
    const html = '<div data-island="X"></div><script src="/assets/entries/client.js" type="module"></script>'
    const size = pageSize('/contactus', html, read2, (name) => (name === 'X' ? ['/assets/chunks/island.js'] : ['/assets/chunks/other.js']))
    const started = gzipSize(entry) + gzipSize(assets['/assets/chunks/react.js']!) + gzipSize(island)
    expect(size.jsAfterIslandsGzip).toBe(started)
    expect(size.jsWithActionsGzip).toBe(started + gzipSize(assets['/assets/chunks/supabase.js']!))
    expect(BUDGET.afterIslandsJsBytes).toBe(100 * 1024)
  })

  it('fails a page without islands that loads any JavaScript', () => {
    const html = '<html><body><script src="/assets/chunks/island.js" type="module"></script></body></html>'
    expect(budgetProblems(pageSize('/procedures', html, read))).toEqual([expect.stringContaining('/procedures has no interactive parts but loads')])
    expect(budgetProblems(pageSize('/procedures', '<html><body><p>Hi</p></body></html>', read))).toEqual([])
  })

  it('fails a page over the JavaScript or HTML+CSS budget', () => {
    const big = {
      page: '/contactus',
      htmlCssGzip: BUDGET.htmlCssBytes + 1,
      jsGzip: BUDGET.beforeInteractionJsBytes + 1,
      jsAfterIslandsGzip: BUDGET.afterIslandsJsBytes + 1,
      jsWithActionsGzip: BUDGET.afterIslandsJsBytes + 1,
      jsFiles: 3,
      hasIslands: true,
    }
    expect(budgetProblems(big)).toHaveLength(3)
  })
})
