// A page whose heading, introduction and text come from content/pages/<name>.mdx, and the band at the
// top of condition and team pages.
import styled from '@emotion/styled'
import type { AnchorHTMLAttributes } from 'react'
import { pageText } from '../lib/content/index.ts'
import { usePageLanguage } from './i18n.ts'
import { MdxBody } from './mdx/MdxBody.tsx'
import { PageHead } from '../lib/page/pageContext.tsx'
import { breakpoints, colors } from './theme.ts'
import { Container, tapTarget } from './ui.tsx'

const Hero = styled.div`
  padding: 3rem 0 2rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.875rem, 5vw, 2.75rem);
    color: ${colors.primary};
  }
  p {
    margin: 0;
    max-width: 45rem;
    font-size: 1.1875rem;
    color: ${colors.muted};
  }
`

export const Prose = styled.div`
  max-width: 45rem;
  h2 {
    margin-top: 2rem;
    color: ${colors.primary};
  }
  li + li {
    margin-top: 0.25rem;
  }
`

/** Heading and introduction of a page, with its <head> facts. */
export function PageIntro({ name, canonicalPath }: { name: string; canonicalPath?: string }) {
  const page = pageText(name, usePageLanguage())
  return (
    <>
      <PageHead title={page.data.title} description={page.data.description} canonicalPath={canonicalPath} />
      <Hero>
        <Container>
          <h1>{page.data.heading}</h1>
          {page.data.intro && <p>{page.data.intro}</p>}
        </Container>
      </Hero>
    </>
  )
}

/** The Markdown text of content/pages/<name>.mdx. */
export function PageBody({ name }: { name: string }) {
  return (
    <Prose>
      <MdxBody entry={pageText(name, usePageLanguage())} />
    </Prose>
  )
}

/** The tinted band at the top of condition and team pages. */
export const PageBand = styled.div`
  padding: 1.25rem 0 2rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  ${breakpoints.medium} {
    padding: 1.5rem 0 2.5rem;
  }
`

const BackLinkStyle = styled.a`
  ${tapTarget}
  gap: 0.375rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

/** The way back to the page above. Left out of the site search, whose excerpts show the page's own text. */
export function BackLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <BackLinkStyle data-pagefind-ignore {...props} />
}
