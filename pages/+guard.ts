// An address that is no page of the site (a bio, condition, office or page that does not exist) gets the 404
// page. Only the development server asks: pre-rendering visits the site's own addresses, and Vike calls no
// guard for the error page.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { siteRoutes } from '../lib/content/index.ts'
import { pageAt } from '../lib/content/routes.ts'

export function guard(pageContext: PageContextServer) {
  if (!pageAt(siteRoutes(), pageContext.urlPathname)) throw render(404)
}
