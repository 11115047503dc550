// The three sections of /patients: Resources, Preparation, Policies (content/patient-resources.yaml).
// For now each is a plain section with its own heading; a later step turns them into tabs. It reads no
// content itself: everything arrives as plain props, so it can also run in the browser as an island.
import styled from '@emotion/styled'
import type { ResourcePanel } from '../../content/schema.ts'
import { breakpoints, colors } from '../theme.ts'
import { ButtonLink, telHref } from '../ui.tsx'

export type PanelId = 'resources' | 'preparation' | 'policies'

export interface ResourceTabsProps {
  panels: (ResourcePanel & { id: PanelId })[]
  /** The number the call button dials. */
  phone: string
}

const Sections = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 2.5rem;
`

const Section = styled.section`
  padding: 1.5rem 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
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
    border-radius: 0.5rem;
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
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
`

const Links = styled.div`
  &:not(:last-child) {
    margin-bottom: 1.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
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

const Number = styled.span`
  font-weight: 400;
  white-space: nowrap;
`

export function ResourceTabs({ panels, phone }: ResourceTabsProps) {
  return (
    <Sections>
      {panels.map((panel) => (
        <Section key={panel.id} id={panel.id} aria-labelledby={`${panel.id}-heading`} data-testid="resource-section">
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
                {panel.call} <Number>{phone}</Number>
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
