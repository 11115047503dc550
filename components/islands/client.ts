// The one browser entry of the site. The build adds it only to pages whose HTML has an island
// (renderer/+onRenderHtml.tsx); it loads the code of exactly the islands on the page, each at its
// moment (registry.ts), and React with the first React island (an enhancement needs none). Pages
// without islands load no JavaScript. Whatever the moment, an island also starts on the first press,
// focus or input inside it, and a press made before it has started is kept and carried out once it
// has (earlyPresses.ts): no tap is lost to an island still loading. The code of the islands that wait
// for a press (the forms, the search box, the tabs) is loaded and run, without starting them, as a
// background task once this script has started the others: this script itself starts only after the
// page's largest paint (renderer/islandsStart.ts), and the first press then has only the island's own
// start to wait for, not React's download and first run (on a slow phone, hundreds of milliseconds).
// Islands that wait to be seen start when the visitor scrolls near them, before they can be pressed.
import { keepEarlyPresses } from './earlyPresses.ts'
import { islands, type IslandName } from './registry.ts'

/** How far outside the viewport a 'visible' island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '400px'

/** Starts an island once; `started` runs when it answers presses (hydrated, or enhanced). */
function start(root: HTMLElement, started: () => void): void {
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
      started()
    })
    return
  }
  void Promise.all([import('./hydrate.tsx'), entry.load()]).then(([{ hydrateIsland }, component]) => hydrateIsland(root, component, started))
}

const starters = new Map<Element, () => void>()

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
  if (when === 'load' || entry?.atLoadIf?.() || !observer) startNow()
  else if (when === 'visible') {
    starters.set(root, startNow)
    observer.observe(root)
  }
  // Any other moment ('interaction'): only the first press, focus or input starts it, or focus already
  // inside when this script arrives (typing into a form on a slow connection).
  else if (root.contains(document.activeElement)) startNow()
}
// From here on every island hears presses (the browser tests wait for it before pressing).
document.documentElement.dataset.islandsListening = ''

/** Loads and runs the code of the islands that wait for a press (React with the first React one), starting none. */
function warmWaitingIslands(): void {
  const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrating])')]
  const names = new Set(waiting.map((root) => root.dataset.island as IslandName))
  const entries = [...names].map((name) => islands[name]).filter((entry) => entry?.when === 'interaction')
  if (entries.some((entry) => entry.kind === 'react')) void import('./hydrate.tsx')
  for (const entry of entries) void entry.load()
}
const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> } }).scheduler
if (scheduler?.postTask) void scheduler.postTask(warmWaitingIslands, { priority: 'background' })
else setTimeout(warmWaitingIslands, 0)
