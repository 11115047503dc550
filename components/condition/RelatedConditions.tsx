// "Related conditions": the condition pages an article's frontmatter lists under `related`, as links at
// the end of the page (the content check makes sure each one exists).
import styled from '@emotion/styled'
import { getContent } from '../../lib/content/index.ts'
import { usePageUi } from '../i18n.ts'
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

export function RelatedConditions({ slugs }: { slugs: string[] }) {
  const { conditions } = getContent()
  const heading = usePageUi().condition.related
  const related = slugs.map((slug) => conditions.find((c) => c.slug === slug)).filter((c) => c !== undefined)
  if (related.length === 0) return null
  return (
    <Block aria-labelledby="related-conditions" data-print-hide data-pagefind-ignore>
      <h2 id="related-conditions">{heading}</h2>
      <ul>
        {related.map((condition) => (
          <li key={condition.slug}>
            <a href={`/conditions/${condition.slug}`}>{condition.data.title}</a>
          </li>
        ))}
      </ul>
    </Block>
  )
}
