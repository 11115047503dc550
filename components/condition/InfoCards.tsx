// Short facts of a service page ("How long it takes" → "The test takes 20-40 minutes."), as a grid of cards.
import styled from '@emotion/styled'
import type { Condition } from '../../lib/content/schema.ts'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { colors } from '../theme.ts'

const Grid = styled(CardGrid)`
  margin-top: 2.5rem;
`

/** A fact card, marked like the home page's service cards by an accent bar along its top. */
const InfoCard = styled(Card)`
  padding: 1.25rem;
  border-top: 4px solid ${colors.accent};
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
    <Grid as="dl">
      {cards.map((card) => (
        <InfoCard as="div" key={card.title}>
          <dt>{card.title}</dt>
          <dd>{card.text}</dd>
        </InfoCard>
      ))}
    </Grid>
  )
}
