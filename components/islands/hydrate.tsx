// Browser side of islands: hydrate each marked root with its component and serialized props.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
export function hydrateIslands(registry: Record<string, ComponentType<any>>): void {
  // One Emotion cache for the page; it adopts the styles pre-rendered into <head>.
  const cache = createCache({ key: 'css' })
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = root.dataset.island ?? ''
    const Component = registry[name]
    if (!Component) {
      console.error(`No island component registered as "${name}" in this page's +client.ts`)
      continue
    }
    const props = JSON.parse(root.dataset.islandProps ?? '{}') as object
    hydrateRoot(
      root,
      <CacheProvider value={cache}>{createElement(Component, props)}</CacheProvider>,
      { identifierPrefix: root.dataset.islandPrefix },
    )
  }
}
