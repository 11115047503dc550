import { TestimonialCarousel } from '../../components/interactive/TestimonialCarousel.tsx'
import { hydrateIslands } from '../../components/islands/hydrate.tsx'

hydrateIslands({ TestimonialCarousel })
