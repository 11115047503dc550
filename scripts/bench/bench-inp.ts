// `npm run bench:inp`: INP of the first interaction with each island (components/islands/registry.ts) on
// the first built page that has it, CPU slowed 4 times, after a patient's wait (loaded, scrolled to, a
// second of reading), with real input events; INP from the browser's event timing. Off-site requests are
// refused. Run `npm run build` first (OUT_DIR picks another build).
//   npm run bench:inp [-- --runs 5] [--port 4750] [ContactForm ...]   (median of 3 visits by default)
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { chromium, type Locator, type Page } from '@playwright/test'
import { islands, type IslandName } from '../../components/islands/registry.ts'
import { chromiumPath, playwrightChromiumArgs } from '../../tests/browser.ts'
import { htmlFiles, routeOfHtmlFile } from '../build/page-files.ts'
import { freePort, requireBuiltSite, startPreview, stopPreview } from '../servers/preview-process.ts'
import { markdownTable } from './table.ts'
import { commandOptions } from '../ops/command-options.ts'

/** Google's "good" INP is 200 ms; the site's target for a first interaction is half that. */
const TARGET_MS = 100
const CPU_SLOWDOWN = 4
/** A phone's screen (the one bench-lcp.ts uses). */
const VIEWPORT = { width: 412, height: 823 }
/** How long the visitor looks at the page before the first interaction. */
const READING_MS = 1000

/** The first interaction with each island, on its root: what a visitor does first there. */
const FIRST_INTERACTION: Record<IslandName, { does: string; run: (root: Locator, page: Page) => Promise<void> }> = {
  AppointmentForm: { does: 'tap the first field, type a letter', run: typeInFirstField },
  ContactForm: { does: 'tap the first field, type a letter', run: typeInFirstField },
  HeroBackdrop: { does: 'tap the pause button', run: (root) => root.locator('button').first().click() },
  LocationPicker: { does: 'next office with the arrow key', run: chooseWithArrowKey },
  OfficeMap: { does: 'tap "Show map"', run: (root) => root.locator('button').first().click() },
  ResourceTabs: { does: 'tap the second tab', run: (root) => root.getByRole('tab').nth(1).click() },
  SiteSearch: { does: 'tap the search box, type a letter', run: typeInFirstField },
  Slideshow: { does: 'tap play', run: (root) => root.locator('button[data-play]').click() },
  TestimonialCarousel: { does: 'tap next', run: (root) => root.getByRole('button').nth(1).click() },
  VideoPreview: { does: 'tap play', run: (root) => root.locator('button[data-play]').click() },
}

async function typeInFirstField(root: Locator, page: Page): Promise<void> {
  await root.locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([tabindex="-1"])').first().click()
  await page.keyboard.type('a')
}

async function chooseWithArrowKey(root: Locator, page: Page): Promise<void> {
  // Focus from the script is no interaction; the arrow key is (a tap would open the browser's own list).
  await root.locator('select').first().focus()
  await page.keyboard.press('ArrowDown')
}

const { values, positionals } = commandOptions(
  { allowPositionals: true, options: { runs: { type: 'string', default: '3' }, port: { type: 'string' } } },
  'Usage: npm run bench:inp -- [--runs N] [--port N] [IslandName ...]',
)
const runs = Math.max(1, Number(values.runs) || 3)
const names = (positionals.length > 0 ? positionals : Object.keys(islands)) as IslandName[]
for (const name of names) {
  if (!(name in islands)) throw new Error(`No island named ${name} in components/islands/registry.ts`)
  if (!FIRST_INTERACTION[name]) throw new Error(`scripts/bench/bench-inp.ts has no first interaction for the island ${name}: add one to FIRST_INTERACTION`)
}

const outDir = process.env.OUT_DIR ?? 'dist'
const client = join(process.cwd(), requireBuiltSite(`${outDir}/client`, 'the benchmark measures the build'))

