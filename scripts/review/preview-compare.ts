// `npm run preview:compare -- --base <git-ref>`: what a change does to the site, for reviewers. Builds the
// merge base once in a temporary worktree (cached in node_modules/.cache/preview-compare/; one that does not
// build is said so, and the nearest earlier that builds is used) and this version (--skip-build: the one in
// $OUT_DIR or dist/). For each page whose HTML differs (asset hashes, build times left out): the head parts
// changed, the words removed and added at both widths, those not on screen, and, when its body changed,
// pictures at 375 and 1280 px cropped to the changed regions (COMPARE_PARALLEL at a time).
// Writes preview-compare/ (index.html, summary.md for the pull request, full/, crops/). --url: the
// preview's address for summary.md's links. COMPARE_PORT: the base's server port (this version's: the next).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import sirv from 'sirv'
import { chromiumPath, playwrightChromiumArgs } from '../../tests/browser.ts'
import { htmlFileOf, htmlFiles, routeOfHtmlFile } from '../build/page-files.ts'
import { readRedirectsFile } from '../build/redirects.ts'
import { bodyChanged, changedHeadParts, changedUnseenParts, changesAtEveryWidth, pageChanged, unfoldedText, wordChanges } from './preview-compare-html.ts'
import { indexHtml, pictureName, summaryMarkdown, type PageReport, type PictureSet } from './preview-compare-lib.ts'
import { changedRegions, crop, mergedRegions, readPicture, VIEWPORTS, type Picture } from './preview-compare-pictures.ts'
import { commandOptions } from '../ops/command-options.ts'

const { values } = commandOptions({ options: { base: { type: 'string' }, url: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } } }, 'Usage: npm run preview:compare -- --base <git-ref> [--url <preview address>] [--skip-build]')
const base = values.base
if (!base) {
  console.error('Name the version to compare with: npm run preview:compare -- --base origin/main')
  process.exit(1)
}
const url = values.url?.replace(/\/$/, '')
const skipBuild = values['skip-build']
const repo = process.cwd()
const outDir = join(repo, 'preview-compare')
const afterSite = join(repo, process.env.OUT_DIR ?? 'dist', 'client')
const cacheDir = join(repo, 'node_modules', '.cache', 'preview-compare')

const began = Date.now()
const log = (message: string) => console.log(`preview:compare [${((Date.now() - began) / 1000).toFixed(1)} s] ${message}`)
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()

/** Builds the site in `cwd`; on failure, the end of what the build said (the content mistake, named by the check). */
function build(cwd: string): string | undefined {
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, OUT_DIR: 'dist' } })
  if (result.status === 0) return undefined
  return (result.stderr || 'no message').trim().split('\n').slice(-15).join('\n')
}

/** Stops with plain words, no stack trace. */
function stop(message: string): never {
  console.error(`preview:compare: ${message}`)
  process.exit(1)
}

/** How many earlier versions are tried when the base does not build. */
const BASE_TRIES = 5

/** The base version's built site: from the cache, or built now in a temporary worktree and cached; undefined with the build's words when it does not build. */
function baseSite(commit: string): { site: string } | { failure: string } {
  const cached = join(cacheDir, `${commit}${process.env.PREVIEW ? '-preview' : ''}`)
  if (existsSync(join(cached, 'client', 'index.html'))) {
    log(`reusing the build of ${commit.slice(0, 10)} (${relative(repo, cached)})`)
    return { site: join(cached, 'client') }
  }
  const tree = join(cacheDir, `worktree-${process.pid}`)
  mkdirSync(cacheDir, { recursive: true })
  log(`building ${commit.slice(0, 10)} in a temporary worktree...`)
  try {
    git('worktree', 'add', '--detach', tree, commit)
    symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir')
    const failure = build(tree)
    if (failure) return { failure }
    rmSync(cached, { recursive: true, force: true })
    renameSync(join(tree, 'dist'), cached)
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo })
    rmSync(tree, { recursive: true, force: true })
  }
  log(`built ${commit.slice(0, 10)}`)
  return { site: join(cached, 'client') }
}

/** The base, or the nearest version before it that builds (a base that does not build is said in plain words). */
function nearestBaseSite(commit: string): string {
  const candidates = git('rev-list', '--first-parent', `--max-count=${BASE_TRIES}`, commit).split('\n')
  for (const candidate of candidates) {
    const built = baseSite(candidate)
    if ('site' in built) {
      if (candidate !== commit) console.log(`preview:compare: comparing with ${git('log', '-1', '--format=%h "%s"', candidate)}, the nearest earlier version that builds.`)
      return built.site
    }
    console.log(`preview:compare: the version ${git('log', '-1', '--format=%h "%s"', candidate)} does not build, so it cannot be compared with. Its build said:\n${built.failure}\n`)
  }
  stop(`none of the last ${candidates.length} versions up to ${commit.slice(0, 10)} builds: there is nothing to compare with. Fix the mistake named above, or name another base with --base.`)
}

