// Every built page, read once as the build wrote it (no browser): its structure (one <h1> with the
// heading of its content, one main, the shared header and footer), its language and hreflang pairs,
// links and pictures that lead to built files, scripts only from the site and no tracker, new tabs
// without opener, nothing of the editing machinery, the request forms' hidden fields (the page and its
// language), and the host's headers file covering every page.
// What needs a browser (policy violations, behaviour, axe) is in tests/e2e/.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { content, expectedHeading, formerAddresses, kioskRoutes, routes, site, unlistedRoutes } from '../e2e/support/content.ts'
import { builtFileOf, englishOf, hostHeaders, inLanguage, languageOf, redirectItems, siteAddresses, wordsFile } from '../oracles.ts'
import { defaultLanguage, translationLanguages } from '../../lib/i18n/languages.ts'
import { builtFile, builtFileExists, builtPage, clientDir, NOT_FOUND, visibleText } from './built-site.ts'
import { englishInterfaceWords } from './english-words.ts'

/**
 * The hreflang alternates of a page and its versions: the English address as en and x-default, and
 * each other language's version (/<code> in front) where the content has it.
 */
function alternatesOf(english: string): Record<string, string> {
  const versions = translationLanguages.flatMap((code) => siteAddresses(code).filter((route) => englishOf(route) === english).map((route) => [code, route]))
  return { [defaultLanguage]: english, ...Object.fromEntries(versions), 'x-default': english }
}

