// Hydrates one island's root, then marks it `data-hydrated` and calls `started` (earlyPresses.ts).
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

// Its effect runs after those of the island, so by then the island answers presses.
function MarkHydrated({ root, started, children }: { root: HTMLElement; started: () => void; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = ''
    started()
  }, [root, started])
  return children
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
export function hydrateIsland(root: HTMLElement, component: ComponentType<any>, started: () => void): void {
  const props = JSON.parse(root.dataset.islandProps ?? '{}') as object
  // No Emotion cache to provide: the islands' styles come with the page (components/emotion/styles.ts).
  hydrateRoot(root, <MarkHydrated root={root} started={started}>{createElement(component, props)}</MarkHydrated>, { identifierPrefix: root.dataset.islandPrefix })
}
