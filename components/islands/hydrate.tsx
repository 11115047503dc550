// Browser side of one island: hydrate its root with its component and serialized props, then mark the
// root `data-hydrated` (tests and styles can rely on it; React's internals are not an interface) and
// call `started`, which carries out the presses made while it was loading (earlyPresses.ts).
import type { EmotionCache } from '@emotion/cache'
import { newEmotionCache } from '../emotionCache.ts'
import { CacheProvider } from '@emotion/react'
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

// One Emotion cache for the page; it adopts the styles pre-rendered into <head>.
let cache: EmotionCache | undefined

// Its effect runs after those of the island, so by then the island answers presses.
function MarkHydrated({ root, started, children }: { root: HTMLElement; started: () => void; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = ''
    started()
  }, [root, started])
  return children
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
export function hydrateIsland(root: HTMLElement, component: ComponentType<any>, started: () => void = () => {}): void {
  cache ??= newEmotionCache()
  const props = JSON.parse(root.dataset.islandProps ?? '{}') as object
  hydrateRoot(
    root,
    <CacheProvider value={cache}>
      <MarkHydrated root={root} started={started}>{createElement(component, props)}</MarkHydrated>
    </CacheProvider>,
    { identifierPrefix: root.dataset.islandPrefix },
  )
}
