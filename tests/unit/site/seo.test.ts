// The builders of what search engines and link previews read besides each page's head (tests/unit/renderer/):
// the sitemap and robots.txt (scripts/build/sitemap.ts) and the link preview picture (scripts/build/og-image.ts).
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../lib/content/check/load.ts'
import { nonEmpty } from '../../oracles.ts'
import { DEFAULT_SHARE_IMAGE } from '../../../renderer/headTags.ts'
import { ogImageSvg, wrap } from '../../../scripts/build/og-image.ts'
import { indexablePages, readBuiltPage, robotsTxt, sitemapXml } from '../../../scripts/build/sitemap.ts'

const { content } = loadContent(process.cwd(), undefined, { compileBodies: false })
const { site, locations } = content
const base = 'https://www.example.org'

describe('sitemap and robots.txt', () => {
  it('lists only pages that are indexable and their own original', () => {
    const page = (route: string, head: string) => readBuiltPage(route, `<html><head>${head}</head></html>`)
    const pages = [
      page('/policies', `<link rel="canonical" href="${base}/policies" />`),
      page('/legal', `<link rel="canonical" href="${base}/policies" />`),
      page('/404', '<meta name="robots" content="noindex" />'),
      page('/', `<link rel="canonical" href="${base}/" />`),
    ]
    expect(indexablePages(pages, base).map((p) => p.route)).toEqual(['/policies', '/'])
  })

  it('writes a sitemap and a robots.txt that names it', () => {
    const xml = sitemapXml([{ loc: `${base}/a?b=1&c=2`, lastmod: '2026-01-01' }])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    expect(xml).toContain(`<loc>${base}/a?b=1&amp;c=2</loc>`)
    expect(xml).toContain('<lastmod>2026-01-01</lastmod>')
    const robots = robotsTxt(base)
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`)
    expect(robots).not.toMatch(/Disallow: \//)
  })
})

describe('the link preview picture', () => {
  it('is a 1200 x 630 PNG under public/', async () => {
    const meta = await sharp(join(process.cwd(), 'public', DEFAULT_SHARE_IMAGE.src)).metadata()
    expect(meta).toMatchObject({ format: 'png', width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height })
  })

  it('is drawn from the practice name, tagline and offices, escaped', () => {
    const svg = ogImageSvg('A & B <Neuro>', site.tagline, locations.map((l) => l.name))
    expect(svg).toContain('A &amp; B &lt;Neuro&gt;')
    for (const location of nonEmpty(locations, 'office')) expect(svg).toContain(location.name)
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four'])
  })
})
