// Where the build writes each page. Vike's prerender.noExtraDir writes /a/b as a/b.html (and / as
// index.html): the form Cloudflare Pages, Netlify and our preview server serve at /a/b without a
// redirect, so the address in links, canonicals and the sitemap is the one that answers directly.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The built HTML file of a route. */
export function htmlFileOf(outDir: string, route: string): string {
  return route === '/' ? join(outDir, 'index.html') : join(outDir, ...route.slice(1).split('/')) + '.html'
}

/** The route a built HTML file (relative to the build folder) is served at: a/b.html → /a/b. */
export function routeOfHtmlFile(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`.replace(/\.html$/, '')
  return path === '/index' ? '/' : path.replace(/\/index$/, '')
}

/** Every built HTML file under dir (not the hashed assets or the search index). */
export function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = join(dir, item.name)
    if (item.isDirectory()) return ['assets', 'pagefind'].includes(relative(root, full)) ? [] : htmlFiles(full, root)
    return item.name.endsWith('.html') ? [full] : []
  })
}

/** A meta tag's content in built HTML, its entities read back (`key` its name or property). */
export function metaContent(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]
  return found?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
}
