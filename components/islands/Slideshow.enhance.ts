// The waiting-room slideshow (/slideshow), brought to life without React (an enhancement island, see
// registry.ts), so the kiosk screen loads a few KB instead of a framework. Play starts it; each slide
// stays for its own duration; after the last slide it stops and goes back to the first (docs/
// requirements.md §2). Pause stops it, and it waits while the pointer is over the slides or keyboard
// focus is inside them (WCAG 2.2.2); each slide gets its full time again after a wait. Full screen
// shows only the slides. The server renders the first slide; the others wait in <template>s.
import type { Slide } from '../../lib/content/schema.ts'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { setText, stepThrough } from '../interactive/stepThrough.ts'

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
  let playing = false
  let hovered = false
  let focused = false

  const steps = stepThrough({
    durationOf: (i) => slides[i]?.durationMs ?? 0,
    count: frames.length,
    show: (i) => stage.replaceChildren(frames[i]!),
    onEnd: () => (playing = false),
    after: () => update(),
  })

  // State to screen: the button's word, the status line, and whether time runs.
  const update = () => {
    const held = hovered || focused
    setText(playButton, playing ? words.pause : words.play)
    setText(status, fill(words.slide, { number: steps.index() + 1, total: frames.length }) + (playing && held ? ` ${words.held}` : ''))
    steps.run(playing && !held)
  }
  const andUpdate = (change: () => void) => () => {
    change()
    update()
  }

  playButton.addEventListener('click', andUpdate(() => (playing = !playing)))
  fullScreenButton.addEventListener('click', () => void stage.requestFullscreen?.())
  stage.addEventListener('mouseenter', andUpdate(() => (hovered = true)))
  stage.addEventListener('mouseleave', andUpdate(() => (hovered = false)))
  stage.addEventListener('focusin', andUpdate(() => (focused = true)))
  stage.addEventListener('focusout', (event) => andUpdate(() => (focused = stage.contains(event.relatedTarget as Node | null)))())
  update()
}
