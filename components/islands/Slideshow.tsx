// The waiting-room slideshow (/slideshow). Play starts it; each slide stays for its own duration;
// after the last slide it stops and goes back to the first;
// and Full screen turns a clinic screen into a kiosk. It waits while the pointer is over the slides.
import styled from '@emotion/styled'
import { useCallback, useRef, useState } from 'react'
import type { Slide } from '../../lib/content/schema.ts'
import { Button } from '../ui.tsx'
import { Controls, Screen, SlideFrame } from '../interactive/SlideFrame.tsx'
import { useHoldWhileEngaged, useTimedSequence } from '../interactive/useTimedSequence.ts'

const Stage = styled(Screen)`
  max-height: 100vh;
  font-size: clamp(0.75rem, 2.6vw, 2rem);
  &:fullscreen {
    border-radius: 0;
    max-height: none;
    font-size: 2.6vw;
  }
`

export interface SlideshowProps {
  slides: Slide[]
  practiceName: string
  phone: string
}

export function Slideshow({ slides, practiceName, phone }: SlideshowProps) {
  const [playing, setPlaying] = useState(false)
  const stage = useRef<HTMLDivElement>(null)
  const { held, handlers } = useHoldWhileEngaged()
  const stop = useCallback(() => setPlaying(false), [])
  const { index } = useTimedSequence({
    count: slides.length,
    durationOf: (i) => slides[i]?.durationMs ?? 0,
    running: playing && !held,
    loop: false,
    onEnd: stop,
  })
  const slide = slides[index]

  return (
    <section aria-label="Slideshow">
      <Stage ref={stage} aria-roledescription="slideshow" data-testid="slideshow-stage" {...handlers}>
        {slide && <SlideFrame slide={slide} practiceName={practiceName} phone={phone} />}
      </Stage>
      <Controls>
        <Button type="button" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void stage.current?.requestFullscreen?.()}>
          Full screen
        </Button>
        <p aria-live="polite">
          Slide {index + 1} of {slides.length}
          {playing && held ? ' (paused while the pointer is over the slide)' : ''}
        </p>
      </Controls>
    </section>
  )
}
