// "On this page": the h2 sections of an article or of a page laid out by its Markdown (sectionsOf). On
// phones a collapsed <details> above the text, from 60em a list beside it: one shown at a time, no script.
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { breakpoints, colors, radii } from '../theme.ts'
import { usePageUi } from '../i18n.ts'
import { sectionsOf } from '../../lib/content/index.ts'
import type { Section } from '../../lib/content/mdx-options.ts'

/** A text with this many h2 sections or more gets the list; fewer are seen at a glance. */
const SECTIONS_FOR_CONTENTS = 3

/** An article is one reading column with the list after it; a page's text (grids of cards) keeps the rest of the width. */
const WithContents = styled.div<{ text: 'article' | 'page' }>`
  padding-top: ${({ text }) => (text === 'page' ? '2rem' : '0')};
  ${breakpoints.wide} {
    display: grid;
    grid-template-columns: ${({ text }) => (text === 'article' ? 'minmax(0, 45rem)' : 'minmax(0, 1fr)')} minmax(12rem, 16rem);
    gap: 3rem;
    align-items: start;
  }
`

const Collapsible = styled.details`
  margin: 0 0 1.5rem;
  padding: 0.25rem 1rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.medium};
  summary {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 700;
    cursor: pointer;
  }
  ${breakpoints.wide} {
    display: none;
  }
`

const Beside = styled.nav`
  display: none;
  ${breakpoints.wide} {
    display: block;
    position: sticky;
    top: 1.5rem;
    padding-left: 1rem;
    border-left: 3px solid ${colors.border};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    color: ${colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`

const Links = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  a {
    display: inline-block;
    padding: 0.25rem 0;
    min-height: 1.5rem;
  }
`

function SectionLinks({ sections }: { sections: Section[] }) {
  return (
    <Links>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </Links>
  )
}

/** A text with its "On this page" list when it has enough sections; a page's text gets space above it. */
export function WithOnThisPage({ entry, text, children }: { entry: { file: string }; text: 'article' | 'page'; children: ReactNode }) {
  const label = usePageUi().condition.onThisPage
  const sections = sectionsOf(entry)
  if (sections.length < SECTIONS_FOR_CONTENTS) return <>{children}</>
  return (
    <WithContents text={text}>
      <div>
        <Collapsible data-on-this-page data-print-hide data-pagefind-ignore>
          <summary>{label}</summary>
          <nav aria-label={label}>
            <SectionLinks sections={sections} />
          </nav>
        </Collapsible>
        {children}
      </div>
      <Beside aria-labelledby="on-this-page" data-on-this-page data-pagefind-ignore>
        <h2 id="on-this-page">{label}</h2>
        <SectionLinks sections={sections} />
      </Beside>
    </WithContents>
  )
}
