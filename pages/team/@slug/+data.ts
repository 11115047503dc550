import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content/index.ts'

export function data(pageContext: PageContextServer) {
  const member = getContent(pageContext.lang).team.find((t) => t.slug === pageContext.routeParams.slug)
  if (!member) throw render(404)
  return member
}
export type Data = ReturnType<typeof data>
