// `npm run bench:lcp`: when each page paints its largest element (LCP) on a phone over a slow 4G line with
// a 4x slower CPU, against its floor (the same page with every script removed, floor.ts), and how much
// its layout shifts (CLS). The browser's own timings (PerformanceObserver), in fresh visits with nothing
// cached, project and floor in turn so that a machine getting busier slows both alike. A report, not a
// test; run `npm run build` first (OUT_DIR picks another build).
//   npm run bench:lcp [-- --runs 5] [--port 4700] [/contactus ...]   (median of 3 visits by default)
import { chromium, type Browser } from '@playwright/test'
import { chromiumPath, playwrightChromiumArgs } from '../../tests/browser.ts'
import { buildFloor } from './floor.ts'
import { markdownTable } from './table.ts'
import { freePort, requireBuiltSite, startPreview, stopPreview } from '../servers/preview-process.ts'
import { commandOptions } from '../ops/command-options.ts'

/** The pages measured by default: the home page, an article, the form, the office list and an office's page. */
const PAGES = ['/', '/conditions/stroke', '/contactus', '/locations', '/locations/hammond']
/** How much later than the floor a page may paint its largest element. */
const FLOOR_RATIO = 1.05
const CPU_SLOWDOWN = 4
/** Slow 4G as Lighthouse's mobile preset has it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const VIEWPORT = { width: 412, height: 823 }

// The last LCP candidate and the layout shifts not caused by input, as the page reports them.
const recordPaints = `window.__lcp=0;window.__cls=0;new PerformanceObserver((l)=>{for(const e of l.getEntries())window.__lcp=e.renderTime||e.loadTime||e.startTime}).observe({type:'largest-contentful-paint',buffered:true});new PerformanceObserver((l)=>{for(const e of l.getEntries())if(!e.hadRecentInput)window.__cls+=e.value}).observe({type:'layout-shift',buffered:true})`

interface Visit {
  lcpMs: number
  cls: number
  requests: number
}

const { values, positionals } = commandOptions({ allowPositionals: true, options: { runs: { type: 'string', default: '3' }, port: { type: 'string' } } }, 'Usage: npm run bench:lcp -- [--runs N] [--port N] [/page ...]')
const runs = Math.max(1, Number(values.runs) || 3)
const pages = positionals.length > 0 ? positionals : PAGES
const outDir = process.env.OUT_DIR ?? 'dist'
requireBuiltSite(`${outDir}/client`, 'the benchmark measures the build')

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true })
  try {
    await context.route((address) => address.hostname !== 'localhost', (request) => request.abort('blockedbyclient'))
    await context.addInitScript({ content: recordPaints })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    // Strings, not functions: tsx would add its own helper to a function's text, unknown in the page.
    const [lcpMs, cls, requests] = (await page.evaluate(`[window.__lcp, window.__cls, performance.getEntriesByType('resource').length + 1]`)) as number[]
    if (!lcpMs) throw new Error(`${url}: the browser reported no largest paint`)
    return { lcpMs, cls: cls!, requests: requests! }
  } finally {
    await context.close()
  }
}

const median = (visits: Visit[], by: (v: Visit) => number) => [...visits].sort((a, b) => by(a) - by(b))[Math.floor(visits.length / 2)]!

const chosenPort = Number(values.port) || 0
const ports = { project: chosenPort || (await freePort()), floor: chosenPort ? chosenPort + 1 : await freePort() }
const floor = buildFloor(outDir)
const previews = [await startPreview(ports.project, outDir), await startPreview(ports.floor, floor.outDir)]
const browser = await chromium.launch({ executablePath: chromiumPath(), args: playwrightChromiumArgs })
const rows: string[][] = []
try {
  for (const path of pages) {
    const project: Visit[] = []
    const bare: Visit[] = []
    for (let run = 0; run < runs; run++) {
      project.push(await visit(browser, `http://localhost:${ports.project}${path}`))
      bare.push(await visit(browser, `http://localhost:${ports.floor}${path}`))
    }
    const [ours, theirs] = [median(project, (v) => v.lcpMs), median(bare, (v) => v.lcpMs)]
    const ratio = ours.lcpMs / theirs.lcpMs
    const cls = median(project, (v) => v.cls).cls
    rows.push([path, `${Math.round(ours.lcpMs)} ms`, `${Math.round(theirs.lcpMs)} ms`, `${ratio.toFixed(2)}${ratio > FLOOR_RATIO ? ' !' : ''}`, `${cls.toFixed(3)}${cls > 0 ? ' !' : ''}`, `${ours.requests} / ${theirs.requests}`])
    console.log(`bench:lcp: ${path}: ${project.map((v) => Math.round(v.lcpMs)).join(', ')} ms; floor ${bare.map((v) => Math.round(v.lcpMs)).join(', ')} ms`)
  }
} finally {
  await browser.close()
  for (const child of previews) stopPreview(child)
  floor.remove()
}

console.log(`\nLargest paint on a phone (slow 4G, CPU slowed ${CPU_SLOWDOWN}x), median of ${runs} fresh visit${runs > 1 ? 's' : ''}; targets: project / floor ≤ ${FLOOR_RATIO}, CLS 0 (! marks a miss)\n`)
console.log(markdownTable(['page', 'LCP', 'LCP floor', 'project / floor', 'CLS', 'requests / floor'], rows))
