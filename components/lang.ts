// Which language a page is in. Safe in the browser (no content code): shared components and islands use it.
import { useContext } from 'react'
import { PageContext } from '../lib/page/pageContext.tsx'
import { defaultLanguage, isLang, type Lang } from '../lib/i18n/languages.ts'

export type { Lang }

/** On the server, the page's language (renderer/+onBeforeRoute.ts); in an island, the page's <html lang>. */
export function usePageLanguage(): Lang {
  const pageContext = useContext(PageContext)
  if (pageContext) return pageContext.lang ?? defaultLanguage
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : undefined
  return isLang(lang) ? lang : defaultLanguage
}
