// The waiting-room slideshow (docs/requirements.md §2): Play starts it, each slide stays for its own
// duration, and after the last it stops at the first. It waits while the pointer or focus is on the
// slides (WCAG 2.2.2). The server renders the first slide; the others wait in <template>s.
import type { Slide } from '../../lib/content/schema.ts'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { player, setText } from '../interactive/stepThrough.ts'

export interface SlideshowProps {
  slides: Slide[]
  practiceName: string
  phone: string
  /** The page's heading, shown beside the controls. */
  heading: string
  words: UiWords['slideshow']
}

export function enhanceSlideshow(root: HTMLElement, { slides, words }: SlideshowProps): void {
  const stage = root.querySelector<HTMLElement>('[data-slideshow-stage]')
  const playButton = root.querySelector<HTMLButtonElement>('[data-play]')
  const fullScreenButton = root.querySelector<HTMLButtonElement>('[data-full-screen]')
  const status = root.querySelector<HTMLElement>('[data-status]')
  const first = stage?.firstElementChild
  if (!stage || !playButton || !fullScreenButton || !status || !first) return

  const frames = [first, ...[...root.querySelectorAll('template')].map((template) => template.content.firstElementChild!)]
  player({
    count: frames.length,
    durationOf: (i) => slides[i]?.durationMs ?? 0,
    show: (i) => stage.replaceChildren(frames[i]!),
    button: playButton,
    labels: words,
    holdOn: stage,
    autoplay: false,
    render: ({ index, playing, held }) => setText(status, fill(words.slide, { number: index + 1, total: frames.length }) + (playing && held ? ` ${words.held}` : '')),
  })
  fullScreenButton.addEventListener('click', () => void stage.requestFullscreen?.())
}
