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

/** The Spanish pages: the English address after /es (their text is in content/es/). */
export const spanishRoutes = ['/es/contactus', '/es/consultation-form', '/es/nondiscrimination', '/es/language-assistance'] as const

/** The address of a page in the other language, when the site has one. */
export function otherLanguageRoute(route: string): string | undefined {
  if (route.startsWith('/es/')) return route.slice(3)
  const spanish = `/es${route}`
  return (spanishRoutes as readonly string[]).includes(spanish) ? spanish : undefined
}

export function allRoutes(slugs: { conditions: string[]; team: string[] }): string[] {
  return [
    ...staticRoutes,
    ...spanishRoutes,
    ...slugs.conditions.map((slug) => `/conditions/${slug}`),
    ...slugs.team.map((slug) => `/team/${slug}`),
  ]
}
