// `npm run size`: the HTML+CSS and JavaScript (gzip) of every built page, JavaScript before
// interaction, after all islands have started and with their actions' code, checked against the
// budgets of scripts/size-lib.ts, and the bytes of its pictures against those of
// scripts/picture-bytes.ts. Exits with 1 when a page is over budget.
import { readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { htmlFiles, routeOfHtmlFile } from './page-files.ts'
import { islandBuiltFiles } from '../renderer/islandsScript.ts'
import type { IslandName } from '../components/islands/registry.ts'
import { budgetProblems, kb, pageSize } from './size-lib.ts'
import { pagePictures, pictureProblems, pictureTotal } from './picture-bytes.ts'

const root = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')

const sizes = htmlFiles(root)
  .map((file) => {
    const page = routeOfHtmlFile(relative(root, file))
    return pageSize(page, readFileSync(file, 'utf8'), (sitePath) => readFileSync(join(root, sitePath), 'utf8'), (name) => islandBuiltFiles(name as IslandName))
  })
  .sort((a, b) => a.page.localeCompare(b.page))

const width = Math.max(...sizes.map((s) => s.page.length), 4)
console.log(
  `${'page'.padEnd(width)}  ${'HTML+CSS'.padStart(9)}  ${'JS before interaction'.padStart(22)}  ${'JS after all islands'.padStart(21)}  ${'JS with actions'.padStart(16)}  JS files`,
)
for (const size of sizes) {
  console.log(
    `${size.page.padEnd(width)}  ${kb(size.htmlCssGzip).padStart(9)}  ${kb(size.jsGzip).padStart(22)}  ${kb(size.jsAfterIslandsGzip).padStart(21)}  ${kb(size.jsWithActionsGzip).padStart(16)}  ${size.jsFiles}`,
  )
}
// Pictures (scripts/picture-bytes.ts): the files a browser takes, per page, and the largest one.
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
const withJs = sizes.filter((s) => s.jsGzip > 0).length
console.log(`\n${sizes.length} pages (gzip sizes); ${sizes.length - withJs} load no JavaScript.`)
if (problems.length > 0) {
  console.error(`\nOver budget:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Every page is within its budget.')
