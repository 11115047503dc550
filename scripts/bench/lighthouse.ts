// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G) on the built site as `npm run preview`
// serves it: each page's scores with LCP, TBT and CLS, then what keeps a page below its targets. A report,
// not a test; run `npm run build` first (OUT_DIR picks another build).
//   --runs 3: the median by performance   --save /tmp/lh: the HTML reports   /contactus: only that page
//   --port 3700: preview on it, Chromium on the next (the floor's on +2)
//   --floor: also the same pages with every script removed (lighthouse-floor.ts), measured in turn: LCP project / floor
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from '@playwright/test'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../tests/browser.ts'
import { buildFloor } from './lighthouse-floor.ts'
import { markdownTable } from './table.ts'
import { freePort, requireBuiltSite, startPreview, stopPreview } from '../servers/preview-process.ts'

/** The pages measured by default: the home page, an article, the form, the office list and an office's page. */
const PAGES = ['/', '/conditions/stroke', '/contactus', '/locations', '/locations/hammond']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
/** The targets of the quality gates (issue: performance budgets). */
const TARGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
/** How much later than the floor (no script) a page may paint its largest element. */
const FLOOR_RATIO = 1.05

interface PageResult {
  path: string
  scores: Record<Category, number>
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  /** Audits that cost a category points: "category: title (display value)". */
  failing: string[]
  html: string
  /** Requests the page made (Lighthouse's network-requests audit). */
  requests: number
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, save: { type: 'string' }, port: { type: 'string' }, floor: { type: 'boolean', default: false } },
})
const runs = Math.max(1, Number(values.runs) || 1)
const pages = positionals.length > 0 ? positionals : PAGES

const outDir = process.env.OUT_DIR ?? 'dist'
requireBuiltSite(`${outDir}/client`, 'Lighthouse measures the build')

/** The audits that cost a category points, with Lighthouse's own words for how far off they are. */
function failingAudits(lhr: LighthouseResult): string[] {
  const failing: string[] = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric' && audit.scoreDisplayMode !== 'metricSavings') continue
      const value = audit.displayValue ? ` (${audit.displayValue})` : ''
      failing.push(`${category}: ${audit.title}${value} [${ref.id}, score ${Math.round(audit.score * 100)}]`)
    }
  }
  return failing
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is tried again. */
async function measure(url: string, chromePort: number, attempts = 3): Promise<Omit<PageResult, 'path'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, chromePort)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`lighthouse: ${url}: ${(error as Error).message}; trying again`)
    }
  }
}

async function measureOnce(url: string, chromePort: number): Promise<Omit<PageResult, 'path'>> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing: failingAudits(lhr),
    html: Array.isArray(result.report) ? (result.report[0] ?? '') : result.report,
    requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Number.NaN,
  }
}

function table(results: PageResult[]): string {
  const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS']
  const rows = results.map((r) => [
    r.path,
    ...CATEGORIES.map((c) => `${r.scores[c]}${r.scores[c] < TARGETS[c] ? ' !' : ''}`),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    `${r.cls.toFixed(3)}${r.cls > 0 ? ' !' : ''}`,
  ])
  return markdownTable(header, rows)
}

/** The median of the runs by one figure. */
function median<T>(runs: T[], by: (run: T) => number): T {
  return [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!
}

const ms = (value: number) => `${Math.round(value)} ms`

/** Project against floor: median LCP and FCP of each, their ratio, and the requests each made. */
function floorTable(rows: { path: string; project: PageResult; floor: PageResult }[]): string {
  const header = ['page', 'LCP project', 'LCP floor', 'project / floor', 'FCP project', 'FCP floor', 'requests']
  const cells = rows.map(({ path, project, floor }) => {
    const ratio = project.lcpMs / floor.lcpMs
    return [path, ms(project.lcpMs), ms(floor.lcpMs), `${ratio.toFixed(2)}${ratio > FLOOR_RATIO ? ' !' : ''}`, ms(project.fcpMs), ms(floor.fcpMs), `${project.requests} / ${floor.requests}`]
  })
  return markdownTable(header, cells)
}

const chosenPort = Number(values.port) || 0
const port = chosenPort || (await freePort())
const floor = values.floor ? buildFloor(outDir) : undefined
const floorPort = floor ? (chosenPort ? chosenPort + 2 : await freePort()) : 0
const previews: ChildProcess[] = []
// Lighthouse drives the Chromium Playwright launches through its debugging port.
const chromePort = chosenPort ? chosenPort + 1 : await freePort()
let chrome: Browser | undefined
const stopAll = async () => {
  await chrome?.close()
  for (const child of previews) stopPreview(child)
  floor?.remove()
}
try {
  previews.push(await startPreview(port, outDir))
  if (floor) previews.push(await startPreview(floorPort, floor.outDir))
  chrome = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-dev-shm-usage', `--remote-debugging-port=${chromePort}`, ...chromiumArgs] })
} catch (error) {
  await stopAll()
  throw error
}
const results: PageResult[] = []
const floorRows: { path: string; project: PageResult; floor: PageResult }[] = []
try {
  for (const path of pages) {
    const measured: PageResult[] = []
    const floorMeasured: PageResult[] = []
    // Project and floor in turn, so a machine that gets busier slows both alike.
    for (let run = 0; run < runs; run++) {
      measured.push({ path, ...(await measure(`http://localhost:${port}${path}`, chromePort)) })
      if (floor) floorMeasured.push({ path, ...(await measure(`http://localhost:${floorPort}${path}`, chromePort)) })
    }
    results.push(median(measured, (r) => r.scores.performance))
    if (floor) floorRows.push({ path, project: median(measured, (r) => r.lcpMs), floor: median(floorMeasured, (r) => r.lcpMs) })
    console.log(`lighthouse: ${path} measured${runs > 1 ? ` (${runs} runs, median)` : ''}${floor ? ', and its floor' : ''}`)
  }
} finally {
  await stopAll()
}

console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling; targets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.accessibility}, CLS 0 (! marks a miss)\n`)
console.log(table(results))
if (floorRows.length > 0) {
  console.log(`\nAgainst the floor (the same pages with every script removed), median LCP of ${runs} run${runs > 1 ? 's' : ''}; target: project / floor ≤ ${FLOOR_RATIO} (! marks a miss)\n`)
  console.log(floorTable(floorRows))
}
for (const result of results) {
  if (result.failing.length > 0) console.log(`\n${result.path} loses points on:\n${result.failing.map((f) => `  - ${f}`).join('\n')}`)
}
if (values.save) {
  mkdirSync(values.save, { recursive: true })
  for (const result of results) {
    const file = join(values.save, `${result.path === '/' ? 'home' : result.path.slice(1).replaceAll('/', '-')}.html`)
    writeFileSync(file, result.html)
  }
  console.log(`\nReports written to ${values.save}/`)
}
