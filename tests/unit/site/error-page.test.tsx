// The error page: the words of docs/requirements.md for an unknown address and for an unexpected error.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import ErrorPage from '../../../pages/_error/+Page.server.tsx'
import { HeadCollectorProvider, PageContextProvider, type HeadInfo } from '../../../lib/page/pageContext.tsx'
import { LocaleProvider, localeOf } from '../../../components/i18n.ts'
import { defaultLanguage } from '../../../lib/i18n/languages.ts'

function render(is404: boolean) {
  const collected: { head?: HeadInfo } = {}
  const html = renderToString(
    createElement(
      PageContextProvider,
      { value: { is404, urlPathname: '/x' } as unknown as PageContextServer },
      // The renderer gives every page its locale (renderer/+onRenderHtml.tsx).
      createElement(LocaleProvider, { value: localeOf(defaultLanguage) }, createElement(HeadCollectorProvider, { value: collected }, createElement(ErrorPage))),
    ),
  )
  return { html, head: collected.head }
}

describe('error page', () => {
  it('says Oops! Page not found for an unknown address, and is kept out of search engines', () => {
    const { html, head } = render(true)
    expect(html).toContain('>404</h1>')
    expect(html).toContain('Oops! Page not found')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/)
    expect(head?.noindex).toBe(true)
  })

  it('says Unexpected Application Error! for any other error', () => {
    const { html } = render(false)
    expect(html).toContain('Unexpected Application Error!')
    expect(html).not.toContain('Oops! Page not found')
  })
})
