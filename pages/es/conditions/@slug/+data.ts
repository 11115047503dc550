import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../../lib/content/index.ts'
import type { Condition } from '../../../../lib/content/schema.ts'
import type { Entry } from '../../../../lib/content/validate.ts'

export function data(pageContext: PageContextServer): Entry<Condition> {
  const translation = getContent().translations.find((t) => t.lang === 'es' && t.collection === 'conditions' && t.slug === pageContext.routeParams.slug)
  if (!translation) throw render(404)
  // The translation has the English page's fields (checked against the same schema) plus its own.
  return translation as unknown as Entry<Condition>
}
export type Data = ReturnType<typeof data>
