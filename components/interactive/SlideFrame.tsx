// One timed slide or video scene: large heading, text and the practice's name and number.
import styled from '@emotion/styled'
import type { Slide } from '../../lib/content/schema.ts'
import { colors, radii } from '../theme.ts'

const tones: Record<Slide['tone'], { background: string; color: string; muted: string }> = {
  brand: { background: colors.primary, color: colors.onDark, muted: colors.onPrimaryMuted },
  light: { background: colors.surface, color: colors.text, muted: colors.muted },
  accent: { background: colors.accent, color: colors.onDark, muted: colors.onAccentMuted },
}

/** Heading and text centred, name and number at the foot, all in the flow: larger text makes the screen taller. */
const Frame = styled.div<{ tone: Slide['tone'] }>`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: 0.75em;
  padding: 6% 8%;
  border-radius: inherit;
  background: ${({ tone }) => tones[tone].background};
  color: ${({ tone }) => tones[tone].color};
  > div {
    align-self: center;
    display: grid;
    gap: 0.75em;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 2.2em;
    line-height: 1.15;
    overflow-wrap: break-word;
  }
  p {
    margin: 0;
    font-size: 1.2em;
    color: ${({ tone }) => tones[tone].muted};
  }
  footer {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 0 0.5em;
    font-weight: 700;
    font-size: 0.9em;
  }
`

/** The 16:9 screen slides and scenes show in (no overflow clipping: it grows taller when its text needs more room). */
export const Screen = styled.div`
  position: relative;
  display: grid;
  width: 100%;
  aspect-ratio: 16 / 9;
  /* Changing slides must not make the browser re-anchor (jump) the scroll position. */
  overflow-anchor: none;
  border-radius: ${radii.large};
`

/** The row of buttons and status under a screen. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

export function SlideFrame({ slide, practiceName, phone, headingLevel = 2 }: { slide: Slide; practiceName: string; phone: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Frame tone={slide.tone}>
      <div>
        <Heading>{slide.heading}</Heading>
        <p>{slide.text}</p>
      </div>
      <footer>
        <span>{practiceName}</span>
        <span>{phone}</span>
      </footer>
    </Frame>
  )
}
