// The home hero's pictures (docs/requirements.md §2): each shows for 15 seconds, then fades into the
// next. The button pauses them; they wait while the pointer or focus is in the hero, and start paused
// for less motion (WCAG 2.2.2). The server renders the first picture; each next one is added a turn ahead.
import type { Home } from '../../lib/content/schema.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { player } from '../interactive/stepThrough.ts'

/** docs/requirements.md §9: the hero cycle is 15 seconds. */
const HERO_CYCLE_MS = 15_000

export interface HeroBackdropProps {
  /** `srcSet` offers a photograph as WebP at the width shown (set on the server). */
  images: (Pick<Home['hero']['images'][number], 'src' | 'alt'> & { srcSet?: string })[]
  labels: { pause: string; play: string }
}

export function enhanceHeroBackdrop(root: HTMLElement, { images, labels }: HeroBackdropProps): void {
  const frame = root.querySelector<HTMLElement>('[data-hero-pictures]')
  const button = root.querySelector<HTMLButtonElement>('button')
  const hero = root.closest('section')
  if (!frame || !button || !hero || images.length < 2) return

  const pictures: HTMLImageElement[] = [...frame.querySelectorAll('img')]
  /** The <img> of picture i, added (hidden) the first time it is needed. */
  const picture = (i: number): HTMLImageElement => {
    if (pictures[i]) return pictures[i]
    const { src, alt, srcSet } = images[i]!
    const img = Object.assign(document.createElement('img'), { src, alt, width: SHOWN_WIDTHS.hero, height: 600, decoding: 'async' })
    // Shown 15 s later at the earliest: it must not compete with what the page shows now.
    img.fetchPriority = 'low'
    if (srcSet) img.srcset = srcSet
    img.dataset.active = 'false'
    frame.append(img)
    return (pictures[i] = img)
  }

  player({
    count: images.length,
    durationOf: () => HERO_CYCLE_MS,
    show: (i) => {
      picture(i)
      pictures.forEach((img, j) => (img.dataset.active = String(j === i)))
      picture((i + 1) % images.length)
    },
    button,
    labels,
    holdOn: hero,
    autoplay: true,
  })
  // The second picture loads once the page has, so it never competes with what the visitor sees first.
  if (document.readyState === 'complete') picture(1)
  else window.addEventListener('load', () => picture(1), { once: true })
  button.hidden = false
}
