// The nine condition cards: picture, name and a Learn More link to the condition's page.
import styled from '@emotion/styled'
import type { Home } from '../../lib/content/schema.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'
import { breakpoints, colors } from '../theme.ts'
import { VisuallyHidden } from '../ui.tsx'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { fill, usePageUi } from '../i18n.ts'
import { Section } from './Section.tsx'

const ConditionCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  /* Phones: a compact row (small picture beside the name); wider screens: picture on top. */
  flex-direction: row;
  ${breakpoints.medium} {
    flex-direction: column;
  }
  img {
    display: block;
    flex-shrink: 0;
    width: 7.5rem;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${colors.surface};
    ${breakpoints.medium} {
      width: 100%;
    }
  }
  div {
    display: flex;
    flex: 1;
    flex-direction: column;
    justify-content: center;
    gap: 0.125rem;
    padding: 0.5rem 1rem;
    ${breakpoints.medium} {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.25rem 1rem;
      padding: 1rem 1.25rem;
    }
  }
  h3 {
    font-size: 1.125rem;
    ${breakpoints.medium} {
      font-size: 1.25rem;
    }
  }
  h3 {
    margin: 0;
  }
  a {
    flex-shrink: 0;
    font-weight: 600;
    text-underline-offset: 0.2em;
    padding: 0.25rem 0;
    ${breakpoints.medium} {
      padding: 0.5rem 0;
    }
  }
`

export function ConditionsGrid({ conditions }: { conditions: Home['conditions'] }) {
  const aboutTitle = usePageUi().condition.learnMoreAbout
  return (
    <Section id="conditions" heading={conditions.heading} intro={conditions.intro}>
      <CardGrid>
        {conditions.cards.map((card) => (
          <ConditionCard key={card.href}>
            <Picture src={card.image.src} alt={card.image.decorative ? '' : card.image.alt} width={SHOWN_WIDTHS.card} height={(SHOWN_WIDTHS.card * 2) / 3} />
            <div>
              <h3>{card.title}</h3>
              <a href={card.href}>
                {conditions.linkLabel}
                <VisuallyHidden> {fill(aboutTitle, { title: card.title })}</VisuallyHidden>
                <span aria-hidden="true"> →</span>
              </a>
            </div>
          </ConditionCard>
        ))}
      </CardGrid>
    </Section>
  )
}
