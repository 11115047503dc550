// Every page of the site. The content check uses this list to catch links to pages that do not
// exist, the browser tests visit every path in it, and the sitemap is built from it.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

/** The pages/ folders that are not routes of their own: the error page, and the folders of parameters. */
const NOT_A_ROUTE = /^(_|@)/

/**
 * Pages with a fixed address, each a folder under pages/ (pages/index is /). Worked out from the
 * folders, so a new folder is a new route with nothing else to update.
 */
export function pageFolderRoutes(root = process.cwd()): string[] {
  return readdirSync(join(root, 'pages'), { withFileTypes: true })
    .filter((item) => item.isDirectory() && !NOT_A_ROUTE.test(item.name) && !['conditions', 'team', 'es'].includes(item.name))
    .map((item) => (item.name === 'index' ? '/' : `/${item.name}`))
    .sort()
}

/**
 * Plain pages: a content/pages/<name>.mdx with no pages/<name>/ folder of its own is shown at /<name>
 * by the one catch-all page (pages/@page/).
 */
export function plainPageNames(pageNames: string[], folderRoutes: string[]): string[] {
  return pageNames.filter((name) => name !== 'home' && !folderRoutes.includes(`/${name}`))
}

/**
 * Pages for the practice's own use (the waiting-room slideshow, the video ad preview) and the search
 * page itself: kept out of search engines (noindex, no sitemap entry) and out of the site search.
 */
export const unlistedRoutes: readonly string[] = ['/slideshow', '/video-preview', '/search']

/**
 * Kiosk pages: a clinic screen, not a page for visitors. They fill the window with their own controls,
 * without the site's header, footer and call bar (renderer/Layout.tsx).
 */
export const kioskRoutes: readonly string[] = ['/slideshow']

/** The address of an office's page: "Covington" → "covington", "New Orleans East" → "new-orleans-east". */
export function officeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The address of an office's page, in English (/locations/covington) or Spanish (/es/locations/covington). */
export const officePath = (name: string, lang: 'en' | 'es' = 'en') => `${lang === 'es' ? '/es' : ''}/locations/${officeSlug(name)}`

/** The file names (without .mdx) of a folder of content/es/, or none when it does not exist. */
function spanishFiles(root: string, collection: 'pages' | 'conditions'): string[] {
  const folder = join(root, 'content', 'es', collection)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
}

/**
 * Translated plain pages: a content/es/pages/<name>.mdx whose English page is a plain page (no
 * pages/<name>/ folder) is shown at /es/<name> by the Spanish catch-all page (pages/es/@page/).
 */
export function spanishPlainPageNames(root = process.cwd()): string[] {
  return spanishFiles(root, 'pages').filter((name) => name !== 'home' && !existsSync(join(root, 'pages', name)))
}

/**
 * The Spanish pages, worked out from the translations in content/es/, so a new translation is a new
 * page with nothing else to update: /es for the home page, /es/<name> for a page (a plain page, or
 * one with its own pages/es/<name>/ folder), /es/conditions/<slug> for a condition.
 */
export function spanishRoutes(root = process.cwd()): string[] {
  const pages = spanishFiles(root, 'pages').filter((name) => existsSync(join(root, 'pages', 'es', name === 'home' ? 'index' : name)) || spanishPlainPageNames(root).includes(name))
  // Each office has a Spanish page once the list of offices (/es/locations) is translated: their words
  // are those of content/es/locations-page.yaml, their facts those of content/locations.yaml.
  const offices = pages.includes('locations') ? officeNames(root).map((name) => officePath(name, 'es')) : []
  return [...pages.map((name) => (name === 'home' ? '/es' : `/es/${name}`)), ...offices, ...spanishFiles(root, 'conditions').map((slug) => `/es/conditions/${slug}`)].sort()
}

/** The office names of content/locations.yaml (none when it cannot be read: the content check reports why). */
function officeNames(root: string): string[] {
  try {
    const offices: unknown = parse(readFileSync(join(root, 'content', 'locations.yaml'), 'utf8'))
    return Array.isArray(offices) ? offices.flatMap((office: { name?: unknown }) => (typeof office?.name === 'string' ? [office.name] : [])) : []
  } catch {
    return []
  }
}

/** The English address of a Spanish page: /es → /, /es/contactus → /contactus. */
export function englishRouteOf(spanish: string): string {
  return spanish === '/es' ? '/' : spanish.slice('/es'.length)
}

/** The address of a page in the other language, when the site has one. */
export function otherLanguageRoute(route: string, spanish: readonly string[] = spanishRoutes()): string | undefined {
  if (route === '/es' || route.startsWith('/es/')) return englishRouteOf(route)
  const translated = route === '/' ? '/es' : `/es${route}`
  return spanish.includes(translated) ? translated : undefined
}

/** Where a link to an English page should lead on a page in `lang`: its translation when there is one. */
export function routeIn(lang: 'en' | 'es', englishRoute: string, spanish?: readonly string[]): string {
  return lang === 'es' ? (otherLanguageRoute(englishRoute, spanish) ?? englishRoute) : englishRoute
}

export function allRoutes(slugs: { conditions: string[]; team: string[]; pages: string[]; offices: string[] }, folderRoutes = pageFolderRoutes()): string[] {
  return [
    ...folderRoutes,
    ...plainPageNames(slugs.pages, folderRoutes).map((name) => `/${name}`),
    ...spanishRoutes(),
    ...slugs.conditions.map((slug) => `/conditions/${slug}`),
    ...slugs.team.map((slug) => `/team/${slug}`),
    ...slugs.offices.map((name) => officePath(name)),
  ]
}
