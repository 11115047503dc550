// Renders a page to static HTML: the layout around it, its <head>, and Emotion's CSS for exactly what
// the page uses, in <head> (nothing inline in the body).
import type { ComponentType, ReactNode } from 'react'
import { newEmotionCache } from '../components/emotionCache.ts'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { pageSettings, siteRoutes } from '../lib/content/index.ts'
import { datedFiles, recordPageSources, sourceFileOf } from '../lib/content/pageSources.ts'
import { recordReads } from '../lib/content/reads.ts'
import { renderErrorReport } from '../lib/content/check/render-errors.ts'
import { islandsScript } from './islandsScript.ts'
import { LocaleProvider, localeOf } from '../components/i18n.ts'
import { defaultLanguage, languageOf } from '../lib/i18n/languages.ts'
import { fill } from '../components/fill.ts'
import { Layout } from './Layout.tsx'
import { colors } from '../components/theme.ts'
import { NewTabWords } from '../components/ui.tsx'
import { PageSource } from './PageSource.tsx'
import { HeadCollectorProvider, PageContextProvider, type HeadCollection } from '../lib/page/pageContext.tsx'
import { isPreviewBuild } from './preview.ts'
import { headTags } from './headTags.ts'
import { APP_ICONS, manifestPath } from './appManifest.ts'
import { inlineImageSource } from '../lib/content/inlineImage.ts'

/** The tab's icon inside the HTML: one request less on every page. */
const FAVICON = inlineImageSource('/favicon.svg') ?? '/favicon.svg'

/** Where Layout leaves the preview's "Last updated · Edit this page" line, which needs the files the page read. */
const PAGE_SOURCE_SLOT = '<div data-page-source=""></div>'

/** The address the page is served at (with its language prefix), or /404. */
function addressOf(pageContext: PageContextServer): string {
  return pageContext.is404 ? '/404' : new URL(pageContext.urlOriginal, 'http://localhost').pathname
}

/** A page that fails to render stops the build like a content mistake, on the file it is made from, without a stack trace. */
export function onRenderHtml(pageContext: PageContextServer) {
  try {
    return renderHtml(pageContext)
  } catch (error) {
    const route = addressOf(pageContext)
    // The 404 page is made from no content file: its mistake is reported on the error page's code.
    const report = renderErrorReport(route, pageContext.is404 ? 'pages/_error/+Page.server.tsx' : sourceFileOf(siteRoutes(), route), error)
    if (import.meta.env.DEV) throw new Error(report)
    process.stderr.write(`\nThe site cannot be built:\n${report}\n`)
    process.exit(1)
  }
}

function renderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`No page component for ${pageContext.urlOriginal}`)
  const lang = pageContext.lang ?? defaultLanguage
  const route = addressOf(pageContext)
  // The frame: what every page of the language reads (the words, site.yaml), apart from the page's own files.
  const { result: locale, files: frame } = recordReads(() => {
    const made = localeOf(lang)
    void made.content.site
    return made
  })
  const { words, content: { site } } = locale
  const cache = newEmotionCache()
  cache.compat = true
  const collected: HeadCollection = {}
  const wrap = (node: ReactNode) => (
    <CacheProvider value={cache}>
      <PageContextProvider value={pageContext}>
        <LocaleProvider value={locale}>
          <NewTabWords.Provider value={words.newTab}>
            <HeadCollectorProvider value={collected}>{node}</HeadCollectorProvider>
          </NewTabWords.Provider>
        </LocaleProvider>
      </PageContextProvider>
    </CacheProvider>
  )
  const page = (
    <Layout locale={locale} currentPath={pageContext.is404 ? '' : route}>
      <Page />
    </Layout>
  )
  const rendered = recordReads(() => renderToString(wrap(page)))
  const files = [...new Set([...rendered.files, ...frame])].sort()
  if (import.meta.env.PROD) recordPageSources(route, files, frame)
  const source = pageContext.is404 ? undefined : { file: sourceFileOf(locale.routes, route), dated: datedFiles(files, frame) }
  // "Edit this page" must open a file the page is really made from.
  if (source && !files.includes(source.file)) {
    throw new Error(`The page ${route} did not read ${source.file}, the file sourceFileOf (lib/content/pageSources.ts) gives for it; it read: ${files.join(', ')}`)
  }
  let body = rendered.result
  if (body.includes(PAGE_SOURCE_SLOT)) body = body.replace(PAGE_SOURCE_SLOT, source ? renderToString(wrap(<PageSource source={source} />)) : '')
  const { html, css, ids } = createEmotionServer(cache).extractCritical(body)

  const head = collected.head
  if (!head) throw new Error(`The page ${route} renders no <PageHead>: every page needs a title and description.`)
  const seoTags = headTags({
    ...head,
    path: pageContext.is404 ? undefined : route,
    routes: siteRoutes(),
    noindex: head.noindex || pageContext.is404 === true || pageSettings(route).unlisted || isPreviewBuild(),
    jsonLd: collected.jsonLd,
    site,
    shareImageAlt: fill(words.shareImageAlt, { practiceName: site.practiceName }),
  })

  return escapeInject`<!DOCTYPE html>
<html lang="${lang}" dir="${languageOf(lang).dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${dangerouslySkipEscape(seoTags)}
    <link rel="icon" href="${FAVICON}" type="image/svg+xml" />
    <link rel="manifest" href="${manifestPath(lang)}" />
    <link rel="apple-touch-icon" href="${APP_ICONS.apple.src}" />
    <meta name="theme-color" content="${colors.primary}" />
    <style data-emotion="css ${ids.join(' ')}">${dangerouslySkipEscape(css)}</style>
  </head>
  <body>
    ${dangerouslySkipEscape(html)}
    ${dangerouslySkipEscape(islandsScript(html))}
  </body>
</html>`
}
