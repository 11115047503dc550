// Pre-rendering: each page is rendered once per language it exists in (the route table of
// lib/content/routes.ts). The pages' own onBeforePrerenderStart hooks list the default language's
// addresses; here each gets a copy at /<lang>/… for every language that has a version of it.
import type { PageContextServer } from 'vike/types'
import { routeTable } from '../lib/content/routes.ts'
import { translationLanguages, withLanguagePrefix } from '../lib/i18n/languages.ts'

export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const table = routeTable()
  // Every page context is a copy, the default language's too, as Vike's own i18n example does: Vike
  // restores its computed properties (urlPathname…) on the copies it gets back.
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => [
    { ...pageContext },
    ...translationLanguages.flatMap((lang) => {
      const urlOriginal = withLanguagePrefix(pageContext.urlOriginal, lang)
      return !pageContext.is404 && table.has(urlOriginal) ? [{ ...pageContext, urlOriginal, lang }] : []
    }),
  ])
  return { prerenderContext: { pageContexts } }
}
