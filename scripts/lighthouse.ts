// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G and mid-range phone CPU) on the built
// site as `npm run preview` serves it, headers included, for the pages below. A report, not a test:
// it prints each page's four category scores with LCP, TBT and CLS, then what keeps a page below
// its targets. It builds nothing: run `npm run build` first (OUT_DIR picks another build folder).
//
//   npm run lighthouse                       every page once
//   npm run lighthouse -- --runs 3           the median of 3 runs per page (by performance score)
//   npm run lighthouse -- --save /tmp/lh     also writes each page's HTML report there
//   npm run lighthouse -- /contactus         only the pages named
//   npm run lighthouse -- --port 3700        the preview on that port and Chromium on the next one
//                                            (a free port of the system's choosing otherwise)
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../tests/browser.ts'

/** The pages measured by default: the home page, an article, the form, the office list and an office's page. */
const PAGES = ['/', '/conditions/stroke', '/contactus', '/locations', '/locations/hammond']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
/** The targets of the quality gates (issue: performance budgets). */
const TARGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }

interface PageResult {
  path: string
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits that cost a category points: "category: title (display value)". */
  failing: string[]
  html: string
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, save: { type: 'string' }, port: { type: 'string' } },
})
const runs = Math.max(1, Number(values.runs) || 1)
const pages = positionals.length > 0 ? positionals : PAGES

const outDir = process.env.OUT_DIR ?? 'dist'
if (!existsSync(join(process.cwd(), outDir, 'client', 'index.html'))) {
  console.error(`There is no built site in ${outDir}/client. Run "npm run build" first (Lighthouse measures the build).`)
  process.exit(1)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

async function startPreview(port: number): Promise<ChildProcess> {
  // Its own process group, so that stopping it also stops the Node process tsx starts.
  const child = spawn('npx', ['tsx', 'scripts/preview.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run preview stopped (exit code ${child.exitCode})`)
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return child
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stopPreview(child)
  throw new Error(`npm run preview did not answer on port ${port} within 60 s`)
}

function stopPreview(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already stopped.
    }
  }
}

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
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing: failingAudits(lhr),
    html: Array.isArray(result.report) ? (result.report[0] ?? '') : result.report,
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
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  return [line(header), `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n')
}

const chosenPort = Number(values.port) || 0
const port = chosenPort || (await freePort())
const preview = await startPreview(port)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath() ?? chromium.executablePath(),
  chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...chromiumArgs],
  ...(chosenPort ? { port: chosenPort + 1 } : {}),
})
const results: PageResult[] = []
try {
  for (const path of pages) {
    const measured: Omit<PageResult, 'path'>[] = []
    for (let run = 0; run < runs; run++) measured.push(await measure(`http://localhost:${port}${path}`, chrome.port))
    measured.sort((a, b) => a.scores.performance - b.scores.performance)
    const median = measured[Math.floor(measured.length / 2)]!
    results.push({ path, ...median })
    console.log(`lighthouse: ${path} measured${runs > 1 ? ` (${runs} runs, median)` : ''}`)
  }
} finally {
  chrome.kill()
  stopPreview(preview)
}

console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling; targets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.accessibility}, CLS 0 (! marks a miss)\n`)
console.log(table(results))
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