/** Serves a built site as the host does (a/b.html at /a/b) on `port` (0: any free port). */
async function serve(site: string, port: number): Promise<{ server: Server; origin: string }> {
  const files = sirv(site, { extensions: ['html'] })
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
    }),
  )
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** A page's full-page picture at one width, and the text a reader sees or can unfold at that width. */
async function visit(browser: Browser, origin: string, route: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  // Offline and steady: nothing from other hosts (the map), so both pictures show the same placeholder.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => r.abort('blockedbyclient'))
  await page.goto(origin + route, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  const picture = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
  // After the picture: unfolding changes the page.
  const text = await page.evaluate(unfoldedText)
  await context.close()
  return { picture, text }
}

/** Runs at most `limit` of the jobs given to it at once. */
function limiter(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await job()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

const routesOf = (site: string) => htmlFiles(site).map((file) => routeOfHtmlFile(relative(site, file)))
const readPage = (site: string, route: string) => (existsSync(htmlFileOf(site, route)) ? readFileSync(htmlFileOf(site, route), 'utf8') : undefined)

const servers: Server[] = []
try {
  let commit: string
  try {
    commit = git('merge-base', base, 'HEAD')
  } catch {
    stop(`there is no version "${base}" in this repository to compare with (try --base origin/main, or git fetch first).`)
  }
  const beforeSite = nearestBaseSite(commit)
  if (!skipBuild) {
    log('building this version...')
    const failure = build(repo)
    if (failure) stop(`this version does not build, so there is no preview to compare. The build said:\n${failure}`)
    log('built this version')
  }
  const routes = [...new Set([...routesOf(beforeSite), ...routesOf(afterSite)])].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  const changed = routes.filter((route) => {
    const [before, after] = [readPage(beforeSite, route), readPage(afterSite, route)]
    return before === undefined || after === undefined || pageChanged(before, after)
  })
  log(`${changed.length} of ${routes.length} pages differ in their built HTML${changed.length > 0 ? `: ${changed.join(', ')}` : ''}`)

  rmSync(outDir, { recursive: true, force: true })
  for (const folder of ['full', 'crops']) mkdirSync(join(outDir, folder), { recursive: true })
  // COMPARE_PORT: serve the two builds on it and the next port (default: any free ports).
  const port = Number(process.env.COMPARE_PORT ?? 0)
  const before = await serve(beforeSite, port)
  const after = await serve(afterSite, port && port + 1)
  servers.push(before.server, after.server)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: playwrightChromiumArgs })
  const parallel = Number(process.env.COMPARE_PARALLEL ?? Math.max(2, Math.min(4, availableParallelism())))
  const limited = limiter(parallel)
  log(`pictures of the pages whose body changed, ${parallel} at a time`)

  /** One width of one page: both pictures (taken side by side), the changed regions cropped, and the text of each side. */
  async function picturesAt(route: string, viewport: (typeof VIEWPORTS)[number], sides: { before?: string; after?: string }) {
    const name = pictureName(route, viewport.width)
    const set: PictureSet = { width: viewport.width, full: {}, crops: [] }
    const texts = { before: '', after: '' }
    const shots: { before?: Picture; after?: Picture } = {}
    await Promise.all(
      (['before', 'after'] as const).map(async (side) => {
        const origin = sides[side]
        if (!origin) return
        const { picture, text } = await limited(() => visit(browser, origin, route, viewport))
        texts[side] = text
        set.full[side] = `full/${name}-${side}.png`
        writeFileSync(join(outDir, set.full[side]), picture)
        shots[side] = await readPicture(picture)
      }),
    )
    const empty = { width: viewport.width, height: 0, data: Buffer.alloc(0) }
    const regions = mergedRegions(changedRegions(shots.before ?? empty, shots.after ?? empty))
    for (const [i, region] of regions.entries()) {
      const pair: { before?: string; after?: string } = {}
      for (const side of ['before', 'after'] as const) {
        const shot = shots[side]
        const part = shot && (await crop(shot, region[side].start, region[side].end, side === 'before' ? 'removed' : 'added'))
        if (!part) continue
        pair[side] = `crops/${name}-${i + 1}-${side}.png`
        writeFileSync(join(outDir, pair[side]), part)
      }
      set.crops.push(pair)
    }
    return { set, texts }
  }

  async function reportOf(route: string): Promise<PageReport> {
    const [htmlBefore, htmlAfter] = [readPage(beforeSite, route), readPage(afterSite, route)]
    const report: PageReport = { route, status: !htmlBefore ? 'new' : !htmlAfter ? 'removed' : 'changed', head: [], unseen: [], text: [], pictures: [] }
    if (report.status === 'removed') report.sentTo = readRedirectsFile(afterSite).get(route)?.to
    if (htmlBefore && htmlAfter) {
      report.head = changedHeadParts(htmlBefore, htmlAfter)
      report.unseen = changedUnseenParts(htmlBefore, htmlAfter)
    }
    // Only the head changed (a description, structured data): nothing on screen to picture or to read.
    if (report.status === 'changed' && !bodyChanged(htmlBefore!, htmlAfter!)) return report
    const sides = { before: htmlBefore ? before.origin : undefined, after: htmlAfter ? after.origin : undefined }
    const widths = await Promise.all(VIEWPORTS.map((viewport) => picturesAt(route, viewport, sides)))
    report.pictures = widths.map((w) => w.set)
    // The words at desktop width, and those that show at phone width only (the call bar).
    if (report.status === 'changed') report.text = changesAtEveryWidth(widths.map(({ texts }) => wordChanges(texts.before, texts.after)).reverse())
    log(`${route}: ${report.text.length} text change(s), ${report.pictures.map((p) => `${p.crops.length} region(s) at ${p.width} px`).join(', ') || 'no picture (only the head changed)'}`)
    return report
  }

  const reports = await Promise.all(changed.map(reportOf))
  await browser.close()

  writeFileSync(join(outDir, 'index.html'), indexHtml(reports, url ?? 'http://localhost:3000'))
  writeFileSync(join(outDir, 'summary.md'), summaryMarkdown(reports, url))
  log(`done: ${reports.length} page(s) changed; open ${relative(repo, join(outDir, 'index.html'))}`)
} finally {
  for (const server of servers) server.close()
}
