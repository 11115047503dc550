// Renders a page to static HTML: the layout around the page, its <head>, and Emotion's CSS for
// exactly what the page uses, in <head> (nothing inline in the body).
import type { ComponentType, ReactNode } from 'react'
import { newEmotionCache } from '../components/emotionCache.ts'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { getContent, pageSettings } from '../lib/content/index.ts'
import { datedFiles, recordPageSources, sourceFileOf } from '../lib/content/pageSources.ts'
import { recordReads } from '../lib/content/reads.ts'
import { renderErrorReport } from '../lib/content/render-errors.ts'
import { islandsScript } from './islandsScript.ts'
import { uiText } from '../components/i18n.ts'
import { defaultLanguage, languageOf, withLanguagePrefix } from '../lib/i18n/languages.ts'
import { Layout } from './Layout.tsx'
import { colors } from '../components/theme.ts'
import type { PageSourceFiles } from './PageSource.tsx'
import { HeadCollectorProvider, PageContextProvider, type HeadCollection } from '../lib/page/pageContext.tsx'
import { isPreviewBuild } from './preview.ts'
import { headTags } from './headTags.ts'
import { appHeadTags } from './appManifest.ts'
import { inlineImageSource } from '../lib/content/inlineImage.ts'

/** The tab's icon, inside the HTML (a few hundred bytes): one request less on every page. */
const FAVICON = inlineImageSource('/favicon.svg') ?? '/favicon.svg'

/** The page inside the layout, as HTML, with the CSS it uses and what it put in <head>. */
function renderPage(pageContext: PageContextServer, page: ReactNode, source?: PageSourceFiles) {
  const { site } = getContent()
  const cache = newEmotionCache()
  cache.compat = true
  const { extractCritical } = createEmotionServer(cache)
  const collected: HeadCollection = {}
  const lang = pageContext.lang ?? defaultLanguage
  const currentPath = pageContext.is404 ? '' : addressOf(pageContext)
  const app = renderToString(
    <CacheProvider value={cache}>
      <PageContextProvider value={pageContext}>
        <HeadCollectorProvider value={collected}>
          <Layout site={site} ui={uiText(lang)} lang={lang} currentPath={currentPath} source={source}>
            {page}
          </Layout>
        </HeadCollectorProvider>
      </PageContextProvider>
    </CacheProvider>,
  )
  return { ...extractCritical(app), collected }
}

/** The address the page is served at: its route (Vike's urlPathname, without the language) in its language. */
function addressOf(pageContext: PageContextServer): string {
  return withLanguagePrefix(pageContext.urlPathname, pageContext.lang ?? defaultLanguage)
}

/**
 * A page that fails to render is reported like a content mistake, on the file it is made from, and the
 * build stops there without a stack trace (`npm run dev` shows the same words).
 */
export function onRenderHtml(pageContext: PageContextServer) {
  try {
    return renderHtml(pageContext)
  } catch (error) {
    const route = pageContext.is404 ? '/404' : addressOf(pageContext)
    // The 404 page is made from no content file: its mistake is reported on the error page's code.
    const report = renderErrorReport(route, pageContext.is404 ? 'pages/_error/+Page.server.tsx' : sourceFileOf(route), error)
    if (import.meta.env.DEV) throw new Error(report)
    process.stderr.write(`\nThe site cannot be built:\n${report}\n`)
    process.exit(1)
  }
}

function renderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`No page component for ${pageContext.urlOriginal}`)
  const { site } = getContent()

  const lang = pageContext.lang ?? defaultLanguage
  // A first rendering records which content files the page and the layout read (lib/content/reads.ts);
  // the second shows the page dated by them. The build keeps the record in dist/page-sources.json.
  const route = pageContext.is404 ? '/404' : addressOf(pageContext)
  const { files } = recordReads(() => renderPage(pageContext, <Page />))
  const frame = recordReads(() => renderPage(pageContext, null)).files
  if (import.meta.env.PROD) recordPageSources(route, files, frame)
  const source = pageContext.is404 ? undefined : { file: sourceFileOf(route), dated: datedFiles(files, frame) }
  // "Edit this page" must open a file the page is really made from: a page that did not read the file
  // the route rule names is a mistake in the code (the rule, or where the page reads its content).
  if (source && !files.includes(source.file)) {
    throw new Error(`The page ${route} did not read ${source.file}, the file sourceFileOf (lib/content/pageSources.ts) gives for it; it read: ${files.join(', ')}`)
  }
  const { html, css, ids, collected } = renderPage(pageContext, <Page />, source)
  const head = collected.head
  if (!head) throw new Error(`The page ${route} renders no <PageHead>: every page needs a title and description.`)
  // Title, description, canonical address, link preview tags and structured data (renderer/headTags.ts).
  const seoTags = headTags({
    ...head,
    path: pageContext.is404 ? undefined : route,
    noindex: head.noindex || pageContext.is404 === true || pageSettings(route).unlisted || isPreviewBuild(),
    // The same block given twice (a component rendered twice) is written once.
    jsonLd: [...new Map((collected.jsonLd ?? []).map((data) => [JSON.stringify(data), data])).values()],
    site,
  })

  return escapeInject`<!DOCTYPE html>
<html lang="${lang}" dir="${languageOf(lang).dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${dangerouslySkipEscape(seoTags)}
    <link rel="icon" href="${FAVICON}" type="image/svg+xml" />
    ${dangerouslySkipEscape(appHeadTags(lang))}
    <meta name="theme-color" content="${colors.primary}" />
    <style data-emotion="css ${ids.join(' ')}">${dangerouslySkipEscape(css)}</style>
  </head>
  <body>
    ${dangerouslySkipEscape(html)}
    ${dangerouslySkipEscape(islandsScript(html))}
  </body>
</html>`
}
