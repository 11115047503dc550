// What visitors' devices and search results read beyond the page itself, from the built site: the trail
// of pages above an article or an office (BreadcrumbList), the web app manifest and its icons (a patient
// who adds the site to a phone's home screen), and a link preview picture of each page's own title.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { siteUrl } from '../../renderer/headTags.ts'
import { content, routes, site } from '../e2e/content.ts'
import { builtFile, builtFileExists, builtPage, clientDir } from './built-site.ts'

const SITE = siteUrl()
type Json = Record<string, unknown>

/** Every block of structured data of a page, and every object inside them. */
function jsonLdNodes(route: string): Json[] {
  const all: Json[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      all.push(value as Json)
      Object.values(value).forEach(visit)
    }
  }
  for (const script of builtPage(route).document.querySelectorAll('script[type="application/ld+json"]')) visit(JSON.parse(script.textContent ?? ''))
  return all
}

const meta = (route: string, key: string) =>
  builtPage(route).document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined
const heading = (route: string) => (builtPage(route).document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim()
const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/')

describe('breadcrumbs (BreadcrumbList) on articles and office pages', () => {
  const pages = routes.filter((route) => /^(\/es)?\/(conditions|locations)\/[^/]+$/.test(route))

  it('lead from the home page of the page’s language down to the page itself, each step a page of the site', () => {
    expect(pages.length).toBeGreaterThan(0)
    let checked = 0
    for (const route of pages) {
      const lists = jsonLdNodes(route).filter((node) => node['@type'] === 'BreadcrumbList')
      expect(lists, route).toHaveLength(1)
      const items = lists[0]!.itemListElement as Json[]
      expect(items.length, route).toBeGreaterThanOrEqual(2)
      expect(items.map((item) => item.position), route).toEqual(items.map((_, index) => index + 1))
      for (const item of items) {
        expect(item['@type'], route).toBe('ListItem')
        expect(String(item.name).length, route).toBeGreaterThan(0)
        expect(String(item.item), route).toMatch(new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/`))
        const path = String(item.item).slice(SITE.length) || '/'
        expect(routes, `${route}: ${path} is no page of the site`).toContain(path)
      }
      // First the home page, named with the practice's name; last the page, by its heading, at its canonical address.
      expect(items[0]!.name, route).toBe(site.practiceName)
      expect(items[0]!.item, route).toBe(`${SITE}${isSpanish(route) ? '/es' : '/'}`)
      const last = items.at(-1)!
      expect(last.item, route).toBe(builtPage(route).document.querySelector('link[rel="canonical"]')?.getAttribute('href'))
      expect(last.name, route).toBe(heading(route))
      checked++
    }
    console.log(`breadcrumbs checked on ${checked} pages`)
  })

  it('put an article under the list of conditions and an office under the list of offices', () => {
    const article = content.conditions.find((c) => c.data.layout === 'article')!
    const office = routes.find((route) => route.startsWith('/locations/'))!
    const middle = (route: string) => ((jsonLdNodes(route).find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Json[])[1]!.item as string).slice(SITE.length)
    expect(middle(`/conditions/${article.slug}`)).toBe('/disorders')
    expect(middle(office)).toBe('/locations')
  })
})

describe('the web app manifest and its icons (adding the site to a phone’s home screen)', () => {
  const linked = (route: string, rel: string) => builtPage(route).document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined
  const manifests = new Map<string, Json>()
  const manifestOf = (path: string) => {
    if (!manifests.has(path)) manifests.set(path, JSON.parse(builtFile(path)) as Json)
    return manifests.get(path)!
  }

  it('every page links the manifest of its language and an apple-touch-icon', () => {
    expect(routes.length).toBeGreaterThan(0)
    for (const route of routes) {
      const manifest = linked(route, 'manifest')
      expect(manifest, route).toBeDefined()
      expect(manifestOf(manifest!).lang, route).toBe(isSpanish(route) ? 'es' : 'en')
      expect(builtFileExists(linked(route, 'apple-touch-icon') ?? '/missing'), route).toBe(true)
    }
    console.log(`manifest links checked on ${routes.length} pages, ${manifests.size} manifests`)
  })

  it('each manifest names the practice, starts at its language’s home page and gives 192, 512 and maskable PNG icons of those sizes', async () => {
    expect(manifests.size).toBeGreaterThanOrEqual(2)
    for (const [path, manifest] of manifests) {
      expect(manifest.name, path).toBe(site.practiceName)
      expect(manifest.start_url, path).toBe(manifest.lang === 'es' ? '/es' : '/')
      expect(String(manifest.description).length, path).toBeGreaterThan(20)
      expect(manifest.display, path).toMatch(/^(standalone|minimal-ui|browser)$/)
      const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]
      const purposeOf = (icon: (typeof icons)[number]) => icon.purpose ?? 'any'
      expect(icons.filter((i) => purposeOf(i).includes('any')).map((i) => i.sizes).sort()).toEqual(['192x192', '512x512'])
      expect(icons.some((i) => purposeOf(i).includes('maskable') && i.sizes === '512x512'), path).toBe(true)
      for (const icon of icons) {
        expect(icon.type, icon.src).toBe('image/png')
        const file = await sharp(join(clientDir, icon.src)).metadata()
        expect(`${file.width}x${file.height}`, icon.src).toBe(icon.sizes)
        expect(file.format, icon.src).toBe('png')
        // A maskable icon is cut to any shape: it must fill the whole square, with no transparent corner.
        if (purposeOf(icon).includes('maskable')) expect((await sharp(join(clientDir, icon.src)).stats()).isOpaque, icon.src).toBe(true)
      }
    }
  })

  it('the apple-touch-icon is a 180 px opaque square (iOS turns transparency black)', async () => {
    const src = linked('/', 'apple-touch-icon')!
    const file = await sharp(join(clientDir, src)).metadata()
    expect([file.width, file.height]).toEqual([180, 180])
    expect((await sharp(join(clientDir, src)).stats()).isOpaque).toBe(true)
  })
})

describe("each page's own link preview picture", () => {
  it('shows the page’s title: every page with a path has its own 1200 × 630 PNG, with its size and a text alternative naming the title', async () => {
    const byTitle = new Map<string, string>()
    const files = new Map<string, string>()
    for (const route of routes) {
      const image = meta(route, 'og:image')!
      const title = meta(route, 'og:title')!
      expect(image, route).toMatch(new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/.+\\.png$`))
      expect(meta(route, 'og:image:width'), route).toBe('1200')
      expect(meta(route, 'og:image:height'), route).toBe('630')
      expect(meta(route, 'og:image:alt'), route).toContain(title)
      const path = image.slice(SITE.length)
      // Two pages with different titles never share a picture.
      const other = byTitle.get(path)
      if (other !== undefined) expect(other, `${route} shares ${path}`).toBe(title)
      byTitle.set(path, title)
      files.set(path, route)
    }
    expect(files.size).toBeGreaterThan(routes.length / 2)
    const hashes = new Set<string>()
    for (const path of files.keys()) {
      const picture = sharp(join(clientDir, path))
      const { width, height, format } = await picture.metadata()
      expect([width, height, format], path).toEqual([1200, 630, 'png'])
      hashes.add(readFileSync(join(clientDir, path)).toString('base64'))
    }
    // Different titles, different pictures.
    expect(hashes.size).toBe(files.size)
    console.log(`link preview pictures: ${files.size} for ${routes.length} pages`)
  }, 120_000)
})
