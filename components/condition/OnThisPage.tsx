// "On this page": the article's h2 sections. On phones a collapsed <details> above the text; from 60em
// a list beside it. Two renderings of one list, only one shown at a time, so no JavaScript is needed.
import styled from '@emotion/styled'
import { breakpoints, colors, media, radii } from '../theme.ts'
import { usePageUi } from '../i18n.ts'
import type { Section } from './sections.ts'

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

/** Above the text, on phones and tablets. */
export function OnThisPageCollapsible({ sections }: { sections: Section[] }) {
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
export function OnThisPageBeside({ sections }: { sections: Section[] }) {
  const LABEL = usePageUi().condition.onThisPage
  return (
    <Beside aria-labelledby="on-this-page" data-on-this-page data-pagefind-ignore>
      <h2 id="on-this-page">{LABEL}</h2>
      <SectionLinks sections={sections} />
    </Beside>
  )
}
