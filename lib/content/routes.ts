// Every page of the site. The content check uses this list to catch links to pages that do not
// exist, the browser tests visit every path in it, and the sitemap is built from it.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

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

/** The Spanish pages: the English address after /es (their text is in content/es/). */
export const spanishRoutes = ['/es/contactus', '/es/consultation-form', '/es/nondiscrimination', '/es/language-assistance'] as const

/** The address of a page in the other language, when the site has one. */
export function otherLanguageRoute(route: string): string | undefined {
  if (route.startsWith('/es/')) return route.slice(3)
  const spanish = `/es${route}`
  return (spanishRoutes as readonly string[]).includes(spanish) ? spanish : undefined
}

export const officePath = (name: string) => `/locations/${officeSlug(name)}`

export function allRoutes(slugs: { conditions: string[]; team: string[]; pages: string[]; offices: string[] }, folderRoutes = pageFolderRoutes()): string[] {
  return [
    ...folderRoutes,
    ...plainPageNames(slugs.pages, folderRoutes).map((name) => `/${name}`),
    ...spanishRoutes,
    ...slugs.conditions.map((slug) => `/conditions/${slug}`),
    ...slugs.team.map((slug) => `/team/${slug}`),
    ...slugs.offices.map((name) => officePath(name)),
  ]
}
