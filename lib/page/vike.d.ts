// What every page context carries besides Vike's own fields.
import type { Lang } from '../i18n/languages.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, decided once per request by renderer/+onBeforeRoute.ts (the default language when absent: the 404 page). */
      lang?: Lang
    }
  }
}
