// "On this page": the h2 sections of a condition article or of a page laid out by its Markdown. On phones
// a collapsed <details> above the text; from 60em a list beside it. Two renderings of one list, only one
// shown at a time, so no JavaScript is needed. Whether a text gets the list is decided once, by
// contentsOf (sections.ts).
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { breakpoints, colors, media, radii } from '../theme.ts'
import { usePageUi } from '../i18n.ts'
import { contentsOf, type Section } from './sections.ts'

/**
 * The text and, from 60em, the list in a column beside it. An article's text is one reading column, with
 * the list right after it; a page's text may have grids of cards, which keep the rest of the width.
 */
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
  ${media.print} {
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
  ${media.print} {
    display: none;
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

/**
 * A text (its Markdown, and what renders it) with its "On this page" list when it has enough sections,
 * the text alone otherwise. A page's text starts right under its heading band, so the list gets space above.
 */
export function WithOnThisPage({ markdown, text, children }: { markdown: string; text: 'article' | 'page'; children: ReactNode }) {
  const sections = contentsOf(markdown)
  if (sections.length === 0) return <>{children}</>
  return (
    <WithContents text={text}>
      <div>
        <OnThisPageCollapsible sections={sections} />
        {children}
      </div>
      <OnThisPageBeside sections={sections} />
    </WithContents>
  )
}

/** Above the text, on phones and tablets. */
function OnThisPageCollapsible({ sections }: { sections: Section[] }) {
  const LABEL = usePageUi().condition.onThisPage
  return (
    <Collapsible data-on-this-page data-pagefind-ignore>
      <summary>{LABEL}</summary>
      <nav aria-label={LABEL}>
        <SectionLinks sections={sections} />
      </nav>
    </Collapsible>
  )
}

/** Beside the text, from 60em. */
function OnThisPageBeside({ sections }: { sections: Section[] }) {
  const LABEL = usePageUi().condition.onThisPage
  return (
    <Beside aria-labelledby="on-this-page" data-on-this-page data-pagefind-ignore>
      <h2 id="on-this-page">{LABEL}</h2>
      <SectionLinks sections={sections} />
    </Beside>
  )
}
