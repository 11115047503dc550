// The procedures of content/procedures/*.mdx, for content/pages/procedures.mdx:
//   <ProcedureCategories label="…" />   the categories, as plain labels (they do not filter anything)
//   <ProcedureList outpatientLabel="Outpatient" durationLabel="…" preparationLabel="…" />
import { usePageContent } from '../i18n.ts'
import styled from '@emotion/styled'
import { bodyOf } from '../../lib/content/index.ts'
import { useBodyComponents } from '../mdx/bodyComponents.ts'
import { colors, radii } from '../theme.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'
import { VisuallyHidden } from '../ui.tsx'
import { Badge } from '../shapes/Badge.tsx'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'

const Categories = styled.div`
  margin: 2rem 0 0;
  p {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    row-gap: 0.25rem;
    color: ${colors.muted};
  }
  li {
    margin: 0;
    display: inline-flex;
    align-items: center;
    cursor: default;
  }
  li + li {
    margin-top: 0;
  }
  li:not(:last-child)::after {
    content: '';
    width: 0.3125rem;
    height: 0.3125rem;
    margin: 0 0.75rem;
    border-radius: ${radii.round};
    background: ${colors.accent};
  }
`

export function ProcedureCategories({ label }: { label: string }) {
  const categories = [...new Set(usePageContent().procedures.map((p) => p.data.category))]
  return (
    <Categories>
      <p id="procedure-categories">{label}</p>
      <ul aria-labelledby="procedure-categories" data-testid="procedure-categories">
        {categories.map((category) => (
          <li key={category}>{category}</li>
        ))}
      </ul>
    </Categories>
  )
}

const Item = styled.li`
  display: flex;
`

/** The card of one procedure: its picture across the top, the details below. */
const ProcedureCard = styled(Card)`
  flex: 1;
  padding: 0;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 11rem;
    object-fit: contain;
    background: ${colors.surface};
    border-bottom: 1px solid ${colors.border};
  }
`

const Details = styled.div`
  padding: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${colors.primary};
  }
  h4 {
    margin: 1rem 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`

const Meta = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    margin: 0 0 0.5rem;
  }
`

const Category = styled.span`
  color: ${colors.accent};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Duration = styled.p`
  && {
    margin: 0 0 0.75rem;
  }
  color: ${colors.muted};
  strong {
    color: ${colors.text};
  }
`

interface ListLabels {
  /** The badge on outpatient procedures. */
  outpatientLabel: string
  /** Read by screen readers before the category name, such as "Category". */
  categoryLabel: string
  /** Shown before the duration, such as "Time needed". */
  durationLabel: string
  /** The heading of the preparation list. */
  preparationLabel: string
}

export function ProcedureList({ outpatientLabel, categoryLabel, durationLabel, preparationLabel }: ListLabels) {
  const mdxComponents = useBodyComponents()
  const { procedures } = usePageContent()
  return (
    <CardGrid data-layout="grid" inText columns={2}>
      {procedures.map((procedure, index) => {
        const { name, category, duration, image, preparation, outpatient } = procedure.data
        const Body = bodyOf(procedure)
        const headingId = `procedure-${procedure.slug}`
        return (
          <Item key={procedure.slug}>
            <ProcedureCard as="article" aria-labelledby={headingId} data-testid="procedure">
              <Picture src={image.src} alt={image.decorative ? '' : image.alt} width={SHOWN_WIDTHS.card} height={(SHOWN_WIDTHS.card * 2) / 3} eager={index === 0} />
              <Details>
                <h3 id={headingId}>{name}</h3>
                <Meta>
                  <Category data-testid="procedure-category">
                    <VisuallyHidden>{categoryLabel}: </VisuallyHidden>
                    {category}
                  </Category>
                  {outpatient && <Badge data-testid="outpatient-badge">{outpatientLabel}</Badge>}
                </Meta>
                <Duration data-testid="procedure-duration">
                  <strong>{durationLabel}:</strong> {duration}
                </Duration>
                <Body components={mdxComponents} />
                <h4>{preparationLabel}</h4>
                <ul>
                  {preparation.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </Details>
            </ProcedureCard>
          </Item>
        )
      })}
    </CardGrid>
  )
}
