// What patients say (/our-founder): one testimonial at a time, advancing every 5 seconds, with
// previous/next arrows and a pause button. It waits while the pointer or keyboard focus is on the
// testimonial, and starts paused for visitors who ask their system for less motion (WCAG 2.2.2).
import styled from '@emotion/styled'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { useEffect, useState } from 'react'
import type { Testimonial as TestimonialData } from '../../lib/content/schema.ts'
import { Testimonial } from '../team/Testimonial.tsx'
import { colors } from '../theme.ts'
import { Button } from '../ui.tsx'
import { useHoldWhileEngaged, usePrefersReducedMotion, useTimedSequence } from '../interactive/useTimedSequence.ts'

/** docs/requirements.md §9: the carousel advances every 5000 ms. */
export const TESTIMONIAL_DELAY_MS = 5000

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1rem;
  p {
    margin: 0 0.5rem;
    color: ${colors.muted};
  }
`

const Arrow = styled(Button)`
  min-width: 2.75rem;
  padding: 0.5rem 0.75rem;
`

export function TestimonialCarousel({ testimonials, words }: { testimonials: TestimonialData[]; words: UiWords['testimonials'] }) {
  const reducedMotion = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(true)
  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])
  const { held, handlers } = useHoldWhileEngaged()
  const { index, goTo } = useTimedSequence({
    count: testimonials.length,
    durationOf: () => TESTIMONIAL_DELAY_MS,
    running: playing && !held,
    loop: true,
  })
  const current = testimonials[index]

  return (
    <section aria-roledescription="carousel" aria-label={words.label}>
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={fill(words.slide, { number: index + 1, total: testimonials.length })}
        aria-live={playing ? 'off' : 'polite'}
        data-testid="testimonial-slide"
        {...handlers}
      >
        {current && <Testimonial testimonial={current} ratingLabel={words.rating} />}
      </div>
      <Controls>
        <Arrow type="button" variant="secondary" aria-label={words.previous} onClick={() => goTo(index - 1)}>
          <span aria-hidden="true">←</span>
        </Arrow>
        <Arrow type="button" variant="secondary" aria-label={words.next} onClick={() => goTo(index + 1)}>
          <span aria-hidden="true">→</span>
        </Arrow>
        <Button type="button" variant="secondary" onClick={() => setPlaying(!playing)}>
          {playing ? words.pause : words.play}
        </Button>
        <p>{fill(words.slide, { number: index + 1, total: testimonials.length })}</p>
      </Controls>
    </section>
  )
}
