// The one browser entry of the site. The build adds it only to pages whose HTML has an island
// (renderer/+onRenderHtml.tsx); it loads the code of exactly the islands on the page, each at its
// moment (registry.ts), and React with the first React island (an enhancement needs none). Pages
// without islands load no JavaScript. Whatever the moment, an island also starts on the first press,
// focus or input inside it, and a press made before it has started is kept and carried out once it
// has (earlyPresses.ts): no tap is lost to an island still loading. This script itself runs only once
// the page has painted its largest element (renderer/islandsStart.ts); the 'idle' islands (the forms,
// the search box, the tabs) then start as a background task after those of the moment 'load', so the
// visitor's first press or key finds them started instead of waiting for React on a slow phone.
import { keepEarlyPresses } from './earlyPresses.ts'
import { islands, type IslandName } from './registry.ts'

/** How far outside the viewport a 'visible' island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '400px'

/** Starts an island once; `started` runs when it answers presses (hydrated, or enhanced), with false when its code could not load. */
function start(root: HTMLElement, started: (started?: boolean) => void): void {
  if (root.dataset.hydrating !== undefined) return
  root.dataset.hydrating = ''
  const entry = islands[root.dataset.island as IslandName]
  if (!entry) {
    console.error(`No island named "${root.dataset.island}" in components/islands/registry.ts`)
    return
  }
  if (entry.kind === 'enhance') {
    void entry.load().then(
      (enhance) => {
        enhance(root, JSON.parse(root.dataset.islandProps ?? '{}'))
        root.dataset.hydrated = ''
        started()
      },
      () => started(false),
    )
    return
  }
  void Promise.all([import('./hydrate.tsx'), entry.load()]).then(
    ([{ hydrateIsland }, component]) => hydrateIsland(root, component, started),
    // The connection dropped (or a new version replaced the files): the server HTML stays as it is.
    () => started(false),
  )
}

const starters = new Map<Element, () => void>()
/** The starts of the 'idle' islands, run as one background task. */
const startAtIdle: (() => void)[] = []

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (seen) => {
          for (const { isIntersecting, target } of seen) {
            if (!isIntersecting) continue
            observer?.unobserve(target)
            starters.get(target)?.()
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : undefined

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const startNow = () => start(root, release)
  const release = keepEarlyPresses(root, startNow)
  const entry = islands[root.dataset.island as IslandName]
  const when = entry?.when
  // Focus already inside when this script arrives (typing into a form on a slow connection): at once.
  if (when === 'load' || entry?.atLoadIf?.() || !observer || root.contains(document.activeElement)) startNow()
  else if (when === 'visible') {
    starters.set(root, startNow)
    observer.observe(root)
  } else startAtIdle.push(startNow)
}
// From here on every island hears presses (the browser tests wait for it before pressing).
document.documentElement.dataset.islandsListening = ''

const startIdleIslands = () => {
  for (const startNow of startAtIdle) startNow()
}
const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> } }).scheduler
if (scheduler?.postTask) void scheduler.postTask(startIdleIslands, { priority: 'background' })
else setTimeout(startIdleIslands, 0)
