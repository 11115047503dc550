// What search engines and link previews read in a page's <head> (renderer/headTags.ts), the site's
// address (SITE_URL) and the preview build's flag (renderer/preview.ts), for pages of the real content.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../../lib/content/check/load.ts'
import { routeTable, translationsOf } from '../../../lib/content/routes.ts'
import { DEFAULT_SITE_URL, absoluteUrl, headTags, languageAlternates, pageTitle, serializeJsonLd, siteUrl } from '../../../renderer/headTags.ts'
import { isPreviewBuild } from '../../../renderer/preview.ts'

const { content } = loadContent(process.cwd(), undefined, { compileBodies: false })
const { site } = content
const routes = routeTable(content)
const base = 'https://www.example.org'
const name = site.practiceName
const shareImageAlt = 'The practice’s card'
const page = { title: 'Conditions', description: 'What we treat.', path: '/disorders', site, routes, shareImageAlt }

// Every address is on SITE_URL (the unit tests' settings put the environment back after each test).
beforeEach(() => vi.stubEnv('SITE_URL', base))

/** The practice's own card: its size and type. */
const cardSize = ['<meta property="og:image:type" content="image/png" />', '<meta property="og:image:width" content="1200" />', '<meta property="og:image:height" content="630" />']

describe('the site address (SITE_URL)', () => {
  it('defaults to a fictional address and drops a trailing slash', () => {
    expect(siteUrl('')).toBe(DEFAULT_SITE_URL)
    expect(siteUrl('   ')).toBe(DEFAULT_SITE_URL)
    expect(DEFAULT_SITE_URL).toMatch(/^https:\/\/.+\.example$/)
    expect(siteUrl('https://www.example.org/')).toBe('https://www.example.org')
    expect(siteUrl(' https://Example.org ')).toBe('https://example.org')
    expect(siteUrl('http://localhost:4173')).toBe('http://localhost:4173')
    expect(siteUrl()).toBe(base)
  })

  it('refuses an address that is not an origin', () => {
    expect(() => siteUrl('www.example.org')).toThrow('SITE_URL "www.example.org" is not an address')
    expect(() => siteUrl('ftp://example.org')).toThrow('SITE_URL "ftp://example.org" must start with https://')
    for (const address of ['https://example.org/site', 'https://example.org/?a=1', 'https://example.org/#top', 'https://me@example.org', 'https://me:secret@example.org']) {
      expect(() => siteUrl(address)).toThrow(`SITE_URL "${address}" must be the site's origin only`)
    }
  })

  it('makes full addresses of paths', () => {
    expect(absoluteUrl('/')).toBe(`${base}/`)
    expect(absoluteUrl('/conditions/stroke', 'https://other.example')).toBe('https://other.example/conditions/stroke')
  })
})

describe('a preview build', () => {
  it('is asked for with PREVIEW=1 or PREVIEW=true', () => {
    expect(isPreviewBuild('1')).toBe(true)
    expect(isPreviewBuild('true')).toBe(true)
    for (const value of [undefined, '', '0', 'false', 'yes']) expect(isPreviewBuild(value)).toBe(false)
  })
})

describe('the title', () => {
  it('adds the practice name unless the title has it', () => {
    expect(pageTitle('Stroke', name)).toBe(`Stroke | ${name}`)
    expect(pageTitle(`${name} | Home`, name)).toBe(`${name} | Home`)
  })
})

describe('the same page in other languages (hreflang)', () => {
  it('lists every language in order, then the default language as x-default, from either version', () => {
    const expected = [
      { hreflang: 'en', path: '/disorders' },
      { hreflang: 'es', path: '/es/disorders' },
      { hreflang: 'x-default', path: '/disorders' },
    ]
    expect(languageAlternates(routes, '/disorders')).toEqual(expected)
    expect(languageAlternates(routes, '/es/disorders')).toEqual(expected)
  })

  it('lists nothing for a page in one language', () => {
    const single = [...routes.pages.keys()].find((route) => translationsOf(routes, route).length === 0)!
    expect(languageAlternates(routes, single)).toEqual([])
  })
})

