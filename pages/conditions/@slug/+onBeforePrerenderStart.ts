// One page per file in content/conditions/.
import { getContent } from '../../../lib/content/index.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().conditions.map((entry) => `/conditions/${entry.slug}`)
}
