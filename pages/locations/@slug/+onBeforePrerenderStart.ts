// One page per office of content/locations.yaml.
import { getContent } from '../../../lib/content/index.ts'
import { officePath } from '../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().locations.map((office) => officePath(office.name))
}
