// The frame every home page section shares: spacing, optional tinted background, centred heading.
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { breakpoints, colors } from '../theme.ts'
import { Container } from '../ui.tsx'

const Frame = styled.section<{ tinted: boolean }>`
  padding: 3.5rem 0;
  background: ${({ tinted }) => (tinted ? colors.surface : colors.background)};
  scroll-margin-top: 1rem;
  ${breakpoints.medium} {
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
