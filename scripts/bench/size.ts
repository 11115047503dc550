// `npm run size`: the HTML+CSS and JavaScript (gzip) of every built page, JavaScript at start, before
// interaction, after all islands have started (with the margin under its budget) and with their
// actions' code, checked against the budgets of scripts/bench/size-lib.ts (which file imports which: Vite's
// build manifest), and the bytes of its pictures against those of scripts/bench/picture-bytes.ts. Exits
// with 1 when a page is over budget.
import { readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { htmlFiles, routeOfHtmlFile } from '../build/page-files.ts'
import { islandBuiltFiles } from '../../renderer/islandsScript.ts'
import { islands, type IslandName } from '../../components/islands/registry.ts'
import { BUDGET, budgetProblems, kb, ModuleGraph, pageSize, type Manifest } from './size-lib.ts'
import { pagePictures, pictureProblems, pictureTotal } from './picture-bytes.ts'

const outDir = join(process.cwd(), process.env.OUT_DIR ?? 'dist')
const root = join(outDir, 'client')
// Vite's build manifest; Vike moves it from the client folder to <outDir>/assets.json.
const graph = new ModuleGraph(JSON.parse(readFileSync(join(outDir, 'assets.json'), 'utf8')) as Manifest)
const islandCode = (name: string) => ({ files: islandBuiltFiles(name as IslandName), startsAtIdle: islands[name as IslandName]?.when === 'idle' })

const sizes = htmlFiles(root)
  .map((file) => {
    const page = routeOfHtmlFile(relative(root, file))
    return pageSize(page, readFileSync(file, 'utf8'), (sitePath) => readFileSync(join(root, sitePath), 'utf8'), graph, islandCode)
  })
  .sort((a, b) => a.page.localeCompare(b.page))

const width = Math.max(...sizes.map((s) => s.page.length), 4)
const columns = ['HTML+CSS', 'JS at start', 'JS before interaction', 'JS after all islands', `margin to ${kb(BUDGET.afterIslandsJsBytes)}`, 'JS with actions']
console.log(`${'page'.padEnd(width)}  ${columns.map((c) => c.padStart(Math.max(c.length, 9))).join('  ')}  JS files`)
for (const size of sizes) {
  // The margin only where there is code to count: a page without islands loads none.
  const margin = size.hasIslands ? kb(BUDGET.afterIslandsJsBytes - size.jsAfterIslandsGzip) : '-'
  const figures = [kb(size.htmlCssGzip), kb(size.jsAtStartGzip), kb(size.jsBeforeInteractionGzip), kb(size.jsAfterIslandsGzip), margin, kb(size.jsWithActionsGzip)]
  console.log(`${size.page.padEnd(width)}  ${figures.map((f, i) => f.padStart(Math.max(columns[i]!.length, 9))).join('  ')}  ${size.jsFiles}`)
}
// Pictures (scripts/bench/picture-bytes.ts): the files a browser takes, per page, and the largest one.
const pictures = htmlFiles(root).map((file) =>
  pagePictures(routeOfHtmlFile(relative(root, file)), readFileSync(file, 'utf8'), (sitePath) => statSync(join(root, decodeURI(sitePath))).size),
)
console.log(`\n${'page'.padEnd(width)}  ${'pictures'.padStart(9)}  ${'bytes'.padStart(10)}  largest`)
for (const page of pictures.filter((p) => p.pictures.length > 0).sort((a, b) => pictureTotal(b) - pictureTotal(a))) {
  const largest = page.pictures.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  console.log(`${page.page.padEnd(width)}  ${String(page.pictures.length).padStart(9)}  ${kb(pictureTotal(page)).padStart(10)}  ${kb(largest.bytes)} ${largest.file}`)
}
if (pictures.every((p) => p.pictures.length === 0)) console.log('(no page asks for a picture file: every picture travels inside its HTML)')
const problems = [...sizes.flatMap(budgetProblems), ...pictures.flatMap(pictureProblems)]
const withJs = sizes.filter((s) => s.jsAtStartGzip > 0).length
console.log(`\n${sizes.length} pages (gzip sizes); ${sizes.length - withJs} load no JavaScript.`)
if (problems.length > 0) {
  console.error(`\nOver budget:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Every page is within its budget.')
