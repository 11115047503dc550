// Every address of the site in every language, one list, so a new collection's page folder needs no hook of its own.
import { siteRoutes } from '../../lib/content/index.ts'
import { allRoutes } from '../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return allRoutes(siteRoutes())
}
