// The size budget gate: which file a page loads at which moment, read from the build's manifest (a
// made-up one here), and when a page breaks a budget.
import { describe, expect, it } from 'vitest'
import { BUDGET, budgetProblems, gzipSize, ModuleGraph, pageSize, type Manifest, type PageSize } from '../../../scripts/bench/size-lib.ts'

// Made-up built files: sizes that differ enough to tell which ones were counted.
const assets: Record<string, string> = {
  '/assets/islands.js': 'const islands={Form:()=>import("./chunks/form.js"),Map:()=>import("./chunks/map.js")}',
  '/assets/chunks/helper.js': 'export const h=1;',
  '/assets/chunks/react.js': 'export const a=(x)=>x;'.repeat(50),
  '/assets/chunks/form.js': 'import{a}from"./react.js";const send=()=>import("./schemas.js")',
  '/assets/chunks/map.js': 'import{a}from"./react.js";' + 'm'.repeat(700),
  '/assets/chunks/hero.js': 'h'.repeat(300),
  '/assets/chunks/schemas.js': 'x'.repeat(50_000) + Math.random().toString(36).repeat(200),
}
// What Vite writes: by source module, the built file and the source modules it imports.
const manifest: Manifest = {
  'components/islands/client.ts': { file: 'assets/islands.js', imports: ['_helper.js'], dynamicImports: ['Form.tsx', 'Map.tsx', 'Hero.enhance.ts'] },
  '_helper.js': { file: 'assets/chunks/helper.js' },
  '_react.js': { file: 'assets/chunks/react.js' },
  'Form.tsx': { file: 'assets/chunks/form.js', imports: ['_react.js'], dynamicImports: ['schemas.ts'] },
  'Map.tsx': { file: 'assets/chunks/map.js', imports: ['_react.js'] },
  'Hero.enhance.ts': { file: 'assets/chunks/hero.js' },
  'schemas.ts': { file: 'assets/chunks/schemas.js', imports: ['_react.js'] },
}
const graph = new ModuleGraph(manifest)
const read = (path: string) => {
  const text = assets[path]
  if (text === undefined) throw new Error(`missing ${path}`)
  return text
}
const gz = (...paths: string[]) => paths.reduce((sum, path) => sum + gzipSize(read(path)), 0)

/** The islands' start as the build writes it into a page: its entry, and the files of the islands that start at load. */
const start = (preload: string[]) =>
  `<script type="application/json" id="islands-start">${JSON.stringify({ entry: '/assets/islands.js', preload })}</script><script type="module">…</script>`
const code = { Form: { files: ['/assets/chunks/form.js'], startsAtIdle: true }, Map: { files: ['/assets/chunks/map.js'], startsAtIdle: false }, Hero: { files: ['/assets/chunks/hero.js'], startsAtIdle: false } }
const islandCode = (name: string) => code[name as keyof typeof code]

describe('the module graph from the manifest', () => {
  it('gives a file’s static and dynamic imports as the site’s paths', () => {
    expect(graph.staticImports('/assets/chunks/form.js')).toEqual(['/assets/chunks/react.js'])
    expect(graph.dynamicImports('/assets/chunks/form.js')).toEqual(['/assets/chunks/schemas.js'])
    expect(graph.staticImports('/assets/chunks/hero.js')).toEqual([])
  })

  it('reaches each file once, following dynamic imports only when asked and not from the files named', () => {
    expect([...graph.reach(['/assets/chunks/form.js', '/assets/chunks/map.js'])].sort()).toEqual(['/assets/chunks/form.js', '/assets/chunks/map.js', '/assets/chunks/react.js'])
    expect(graph.reach(['/assets/chunks/form.js'], true).has('/assets/chunks/schemas.js')).toBe(true)
    expect(graph.reach(['/assets/islands.js'], true, new Set(['/assets/islands.js'])).size).toBe(2)
  })
})

