// Every page of the site. The content check uses this list to catch links to pages that do not
// exist, the browser tests visit every path in it, and the sitemap is built from it.

/** Pages with a fixed address, each a folder under pages/. */
export const staticRoutes = [
  '/',
  '/disorders',
  '/contactus',
  '/consultation-form',
  '/consultations',
  '/procedures',
  '/infusion',
  '/clinical-trials',
  '/personal-injury',
  '/meet-us',
  '/policies',
  '/legal',
  '/patients',
  '/our-team',
  '/our-founder',
  '/video-preview',
  '/slideshow',
  '/search',
  '/locations',
] as const

/**
 * Pages for the practice's own use (the waiting-room slideshow, the video ad preview) and the search
 * page itself: kept out of search engines (noindex, no sitemap entry) and out of the site search.
 */
export const unlistedRoutes: readonly string[] = ['/slideshow', '/video-preview', '/search']

/** The address of an office's page: "Covington" → "covington", "New Orleans East" → "new-orleans-east". */
export function officeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const officePath = (name: string) => `/locations/${officeSlug(name)}`

export function allRoutes(slugs: { conditions: string[]; team: string[]; offices: string[] }): string[] {
  return [
    ...staticRoutes,
    ...slugs.conditions.map((slug) => `/conditions/${slug}`),
    ...slugs.team.map((slug) => `/team/${slug}`),
    ...slugs.offices.map((name) => officePath(name)),
  ]
}
