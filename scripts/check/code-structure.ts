// The code's structure, one stage of `npm run check`: the import graph, read by dependency-cruiser
// with the rules of .dependency-cruiser.js (no circle of imports; no import against the folder table
// of docs/architecture.md), and the length of every source file outside tests/ (at most 400 lines).
// It prints each finding with the files to look at, and how long it took.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

const MAX_LINES = 400
const CODE_FOLDERS = ['components', 'lib', 'pages', 'renderer', 'scripts', 'supabase', 'tests']
/** The configuration files at the top (vite.config.ts…) are code too. */
const topFiles = readdirSync('.').filter((name) => /\.(ts|js)$/.test(name) && statSync(name).isFile())

const started = performance.now()
const options = await extractDepcruiseOptions('./.dependency-cruiser.js')
const { output } = await cruise([...CODE_FOLDERS.filter((folder) => existsSync(folder)), ...topFiles], options, undefined, { tsConfig: extractTSConfig('tsconfig.json') })
const result = output as ICruiseResult
const violations = result.summary.violations

/** One line per circle, each circle once whichever of its files dependency-cruiser started it from. */
function circles(found: IViolation[]): string[] {
  const seen = new Set<string>()
  for (const violation of found) {
    const files = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].slice(0, -1)
    const first = files.indexOf([...files].sort()[0]!)
    const turned = [...files.slice(first), ...files.slice(0, first)]
    seen.add([...turned, turned[0]].join(' → '))
  }
  return [...seen].sort()
}

/** The imports (file → file) found in the most circles: up to three, each in more than one. */
function sharedImports(lines: string[]): { edge: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const line of lines) {
    const files = line.split(' → ')
    for (const edge of new Set(files.slice(1).map((to, i) => `${files[i]} → ${to}`))) counts.set(edge, (counts.get(edge) ?? 0) + 1)
  }
  return [...counts]
    .filter(([, count]) => count > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([edge, count]) => ({ edge, count }))
}

const ruleComments = new Map((result.summary.ruleSetUsed?.forbidden ?? []).map((rule) => [rule.name, rule.comment ?? rule.name]))
const circleLines = circles(violations.filter((v) => v.rule.name === 'no-circular'))
const upwardLines = violations
  .filter((v) => v.rule.name !== 'no-circular')
  .map((v) => `${v.from} imports ${v.to}: ${ruleComments.get(v.rule.name)}`)
  .sort()
/** Our source files: in a code folder other than tests/, or at the top; not packages, not content. */
const isSource = (file: string) =>
  /\.(ts|tsx|js|mjs|cjs)$/.test(file) && (topFiles.includes(file) || CODE_FOLDERS.some((folder) => folder !== 'tests' && file.startsWith(`${folder}/`)))
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
const longLines = result.modules
  .filter((module) => isSource(module.source))
  .map((module) => ({ file: module.source, lines: lineCount(readFileSync(module.source, 'utf8')) }))
  .filter(({ lines }) => lines > MAX_LINES)
  .map(({ file, lines }) => `${file}: ${lines} lines`)
const seconds = ((performance.now() - started) / 1000).toFixed(1)

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
if (circleLines.length > 0) {
  console.log(`\nImport graph: ${plural(circleLines.length, 'circle', 'circles')} of imports. In each, every file imports the next. Break it by moving what the files share into a module below them (docs/architecture.md, "The import graph"):`)
  for (const line of circleLines) console.log(`  ${line}`)
  const shared = sharedImports(circleLines)
  if (circleLines.length > 1 && shared.length > 0) {
    console.log('One import can close many circles. The imports in the most of them, where to start:')
    for (const { edge, count } of shared) console.log(`  ${edge} (in ${count} of ${circleLines.length})`)
  }
}
if (upwardLines.length > 0) {
  console.log(`\nImport graph: ${plural(upwardLines.length, 'import', 'imports')} against the folder table of docs/architecture.md ("Folders, and which imports which"; the table is .dependency-cruiser.js). Move the code imported to a folder both may use:`)
  for (const line of upwardLines) console.log(`  ${line}`)
}
if (longLines.length > 0) {
  console.log(`\n${plural(longLines.length, 'source file is', 'source files are')} over ${MAX_LINES} lines (tests/ aside). Split each by what it does:`)
  for (const line of longLines) console.log(`  ${line}`)
}
console.log(
  `Code structure: import graph of ${result.summary.totalCruised} files and ${result.summary.totalDependenciesCruised ?? 0} imports, ` +
    `${plural(circleLines.length, 'circle', 'circles')} and ${plural(upwardLines.length, 'import', 'imports')} against the folder table; ` +
    `${plural(longLines.length, 'file', 'files')} over ${MAX_LINES} lines (${seconds} s).`,
)
if (circleLines.length + upwardLines.length + longLines.length > 0) process.exit(1)
