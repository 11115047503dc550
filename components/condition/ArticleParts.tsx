// The parts of a condition page around its text, from its frontmatter: the fact cards, the buttons at
// the end (the first stands out) and "Related conditions" (the content check makes sure each exists).
import styled from '@emotion/styled'
import type { Condition } from '../../lib/content/schema.ts'
import { writtenIn } from '../../lib/content/files.ts'
import { defaultLanguage } from '../../lib/i18n/languages.ts'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { useLocale } from '../i18n.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { ButtonLink, plainList } from '../ui.tsx'

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

/** "How long it takes" → "The test takes 20-40 minutes.", as a grid of cards. */
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

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 2.5rem;
  padding-top: 2rem;
  border-top: 1px solid ${colors.border};
  ${breakpoints.medium} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`

export function ConditionActions({ actions }: { actions: NonNullable<Condition['actions']> }) {
  if (actions.length === 0) return null
  return (
    <Row>
      {actions.map((action, index) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={index === 0 ? 'primary' : 'secondary'}>
          {action.label}
        </ButtonLink>
      ))}
    </Row>
  )
}

const Block = styled.nav`
  margin-top: 2.5rem;
  padding: 1.25rem 1.5rem;
  max-width: 45rem;
  background: ${colors.surface};
  border-radius: ${radii.large};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
    color: ${colors.primary};
  }
  ul {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-weight: 600;
  }
`

/** Each related condition's page and title in the page's language, else the English ones, marked as English. */
export function RelatedConditions({ slugs }: { slugs: string[] }) {
  const { lang, href, content, words } = useLocale()
  const related = slugs.map((slug) => content.conditions.find((c) => c.slug === slug)).filter((c) => c !== undefined)
  if (related.length === 0) return null
  return (
    <Block aria-labelledby="related-conditions" data-print-hide data-pagefind-ignore>
      <h2 id="related-conditions">{words.condition.related}</h2>
      <ul>
        {related.map((condition) => {
          const english = writtenIn(condition.file, lang) ? undefined : defaultLanguage
          return (
            <li key={condition.slug}>
              <a href={href('conditions', condition.slug)} hrefLang={english} lang={english}>
                {condition.data.title}
              </a>
            </li>
          )
        })}
      </ul>
    </Block>
  )
}
