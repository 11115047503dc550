// A request's language, decided once (vike.dev/i18n): /es/contactus is routed as /contactus with
// pageContext.lang 'es', so one page tree serves every language; a page the language has not is a 404.
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContextServer } from 'vike/types'
import { defaultLanguage, splitLanguagePrefix } from '../lib/i18n/languages.ts'
import { reloadContent, siteRoutes } from '../lib/content/index.ts'

export function onBeforeRoute(pageContext: PageContextServer) {
  // The development server reads the content again for each request, so an edit shows at once.
  if (import.meta.env.DEV) reloadContent()
  const url = pageContext.urlParsed
  const { lang, path } = splitLanguagePrefix(url.pathname)
  if (lang !== defaultLanguage && !siteRoutes().pages.has(url.pathname)) return { pageContext: { lang } }
  return { pageContext: { lang, urlLogical: modifyUrl(url.href, { pathname: path }) } }
}