/** The first built page with the island: English pages first, then by address. */
function pageWith(name: IslandName): string | undefined {
  const routes = htmlFiles(client)
    .filter((file) => readFileSync(file, 'utf8').includes(`data-island="${name}"`))
    .map((file) => routeOfHtmlFile(relative(client, file)))
  const translated = (route: string) => /^\/[a-z]{2}(\/|$)/.test(route)
  return routes.sort((a, b) => Number(translated(a)) - Number(translated(b)) || a.length - b.length || a.localeCompare(b))[0]
}

// Every interaction's event timing (16 ms: the shortest the browser gives), split as INP is: the input's
// delay, the handlers' processing and the delay to the next paint. INP is the longest.
const recordInp = `window.__inp=[];new PerformanceObserver((list)=>{for(const e of list.getEntries())if(e.interactionId)window.__inp.push({value:e.duration,delay:e.processingStart-e.startTime,processing:e.processingEnd-e.processingStart,presentation:e.startTime+e.duration-e.processingEnd})}).observe({type:'event',durationThreshold:16,buffered:true})`

/** One visit: INP and its three parts, and whether the island had started before the press. */
type Measured = { inp: number; delay: number; processing: number; presentation: number; started: boolean }
type Reported = { value: number; delay: number; processing: number; presentation: number }

async function measure(page: Page, url: string, name: IslandName): Promise<Measured> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url, { waitUntil: 'load' })
  const root = page.locator(`[data-island="${name}"]`).first()
  await root.scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(READING_MS)
  // Whether the island had started by itself before the press (else the press starts it).
  const started = (await root.getAttribute('data-hydrated')) !== null
  await FIRST_INTERACTION[name].run(root, page)
  // The event's timing is reported after the next paint.
  await page.waitForTimeout(500)
  // A string, not a function: tsx would add its own helper to a function's text, unknown in the page.
  const reported = (await page.evaluate('window.__inp')) as Reported[]
  await cdp.detach()
  const worst = reported.reduce<Reported | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined)
  if (!worst) throw new Error(`${url}: the browser timed no interaction with ${name} (the interaction did not reach the page)`)
  return { inp: worst.value, delay: worst.delay, processing: worst.processing, presentation: worst.presentation, started }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!

const chosenPort = Number(values.port) || 0
const port = chosenPort || (await freePort())
const preview = await startPreview(port, outDir)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: playwrightChromiumArgs })
const rows: { name: IslandName; route: string; runs: Measured[] }[] = []
try {
  for (const name of names) {
    const route = pageWith(name)
    if (!route) {
      console.log(`bench:inp: no built page has the island ${name}; skipped`)
      continue
    }
    const measured: Measured[] = []
    for (let run = 0; run < runs; run++) {
      // A fresh visit each time: nothing cached, as a patient's first visit.
      const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: false })
      await context.route((url) => url.hostname !== 'localhost', (request) => request.abort('blockedbyclient'))
      await context.addInitScript({ content: recordInp })
      try {
        measured.push(await measure(await context.newPage(), `http://localhost:${port}${route}`, name))
      } finally {
        await context.close()
      }
    }
    rows.push({ name, route, runs: measured })
    const parts = (m: Measured) => `${Math.round(m.inp)} (${[m.delay, m.processing, m.presentation].map(Math.round).join(' + ')})`
    console.log(`bench:inp: ${name} on ${route}: ${measured.map(parts).join(', ')} ms (input delay + processing + presentation)`)
  }
} finally {
  await browser.close()
  stopPreview(preview)
}

console.log(`\nINP of the first interaction, CPU slowed ${CPU_SLOWDOWN}x, median of ${runs} fresh visit${runs > 1 ? 's' : ''}; target ≤ ${TARGET_MS} ms (! marks a miss)\n`)
const header = ['page', 'island', 'first interaction', 'hydrated before', 'INP']
const cells = rows.map(({ name, route, runs: measured }) => {
  const inp = median(measured.map((m) => m.inp))
  const started = measured.filter((m) => m.started).length
  return [route, name, FIRST_INTERACTION[name].does, `${started} of ${measured.length}`, `${Math.round(inp)} ms${inp > TARGET_MS ? ' !' : ''}`]
})
console.log(markdownTable(header, cells, header.length - 1))
console.log(`\n${rows.length} island pages measured.`)
