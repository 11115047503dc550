// The parts of `npm run preview:compare` (scripts/preview-compare.ts) that need no browser or git:
// which pages to picture, the pixel difference of two screenshots, and the reviewer's page and summary.
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** The two sizes every changed page is pictured at: a phone and a laptop. */
export const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const

/** Marks the addresses in `npm run changed-pages`'s list, so that they can be read back. */
export const LINK_MARKER = 'http://changed.page.invalid'

/**
 * The pages to picture, from `npm run changed-pages`'s Markdown (run with --base=LINK_MARKER) and the
 * routes of the built site: each linked page, every page under a folder it names, or every page.
 */
export function pagesToPicture(changedPagesMarkdown: string, builtRoutes: string[]): string[] {
  if (/\*\*Every page\*\*/.test(changedPagesMarkdown)) return [...builtRoutes]
  const pages = new Set<string>()
  for (const [, route] of changedPagesMarkdown.matchAll(new RegExp(`\\]\\(${LINK_MARKER.replace(/\./g, '\\.')}(/[^)]*)\\)`, 'g'))) pages.add(route!)
  for (const [, folder] of changedPagesMarkdown.matchAll(/every page under `([^`]+)`/g)) {
    for (const route of builtRoutes) if (route.startsWith(folder!)) pages.add(route)
  }
  return [...pages].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

/** The file name of a page's picture: /conditions/stroke at 375 px → conditions--stroke-375.png. */
export function pictureName(route: string, width: number): string {
  return `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '--')}-${width}.png`
}

/** A picture grown to width × height, the new part white (full-page pictures differ in height). */
function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data
  const out = new PNG({ width, height })
  out.data.fill(255)
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0)
  return out.data
}

/** Compares two PNG pictures: the changed pixels in red on a faded copy, and their share of the picture (0 to 1). */
export function comparePictures(before: Buffer, after: Buffer): { diff: Buffer; changed: number } {
  const a = PNG.sync.read(before)
  const b = PNG.sync.read(after)
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  const diff = new PNG({ width, height })
  const pixels = pixelmatch(padded(a, width, height), padded(b, width, height), diff.data, width, height, { threshold: 0.1 })
  return { diff: PNG.sync.write(diff), changed: pixels / (width * height) }
}

/** What became of one page at one size. */
export interface PagePicture {
  route: string
  width: number
  file: string
  /** Share of pixels changed (0 to 1); undefined when the page is new or removed. */
  changed?: number
  status: 'changed' | 'same' | 'new' | 'removed'
}

export const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1)}%`

/** The pages whose pictures changed (or that are new or removed), and those whose pixels did not. */
export function splitPages(pictures: PagePicture[]): { changed: string[]; same: string[] } {
  const routes = [...new Set(pictures.map((p) => p.route))]
  const changed = routes.filter((route) => pictures.some((p) => p.route === route && p.status !== 'same'))
  return { changed, same: routes.filter((route) => !changed.includes(route)) }
}

function statusText(picture: PagePicture): string {
  if (picture.status === 'new') return 'new page'
  if (picture.status === 'removed') return 'page removed'
  return `${percent(picture.changed ?? 0)} of pixels changed`
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** index.html: each changed page, at each size, before | after | diff, with the share of pixels changed. */
export function indexHtml(pictures: PagePicture[], base: string): string {
  const { changed, same } = splitPages(pictures)
  const image = (folder: string, picture: PagePicture) =>
    (folder === 'before' && picture.status === 'new') || (folder !== 'before' && picture.status === 'removed') || (folder === 'diff' && picture.status !== 'changed' && picture.status !== 'same')
      ? '<p>(none)</p>'
      : `<a href="${folder}/${picture.file}"><img src="${folder}/${picture.file}" alt="${folder} of ${escapeHtml(picture.route)} at ${picture.width} px" loading="lazy"></a>`
  const sections = changed.map((route) => {
    const rows = pictures
      .filter((p) => p.route === route)
      .map(
        (p) => `<h3>${p.width} px wide: ${statusText(p)}</h3>
<div class="row"><figure><figcaption>Before</figcaption>${image('before', p)}</figure><figure><figcaption>After</figcaption>${image('after', p)}</figure><figure><figcaption>Changed pixels (red)</figcaption>${image('diff', p)}</figure></div>`,
      )
    return `<section><h2><a href="${escapeHtml(base + route)}">${escapeHtml(route)}</a></h2>\n${rows.join('\n')}</section>`
  })
  const sameList = same.length > 0 ? `<h2>Text or metadata only</h2>\n<p>These pages changed, but not a pixel of them at these sizes:</p>\n<ul>${same.map((r) => `<li><a href="${escapeHtml(base + r)}">${escapeHtml(r)}</a></li>`).join('')}</ul>` : ''
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Before and after: the pages this change touches</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
img { width: 100%; height: auto; border: 1px solid #999; }
section { border-top: 2px solid #ccc; margin-top: 2rem; }
</style>
</head>
<body>
<h1>Before and after: the pages this change touches</h1>
<p>${changed.length} page(s) look different; ${same.length} changed in text or metadata only. Open a picture to see it full size.</p>
${sections.join('\n') || '<p>No page looks different.</p>'}
${sameList}
</body>
</html>
`
}

/**
 * summary.md, what the pull request's comment shows: each changed page as a link into the preview,
 * with small before/after pictures at phone width. `url` is the preview's address (pictures under
 * url/preview-compare/); without it, links go to the local preview and pictures are relative.
 */
export function summaryMarkdown(pictures: PagePicture[], url: string | undefined): string {
  const { changed, same } = splitPages(pictures)
  const site = url ?? 'http://localhost:3000'
  const files = url ? `${url}/preview-compare` : '.'
  const phone = VIEWPORTS[0].width
  const lines = ['### Before and after', '']
  if (changed.length === 0 && same.length === 0) lines.push('No page of the site changes.')
  if (changed.length > 0) {
    lines.push(`| Page | Before (${phone} px) | After (${phone} px) | Pixels changed |`, '| --- | --- | --- | --- |')
    for (const route of changed) {
      const phonePicture = pictures.find((p) => p.route === route && p.width === phone)!
      const thumb = (folder: string) => `<img src="${files}/${folder}/${phonePicture.file}" width="120" alt="${folder}">`
      const before = phonePicture.status === 'new' ? 'new page' : thumb('before')
      const after = phonePicture.status === 'removed' ? 'removed' : thumb('after')
      const shares = pictures.filter((p) => p.route === route).map((p) => `${p.width} px: ${statusText(p)}`).join('<br>')
      lines.push(`| [${route}](${site}${route}) | ${before} | ${after} | ${shares} |`)
    }
    lines.push('')
  }
  if (same.length > 0) lines.push(`**Text or metadata only** (no pixel changed): ${same.map((r) => `[${r}](${site}${r})`).join(', ')}`, '')
  if (url) lines.push(`All pictures side by side, with the changed pixels: ${url}/preview-compare/`, '')
  return `${lines.join('\n')}\n`
}
