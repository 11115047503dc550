// The language of a request is decided here, once (Vike's i18n pattern, vike.dev/i18n): /es/contactus
// is routed as /contactus (urlLogical) with pageContext.lang 'es', so one page tree serves every
// language. An address in a language the page has no version in is routed to no page (404).
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContextServer } from 'vike/types'
import { defaultLanguage, splitLanguagePrefix } from '../lib/i18n/languages.ts'
import { routeTable } from '../lib/content/routes.ts'

export function onBeforeRoute(pageContext: PageContextServer) {
  const url = pageContext.urlParsed
  const { lang, path } = splitLanguagePrefix(url.pathname)
  if (lang !== defaultLanguage && !routeTable().has(url.pathname)) return { pageContext: { lang } }
  return { pageContext: { lang, urlLogical: modifyUrl(url.href, { pathname: path }) } }
}
