// One patient testimonial: the stars, the words and who said them.
import styled from '@emotion/styled'
import { fill } from '../fill.ts'
import type { Testimonial as TestimonialData } from '../../lib/content/schema.ts'
import { colors, radii } from '../theme.ts'

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  margin: 0;
  padding: 1.5rem;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  blockquote {
    flex: 1;
    margin: 0;
    font-size: 1.0625rem;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    font-weight: 700;
    color: ${colors.primary};
  }
`

const Stars = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z'

/** `label`: what screen readers hear, with {rating} and {outOf} (content/ui/ → testimonials → rating). */
export function StarRating({ rating, outOf = 5, label }: { rating: number; outOf?: number; label: string }) {
  return (
    <Stars role="img" aria-label={fill(label, { rating, outOf })}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d={STAR} fill={i < rating ? colors.rating : 'none'} stroke={colors.rating} strokeWidth="1.2" strokeLinejoin="round" />
        </svg>
      ))}
    </Stars>
  )
}

export function Testimonial({ testimonial, ratingLabel }: { testimonial: TestimonialData; ratingLabel: string }) {
  return (
    <Card>
      <StarRating rating={testimonial.rating} label={ratingLabel} />
      <blockquote>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption>{testimonial.author}</figcaption>
    </Card>
  )
}
