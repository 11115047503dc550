// The home hero's pictures: rendered here on the server only, made to move by HeroBackdrop.enhance.ts.
import styled from '@emotion/styled'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'
import { colors, maxWidth, radii } from '../theme.ts'
import type { HeroBackdropProps } from './HeroBackdrop.enhance.ts'

const Pictures = styled.div`
  position: absolute;
  inset: 0;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
    object-position: 70% center;
    opacity: 0;
    transition: opacity 1.5s ease-in-out;
  }
  img[data-active='true'] {
    opacity: 1;
  }
`

const PauseButton = styled.button`
  position: absolute;
  /* At the right edge of the hero's content column (components/ui.tsx Container: maxWidth, 1rem padding). */
  right: max(1rem, calc((100% - ${maxWidth}) / 2 + 1rem));
  bottom: 1rem;
  z-index: 2;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 2px solid ${colors.primary};
  border-radius: ${radii.medium};
  background: ${colors.background};
  color: ${colors.primary};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.surface};
  }
  &[hidden] {
    display: none;
  }
`

/** The first picture, the largest thing at the top of the page (loaded at once), and the button, hidden until it works. */
export function HeroBackdrop({ images, labels }: HeroBackdropProps) {
  const [first] = images
  if (!first) return null
  return (
    <div>
      <Pictures data-hero-pictures="">
        <Picture src={first.src} alt={first.alt} width={SHOWN_WIDTHS.hero} height={600} eager data-active="true" />
      </Pictures>
      {images.length > 1 && (
        <PauseButton type="button" hidden>
          {labels.pause}
        </PauseButton>
      )}
    </div>
  )
}
