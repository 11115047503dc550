// What `npm run size` reads from a built page's HTML: the scripts, module preloads and style sheets it
// loads (whatever other attributes their tags carry), the pictures a browser takes (a <picture>'s first
// source at its largest candidate, an <img> of the site's own), and the budgets at their edges:
// 30 KB of HTML and CSS, 200 KB a picture, 500 KB of pictures a page.
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { budgetProblems, gzipSize, ModuleGraph, pageSize, type PageSize } from '../../../scripts/bench/size-lib.ts'
import { pagePictures, pictureProblems, pictureTotal } from '../../../scripts/bench/picture-bytes.ts'

/** Gzip at its highest level, as the budgets count. */
const gz = (text: string) => gzipSync(text, { level: 9 }).length

const files: Record<string, string> = {
  '/assets/entry.js': 'import"./chunks/a.js";console.log("entry")',
  '/assets/chunks/a.js': 'import"./b.js";export const a=1;'.repeat(20),
  '/assets/chunks/b.js': 'import"./a.js";export const b=2;'.repeat(30),
  '/assets/preload.js': 'export const p="preloaded";'.repeat(40),
  '/favicon-helper.js': 'self.x=1;'.repeat(7),
  '/assets/site.css': 'body{margin:0}'.repeat(100),
  '/assets/print.css': '@media print{nav{display:none}}'.repeat(60),
}
const read = (path: string) => files[path] ?? ''
// a.js and b.js import each other, as Vite's shared chunks can.
const graph = new ModuleGraph({
  'entry.ts': { file: 'assets/entry.js', imports: ['_a.js'] },
  '_a.js': { file: 'assets/chunks/a.js', imports: ['_b.js'] },
  '_b.js': { file: 'assets/chunks/b.js', imports: ['_a.js'] },
  'preload.ts': { file: 'assets/preload.js' },
})
const noIslands = () => ({ files: [], startsAtIdle: false })

describe('the files a built page loads', () => {
  const html =
    '<html><head><link crossorigin rel="stylesheet" type="text/css" href="/assets/site.css"><link media="print" rel="stylesheet" href="/assets/print.css">' +
    '<link crossorigin rel="modulepreload" as="script" href="/assets/preload.js"></head>' +
    '<body><script type="module" async src="/assets/entry.js"></script><script defer src="/favicon-helper.js"></script></body></html>'

  it('counts every script and module preload, with what they import, once each even when two chunks import each other', () => {
    const size = pageSize('/about', html, read, graph, noIslands)
    expect(size.jsFiles).toBe(5)
    const js = ['/assets/entry.js', '/assets/chunks/a.js', '/assets/chunks/b.js', '/assets/preload.js', '/favicon-helper.js'].reduce((sum, file) => sum + gz(files[file]!), 0)
    expect(size.jsAtStartGzip).toBe(js)
  })

  it('counts a script the build manifest does not know (a file of public/) by itself', () => {
    const size = pageSize('/about', '<script src="/favicon-helper.js"></script>', read, graph, noIslands)
    expect([size.jsFiles, size.jsAtStartGzip]).toEqual([1, gz(files['/favicon-helper.js']!)])
  })

  it('adds every style sheet to the HTML: the HTML and CSS figure is their sum', () => {
    const size = pageSize('/about', html, read, graph, noIslands)
    expect(size.htmlCssGzip).toBe(gz(html) + gz(files['/assets/site.css']!) + gz(files['/assets/print.css']!))
  })

  it('says a page has islands only when one is marked in its HTML', () => {
    expect(pageSize('/about', html, read, graph, noIslands).hasIslands).toBe(false)
    expect(pageSize('/about', `${html}<div data-island="Map"></div>`, read, graph, noIslands).hasIslands).toBe(true)
  })
})

describe('the bytes a page costs', () => {
  it('are counted gzipped at level 9, the smallest a server sends (here a few bytes fewer than the default level)', () => {
    const text = readFileSync('README.md', 'utf8')
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).length)
    expect(gzipSize(Buffer.from(text))).toBe(gzipSync(text, { level: 9 }).length)
  })
})

