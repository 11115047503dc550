// The home hero's background pictures (an island): each shows for 15 seconds, then fades into the
// next (docs/requirements.md §2). A visible button pauses them; they also wait while the pointer or keyboard focus
// is anywhere in the hero, and start paused for visitors who ask for less motion (WCAG 2.2.2).
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import type { Home } from '../../lib/content/schema.ts'
import { colors } from '../theme.ts'
import { usePrefersReducedMotion, useTimedSequence } from '../interactive/useTimedSequence.ts'

/** docs/requirements.md §9: the hero cycle is 15 seconds. */
export const HERO_CYCLE_MS = 15_000

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
  right: 1rem;
  bottom: 1rem;
  z-index: 2;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 2px solid ${colors.primary};
  border-radius: 0.5rem;
  background: ${colors.background};
  color: ${colors.primary};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.surface};
  }
`

export function HeroBackdrop({ images }: { images: Home['hero']['images'] }) {
  const reducedMotion = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(true)
  const [held, setHeld] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])

  // The whole hero section is the area that holds the pictures still.
  useEffect(() => {
    const hero = root.current?.closest('section')
    if (!hero) return
    let hovered = false
    let focused = false
    const update = () => setHeld(hovered || focused)
    const listeners: [string, (event: Event) => void][] = [
      ['mouseenter', () => ((hovered = true), update())],
      ['mouseleave', () => ((hovered = false), update())],
      ['focusin', () => ((focused = true), update())],
      ['focusout', (event) => ((focused = hero.contains((event as FocusEvent).relatedTarget as Node | null)), update())],
    ]
    for (const [type, listener] of listeners) hero.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) hero.removeEventListener(type, listener)
    }
  }, [])

  const { index } = useTimedSequence({ count: images.length, durationOf: () => HERO_CYCLE_MS, running: playing && !held, loop: true })

  return (
    <div ref={root}>
      <Pictures>
        {images.map((image, i) => (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={1440}
            height={600}
            data-active={i === index}
            fetchPriority={i === 0 ? 'high' : undefined}
            loading={i === 0 ? undefined : 'lazy'}
            decoding="async"
          />
        ))}
      </Pictures>
      {images.length > 1 && (
        <PauseButton type="button" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause background' : 'Play background'}
        </PauseButton>
      )}
    </div>
  )
}
