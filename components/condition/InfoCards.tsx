// Short facts of a service page ("How long it takes" → "The test takes 20-40 minutes."), as a grid of cards.
import styled from '@emotion/styled'
import type { Condition } from '../../lib/content/schema.ts'
import { breakpoints, colors } from '../theme.ts'

const Grid = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 2.5rem 0 0;
  padding: 0;
  ${breakpoints.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${breakpoints.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Card = styled.div`
  padding: 1.25rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-top: 4px solid ${colors.accent};
  border-radius: 0.75rem;
  dt {
    font-weight: 700;
    font-size: 1.0625rem;
    color: ${colors.primary};
  }
  dd {
    margin: 0.5rem 0 0;
  }
`

export function InfoCards({ cards }: { cards: NonNullable<Condition['infoCards']> }) {
  if (cards.length === 0) return null
  return (
    <Grid>
      {cards.map((card) => (
        <Card key={card.title}>
          <dt>{card.title}</dt>
          <dd>{card.text}</dd>
        </Card>
      ))}
    </Grid>
  )
}
