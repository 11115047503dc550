// Browser side of one island: hydrate its root with its component and serialized props, then mark the
// root `data-hydrated` (tests and styles can rely on it; React's internals are not an interface) and
// call `started`, which carries out the presses made while it was loading (earlyPresses.ts).
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
export function hydrateIsland(root: HTMLElement, component: ComponentType<any>, started: () => void = () => {}): void {
  const props = JSON.parse(root.dataset.islandProps ?? '{}') as object
  hydrateRoot(
    root,
    // No Emotion cache to provide: the islands' styles come with the page (components/emotion/styles.ts).
    <MarkHydrated root={root} started={started}>{createElement(component, props)}</MarkHydrated>,
    { identifierPrefix: root.dataset.islandPrefix },
  )
}