describe('head tags', () => {
  it('are every tag search engines and link previews read, in order', () => {
    expect(headTags({ ...page, type: 'article', jsonLd: [{ '@type': 'Thing' }] }).split('\n    ')).toEqual([
      `<title>Conditions | ${name}</title>`,
      '<meta name="description" content="What we treat." />',
      `<link rel="canonical" href="${base}/disorders" />`,
      `<link rel="alternate" hreflang="en" href="${base}/disorders" />`,
      `<link rel="alternate" hreflang="es" href="${base}/es/disorders" />`,
      `<link rel="alternate" hreflang="x-default" href="${base}/disorders" />`,
      `<meta property="og:site_name" content="${name}" />`,
      '<meta property="og:locale" content="en_US" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:title" content="Conditions" />',
      '<meta property="og:description" content="What we treat." />',
      `<meta property="og:url" content="${base}/disorders" />`,
      `<meta property="og:image" content="${base}/og/disorders.png" />`,
      ...cardSize,
      `<meta property="og:image:alt" content="Conditions – ${name}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Conditions" />',
      '<meta name="twitter:description" content="What we treat." />',
      `<meta name="twitter:image" content="${base}/og/disorders.png" />`,
      `<meta name="twitter:image:alt" content="Conditions – ${name}" />`,
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ])
  })

  it('say the language of a translated page, and a website by default', () => {
    const html = headTags({ ...page, path: '/es/disorders' })
    expect(html).toContain('<meta property="og:locale" content="es_US" />')
    expect(html).toContain('<meta property="og:type" content="website" />')
    expect(html).toContain(`<link rel="canonical" href="${base}/es/disorders" />`)
    expect(html).toContain(`<meta property="og:image" content="${base}/og/es/disorders.png" />`)
  })

  it('give the home page its own card', () => {
    expect(headTags({ ...page, path: '/' })).toContain(`<meta property="og:image" content="${base}/og/index.png" />`)
  })

  it('name the original address of a page shown at two addresses', () => {
    const html = headTags({ ...page, path: '/legal', canonicalPath: '/policies' })
    expect(html).toContain(`<link rel="canonical" href="${base}/policies" />`)
    expect(html).toContain(`<meta property="og:url" content="${base}/policies" />`)
    expect(html).toContain(`<meta property="og:image" content="${base}/og/policies.png" />`)
  })

  it('keep a noindex page out of search engines, with no address; the 404 page shows the practice’s card', () => {
    const hidden = headTags({ ...page, noindex: true })
    expect(hidden).toContain('<meta name="robots" content="noindex" />')
    expect(hidden).not.toContain('<link')
    expect(hidden).not.toContain('og:url')
    expect(hidden).toContain(`<meta property="og:image" content="${base}/og/disorders.png" />`)
    const missing = headTags({ ...page, path: undefined, noindex: true }).split('\n    ')
    expect(missing).toContain('<meta property="og:locale" content="en_US" />')
    expect(missing).toContain(`<meta property="og:image" content="${base}/images/og-default.png" />`)
    expect(missing).toContain(`<meta property="og:image:alt" content="${shareImageAlt}" />`)
    expect(missing).toContain(`<meta name="twitter:image:alt" content="${shareImageAlt}" />`)
    expect(headTags(page)).not.toContain('robots')
  })

  it('use a page’s picture only when sharing sites can show it (not SVG), without the card’s size', () => {
    for (const src of ['/images/team/jane.jpg', '/images/team/jane.jpeg', '/images/team/jane.PNG', '/images/team/jane.webp']) {
      const tags = headTags({ ...page, image: { src, alt: 'Portrait of Jane' } }).split('\n    ')
      expect(tags).toContain(`<meta property="og:image" content="${base}${src}" />`)
      expect(tags).toContain(`<meta name="twitter:image" content="${base}${src}" />`)
      expect(tags).toContain('<meta property="og:image:alt" content="Portrait of Jane" />')
      for (const size of cardSize) expect(tags).not.toContain(size)
    }
    for (const src of ['/images/conditions/stroke.svg', '/images/jpg/stroke.svg', '/images/conditions/stroke.png.svg']) {
      expect(headTags({ ...page, image: { src, alt: 'A drawing' } })).toContain(`<meta property="og:image" content="${base}/og/disorders.png" />`)
    }
  })

  it('escape quotes, ampersands and angle brackets in the words', () => {
    const html = headTags({ ...page, title: 'A "quoted" <b>title</b>', description: `It's "fine" & <safe>` })
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; | ')
    expect(html).toContain('content="It&#39;s &quot;fine&quot; &amp; &lt;safe&gt;"')
    expect(html).not.toContain('<b>')
  })
})

describe('structured data in the head', () => {
  it('is written so that no text can end the script element, and reads back unchanged', () => {
    const data = { name: 'Bad </script><script>alert(1)</script> <!-- & \u2028 \u2029' }
    const json = serializeJsonLd(data)
    expect(json).toBe('{"name":"Bad \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 \\u2028 \\u2029"}')
    expect(JSON.parse(json)).toEqual(data)
    const html = headTags({ ...page, jsonLd: [data, { b: 2 }] })
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(headTags(page)).not.toContain('<script')
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!
    expect(JSON.parse(block)).toEqual(data)
  })
})