describe('page size', () => {
  it('counts at start the entry, its imports and the islands that start at load; before interaction also those that start at idle', () => {
    const html = `<div data-island="Hero"></div><div data-island="Form"></div>${start(['/assets/chunks/helper.js', '/assets/chunks/hero.js'])}`
    const size = pageSize('/contactus', html, read, graph, islandCode)
    expect(size.jsFiles).toBe(3)
    expect(size.jsAtStartGzip).toBe(gz('/assets/islands.js', '/assets/chunks/helper.js', '/assets/chunks/hero.js'))
    expect(size.jsBeforeInteractionGzip).toBe(size.jsAtStartGzip + gz('/assets/chunks/form.js', '/assets/chunks/react.js'))
    expect(size.hasIslands).toBe(true)
  })

  it("counts after all islands only the page's own islands, and their actions' code (a submit's schemas) apart", () => {
    const html = `<div data-island="Map"></div>${start(['/assets/chunks/helper.js'])}`
    const size = pageSize('/locations', html, read, graph, islandCode)
    // No island starts at idle here: nothing more before interaction; the map once scrolled to.
    expect(size.jsBeforeInteractionGzip).toBe(size.jsAtStartGzip)
    expect(size.jsAfterIslandsGzip).toBe(size.jsAtStartGzip + gz('/assets/chunks/map.js', '/assets/chunks/react.js'))
    // The entry's own dynamic imports are every island of the site: not this page's actions.
    expect(size.jsWithActionsGzip).toBe(size.jsAfterIslandsGzip)
    const form = pageSize('/contactus', `<div data-island="Form"></div>${start(['/assets/chunks/helper.js'])}`, read, graph, islandCode)
    expect(form.jsWithActionsGzip).toBe(form.jsAfterIslandsGzip + gz('/assets/chunks/schemas.js'))
  })

  it('counts nothing on a page without scripts', () => {
    const size = pageSize('/procedures', '<html><body><p>Hi</p></body></html>', read, graph, islandCode)
    expect([size.jsAtStartGzip, size.jsAfterIslandsGzip, size.jsFiles]).toEqual([0, 0, 0])
    expect(budgetProblems(size)).toEqual([])
  })
})

describe('budgets', () => {
  const within: PageSize = { page: '/contactus', htmlCssGzip: 1000, jsAtStartGzip: 3000, jsBeforeInteractionGzip: 50_000, jsAfterIslandsGzip: 50_000, jsWithActionsGzip: 500_000, jsFiles: 3, hasIslands: true }

  it('are 30 KB at start, 100 KB after all islands, 30 KB of HTML and CSS', () => {
    expect(BUDGET).toEqual({ atStartJsBytes: 30 * 1024, afterIslandsJsBytes: 100 * 1024, htmlCssBytes: 30 * 1024 })
  })

  it('hold every page to 30 KB at start: at the edge it passes, one byte over it fails', () => {
    expect(budgetProblems({ ...within, jsAtStartGzip: 30 * 1024 })).toEqual([])
    expect(budgetProblems({ ...within, page: '/slideshow', jsAtStartGzip: 30 * 1024 + 1 })).toEqual(['/slideshow runs 30.0 KB of JavaScript at start (budget 30.0 KB)'])
  })

  it('hold every page to 100 KB after all islands, whatever its actions load', () => {
    expect(budgetProblems({ ...within, jsAfterIslandsGzip: 100 * 1024 })).toEqual([])
    expect(budgetProblems({ ...within, jsAfterIslandsGzip: 100 * 1024 + 1 })).toEqual([expect.stringContaining('/contactus loads 100.0 KB of JavaScript after all islands')])
  })

  it('fail a page without islands that loads any JavaScript', () => {
    expect(budgetProblems({ ...within, page: '/procedures', hasIslands: false, jsAtStartGzip: 10 })).toEqual([expect.stringContaining('/procedures has no interactive parts but loads')])
  })

  it('fail a page over the HTML+CSS budget, and name each budget broken', () => {
    expect(budgetProblems({ ...within, htmlCssGzip: 30 * 1024 + 1, jsAtStartGzip: 30 * 1024 + 1, jsAfterIslandsGzip: 100 * 1024 + 1 })).toHaveLength(3)
  })
})
