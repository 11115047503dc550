// One page per office of content/locations.yaml.
import { getContent } from '../../../content/index.ts'
import { officePath } from '../../../content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().locations.map((office) => officePath(office.name))
}
