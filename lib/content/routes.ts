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
  '/nondiscrimination',
  '/language-assistance',
] as const

/**
 * Pages for the practice's own use (the waiting-room slideshow, the video ad preview) and the search
 * page itself: kept out of search engines (noindex, no sitemap entry) and out of the site search.
 */
export const unlistedRoutes: readonly string[] = ['/slideshow', '/video-preview', '/search']

/**
 * Links that deliberately lead to the 404 page: SPEC.md has the myasthenia gravis page link to
 * /locations, which is not a page.
 */
export const intentionalNotFoundLinks = ['/locations'] as const

export function allRoutes(slugs: { conditions: string[]; team: string[] }): string[] {
  return [
    ...staticRoutes,
    ...slugs.conditions.map((slug) => `/conditions/${slug}`),
    ...slugs.team.map((slug) => `/team/${slug}`),
  ]
}
