// Which language a page is in: Spanish pages live under /es/. Safe in the browser (no content code),
// so shared components such as ExternalLink can use it.
import { useContext } from 'react'
import { PageContext } from '../renderer/pageContext.tsx'

export type Lang = 'en' | 'es'

export function langOfPath(path: string): Lang {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en'
}

/**
 * The language of the page being rendered; in the browser (islands), the language the page says it is
 * in (<html lang>), so an island speaks the language of its page.
 */
export function usePageLanguage(): Lang {
  const pageContext = useContext(PageContext)
  if (pageContext) return langOfPath(pageContext.urlPathname)
  return typeof document !== 'undefined' && document.documentElement.lang === 'es' ? 'es' : 'en'
}
