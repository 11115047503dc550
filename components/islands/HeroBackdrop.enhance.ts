// The home hero's background pictures, brought to life without React (an enhancement island, see
// registry.ts): each picture shows for 15 seconds, then fades into the next (docs/requirements.md §2).
// The visible button pauses them; they also wait while the pointer or keyboard focus is anywhere in
// the hero, and start paused for visitors who ask for less motion (WCAG 2.2.2). Without JavaScript
// the first picture simply stays. The server renders only the first picture, so the page asks for one
// image above the fold; each following picture is added one turn ahead, so it has loaded when it shows.
import type { Home } from '../../lib/content/schema.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'

/** docs/requirements.md §9: the hero cycle is 15 seconds. */
export const HERO_CYCLE_MS = 15_000

export interface HeroBackdropProps {
  /** The pictures in order; `srcSet` offers a photograph as WebP at the width shown (set on the server). */
  images: (Pick<Home['hero']['images'][number], 'src' | 'alt'> & { srcSet?: string })[]
  /** The pause button's words while the pictures move and while they are paused (content/ui/). */
  labels: { pause: string; play: string }
}

export function enhanceHeroBackdrop(root: HTMLElement, { images, labels }: HeroBackdropProps): void {
  const frame = root.querySelector<HTMLElement>('[data-hero-pictures]')
  const button = root.querySelector<HTMLButtonElement>('button')
  const hero = root.closest('section')
  if (!frame || !button || !hero || images.length < 2) return

  const pictures: HTMLImageElement[] = [...frame.querySelectorAll('img')]
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let index = 0
  let playing = !reducedMotion.matches
  let hovered = false
  let focused = false
  let timer: ReturnType<typeof setTimeout> | undefined

  /** The <img> of picture i, added (hidden) the first time it is needed. */
  const picture = (i: number): HTMLImageElement => {
    let img = pictures[i]
    if (!img) {
      img = document.createElement('img')
      // Shown 15 s later at the earliest: it must not compete with what the page shows now.
      img.fetchPriority = 'low'
      if (images[i]!.srcSet) img.srcset = images[i]!.srcSet!
      img.src = images[i]!.src
      img.alt = images[i]!.alt
      img.width = SHOWN_WIDTHS.hero
      img.height = 600
      img.decoding = 'async'
      img.dataset.active = 'false'
      frame.append(img)
      pictures[i] = img
    }
    return img
  }

  const show = (next: number) => {
    picture(index).dataset.active = 'false'
    index = next
    picture(index).dataset.active = 'true'
    picture((index + 1) % images.length)
  }

  // Time runs while playing and nobody is engaging with the hero; each picture gets its full turn again
  // after a pause or hold.
  const update = () => {
    button.textContent = playing ? labels.pause : labels.play
    clearTimeout(timer)
    timer = undefined
    if (playing && !hovered && !focused) timer = setTimeout(andUpdate(() => show((index + 1) % images.length)), HERO_CYCLE_MS)
  }

  // A listener that changes the state, then restarts or stops the clock to match.
  const andUpdate = (change: () => void) => () => {
    change()
    update()
  }
  button.addEventListener('click', andUpdate(() => (playing = !playing)))
  reducedMotion.addEventListener('change', andUpdate(() => (playing &&= !reducedMotion.matches)))
  hero.addEventListener('mouseenter', andUpdate(() => (hovered = true)))
  hero.addEventListener('mouseleave', andUpdate(() => (hovered = false)))
  hero.addEventListener('focusin', andUpdate(() => (focused = true)))
  hero.addEventListener('focusout', (event) => andUpdate(() => (focused = hero.contains(event.relatedTarget as Node | null)))())

  // The second picture loads once the page has, so it never competes with what the visitor sees first.
  if (document.readyState === 'complete') picture(1)
  else window.addEventListener('load', () => picture(1), { once: true })

  button.hidden = false
  update()
}
