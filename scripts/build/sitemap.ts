// After the build: sitemap.xml and robots.txt at SITE_URL. A page is listed when it is in the route table,
// built, indexable and its own canonical (so not /legal nor the 404 page), with the date of the newest
// content file it read (dist/page-sources.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { lastModified } from '../../lib/content/time/dates.ts'
import { readSiteContent } from '../../lib/content/runtime.ts'
import type { Content } from '../../lib/content/content-types.ts'
import { pageDatedFiles, readPageSources } from '../../lib/content/pageSources.ts'
import { allRoutes, routeTable } from '../../lib/content/routes.ts'
import { absoluteUrl, escapeHtml, languageAlternates, siteUrl } from '../../renderer/headTags.ts'
import { htmlFileOf } from './page-files.ts'

/** What the sitemap needs to know of a built page. */
export interface BuiltPage {
  route: string
  /** The href of its <link rel="canonical">, if any. */
  canonical?: string
  noindex: boolean
}

/** Reads the canonical address and robots tag of a built page's HTML. */
export function readBuiltPage(route: string, html: string): BuiltPage {
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(html)
  return { route, canonical, noindex }
}

/** The pages that belong in the sitemap: indexable, and their own canonical address. */
export function indexablePages(pages: BuiltPage[], base: string): BuiltPage[] {
  return pages.filter((page) => !page.noindex && page.canonical === absoluteUrl(page.route, base))
}

export function sitemapXml(entries: { loc: string; lastmod: string; alternates?: { hreflang: string; href: string }[] }[]): string {
  const urls = entries.map((e) => {
    // A page in two languages names both versions (and x-default), as its <head> does.
    const links = (e.alternates ?? []).map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`).join('')
    return `  <url>\n    <loc>${escapeHtml(e.loc)}</loc>\n    <lastmod>${e.lastmod}</lastmod>${links}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(base: string): string {
  return `# Every page of the site may be crawled.\nUser-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`
}

// Stryker disable all: the after-build step reads the whole built site; the built-HTML tests check
// what it wrote (tests/built/seo.test.ts, pages.test.ts), the functions above are the unit tests'.
/** The after-build step: writes sitemap.xml and robots.txt into the built site. */
export function writeSitemap(outDir: string, content: Content = readSiteContent()): void {
  const base = siteUrl()
  // Only the names of the pages: the bodies were compiled (and checked) by the build already.
  const table = routeTable(content)
  const routes = allRoutes(table)
  const built = routes.map((route) => {
    const file = htmlFileOf(outDir, route)
    if (!existsSync(file)) throw new Error(`sitemap: ${route} has no built page (${file})`)
    return readBuiltPage(route, readFileSync(file, 'utf8'))
  })
  // The content files each page read while the build pre-rendered it (lib/content/pageSources.ts).
  const recordFile = join(dirname(outDir), 'page-sources.json')
  const sources = readPageSources(recordFile)
  if (!sources) throw new Error(`sitemap: ${recordFile} is missing; the pre-render writes it`)
  const entries = indexablePages(built, base).map((page) => {
    return {
      loc: absoluteUrl(page.route, base),
      lastmod: lastModified(pageDatedFiles(sources, page.route)),
      alternates: languageAlternates(table, page.route).map((a) => ({ hreflang: a.hreflang, href: absoluteUrl(a.path, base) })),
    }
  })
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(entries))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(base))
  console.log(`sitemap: ${entries.length} pages at ${base} (left out: ${routes.length - entries.length})`)
}
