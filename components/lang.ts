// Which language a page is in: Spanish pages live under /es/. Safe in the browser (no content code),
// so shared components such as ExternalLink can use it.
import { useContext } from 'react'
import { PageContext } from '../renderer/pageContext.tsx'

export type Lang = 'en' | 'es'

export function langOfPath(path: string): Lang {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en'
}

/** The language of the page being rendered (English outside a page render, as in the browser). */
export function usePageLanguage(): Lang {
  const pageContext = useContext(PageContext)
  return langOfPath(pageContext?.urlPathname ?? '/')
}
