// An island: an interactive part of an otherwise static page. On the server it renders as its own
// React root inside a marked <div>, with its props serialized beside it; in the browser the page's
// +client.ts hydrates only these roots (see hydrate.tsx). Pages without islands ship no JavaScript.
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react'
import { createElement, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'

export interface IslandProps<P extends object> {
  /** The key under which the page's +client.ts registers the component. */
  name: string
  component: ComponentType<P>
  props: P
}

export function Island<P extends object>({ name, component, props }: IslandProps<P>) {
  const cache = useEmotionCache()
  // A prefix unique on the page, shared by server and browser, so useId() values match on hydration.
  const prefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const element = createElement(component, props)
  const html = renderToString(cache ? <CacheProvider value={cache}>{element}</CacheProvider> : element, { identifierPrefix: prefix })
  return (
    <div
      data-island={name}
      data-island-prefix={prefix}
      data-island-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
