// What search engines and link previews read in a page's <head>: title, description, canonical address,
// hreflang alternates, Open Graph and Twitter card tags, and the structured data blocks (renderer/jsonLd.ts).
// Server-only: used while pages are pre-rendered and by scripts/build/sitemap.ts.
import { defaultLanguage, languageCodes, languageOf, splitLanguagePrefix, type Lang } from '../lib/i18n/languages.ts'
import type { Site } from '../lib/content/schema.ts'
import { translationsOf, type RouteTable } from '../lib/content/routes.ts'
import type { HeadInfo } from '../lib/page/pageContext.tsx'

/** Used until SITE_URL is set: a clearly fictional address (.example never resolves). */
export const DEFAULT_SITE_URL = 'https://www.crescent-neurology.example'

/** The origin the site is published at (SITE_URL=https://www.example.com npm run build), without a trailing slash. */
export function siteUrl(value: string | undefined = process.env.SITE_URL): string {
  const raw = value?.trim() || DEFAULT_SITE_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SITE_URL "${raw}" is not an address: write it like https://www.example.com`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL "${raw}" must start with https://`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(`SITE_URL "${raw}" must be the site's origin only, like https://www.example.com (no path, query or #)`)
  return url.origin
}

/** The full address of a path of the site ("/conditions/stroke"). */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  return `${base}${path}`
}

/** The practice's link preview picture (scripts/build/og-image.ts draws it). */
export const DEFAULT_SHARE_IMAGE = { src: '/images/og-default.png', width: 1200, height: 630, type: 'image/png' } as const

/** A page's own preview card, its title on the practice's card: /og/index.png for the home page, /og/conditions/stroke.png… */
export const pageCardSrc = (path: string) => `/og${path === '/' ? '/index' : path}.png`

export interface HeadTagsInput extends HeadInfo {
  /** The address the page was rendered for (undefined for the 404 page). */
  path?: string
  jsonLd?: readonly object[]
  site: Pick<Site, 'practiceName'>
  /** The site's pages, for the same page in other languages (hreflang). */
  routes: RouteTable
  /** The alt text of the practice's card, in the page's language (content/ui/<lang>.yaml shareImageAlt). */
  shareImageAlt: string
}

/** "Stroke" → "Stroke | Crescent Neurology Group"; a title that names the practice stays as it is. */
export function pageTitle(title: string, practiceName: string): string {
  return title.includes(practiceName) ? title : `${title} | ${practiceName}`
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe inside an HTML attribute value or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!)
}

/** Every version of a page in more than one language, then x-default (the default language's); none for a page in one language. */
export function languageAlternates(routes: RouteTable, path: string): { hreflang: Lang | 'x-default'; path: string }[] {
  const others = translationsOf(routes, path)
  if (others.length === 0) return []
  const versions = [{ lang: splitLanguagePrefix(path).lang, route: path }, ...others].sort((a, b) => languageCodes.indexOf(a.lang) - languageCodes.indexOf(b.lang))
  const fallback = versions.find((version) => version.lang === defaultLanguage)
  return [...versions.map((version) => ({ hreflang: version.lang, path: version.route })), ...(fallback ? [{ hreflang: 'x-default' as const, path: fallback.route }] : [])]
}

/** Every tag search engines and link previews read, as HTML for the page's <head>. */
export function headTags(input: HeadTagsInput): string {
  const { site, title, description } = input
  const tags = [`<title>${escapeHtml(pageTitle(title, site.practiceName))}</title>`]
  const meta = (attr: 'name' | 'property', key: string, content: string) => tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`)
  const link = (attrs: string, path: string) => tags.push(`<link ${attrs} href="${escapeHtml(absoluteUrl(path))}" />`)

  meta('name', 'description', description)
  const canonicalPath = input.canonicalPath ?? input.path
  // A noindex page names no address of its own.
  const canonical = input.noindex ? undefined : canonicalPath
  if (input.noindex) meta('name', 'robots', 'noindex')
  if (canonical) {
    link('rel="canonical"', canonical)
    for (const alternate of languageAlternates(input.routes, canonical)) link(`rel="alternate" hreflang="${alternate.hreflang}"`, alternate.path)
  }

  // Sharing sites show no SVG. Without a picture of its own, a page shows its title on the practice's card
  // (its canonical address's, for /legal); the 404 page the practice's card.
  const own = input.image && /\.(png|jpe?g|webp)$/i.test(input.image.src) ? input.image : undefined
  const card = canonicalPath ? { src: pageCardSrc(canonicalPath), alt: `${title} – ${site.practiceName}` } : { src: DEFAULT_SHARE_IMAGE.src, alt: input.shareImageAlt }
  const image = own ?? card
  meta('property', 'og:site_name', site.practiceName)
  meta('property', 'og:locale', languageOf(canonicalPath ? splitLanguagePrefix(canonicalPath).lang : defaultLanguage).ogLocale)
  meta('property', 'og:type', input.type ?? 'website')
  meta('property', 'og:title', title)
  meta('property', 'og:description', description)
  if (canonical) meta('property', 'og:url', absoluteUrl(canonical))
  meta('property', 'og:image', absoluteUrl(image.src))
  if (!own) for (const key of ['type', 'width', 'height'] as const) meta('property', `og:image:${key}`, String(DEFAULT_SHARE_IMAGE[key]))
  meta('property', 'og:image:alt', image.alt)
  meta('name', 'twitter:card', 'summary_large_image')
  meta('name', 'twitter:title', title)
  meta('name', 'twitter:description', description)
  meta('name', 'twitter:image', absoluteUrl(image.src))
  meta('name', 'twitter:image:alt', image.alt)
  // Data, not a script the browser runs, so the CSP does not apply.
  for (const data of input.jsonLd ?? []) tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
  return tags.join('\n    ')
}

const jsonEscapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON safe inside a <script> element: no text from the content can close it or open a comment; JSON.parse reads it back unchanged. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => jsonEscapes[c]!)
}
