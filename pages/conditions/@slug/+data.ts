import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content/index.ts'

export function data(pageContext: PageContextServer) {
  const condition = getContent().conditions.find((c) => c.slug === pageContext.routeParams.slug)
  if (!condition) throw render(404)
  return condition
}
export type Data = ReturnType<typeof data>
