import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { entryIn } from '../../../lib/content/index.ts'

/** The condition in the page's language: its translation under content/<lang>/conditions/ (same fields). */
export function data(pageContext: PageContextServer) {
  const condition = entryIn('conditions', pageContext.routeParams.slug ?? '', pageContext.lang)
  if (!condition) throw render(404)
  return condition
}
export type Data = ReturnType<typeof data>
