// The three tabs of /patients (content/patient-resources.yaml), Resources shown first: rendered here on
// the server only, made to work by ResourceTabs.enhance.ts.
import styled from '@emotion/styled'
import { breakpoints, colors, radii } from '../theme.ts'
import { ButtonLink, ButtonNumber } from '../ui.tsx'
import { formatPhone, telHref } from '../format.ts'
import { usePageLanguage } from '../lang.ts'
import type { ResourceTabsProps } from './ResourceTabs.enhance.ts'

const Sections = styled.div`
  margin-top: 2.5rem;
`

/** One row at every width: on phones the labels and their padding shrink a little so the three tabs fit
 * from 320 px; longer labels or larger text scroll the row sideways instead of wrapping. */
const TabList = styled.div`
  display: flex;
  overflow-x: auto;
  /* The line under the tabs; the selected tab's own bottom border covers it (a border with a negative
     margin would be clipped by the scrolling row). */
  box-shadow: inset 0 -2px 0 ${colors.border};
  [role='tab'] {
    flex: 1 0 auto;
    min-height: 2.75rem;
    padding: 0.5rem clamp(0.25rem, 1.5vw, 1.25rem);
    white-space: nowrap;
    font-size: clamp(0.875rem, 4.4vw, 1.0625rem);
    border: 2px solid transparent;
    border-radius: ${radii.medium} ${radii.medium} 0 0;
    background: none;
    font-family: inherit;
    line-height: inherit;
    font-weight: 600;
    color: ${colors.muted};
    cursor: pointer;
  }
  [role='tab']:hover {
    color: ${colors.primary};
    background: ${colors.surface};
  }
  [role='tab'][aria-selected='true'] {
    color: ${colors.primary};
    background: ${colors.background};
    border-color: ${colors.border};
    border-bottom-color: ${colors.background};
  }
`

const Section = styled.section`
  padding: 1.5rem 1.25rem;
  border: 1px solid ${colors.border};
  border-top: none;
  border-radius: 0 0 ${radii.large} ${radii.large};
  ${breakpoints.medium} {
    padding: 2rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 4vw, 1.875rem);
    color: ${colors.primary};
    scroll-margin-top: 1rem;
  }
  h3 {
    margin: 0 0 0.375rem;
    font-size: 1.125rem;
  }
  > p {
    margin: 0 0 1.25rem;
    max-width: 45rem;
  }
  > :last-child {
    margin-bottom: 0;
  }
  /* The lists of groups and links (the cards' list is the section's own child). */
  div > ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`

/** Information cards: flat, no border or shadow, no hover, nothing to suggest a link or button. */
const Cards = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  li {
    padding: 1rem 1.25rem;
    background: ${colors.surface};
    border-radius: ${radii.medium};
    cursor: default;
  }
  h3 {
    color: ${colors.text};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Groups = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-bottom: 1.5rem;
  ${breakpoints.medium} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
  li + li {
    margin-top: 0.25rem;
  }
`

const Links = styled.div`
  &:not(:last-child) {
    margin-bottom: 1.5rem;
  }
  li + li {
    margin-top: 0.375rem;
  }
`

const Call = styled.p`
  && {
    margin: 0 0 1.5rem;
  }
`

export function ResourceTabs({ panels, phone, label }: ResourceTabsProps) {
  const lang = usePageLanguage()
  return (
    <Sections>
      <TabList role="tablist" aria-label={label}>
        {panels.map((panel, index) => (
          <button key={panel.id} type="button" role="tab" id={`${panel.id}-tab`} aria-selected={index === 0} aria-controls={panel.id} tabIndex={index === 0 ? 0 : -1}>
            {panel.title}
          </button>
        ))}
      </TabList>
      {panels.map((panel, index) => (
        <Section key={panel.id} id={panel.id} role="tabpanel" aria-labelledby={`${panel.id}-tab`} tabIndex={0} hidden={index !== 0} data-testid="resource-section">
          <h2 id={`${panel.id}-heading`}>{panel.title}</h2>
          {panel.intro && <p>{panel.intro}</p>}
          {panel.cards && (
            <Cards data-testid="inert-cards">
              {panel.cards.map((card) => (
                <li key={card.title} data-testid="inert-card">
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </li>
              ))}
            </Cards>
          )}
          {panel.call && (
            <Call>
              <ButtonLink href={telHref(phone)}>
                {panel.call} <ButtonNumber>{formatPhone(phone, lang)}</ButtonNumber>
              </ButtonLink>
            </Call>
          )}
          {panel.groups && (
            <Groups>
              {panel.groups.map((group) => (
                <div key={group.title}>
                  <h3>{group.title}</h3>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </Groups>
          )}
          {panel.links && (
            <Links>
              <h3>{panel.links.title}</h3>
              <ul>
                {panel.links.items.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </Links>
          )}
        </Section>
      ))}
    </Sections>
  )
}
