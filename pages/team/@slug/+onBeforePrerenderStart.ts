// One page per file in content/team/.
import { getContent } from '../../../lib/content/index.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().team.map((entry) => `/team/${entry.slug}`)
}
