// What visitors' devices and search results read beyond the page itself, from the built site: the trail
// of pages above an article or an office (BreadcrumbList), the web app manifest and its icons (a patient
// who adds the site to a phone's home screen), and a link preview picture of each page's own title.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { content, routes, site } from '../e2e/support/content.ts'
import { englishOf, inLanguage, languageOf } from '../oracles.ts'
import { builtFile, builtFileExists, builtPage, clientDir } from './built-site.ts'

/** The site's address: SITE_URL, or the fictional one the build uses until it is set. */
const SITE = (process.env.SITE_URL ?? 'https://www.crescent-neurology.example').replace(/\/+$/, '')
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

describe('breadcrumbs (BreadcrumbList) on articles and office pages', () => {
  const pages = routes.filter((route) => /^\/(conditions|locations)\/[^/]+$/.test(englishOf(route)))

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
      expect(items[0]!.item, route).toBe(`${SITE}${inLanguage('/', languageOf(route))}`)
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
      expect(manifestOf(manifest!).lang, route).toBe(languageOf(route))
      expect(builtFileExists(linked(route, 'apple-touch-icon') ?? '/missing'), route).toBe(true)
    }
    console.log(`manifest links checked on ${routes.length} pages, ${manifests.size} manifests`)
  })

  it('each manifest names the practice, starts at its language’s home page and gives 192, 512 and maskable PNG icons of those sizes', async () => {
    expect(manifests.size).toBeGreaterThanOrEqual(2)
    for (const [path, manifest] of manifests) {
      expect(manifest.name, path).toBe(site.practiceName)
      expect(manifest.start_url, path).toBe(inLanguage('/', manifest.lang as string))
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
    // Different titles, different pictures (a bio is titled with the name in every language).
    expect(hashes.size).toBe(new Set(byTitle.values()).size)
    console.log(`link preview pictures: ${files.size} for ${routes.length} pages`)
  }, 120_000)
})

describe('fonts for the tagline scripts many computers lack', () => {
  // Korean, Hindi, Gujarati, Telugu and Nepali show as empty boxes without a font of their own, Urdu's
  // Nastaliq partly; the other scripts of the list are on every computer.
  const needsFont = (lang: string, text: string) => lang === 'ur' || /[\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Gujarati}\p{Script=Telugu}]/u.test(text)
  const css = (route: string) => [...builtPage(route).document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n')
  const faces = (route: string) =>
    [...css(route).matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
      family: /font-family:'([^']+)'/.exec(body!)?.[1],
      src: /src:url\('([^']+)'\)/.exec(body!)?.[1],
      range: new Set([...(/unicode-range:([^;}]*)/.exec(body!)?.[1] ?? '').matchAll(/U\+([0-9A-F]+)/g)].map(([, hex]) => parseInt(hex!, 16))),
    }))
  const taglinePages = routes.filter((route) => builtPage(route).document.querySelector('li[lang][dir]') !== null)

  it('each tagline in such a script gets a font of the build that holds all its letters, as WOFF2', () => {
    expect(taglinePages.length).toBeGreaterThan(0)
    let taglines = 0
    for (const route of taglinePages) {
      const fontFaces = faces(route)
      for (const li of builtPage(route).document.querySelectorAll('li[lang][dir]')) {
        const lang = li.getAttribute('lang')!
        const text = (li.textContent ?? '').replace(/\s+/g, ' ')
        if (!needsFont(lang, text)) continue
        taglines++
        const rule = new RegExp(`li\\[lang='${lang}'\\]\\{font-family:([^;}]*)`).exec(css(route))
        expect(rule, `${route}: no font rule for ${lang}`).not.toBeNull()
        const families = [...rule![1]!.matchAll(/'([^']+)'/g)].map(([, family]) => family!)
        const own = fontFaces.filter((face) => families.includes(face.family!))
        expect(own.length, `${route} ${lang}`).toBeGreaterThan(0)
        for (const face of own) {
          expect(builtFileExists(face.src!), `${route} ${lang}: ${face.src}`).toBe(true)
          expect(readFileSync(join(clientDir, face.src!)).subarray(0, 4).toString('latin1'), face.src).toBe('wOF2')
        }
        // Every letter beyond plain ASCII is in one of its fonts.
        const missing = [...new Set([...text].filter((c) => c.codePointAt(0)! > 0x7e && !own.some((face) => face.range.has(c.codePointAt(0)!))))]
        expect(missing, `${route} ${lang}`).toEqual([])
      }
    }
    // Six languages of the list today, on both pages: at least the five boxed scripts and Urdu on one page.
    expect(taglines).toBeGreaterThanOrEqual(6)
    console.log(`tagline fonts checked for ${taglines} taglines on ${taglinePages.length} pages`)
  })

  it('only the pages that show taglines load them, and their fonts together stay under 200 KB', () => {
    const others = routes.filter((route) => !taglinePages.includes(route))
    expect(others.length).toBeGreaterThan(0)
    for (const route of others) expect(faces(route), route).toEqual([])
    for (const route of taglinePages) {
      const bytes = faces(route).reduce((sum, face) => sum + readFileSync(join(clientDir, face.src!)).length, 0)
      expect(bytes, route).toBeLessThan(200 * 1024)
    }
  })
})

describe('the accessibility statement', () => {
  const statements = routes.filter((route) => /^(\/es)?\/accessibility$/.test(route))
  const footerLink = (route: string) =>
    [...builtPage(route).document.querySelectorAll('body > footer a')].find((a) => englishOf(a.getAttribute('href') ?? '') === '/accessibility')?.getAttribute('href')

  it('exists in English and Spanish, names the WCAG 2.2 AA target, how to report a barrier and the coordinator', () => {
    expect(statements.sort()).toEqual(['/accessibility', '/es/accessibility'])
    const coordinator = site.civilRightsCoordinator
    for (const route of statements) {
      const main = builtPage(route).document.querySelector('main')!
      const text = (main.textContent ?? '').replace(/\s+/g, ' ')
      expect(text, route).toMatch(/WCAG\)? 2\.2/)
      expect(text, route).toMatch(/\bAA\b/)
      expect(text, route).toContain(coordinator.name)
      expect(text, route).toContain(coordinator.email)
      // A way to report a barrier by phone (the toll-free number, TTY 711) and by the contact form.
      const digits = site.phones.tollFree.replace(/\D/g, '')
      expect([...main.querySelectorAll('a[href^="tel:"]')].some((a) => a.getAttribute('href')!.replace(/\D/g, '').endsWith(digits.slice(-10))), route).toBe(true)
      expect(text, route).toContain('TTY 711')
      expect([...main.querySelectorAll('a')].some((a) => /^(\/es)?\/contactus$/.test(a.getAttribute('href') ?? '')), route).toBe(true)
    }
  })

  it('every page’s footer links to the statement in the page’s language', () => {
    // Every page but the clinic screens (kiosk pages), which have no site footer.
    const withFooter = routes.filter((route) => builtPage(route).document.querySelector('body > footer') !== null)
    expect(withFooter.length).toBeGreaterThan(0)
    // The statement in the page's language where there is one, else the English one.
    const statementIn = (lang: string) => (routes.includes(inLanguage('/accessibility', lang)) ? inLanguage('/accessibility', lang) : '/accessibility')
    for (const route of withFooter) expect(footerLink(route), route).toBe(statementIn(languageOf(route)))
    console.log(`footer link to the accessibility statement checked on ${withFooter.length} pages`)
  })
})
