// An island on the server: its own React root in a marked <div> with its props beside it, for client.ts.
// `name` is a key of registry.ts and `props` are checked against the island's.
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react'
import { createElement, useContext, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { PageContext, PageContextProvider } from '../../lib/page/pageContext.tsx'
import type { IslandName, IslandProps } from './registry.ts'

const modules = import.meta.glob<Record<string, ComponentType<object>>>(['./*.tsx', '!./Island.tsx', '!./hydrate.tsx'], { eager: true })

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const cache = useEmotionCache()
  const pageContext = useContext(PageContext)
  const component = modules[`./${name}.tsx`]?.[name]
  if (!component) throw new Error(`components/islands/${name}.tsx must export a component named ${name}.`)
  // A prefix unique on the page, shared by server and browser, so useId() values match on hydration.
  const prefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  // The page's context goes along, so the island speaks the page's language (components/lang.ts).
  const element = <PageContextProvider value={pageContext}>{createElement(component, props as object)}</PageContextProvider>
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
