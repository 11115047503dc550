// What patients say (/our-founder): one testimonial at a time, the next every 5 seconds, with arrows
// and a pause button. It waits while the pointer or focus is on the testimonial, and starts paused
// for less motion (WCAG 2.2.2). The server renders the first one; the others wait in <template>s.
import type { Testimonial } from '../../lib/content/schema.ts'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { player, setText } from '../interactive/stepThrough.ts'

/** docs/requirements.md §9: the carousel advances every 5000 ms. */
const TESTIMONIAL_DELAY_MS = 5000

export interface TestimonialCarouselProps {
  testimonials: Testimonial[]
  words: UiWords['testimonials']
}

export function enhanceTestimonialCarousel(root: HTMLElement, { words }: TestimonialCarouselProps): void {
  const slide = root.querySelector<HTMLElement>('[data-testid="testimonial-slide"]')
  const playButton = root.querySelector<HTMLButtonElement>('[data-play]')
  const status = root.querySelector<HTMLElement>('[data-status]')
  const first = slide?.firstElementChild
  if (!slide || !playButton || !status || !first) return

  const frames = [first, ...[...root.querySelectorAll('template')].map((template) => template.content.firstElementChild!)]
  const { steps, update } = player({
    count: frames.length,
    durationOf: () => TESTIMONIAL_DELAY_MS,
    show: (i) => slide.replaceChildren(frames[i]!),
    button: playButton,
    labels: words,
    holdOn: slide,
    autoplay: true,
    render: ({ index, playing }) => {
      const position = fill(words.slide, { number: index + 1, total: frames.length })
      slide.setAttribute('aria-label', position)
      slide.setAttribute('aria-live', playing ? 'off' : 'polite')
      setText(status, position)
    },
  })
  for (const arrow of root.querySelectorAll<HTMLElement>('[data-step]')) {
    arrow.addEventListener('click', () => {
      steps.goTo(steps.index() + Number(arrow.dataset.step))
      steps.run(false)
      update()
    })
  }
}
