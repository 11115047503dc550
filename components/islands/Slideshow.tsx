// The waiting-room slideshow (/slideshow), a kiosk page: the slides fill the window under one row with the
// page's heading and the controls. Play starts it; each slide stays for its own duration; after the last
// slide it stops and goes back to the first; Full screen hides the rest of the screen too.
// It waits while the pointer is over the slides.
import styled from '@emotion/styled'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { useCallback, useRef, useState } from 'react'
import type { Slide } from '../../lib/content/schema.ts'
import { colors } from '../theme.ts'
import { Button } from '../ui.tsx'
import { Controls, Screen, SlideFrame } from '../interactive/SlideFrame.tsx'
import { useHoldWhileEngaged, useTimedSequence } from '../interactive/useTimedSequence.ts'

/** The whole window: the controls row, then the slides as large as fit. */
const Kiosk = styled.section`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${colors.screen};
`

const Bar = styled(Controls)`
  margin: 0;
  padding: 0.5rem 1rem;
  background: ${colors.background};
  h1 {
    margin: 0 auto 0 0;
    font-size: 1.25rem;
    color: ${colors.primary};
  }
`

/** The room left under the controls; a size container, so the screen can fit both its width and height. */
const Room = styled.div`
  flex: 1;
  min-height: 12rem;
  container-type: size;
  display: grid;
  place-items: center;
`

const Stage = styled(Screen)`
  width: min(100cqw, 100cqh * 16 / 9);
  border-radius: 0;
  font-size: max(0.75rem, min(2.6cqw, 4.6cqh));
  &:fullscreen {
    font-size: min(2.6vw, 4.6vh);
  }
`

export interface SlideshowProps {
  slides: Slide[]
  practiceName: string
  phone: string
  /** The page's heading, shown beside the controls. */
  heading: string
  words: UiWords['slideshow']
}

export function Slideshow({ slides, practiceName, phone, heading, words }: SlideshowProps) {
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
    <Kiosk aria-label={words.label} data-testid="kiosk">
      <Bar>
        <h1>{heading}</h1>
        <Button type="button" onClick={() => setPlaying(!playing)}>
          {playing ? words.pause : words.play}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void stage.current?.requestFullscreen?.()}>
          {words.fullScreen}
        </Button>
        <p aria-live="polite">
          {fill(words.slide, { number: index + 1, total: slides.length })}
          {playing && held ? ` ${words.held}` : ''}
        </p>
      </Bar>
      <Room>
        <Stage ref={stage} aria-roledescription="slideshow" data-testid="slideshow-stage" {...handlers}>
          {slide && <SlideFrame slide={slide} practiceName={practiceName} phone={phone} />}
        </Stage>
      </Room>
    </Kiosk>
  )
}
