// Browser side of one island: hydrate its root with its component and serialized props, then mark the
// root `data-hydrated` (tests and styles can rely on it; React's internals are not an interface).
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

// One Emotion cache for the page; it adopts the styles pre-rendered into <head>.
let cache: EmotionCache | undefined

function MarkHydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = ''
  }, [root])
  return children
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
export function hydrateIsland(root: HTMLElement, component: ComponentType<any>): void {
  cache ??= createCache({ key: 'css' })
  const props = JSON.parse(root.dataset.islandProps ?? '{}') as object
  hydrateRoot(
    root,
    <CacheProvider value={cache}>
      <MarkHydrated root={root}>{createElement(component, props)}</MarkHydrated>
    </CacheProvider>,
    { identifierPrefix: root.dataset.islandPrefix },
  )
}
