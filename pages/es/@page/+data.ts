import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { spanishPlainPageNames } from '../../../lib/content/routes.ts'

export function data(pageContext: PageContextServer) {
  const name = pageContext.routeParams.page ?? ''
  if (!spanishPlainPageNames().includes(name)) throw render(404)
  return { name }
}
export type Data = ReturnType<typeof data>