describe('the budgets of HTML and CSS, and of a page without islands', () => {
  const page: PageSize = { page: '/about', htmlCssGzip: 1000, jsAtStartGzip: 0, jsBeforeInteractionGzip: 0, jsAfterIslandsGzip: 0, jsWithActionsGzip: 0, jsFiles: 0, hasIslands: false }

  it('holds HTML and CSS to 30 KB: at the edge it passes, one byte over it fails, naming the page and the figure', () => {
    expect(budgetProblems({ ...page, htmlCssGzip: 30 * 1024 })).toEqual([])
    expect(budgetProblems({ ...page, htmlCssGzip: 30 * 1024 + 1 })).toEqual(['/about has 30.0 KB of HTML and CSS (budget 30.0 KB)'])
  })

  it('lets the 404 page load the site script without islands, but no other page', () => {
    expect(budgetProblems({ ...page, page: '/404', jsAtStartGzip: 2048 })).toEqual([])
    expect(budgetProblems({ ...page, jsAtStartGzip: 2048 })).toEqual(['/about has no interactive parts but loads 2.0 KB of JavaScript'])
  })
})

describe('the pictures of a built page', () => {
  const bytes: Record<string, number> = { '/a-800.avif': 90_000, '/b@2x.avif': 60_000, '/b.avif': 20_000, '/c@2x.avif': 30_000, '/c.avif': 9_000, '/only.jpg': 40_000, '/logo.svg': 3_000 }
  const size = (file: string) => bytes[file] ?? 0

  it('takes the largest candidate of the first source of a <picture>, by width or density, 1x when none is written', () => {
    const html =
      '<picture><source type="image/avif" srcset="/a-400.avif 400w, /a-800.avif 800w"><source type="image/webp" srcset="/a-800.webp 800w"><img src="/a.jpg" alt=""></picture>' +
      '<picture><source srcset="/b.avif, /b@2x.avif 2x"><img src="/b.jpg" alt=""></picture>' +
      '<picture><source srcset="/c.avif 1x,  /c@2x.avif  2x"><img src="/c.jpg" alt=""></picture>'
    expect(pagePictures('/p', html, size).pictures.map((p) => p.file)).toEqual(['/a-800.avif', '/b@2x.avif', '/c@2x.avif'])
  })

  it('takes the <img> of a <picture> without a source, and nothing from an empty <picture>', () => {
    const html = '<picture><img alt="" loading="lazy" src="/only.jpg"></picture><picture></picture>'
    expect(pagePictures('/p', html, size).pictures).toEqual([{ file: '/only.jpg', bytes: 40_000 }])
  })

  it('counts an <img> of the site once, and no picture that travels in the HTML or comes from elsewhere', () => {
    const html =
      '<img src="/logo.svg" alt="Logo"><img alt="" src="/logo.svg"><img src="data:image/png;base64,AAAA" alt=""><img srcset="data:image/avif;base64,AAAA" src="/placeholder.jpg" alt="">' +
      '<img src="https://maps.example.com/tile.png" alt=""><img alt="no address">'
    const page = pagePictures('/p', html, size)
    expect(page.pictures).toEqual([{ file: '/logo.svg', bytes: 3_000 }])
    expect(pictureTotal(page)).toBe(3_000)
  })

  it('adds up the pictures of a page', () => {
    expect(pictureTotal({ page: '/p', pictures: [{ file: '/x', bytes: 100 }, { file: '/y', bytes: 250 }] })).toBe(350)
  })

  it('holds a picture to 200 KB and a page to 500 KB: at each edge it passes, one byte over it fails', () => {
    const kb = 1024
    expect(pictureProblems({ page: '/p', pictures: [{ file: '/x.avif', bytes: 200 * kb }] })).toEqual([])
    expect(pictureProblems({ page: '/p', pictures: [{ file: '/x.avif', bytes: 200 * kb + 1 }] })).toEqual(['/p shows /x.avif, 200.0 KB (budget 200.0 KB a picture)'])
    const five = (last: number) => ({ page: '/p', pictures: [1, 2, 3, 4].map((n) => ({ file: `/${n}.avif`, bytes: 100 * kb })).concat({ file: '/5.avif', bytes: last }) })
    expect(pictureProblems(five(100 * kb))).toEqual([])
    expect(pictureProblems(five(100 * kb + 1))).toEqual(['/p has 500.0 KB of pictures (budget 500.0 KB a page)'])
    expect(pictureProblems({ page: '/p', pictures: [{ file: '/x.avif', bytes: 150 * kb }] })).toEqual([])
  })
})
