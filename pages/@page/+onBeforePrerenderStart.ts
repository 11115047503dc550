// Every address of the site, in every language, from the route table (lib/content/routes.ts): Vike
// routes each to its page folder (a page with a folder of its own before this catch-all), and
// renderer/+onBeforeRoute.ts takes its language off first. One list for the whole site, so a new
// collection's page folder needs no hook of its own.
import { siteRoutes } from '../../lib/content/index.ts'
import { allRoutes } from '../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return allRoutes(siteRoutes())
}
