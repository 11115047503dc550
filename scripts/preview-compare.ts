// `npm run preview:compare -- --base <git-ref>`: before/after pictures of the pages a change touches.
// Builds <git-ref> in a temporary git worktree and the working tree here, serves both, pictures every
// page `npm run changed-pages` lists at 375 × 800 and 1280 × 900 in Chromium (full page, animations
// stopped, reduced motion), and writes preview-compare/: before/, after/, diff/ (changed pixels in
// red), index.html (a page for reviewers) and summary.md (the pull request's comment).
// Options: --url <preview address> (links and pictures in summary.md point there), --skip-build (use
// the build already in dist/, or $OUT_DIR: the preview workflow has just made it with PREVIEW=1).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import sirv from 'sirv'
import { chromiumArgs, chromiumPath } from '../tests/browser.ts'
import { htmlFileOf, htmlFiles, routeOfHtmlFile } from './page-files.ts'
import { comparePictures, indexHtml, LINK_MARKER, pagesToPicture, pictureName, summaryMarkdown, VIEWPORTS, type PagePicture } from './preview-compare-lib.ts'

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const inline = args.find((a) => a.startsWith(`--${name}=`))
  if (inline) return inline.slice(name.length + 3)
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}

const base = option('base')
if (!base) {
  console.error('Name the version to compare with: npm run preview:compare -- --base origin/main')
  process.exit(1)
}
const url = option('url')?.replace(/\/$/, '')
const skipBuild = process.argv.includes('--skip-build')
const repo = process.cwd()
const outDir = join(repo, 'preview-compare')
const afterSite = join(repo, process.env.OUT_DIR ?? 'dist', 'client')

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' })

function build(cwd: string) {
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, OUT_DIR: 'dist' } })
  if (result.status !== 0) throw new Error(`The build in ${cwd} failed.`)
}

/** Serves a built site as the host does (a/b.html at /a/b, the 404 page otherwise) on a free port. */
async function serve(site: string): Promise<{ server: Server; origin: string }> {
  const files = sirv(site, { extensions: ['html'] })
  const notFound = existsSync(join(site, '404.html')) ? readFileSync(join(site, '404.html')) : 'Not found'
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end(notFound)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

async function picture(browser: Browser, origin: string, route: string, viewport: { width: number; height: number }, file: string) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  // Offline and steady: nothing from other hosts (the map), so both pictures show the same placeholder.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => r.abort('blockedbyclient'))
  await page.goto(origin + route, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' })
  await context.close()
}

const work = mkdtempSync(join(tmpdir(), 'preview-compare-'))
const baseTree = join(work, 'base')
const servers: Server[] = []
try {
  console.log(`preview:compare: building ${base} in a temporary worktree...`)
  git('worktree', 'add', '--detach', baseTree, base)
  symlinkSync(join(repo, 'node_modules'), join(baseTree, 'node_modules'), 'dir')
  build(baseTree)
  if (!skipBuild) {
    console.log('preview:compare: building this version...')
    build(repo)
  }
  // The files the change touches, and the pages they reach (npm run changed-pages, from the record of
  // which page read which content file that this version's build has just written).
  const changedFiles = git('diff', '--name-only', `${base}...HEAD`) + git('diff', '--name-only', 'HEAD')
  const listed = spawnSync('npm', ['run', '--silent', 'changed-pages', '--', `--base=${LINK_MARKER}`], { cwd: repo, input: changedFiles, encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`npm run changed-pages failed: ${listed.stderr}`)
  const beforeSite = join(baseTree, 'dist', 'client')
  const routes = [...new Set([beforeSite, afterSite].flatMap((site) => htmlFiles(site).map((file) => routeOfHtmlFile(relative(site, file)))))].filter((r) => r !== '/404')
  const pages = pagesToPicture(listed.stdout, routes)

  rmSync(outDir, { recursive: true, force: true })
  for (const folder of ['before', 'after', 'diff']) mkdirSync(join(outDir, folder), { recursive: true })
  const before = await serve(beforeSite)
  const after = await serve(afterSite)
  servers.push(before.server, after.server)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const pictures: PagePicture[] = []
  for (const route of pages) {
    const inBefore = existsSync(htmlFileOf(beforeSite, route))
    const inAfter = existsSync(htmlFileOf(afterSite, route))
    for (const viewport of VIEWPORTS) {
      const file = pictureName(route, viewport.width)
      if (inBefore) await picture(browser, before.origin, route, viewport, join(outDir, 'before', file))
      if (inAfter) await picture(browser, after.origin, route, viewport, join(outDir, 'after', file))
      if (inBefore && inAfter) {
        const { diff, changed } = comparePictures(readFileSync(join(outDir, 'before', file)), readFileSync(join(outDir, 'after', file)))
        writeFileSync(join(outDir, 'diff', file), diff)
        pictures.push({ route, width: viewport.width, file, changed, status: changed > 0 ? 'changed' : 'same' })
      } else {
        pictures.push({ route, width: viewport.width, file, status: inAfter ? 'new' : 'removed' })
      }
    }
    console.log(`preview:compare: ${route}`)
  }
  await browser.close()

  writeFileSync(join(outDir, 'index.html'), indexHtml(pictures, url ?? 'http://localhost:3000'))
  writeFileSync(join(outDir, 'summary.md'), summaryMarkdown(pictures, url))
  console.log(`preview:compare: ${pages.length} page(s) pictured; open ${relative(repo, join(outDir, 'index.html'))}`)
} finally {
  for (const server of servers) server.close()
  spawnSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: repo })
  rmSync(work, { recursive: true, force: true })
}
