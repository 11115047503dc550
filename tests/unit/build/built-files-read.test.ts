// What the after-build steps read from a built page and write for the hosts: a page's canonical
// address (with &amp; read as &) and its robots noindex, wherever it sits in the tag's content; the
// sitemap's entries, one <url> a page, with every language alternate; and the _redirects file as the
// hosts read it: spaces of any length between the parts, comment lines, a line's first rule wins.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRedirectsFile } from '../../../scripts/build/redirects.ts'
import { readBuiltPage, sitemapXml } from '../../../scripts/build/sitemap.ts'

describe('a built page as the sitemap reads it', () => {
  it('reads the canonical address with its &amp; as &', () => {
    const page = readBuiltPage('/search', '<head><link rel="canonical" href="https://clinic.example/search?a=1&amp;b=2" /></head>')
    expect(page).toEqual({ route: '/search', canonical: 'https://clinic.example/search?a=1&b=2', noindex: false })
  })

  it('has no canonical address when the page names none', () => {
    expect(readBuiltPage('/x', '<head><title>X</title></head>')).toEqual({ route: '/x', canonical: undefined, noindex: false })
  })

  it('sees noindex first, alone, or after other robots words', () => {
    for (const content of ['noindex', 'noindex, follow', 'max-snippet:0, noindex']) {
      expect(readBuiltPage('/404', `<meta name="robots" content="${content}" />`).noindex, content).toBe(true)
    }
    expect(readBuiltPage('/', '<meta name="robots" content="index, follow" />').noindex).toBe(false)
  })
})

describe('the sitemap', () => {
  it('writes one <url> a page on lines of their own, with each language alternate as an xhtml:link', () => {
    const xml = sitemapXml([
      {
        loc: 'https://clinic.example/about',
        lastmod: '2026-03-01',
        alternates: [
          { hreflang: 'en', href: 'https://clinic.example/about' },
          { hreflang: 'es', href: 'https://clinic.example/es/about' },
        ],
      },
      { loc: 'https://clinic.example/legal', lastmod: '2026-02-01' },
    ])
    expect(xml).toContain(
      '\n  <url>\n    <loc>https://clinic.example/about</loc>\n    <lastmod>2026-03-01</lastmod>\n    <xhtml:link rel="alternate" hreflang="en" href="https://clinic.example/about" />\n    <xhtml:link rel="alternate" hreflang="es" href="https://clinic.example/es/about" />\n  </url>\n  <url>\n    <loc>https://clinic.example/legal</loc>\n    <lastmod>2026-02-01</lastmod>\n  </url>\n</urlset>\n',
    )
  })
})

describe('the _redirects file as the hosts read it', () => {
  it('reads parts split by several spaces or a tab, around spaces and a Windows line end, and skips any comment line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-read-'))
    try {
      writeFileSync(join(dir, '_redirects'), '#A comment without a space /x 301\n  /old   /new\t301\r\n/moved /there 302\n')
      expect(Object.fromEntries(readRedirectsFile(dir))).toEqual({ '/old': { to: '/new', status: 301 }, '/moved': { to: '/there', status: 302 } })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
