// Which language a page is in. Safe in the browser (no content code), so shared components such as
// ExternalLink and the islands can use it.
import { useContext } from 'react'
import { PageContext } from '../lib/page/pageContext.tsx'
import { defaultLanguage, isLang, type Lang } from '../lib/i18n/languages.ts'

export type { Lang }

/**
 * The language of the page being rendered, as renderer/+onBeforeRoute.ts decided it; in the browser
 * (islands), the language the page says it is in (<html lang>), so an island speaks the language of
 * its page.
 */
export function usePageLanguage(): Lang {
  const pageContext = useContext(PageContext)
  if (pageContext) return pageContext.lang ?? defaultLanguage
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : undefined
  return isLang(lang) ? lang : defaultLanguage
}
