// A condition page, laid out by its frontmatter `layout` (service, article or myasthenia), in the page's
// language; every one says who medically reviewed it and when, and ends with the related conditions.
import styled from '@emotion/styled'
import { ConditionActions, InfoCards, RelatedConditions } from '../../../components/condition/ArticleParts.tsx'
import { ConditionHero } from '../../../components/condition/ConditionHero.tsx'
import { PrintedReview } from '../../../components/condition/ReviewedBy.tsx'
import { WithOnThisPage } from '../../../components/condition/OnThisPage.tsx'
import { Prose } from '../../../components/ContentPage.tsx'
import { MdxBody } from '../../../components/mdx/MdxBody.tsx'
import { colors, radii } from '../../../components/theme.ts'
import { Container } from '../../../components/ui.tsx'
import { usePageContent, useLocale } from '../../../components/i18n.ts'
import { PageHead, StructuredData, usePageContext } from '../../../lib/page/pageContext.tsx'
import { entryIn, pageText } from '../../../lib/content/index.ts'
import { breadcrumbList, conditionJsonLd } from '../../../renderer/jsonLd.ts'

const Body = styled.div`
  padding: 2rem 0 3.5rem;
`

const Text = styled(Prose)`
  h2 {
    margin: 2.25rem 0 0.75rem;
    font-size: 1.5rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li::marker {
    color: ${colors.accent};
  }
  /* A call link on a line of its own (<CallLink> on a line by itself in the Markdown) is shown as a button. */
  > a[href^='tel:'],
  p > a[href^='tel:']:only-child {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: center;
    column-gap: 0.375rem;
    min-height: 2.75rem;
    padding: 0.5rem 1.25rem;
    border-radius: ${radii.medium};
    background: ${colors.primary};
    color: ${colors.primaryText};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: ${colors.primaryHover};
    }
  }
`

/** Service and myasthenia pages are mostly lists: each list under a heading sits on a soft panel. */
const ListText = styled(Text)`
  h2 + ul {
    padding: 1rem 1.25rem 1rem 2.5rem;
    background: ${colors.surface};
    border-left: 4px solid ${colors.accent};
    border-radius: ${radii.medium};
  }
`

export default function Page() {
  const { team, site } = usePageContent()
  const { lang, words, href } = useLocale()
  // The condition in the page's language: its translation under content/<lang>/conditions/ (same fields).
  const entry = entryIn('conditions', usePageContext().routeParams.slug!, lang)!
  const { data: condition, file } = entry
  const home = href('pages', 'home')
  const back = condition.layout === 'service' ? { label: words.condition.backToServices, href: `${home}#services` } : { label: words.backToHome, href: home }
  const Words = condition.layout === 'article' ? Text : ListText
  // Home › Conditions We Treat › the article; a service page sits in the home page's services: Home › the service.
  const list = condition.layout === 'service' ? [] : [{ name: (entryIn('pages', 'disorders', lang) ?? pageText('disorders')).data.heading, path: href('pages', 'disorders') }]
  const trail = [{ name: site.practiceName, path: home }, ...list, { name: condition.title, path: href('conditions', entry.slug) }]
  const text = (
    <Words>
      <MdxBody entry={{ file }} />
    </Words>
  )
  return (
    <article>
      <PageHead title={condition.title} description={condition.description} type="article" />
      <StructuredData data={conditionJsonLd(entry, team, site, lang, breadcrumbList(trail))} />
      <ConditionHero condition={condition} back={back} />
      <Container>
        <Body>
          {/* Only articles get an "On this page" list: the other layouts are short lists under headings. */}
          {condition.layout === 'article' ? (
            <WithOnThisPage entry={entry} text="article">
              {text}
            </WithOnThisPage>
          ) : (
            text
          )}
          {condition.infoCards && <InfoCards cards={condition.infoCards} />}
          {condition.actions && <ConditionActions actions={condition.actions} />}
          {condition.related && <RelatedConditions slugs={condition.related} />}
          <PrintedReview reviewer={condition.reviewedBy} date={condition.lastReviewed} />
        </Body>
      </Container>
    </article>
  )
}
