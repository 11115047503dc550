// One page per file in content/team/.
import { getContent } from '../../../lib/content/index.ts'
import { collections } from '../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().team.map((entry) => collections.team.path(entry.slug))
}