/** Hosts and calls of analytics, ad pixels and session recorders. */
const TRACKERS =
  /google-analytics\.com|googletagmanager\.com|\bgtag\(|\bfbq\(|connect\.facebook\.net|facebook\.com\/tr|hotjar\.com|clarity\.ms|cdn\.segment\.com|plausible\.io|matomo|doubleclick\.net|mxpnl\.com|amplitude\.com|licdn\.com|bat\.bing\.com|analytics\.tiktok\.com|newrelic|sentry\.io|datadoghq/i

it(`checks every page of the site: ${routes.length} addresses, in every language of the site`, () => {
  // The pages below are worked out from the content files (tests/oracles.ts siteAddresses), not from
  // the site's route table: a page the build forgot is a failure, not a shorter list. Every language
  // of the list has pages: its home page at least.
  for (const lang of [defaultLanguage, ...translationLanguages]) expect(routes.filter((r) => languageOf(r) === lang).length, lang).toBeGreaterThan(0)
})

describe.each(routes)('%s', (route) => {
  const { document } = builtPage(route)

  it('has one <h1>, the heading of its content, inside one main and the shared layout', () => {
    const headings = [...document.querySelectorAll('h1')]
    expect(headings.map((h) => visibleText(h))).toEqual([expectedHeading(route)])
    expect(document.querySelectorAll('main')).toHaveLength(1)
    expect(headings[0]!.closest('main'), 'the <h1> is in main').not.toBeNull()
    // A kiosk page (the waiting-room slideshow) is a clinic screen: no site header, footer or call bar.
    const layout = kioskRoutes.includes(englishOf(route)) ? 0 : 1
    expect(document.querySelectorAll('body header:not(main header, article header)'), 'the site header').toHaveLength(layout)
    expect(document.querySelectorAll('body footer:not(main footer, article footer)'), 'the site footer').toHaveLength(layout)
    const skip = [...document.querySelectorAll('body a[href^="#"]')].slice(0, 1).filter((a) => a.getAttribute('href') === `#${document.querySelector('main')?.id}`)
    expect(skip.length, 'the first link of the page is the skip link to main').toBe(layout)
  })

  it('links from its site footer to both federal notices, in its language where they are (kiosk pages have no footer)', () => {
    const footer = document.querySelector('body footer:not(main footer, article footer)')
    if (kioskRoutes.includes(englishOf(route))) {
      expect(footer).toBeNull()
      return
    }
    const lang = languageOf(route)
    for (const notice of ['/nondiscrimination', '/language-assistance']) {
      const inPageLanguage = routes.includes(inLanguage(notice, lang)) ? inLanguage(notice, lang) : notice
      expect(footer?.querySelector(`a[href="${inPageLanguage}"]`), `${route} footer link to ${inPageLanguage}`).not.toBeNull()
    }
  })

  it('has no style attribute, and no heading level skipped on the way down in main', () => {
    // Styles come from the stylesheet's classes, which the phone and desktop checks see; an inline one escapes them.
    expect([...document.querySelectorAll('[style]')].map((el) => el.outerHTML.slice(0, 80))).toEqual([])
    // h2 then h4 skips a level; h4 then h2 (a new section) does not.
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => Number(h.tagName[1]))
    expect(levels.length, 'headings in main').toBeGreaterThan(0)
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : []))
    expect(skips).toEqual([])
  })

  it('says its language, has a title with the practice name and a description', () => {
    expect(document.documentElement.getAttribute('lang')).toBe(languageOf(route))
    expect(document.title).toContain(site.practiceName)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/.{50,}/)
  })

  it('shows patients nothing of the editing machinery (preview builds do: preview.spec.ts)', () => {
    const text = visibleText(document.body)
    // The words of "Updated on" and "Edit this page" in the page's language (content/ui/<code>.yaml).
    const { pageSource } = wordsFile(languageOf(route)) as { pageSource: { updated: string; edit: string } }
    expect(text).not.toContain(pageSource.updated)
    expect(text).not.toContain(pageSource.edit)
    expect(text).not.toContain('Preview of proposed changes')
  })

  it('runs only the site’s own scripts (inline ones are data, but the islands’ start), with no tracker, and opens new tabs without opener', () => {
    for (const script of document.querySelectorAll('script')) {
      const src = script.getAttribute('src')
      if (src) expect(src, 'a script from another host').toMatch(/^\/(?!\/)/)
      // Inline scripts are data, but one: the islands' start, which the host's policy allows by its hash
      // (a browser refuses inline code whose hash the policy does not name), on pages with islands only.
      else if (!/json/.test(script.getAttribute('type') ?? '')) {
        const hash = `'sha256-${createHash('sha256').update(script.textContent ?? '').digest('base64')}'`
        expect(hostHeaders(builtFile('_headers'), route)['Content-Security-Policy'] ?? '', `inline script not allowed by the policy: ${(script.textContent ?? '').slice(0, 80)}`).toContain(hash)
        expect(document.querySelectorAll('[data-island]').length, 'the islands’ start on a page without islands').toBeGreaterThan(0)
      }
    }
    expect(builtPage(route).html).not.toMatch(TRACKERS)
    for (const link of document.querySelectorAll('a[target="_blank"]')) {
      expect((link.getAttribute('rel') ?? '').split(/\s+/), link.getAttribute('href') ?? '').toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
  })

  it('gives every picture a text alternative (empty only for decoration) and a built file', () => {
    for (const img of document.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? ''
      expect(img.hasAttribute('alt'), `<img src="${src}"> has no alt`).toBe(true)
      if (src.startsWith('/')) expect(builtFileExists(src.split(/[?#]/)[0]!), `${src} is not in the build`).toBe(true)
    }
  })
})

it('the home page has new-tab links (directions, social), all without opener', () => {
  expect(builtPage('/').document.querySelectorAll('a[target="_blank"]').length).toBeGreaterThan(0)
})

it('no built script carries a tracker', () => {
  const assets = join(clientDir, 'assets')
  const scripts = readdirSync(assets).filter((file) => /\.m?js$/.test(file))
  expect(scripts.length).toBeGreaterThan(0)
  for (const file of scripts) expect(readFileSync(join(assets, file), 'utf8'), file).not.toMatch(TRACKERS)
})

it('every link to a part of a page (/policies#privacy-policy, #main) leads to an element with that id, in every language', () => {
  const broken: string[] = []
  let checked = 0
  for (const route of routes) {
    for (const a of builtPage(route).document.querySelectorAll('a[href*="#"]')) {
      const href = a.getAttribute('href')!
      if (!href.startsWith('/') && !href.startsWith('#')) continue
      const [path, id] = href.split('#') as [string, string]
      const target = path === '' ? route : path.replace(/(.)\/$/, '$1')
      if (!id || !routes.includes(target)) continue
      checked++
      if (!builtPage(target).document.getElementById(decodeURIComponent(id))) broken.push(`${route}: ${href}`)
    }
  }
  expect(checked).toBeGreaterThan(0)
  expect(broken).toEqual([])
})

it('every internal link, canonical and sitemap address is a built page or file (the host answers it without a redirect: host run)', () => {
  const SITE = /<loc>(https?:\/\/[^/<]+)/.exec(builtFile('sitemap.xml'))![1]!
  const addresses = new Map<string, string>()
  for (const route of [...routes, NOT_FOUND]) {
    const { document } = builtPage(route)
    for (const a of document.querySelectorAll('a[href^="/"]')) addresses.set(a.getAttribute('href')!.split(/[?#]/)[0]!, route)
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
    if (canonical) addresses.set(new URL(canonical).pathname, route)
  }
  for (const [, loc] of builtFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.set(new URL(loc!).pathname, 'sitemap.xml')
  expect(addresses.size).toBeGreaterThan(routes.length / 2)
  const broken = [...addresses].filter(([address]) => !(address === '/' || builtFileExists(builtFileOf('', address).replace(/^\//, '')) || (/\.\w+$/.test(address) && builtFileExists(address))))
  expect(broken.map(([address, from]) => `${address} (linked from ${from})`)).toEqual([])
  expect(SITE).toMatch(/^https?:/)
})

describe.each(translationLanguages)('the pages in %s', (lang) => {
  const translated = siteAddresses(lang)

  it('are in their language, with hreflang pairs that point back both ways, also in the sitemap', () => {
    const hreflangs = (route: string) => {
      const { document } = builtPage(route)
      return {
        lang: document.documentElement.getAttribute('lang'),
        alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
      }
    }
    expect(translated.length).toBeGreaterThan(0)
    for (const route of translated) {
      const page = hreflangs(route)
      const english = englishOf(route)
      expect(page.lang, route).toBe(lang)
      // A page kept out of search engines (front matter unlisted: the search page) names no alternates;
      // any other names itself, its English page (also the default, x-default) and each other language's version.
      expect(page.alternates, route).toEqual(unlistedRoutes.includes(english) ? {} : alternatesOf(english))
      const en = hreflangs(english)
      expect(en.lang, english).toBe(defaultLanguage)
      expect(en.alternates, english).toEqual(page.alternates)
    }
  })

  it('are paired with their English page in the sitemap, both ways: each entry of the pair names both', () => {
    // Each <url> of the sitemap: its address and the alternates it names, by language.
    const entries = new Map(
      [...builtFile('sitemap.xml').matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => [
        new URL(/<loc>([^<]+)<\/loc>/.exec(url!)![1]!).pathname,
        Object.fromEntries([...url!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href!).pathname])),
      ]),
    )
    const pairs = translated.filter((route) => !unlistedRoutes.includes(englishOf(route))).map((route) => ({ page: route, en: englishOf(route) }))
    expect(pairs.length).toBeGreaterThan(0)
    const wrong = pairs.flatMap(({ page, en }) =>
      [page, en].flatMap((loc) => {
        const alternates = entries.get(loc)
        const expected = alternatesOf(en)
        const same = JSON.stringify(Object.entries(alternates ?? {}).sort()) === JSON.stringify(Object.entries(expected).sort())
        return same ? [] : [`${loc}: ${JSON.stringify(alternates)}, not ${JSON.stringify(expected)}`]
      }),
    )
    expect(wrong, `${pairs.length} pairs checked`).toEqual([])
  })

  it('show none of the English interface words, in their text or in the labels screen readers read', () => {
    const found = translated.flatMap((route) => {
      const { document } = builtPage(route)
      const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))
      const text = `${visibleText(document.body)} ${labels.join(' ')}`
      return englishInterfaceWords(content).filter((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text)).map((w) => `${route}: "${w}"`)
    })
    expect(found).toEqual([])
  })
})

describe('the host’s headers file (_headers)', () => {
  const headersFor = (path: string) => hostHeaders(builtFile('_headers'), path)

  it('gives every page, the 404 page and the built files the security headers', () => {
    const paths = [...routes, '/no-such-page', '/assets/x.js', '/images/x.png', '/sitemap.xml']
    const missing = paths.flatMap((path) => {
      const headers = headersFor(path)
      return ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']
        .filter((name) => !headers[name])
        .map((name) => `${path}: ${name}`)
    })
    expect(missing).toEqual([])
    expect(headersFor('/assets/x.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor('/contactus')['Cache-Control']).toBeUndefined()
  })
})

describe('the request forms without JavaScript', () => {
  // A form post is answered with the page it came from, in its language (the function reads these
  // hidden fields): every form names the page it is on, the page's language and its kind of request.
  const forms = routes.flatMap((route) =>
    [...builtPage(route).document.querySelectorAll('form[method="post"]')]
      .filter((form) => (form.getAttribute('action') ?? '').includes('/functions/v1/send-consultation'))
      .map((form) => ({ route, form, lang: builtPage(route).document.documentElement.getAttribute('lang') })),
  )

  it('are on a page of each kind in the default language, and on every translation of such a page, in its language', () => {
    // A language may translate some pages only: an untranslated page falls back to the default
    // language's, with its form. A page that is translated keeps every form of the page it translates.
    const kindsOn = (route: string) => forms.filter((f) => f.route === route).map(({ form, lang }) => `${form.querySelector('input[name="kind"]')?.getAttribute('value')} ${lang}`)
    const kinds = new Set(routes.filter((route) => languageOf(route) === defaultLanguage).flatMap(kindsOn))
    expect(kinds).toContain(`contact ${defaultLanguage}`)
    expect(kinds).toContain(`appointment ${defaultLanguage}`)
    const translated = routes.filter((route) => languageOf(route) !== defaultLanguage && kindsOn(englishOf(route)).length > 0)
    for (const route of translated) {
      const lang = languageOf(route)
      expect(kindsOn(route), route).toEqual(kindsOn(englishOf(route)).map((kind) => kind.replace(/ \S+$/, ` ${lang}`)))
    }
  })

  it('name the page they are on and its language in their hidden fields', () => {
    const wrong = forms.flatMap(({ route, form, lang }) => {
      const hidden = (name: string) => form.querySelector(`input[type="hidden"][name="${name}"]`)?.getAttribute('value')
      return hidden('formPage') === route && hidden('sentFromLanguage') === lang ? [] : [`${route}: formPage ${hidden('formPage')}, sentFromLanguage ${hidden('sentFromLanguage')} (the page: ${lang})`]
    })
    expect(wrong).toEqual([])
  })
})

describe('the host’s redirects file (_redirects)', () => {
  it('lists exactly the former addresses of content/redirects.yaml, each in both languages, with and without a final slash', () => {
    // Content may list none (nothing renamed yet): then the file lists none. The rule on a list that has
    // some is tested with a fixture (tests/unit/build/redirects.test.ts; preview-server and preview-host: answered with 301).
    expect(formerAddresses.size).toBe(2 * redirectItems().length)
    const rules = builtFile('_redirects')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .sort()
    const expected = [...formerAddresses].flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]).sort()
    expect(rules).toEqual(expected)
  })
})
