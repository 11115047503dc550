// The testimonials' carousel: rendered here on the server only, made to move by TestimonialCarousel.enhance.ts.
import styled from '@emotion/styled'
import { fill } from '../fill.ts'
import { Testimonial } from '../team/Testimonial.tsx'
import { Button } from '../ui.tsx'
import { Controls } from '../interactive/SlideFrame.tsx'
import type { TestimonialCarouselProps } from './TestimonialCarousel.enhance.ts'

const Bar = styled(Controls)`
  gap: 0.5rem;
  p {
    margin: 0 0.5rem;
  }
`

const Arrow = styled(Button)`
  min-width: 2.75rem;
  padding: 0.5rem 0.75rem;
`

export function TestimonialCarousel({ testimonials, words }: TestimonialCarouselProps) {
  const [first, ...others] = testimonials
  const position = fill(words.slide, { number: 1, total: testimonials.length })
  return (
    <section aria-roledescription="carousel" aria-label={words.label}>
      <div role="group" aria-roledescription="slide" aria-label={position} aria-live="off" data-testid="testimonial-slide">
        {first && <Testimonial testimonial={first} ratingLabel={words.rating} />}
      </div>
      {others.map((testimonial, i) => (
        <template key={i}>
          <Testimonial testimonial={testimonial} ratingLabel={words.rating} />
        </template>
      ))}
      <Bar>
        <Arrow type="button" variant="secondary" aria-label={words.previous} data-step="-1">
          <span aria-hidden="true">←</span>
        </Arrow>
        <Arrow type="button" variant="secondary" aria-label={words.next} data-step="1">
          <span aria-hidden="true">→</span>
        </Arrow>
        <Button type="button" variant="secondary" data-play="">
          {words.pause}
        </Button>
        <p data-status="">{position}</p>
      </Bar>
    </section>
  )
}
