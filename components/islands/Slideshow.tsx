// The waiting-room slideshow, a kiosk page: the slides fill the window under one row of heading and
// controls. Rendered here on the server only, made to play by Slideshow.enhance.ts.
import styled from '@emotion/styled'
import { fill } from '../fill.ts'
import { colors } from '../theme.ts'
import { Button } from '../ui.tsx'
import { Controls, Screen, SlideFrame } from '../interactive/SlideFrame.tsx'
import type { SlideshowProps } from './Slideshow.enhance.ts'

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

/** The first slide on the stage; the others in <template>s, unread by screen readers or search until shown. */
export function Slideshow({ slides, practiceName, phone, heading, words }: SlideshowProps) {
  const [first, ...others] = slides
  return (
    <Kiosk aria-label={words.label} data-testid="kiosk">
      <Bar>
        <h1>{heading}</h1>
        <Button type="button" data-play="">
          {words.play}
        </Button>
        <Button type="button" variant="secondary" data-full-screen="">
          {words.fullScreen}
        </Button>
        <p aria-live="polite" data-status="">
          {fill(words.slide, { number: 1, total: slides.length })}
        </p>
      </Bar>
      <Room>
        <Stage aria-roledescription="slideshow" data-testid="slideshow-stage" data-slideshow-stage="">
          {first && <SlideFrame slide={first} practiceName={practiceName} phone={phone} />}
        </Stage>
        {others.map((slide, i) => (
          <template key={i}>
            <SlideFrame slide={slide} practiceName={practiceName} phone={phone} />
          </template>
        ))}
      </Room>
    </Kiosk>
  )
}
