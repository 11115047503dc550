// The entries of a content folder, placed by the page that shows them (each label is written in its MDX):
//   consultations.mdx  <ConsultationTypeList includesLabel="…" />   (content/consultation-types.yaml)
//   infusion.mdx       <InfusionList usageLabel="…" />              (content/infusions/*.mdx)
//   procedures.mdx     <ProcedureCategories label="…" />, <ProcedureList outpatientLabel="…" … />
//   policies.mdx       <PolicySections contentsLabel="…" />
import styled from '@emotion/styled'
import { bodyOf } from '../../lib/content/index.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { usePageContent } from '../i18n.ts'
import { useBodyComponents } from '../mdx/bodyComponents.ts'
import type { PropsOf } from '../mdx/props.ts'
import { Picture } from '../Picture.tsx'
import { Badge } from '../shapes/Badge.tsx'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { proseWidth } from '../shapes/RichBody.tsx'
import { breakpoints, colors, radii } from '../theme.ts'
import { plainList, VisuallyHidden } from '../ui.tsx'

export function ConsultationTypeList({ includesLabel }: PropsOf<'ConsultationTypeList'>) {
  return (
    <CardGrid data-layout="grid" inText>
      {usePageContent().consultationTypes.map((type) => (
        <Card key={type.title} data-testid="consultation-type">
          <h3>{type.title}</h3>
          <p>
            <Badge data-testid="consultation-duration">{type.duration}</Badge>
          </p>
          <p>{type.description}</p>
          <h4>{includesLabel}</h4>
          <ul>
            {type.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </CardGrid>
  )
}

export function InfusionList({ usageLabel }: PropsOf<'InfusionList'>) {
  const mdxComponents = useBodyComponents()
  return (
    <CardGrid data-layout="grid" inText columns={2}>
      {usePageContent().infusions.map((therapy) => {
        const Body = bodyOf(therapy)
        return (
          <Card key={therapy.slug} data-testid="infusion">
            <h3>{therapy.data.name}</h3>
            <p>
              <strong>{usageLabel}:</strong> <Badge data-testid="infusion-usage">{therapy.data.usage}</Badge>
            </p>
            <Body components={mdxComponents} />
          </Card>
        )
      })}
    </CardGrid>
  )
}

const Categories = styled.div`
  margin: 2rem 0 0;
  p {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }
  ul {
    ${plainList}
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

/** The procedures' categories, as plain labels (they filter nothing). */
export function ProcedureCategories({ label }: PropsOf<'ProcedureCategories'>) {
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

/** The card of one procedure: its picture across the top, the details below (spaced as a card's text). */
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
  ul {
    margin: 0;
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
  color: ${colors.muted};
  strong {
    color: ${colors.text};
  }
`

/** `categoryLabel` is read by screen readers before the category's name. */
export function ProcedureList({ outpatientLabel, categoryLabel, durationLabel, preparationLabel }: PropsOf<'ProcedureList'>) {
  const mdxComponents = useBodyComponents()
  return (
    <CardGrid data-layout="grid" inText columns={2}>
      {usePageContent().procedures.map((procedure, index) => {
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

const PolicyLayout = styled.div`
  display: grid;
  gap: 2rem;
  margin-top: 2.5rem;
  ${breakpoints.wide} {
    grid-template-columns: 16rem minmax(0, ${proseWidth});
    gap: 3rem;
    align-items: start;
  }
`

const Contents = styled.nav`
  padding: 1.25rem;
  background: ${colors.surface};
  border-radius: ${radii.large};
  ${breakpoints.wide} {
    position: sticky;
    top: 1rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
    color: ${colors.text};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.375rem;
  }
`

const Policy = styled.section`
  & + & {
    margin-top: 2.5rem;
    padding-top: 2rem;
    border-top: 1px solid ${colors.border};
  }
  h2 {
    margin: 0 0 1rem;
    font-size: clamp(1.5rem, 4vw, 1.875rem);
    color: ${colors.primary};
    scroll-margin-top: 1rem;
  }
  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.1875rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
`

// A section's id is its file name (privacy-policy.mdx → privacy-policy), the same in every language, so
// the footer's /policies#privacy-policy works on every language's page.
export function PolicySections({ contentsLabel }: PropsOf<'PolicySections'>) {
  const mdxComponents = useBodyComponents()
  const { policies } = usePageContent()
  return (
    <PolicyLayout>
      <Contents aria-labelledby="policy-contents">
        <h2 id="policy-contents">{contentsLabel}</h2>
        <ol>
          {policies.map((policy) => (
            <li key={policy.slug}>
              <a href={`#${policy.slug}`}>{policy.data.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <div>
        {policies.map((policy) => {
          const Body = bodyOf(policy)
          return (
            <Policy key={policy.slug} aria-labelledby={policy.slug}>
              <h2 id={policy.slug}>{policy.data.title}</h2>
              <Body components={mdxComponents} />
            </Policy>
          )
        })}
      </div>
    </PolicyLayout>
  )
}
