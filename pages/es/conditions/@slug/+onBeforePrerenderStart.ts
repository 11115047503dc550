// One page per translation in content/es/conditions/.
import { spanishRoutes } from '../../../../lib/content/routes.ts'

export function onBeforePrerenderStart(): string[] {
  return spanishRoutes().filter((route) => route.startsWith('/es/conditions/'))
}
