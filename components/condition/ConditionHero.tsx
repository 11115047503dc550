// The top of a condition page: the way back, the heading, the subtitle, who reviewed it, the picture.
import styled from '@emotion/styled'
import { BackLink, PageBand } from '../ContentPage.tsx'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'
import type { Condition } from '../../lib/content/schema.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { Container } from '../ui.tsx'
import { ReviewedBy } from './ReviewedBy.tsx'

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 0.5rem;
  ${breakpoints.medium} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 18rem);
    align-items: center;
    gap: 2.5rem;
  }
  ${breakpoints.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
  }
`

const Text = styled.div`
  max-width: 45rem;
  h1 {
    margin: 0;
    font-size: clamp(1.875rem, 5vw, 2.75rem);
    color: ${colors.primary};
  }
`

const Subtitle = styled.p`
  margin: 0.75rem 0 0;
  font-size: 1.1875rem;
  color: ${colors.muted};
`

const HeroPicture = styled(Picture)`
  display: block;
  width: 100%;
  max-width: 16rem;
  height: auto;
  ${breakpoints.medium} {
    max-width: 22rem;
  }
  border: 1px solid ${colors.border};
  border-radius: ${radii.panel};
  background: ${colors.background};
`

export function ConditionHero({ condition, back }: { condition: Condition; back: { label: string; href: string } }) {
  const { image } = condition
  return (
    <PageBand>
      <Container>
        <BackLink href={back.href} data-print-hide>
          <span aria-hidden="true">←</span>
          {back.label}
        </BackLink>
        <Grid>
          <Text>
            <h1>{condition.title}</h1>
            {condition.subtitle && <Subtitle>{condition.subtitle}</Subtitle>}
            <ReviewedBy reviewer={condition.reviewedBy} date={condition.lastReviewed} screenOnly />
          </Text>
          {image && (
            <HeroPicture src={image.src} alt={image.decorative ? '' : image.alt} width={SHOWN_WIDTHS.article} height={Math.round((SHOWN_WIDTHS.article * 2) / 3)} eager data-pagefind-ignore />
          )}
        </Grid>
      </Container>
    </PageBand>
  )
}
