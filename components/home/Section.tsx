// The frame every home page section shares: spacing, optional tinted background, centred heading.
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors } from '../theme.ts'
import { cardSurface, Container } from '../ui.tsx'

const Frame = styled.section<{ tinted: boolean }>`
  padding: 3.5rem 0;
  background: ${({ tinted }) => (tinted ? colors.surface : colors.background)};
  scroll-margin-top: 1rem;
  @media (min-width: 40em) {
    padding: 4.5rem 0;
  }
`

const Header = styled.header`
  max-width: 44rem;
  margin: 0 auto 2.5rem;
  text-align: center;
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.625rem, 4vw, 2.25rem);
    color: ${colors.primary};
  }
  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${colors.muted};
  }
`

export function Section({
  id,
  heading,
  intro,
  tinted = false,
  children,
}: {
  id: string
  heading: string
  intro?: string
  tinted?: boolean
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    // tabIndex -1: following a link to the section (Our Locations) moves keyboard focus into it.
    <Frame id={id} aria-labelledby={headingId} tinted={tinted} tabIndex={-1}>
      <Container>
        <Header>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </Header>
        {children}
      </Container>
    </Frame>
  )
}

/** A plain list laid out as a grid of cards: one column on phones, more on wider screens. */
export const CardGrid = styled.ul<{ columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  @media (min-width: 40em) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* Up to \`columns\` columns (the second bound is a little under 1/columns of the width, so exactly that many fit),
     fewer when enlarged text would not fit: a column is at least 52rem / columns wide. */
  @media (min-width: 60em) {
    grid-template-columns: ${({ columns = 3 }) =>
      `repeat(auto-fill, minmax(min(100%, max(${(52 / columns).toFixed(2)}rem, (100% - ${columns} * 1.25rem) / ${columns})), 1fr))`};
  }
`

export const Card = styled.li`
  ${cardSurface}
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${colors.text};
  }
  p {
    margin: 0;
  }
`
