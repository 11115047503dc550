// One Spanish page per office of content/locations.yaml, once /es/locations is translated.
import { spanishRoutes } from '../../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return spanishRoutes().filter((route) => route.startsWith('/es/locations/'))
}
