// One page per office of content/locations.yaml; its translations are added by renderer/+onPrerenderStart.ts.
import { getContent } from '../../../lib/content/index.ts'
import { collections, officeSlug } from '../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return getContent().locations.map((office) => collections.offices.path(officeSlug(office.name)))
}
