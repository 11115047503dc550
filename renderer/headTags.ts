// What search engines and link previews read in a page's <head>: the site's address (SITE_URL), the
// title, description, canonical address, hreflang alternates, Open Graph and Twitter card tags.
// Structured data (JSON-LD) is renderer/jsonLd.ts. Server-only: used while pages are pre-rendered
// and by scripts/build/sitemap.ts.
import { defaultLanguage, languageCodes, languageOf, splitLanguagePrefix, type Lang } from '../lib/i18n/languages.ts'
import type { Site } from '../lib/content/schema.ts'
import { translationsOf, type RouteTable } from '../lib/content/routes.ts'

// ---------------------------------------------------------------------------------------------
// The site's address
// ---------------------------------------------------------------------------------------------

/** Used until SITE_URL is set: a clearly fictional address (.example never resolves). */
export const DEFAULT_SITE_URL = 'https://www.crescent-neurology.example'

/**
 * The origin the site is published at, from the SITE_URL setting (for example
 * SITE_URL=https://www.example.com npm run build), without a trailing slash.
 */
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

/** The full address of a path of the site: "/" stays "/", other paths have no trailing slash. */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  if (/^https?:\/\//.test(path)) return path
  if (!path.startsWith('/')) throw new Error(`"${path}" is not a path of the site (it must start with "/")`)
  return `${base}${path}`
}

// ---------------------------------------------------------------------------------------------
// <head> tags
// ---------------------------------------------------------------------------------------------

/** The picture link previews show when a page has none of its own (scripts/build/og-image.ts draws it). */
export const DEFAULT_SHARE_IMAGE = { src: '/images/og-default.png', width: 1200, height: 630, type: 'image/png' } as const

/**
 * The page's own link preview picture, its title on the practice's card (scripts/build/og-image.ts draws one
 * for every page at build time): /og/index.png for the home page, /og/conditions/stroke.png…
 */
export const pageCardSrc = (path: string) => `/og${path === '/' ? '/index' : path}.png`

export interface ShareImage {
  src: string
  alt: string
}

export interface HeadTagsInput {
  /** The page's own title (the practice name is added after it, except when it already has it). */
  title: string
  description: string
  /** The address the page was rendered for ("" or undefined for the 404 page). */
  path?: string
  canonicalPath?: string
  noindex?: boolean
  /** website (default), article (condition pages) or profile (team bios). */
  type?: 'website' | 'article' | 'profile'
  /** A picture for link previews. Only PNG, JPEG and WebP are used (sharing sites do not show SVG). */
  image?: ShareImage
  /** Structured data blocks, each written as one <script type="application/ld+json">. */
  jsonLd?: readonly object[]
  site: Pick<Site, 'practiceName'>
  /** The site's pages, for the same page in other languages (hreflang). */
  routes: RouteTable
  /** What the practice's own share picture shows, in the page's language (content/ui/<lang>.yaml shareImageAlt). */
  shareImageAlt?: string
  base?: string
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

/** Is this a picture sharing sites can show? */
export function isRasterImage(src: string): boolean {
  return /\.(png|jpe?g|webp)$/i.test(src)
}

/** The alt text of the default sharing picture (what scripts/build/og-image.ts draws). */
export function defaultShareImageAlt(site: Pick<Site, 'practiceName'>): string {
  return `${site.practiceName}: the practice name and logo with the towns of its clinics`
}

/**
 * The hreflang alternates of a page that exists in more than one language: every version and
 * x-default (the default language's), the same list on each. None for a page in one language only.
 */
export function languageAlternates(routes: RouteTable, path: string): { hreflang: Lang | 'x-default'; path: string }[] {
  const others = translationsOf(routes, path)
  if (others.length === 0) return []
  const versions = [{ lang: splitLanguagePrefix(path).lang, route: path }, ...others].sort((a, b) => languageCodes.indexOf(a.lang) - languageCodes.indexOf(b.lang))
  const fallback = versions.find((version) => version.lang === defaultLanguage)
  return [...versions.map((version) => ({ hreflang: version.lang, path: version.route })), ...(fallback ? [{ hreflang: 'x-default' as const, path: fallback.route }] : [])]
}

/** Every tag search engines and link previews read, as HTML for the page's <head>. */
export function headTags(input: HeadTagsInput): string {
  const base = input.base ?? siteUrl()
  const { site } = input
  const title = pageTitle(input.title, site.practiceName)
  const tags: string[] = []
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`)

  tags.push(`<title>${escapeHtml(title)}</title>`)
  meta('name', 'description', input.description)
  const canonicalPath = input.canonicalPath ?? input.path
  const canonical = !input.noindex && canonicalPath ? absoluteUrl(canonicalPath, base) : undefined
  if (input.noindex) meta('name', 'robots', 'noindex')
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`)
  if (canonical && canonicalPath) {
    for (const alternate of languageAlternates(input.routes, canonicalPath)) {
      tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(absoluteUrl(alternate.path, base))}" />`)
    }
  }

  const own = input.image && isRasterImage(input.image.src) ? input.image : undefined
  // Without a picture of its own, a page shows its title on the practice's card; the 404 page (no path) the practice's card.
  // A page shown at a second address (/legal) shares the card of its canonical address.
  const card = canonicalPath
    ? { src: pageCardSrc(canonicalPath), alt: `${input.title} – ${site.practiceName}` }
    : { src: DEFAULT_SHARE_IMAGE.src, alt: input.shareImageAlt ?? defaultShareImageAlt(site) }
  const image = own ?? card
  meta('property', 'og:site_name', site.practiceName)
  meta('property', 'og:locale', languageOf(canonicalPath ? splitLanguagePrefix(canonicalPath).lang : defaultLanguage).ogLocale)
  meta('property', 'og:type', input.type ?? 'website')
  meta('property', 'og:title', input.title)
  meta('property', 'og:description', input.description)
  if (canonical) meta('property', 'og:url', canonical)
  meta('property', 'og:image', absoluteUrl(image.src, base))
  if (!own) {
    meta('property', 'og:image:type', DEFAULT_SHARE_IMAGE.type)
    meta('property', 'og:image:width', String(DEFAULT_SHARE_IMAGE.width))
    meta('property', 'og:image:height', String(DEFAULT_SHARE_IMAGE.height))
  }
  meta('property', 'og:image:alt', image.alt)
  meta('name', 'twitter:card', 'summary_large_image')
  meta('name', 'twitter:title', input.title)
  meta('name', 'twitter:description', input.description)
  meta('name', 'twitter:image', absoluteUrl(image.src, base))
  meta('name', 'twitter:image:alt', image.alt)

  for (const data of input.jsonLd ?? []) tags.push(jsonLdScript(data))
  return tags.join('\n    ')
}

// The structured data blocks a page gives, written as <script type="application/ld+json"> tags
// (renderer/jsonLd.ts builds them).

const jsonEscapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * JSON that is safe inside a <script> element: "<" (and ">", "&") are written as \u escapes, so
 * no text from the content can close the element or open a comment. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => jsonEscapes[c]!)
}

/** A structured data block. It is data, not a script the browser runs, so the CSP does not apply. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`
}
