// One page per file in content/conditions/; its translations are added by renderer/+onPrerenderStart.ts.
import { getContent } from '../../../lib/content/index.ts'
import { collections } from '../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().conditions.map((entry) => collections.conditions.path(entry.slug))
}
