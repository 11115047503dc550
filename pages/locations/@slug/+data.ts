import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content/index.ts'
import { officeSlug } from '../../../lib/content/routes.ts'

/** The page reads the office itself, so the record of what it reads lists content/locations.yaml. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  if (!getContent().locations.some((l) => officeSlug(l.name) === slug)) throw render(404)
  return { slug }
}
export type Data = ReturnType<typeof data>
