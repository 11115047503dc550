import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content/index.ts'
import { plainPageNames } from '../../lib/content/routes.ts'

export function data(pageContext: PageContextServer) {
  const name = pageContext.routeParams.page ?? ''
  if (!plainPageNames(getContent().pages.map((p) => p.slug)).includes(name)) throw render(404)
  return { name }
}
export type Data = ReturnType<typeof data>
