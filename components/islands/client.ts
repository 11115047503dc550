// The one browser entry of the site. The build adds it only to pages whose HTML has an island
// (renderer/+onRenderHtml.tsx); it loads the code of exactly the islands on the page, each at its
// moment (registry.ts), and React with the first React island (an enhancement needs none). Pages
// without islands load no JavaScript.
import { islands, type IslandName } from './registry.ts'

/** How far outside the viewport a 'visible' island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '400px'

function hydrate(root: HTMLElement): void {
  if (root.dataset.hydrating !== undefined) return
  root.dataset.hydrating = ''
  const entry = islands[root.dataset.island as IslandName]
  if (!entry) {
    console.error(`No island named "${root.dataset.island}" in components/islands/registry.ts`)
    return
  }
  if (entry.kind === 'enhance') {
    void entry.load().then((enhance) => {
      enhance(root, JSON.parse(root.dataset.islandProps ?? '{}'))
      root.dataset.hydrated = ''
    })
    return
  }
  void Promise.all([import('./hydrate.tsx'), entry.load()]).then(([{ hydrateIsland }, component]) => hydrateIsland(root, component))
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (seen) => {
          for (const { isIntersecting, target } of seen) {
            if (!isIntersecting) continue
            observer?.unobserve(target)
            hydrate(target as HTMLElement)
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : undefined

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const entry = islands[root.dataset.island as IslandName]
  const deferred = entry?.when === 'interaction' || (entry?.when === 'visible' && observer)
  if (!deferred) {
    hydrate(root)
    continue
  }
  if (entry.when === 'visible') observer?.observe(root)
  // A visitor who reaches it first with the pointer or the keyboard should not wait for scrolling.
  for (const type of ['pointerdown', 'focusin', 'keydown', 'input'] as const) {
    root.addEventListener(type, () => hydrate(root), { once: true, capture: true })
  }
  // Already in use before this script arrived (typing into a form on a slow connection): start now.
  if (root.contains(document.activeElement)) hydrate(root)
}
