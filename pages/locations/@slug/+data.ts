import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content/index.ts'
import { officeSlug } from '../../../lib/content/routes.ts'

export function data(pageContext: PageContextServer) {
  const office = getContent().locations.find((l) => officeSlug(l.name) === pageContext.routeParams.slug)
  if (!office) throw render(404)
  return office
}
export type Data = ReturnType<typeof data>
