import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { siteRoutes } from '../../lib/content/index.ts'
import { aliases, pageAt } from '../../lib/content/routes.ts'

/** The plain page at this address (a page with a folder of its own never comes here: Vike routes it there). */
export function data(pageContext: PageContextServer) {
  const page = pageAt(siteRoutes(), pageContext.urlPathname)
  if (page?.collection !== 'pages') throw render(404)
  // A second address (/legal) names the page's own as the original.
  return { name: page.slug, canonicalPath: aliases[pageContext.urlPathname] }
}
export type Data = ReturnType<typeof data>
