// "Related conditions": the condition pages an article's frontmatter lists under `related`, as links at
// the end of the page (the content check makes sure each one exists).
import styled from '@emotion/styled'
import type { Entry } from '../../lib/content/index.ts'
import type { Condition } from '../../lib/content/schema.ts'
import { writtenIn } from '../../lib/content/files.ts'
import { usePageContent, usePageUi } from '../i18n.ts'
import { useLocale, type Lang } from '../i18n.ts'
import { defaultLanguage } from '../../lib/i18n/languages.ts'
import { colors, radii } from '../theme.ts'

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
    margin: 0;
    padding: 0;
    list-style: none;
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

/**
 * A related condition as the page's view of the content gives it: its translated page and title when
 * it has one, else the English page, its title marked as English.
 */
function RelatedLink({ condition, lang }: { condition: Entry<Condition>; lang: Lang }) {
  const href = useLocale().href('conditions', condition.slug)
  if (writtenIn(condition.file, lang)) return <a href={href}>{condition.data.title}</a>
  return (
    <a href={href} hrefLang={defaultLanguage} lang={defaultLanguage}>
      {condition.data.title}
    </a>
  )
}

export function RelatedConditions({ slugs }: { slugs: string[] }) {
  const { conditions } = usePageContent()
  const { lang } = useLocale()
  const heading = usePageUi().condition.related
  const related = slugs.map((slug) => conditions.find((c) => c.slug === slug)).filter((c) => c !== undefined)
  if (related.length === 0) return null
  return (
    <Block aria-labelledby="related-conditions" data-print-hide data-pagefind-ignore>
      <h2 id="related-conditions">{heading}</h2>
      <ul>
        {related.map((condition) => (
          <li key={condition.slug}>
            <RelatedLink condition={condition} lang={lang} />
          </li>
        ))}
      </ul>
    </Block>
  )
}
