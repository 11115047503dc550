// The policy sections of content/policies/*.mdx, for content/pages/policies.mdx:
//   <PolicySections contentsLabel="On this page" />
// Each section's heading gets a stable id made from its file name (privacy-policy.mdx → privacy-policy),
// the same in every language, so links such as /policies#privacy-policy (in the footer) work on
// every language's page.
import { usePageContent } from '../i18n.ts'
import styled from '@emotion/styled'
import { bodyOf } from '../../lib/content/index.ts'
import { useBodyComponents } from '../mdx/bodyComponents.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { proseWidth } from '../shapes/RichBody.tsx'

const Layout = styled.div`
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

const Section = styled.section`
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

export function PolicySections({ contentsLabel }: { contentsLabel: string }) {
  const mdxComponents = useBodyComponents()
  const sections = usePageContent().policies.map((policy) => ({ policy, id: policy.slug, Body: bodyOf(policy) }))
  return (
    <Layout>
      <Contents aria-labelledby="policy-contents">
        <h2 id="policy-contents">{contentsLabel}</h2>
        <ol>
          {sections.map(({ policy, id }) => (
            <li key={id}>
              <a href={`#${id}`}>{policy.data.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <div>
        {sections.map(({ policy, id, Body }) => (
          <Section key={id} aria-labelledby={id}>
            <h2 id={id}>{policy.data.title}</h2>
            <Body components={mdxComponents} />
          </Section>
        ))}
      </div>
    </Layout>
  )
}
