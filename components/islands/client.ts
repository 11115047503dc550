// The one browser entry, on pages whose HTML has an island (renderer/islandsScript.ts): it starts each
// island at its moment (registry.ts), or at once on the first press, focus or input inside it, and
// carries out the presses made before it has started (earlyPresses.ts).
import { keepEarlyPresses } from './earlyPresses.ts'
import { islands, type IslandName } from './registry.ts'

/** How far outside the viewport a 'visible' island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '400px'

/** Starts an island once; `started` runs when it answers presses, with false when its code could not load. */
function start(root: HTMLElement, started: (started?: boolean) => void): void {
  if (root.dataset.hydrating !== undefined) return
  root.dataset.hydrating = ''
  const entry = islands[root.dataset.island as IslandName]
  if (!entry) {
    console.error(`No island named "${root.dataset.island}" in components/islands/registry.ts`)
    return
  }
  // The connection dropped (or a new version replaced the files): the server HTML stays as it is.
  const failed = () => started(false)
  if (entry.kind === 'enhance') {
    void entry.load().then((enhance) => {
      enhance(root, JSON.parse(root.dataset.islandProps ?? '{}'))
      root.dataset.hydrated = ''
      started()
    }, failed)
  } else {
    void Promise.all([import('./hydrate.tsx'), entry.load()]).then(([{ hydrateIsland }, component]) => hydrateIsland(root, component, started), failed)
  }
}

const starters = new Map<Element, () => void>()
const startAtIdle: (() => void)[] = []

const observer = new IntersectionObserver(
  (seen) => {
    for (const { isIntersecting, target } of seen) {
      if (!isIntersecting) continue
      observer.unobserve(target)
      starters.get(target)?.()
    }
  },
  { rootMargin: VISIBLE_MARGIN },
)

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const startNow = () => start(root, release)
  const release = keepEarlyPresses(root, startNow)
  const entry = islands[root.dataset.island as IslandName]
  // Focus already inside when this script arrives (typing into a form on a slow connection): at once.
  if (entry?.when === 'load' || entry?.atLoadIf?.() || root.contains(document.activeElement)) startNow()
  else if (entry?.when === 'visible') {
    starters.set(root, startNow)
    observer.observe(root)
  } else startAtIdle.push(startNow)
}
// From here on every island hears presses (the browser tests wait for it before pressing).
document.documentElement.dataset.islandsListening = ''

const startIdleIslands = () => startAtIdle.forEach((startNow) => startNow())
const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> } }).scheduler
if (scheduler?.postTask) void scheduler.postTask(startIdleIslands, { priority: 'background' })
else setTimeout(startIdleIslands, 0)
