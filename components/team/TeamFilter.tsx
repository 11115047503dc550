// The team page's choices (office, language, specialty), each a link to the section of who matches. No
// script: CSS shows the section the address names (:target) in place of the whole team; the back button works.
import styled from '@emotion/styled'
import { entryIn } from '../../lib/content/index.ts'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { colors, radii } from '../theme.ts'
import { tapTarget } from '../ui.tsx'
import { fill, useLocale } from '../i18n.ts'
import { TeamCard } from './TeamCard.tsx'
import { teamChoices, upperFirst } from './teamChoices.ts'

/** The id of the choices, where "Show the whole team" leads. */
const choicesId = 'find-a-clinician'

const Choices = styled.nav`
  margin-top: 1.5rem;
  padding: 1rem 1.25rem 0.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.medium};
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0;
    font-size: 1.375rem;
    color: ${colors.primary};
  }
  > p {
    margin: 0.25rem 0 0.5rem;
    color: ${colors.muted};
  }
  details + details {
    border-top: 1px solid ${colors.border};
  }
  summary {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 2.75rem;
    font-weight: 700;
    cursor: pointer;
  }
  /* The arrow that says the list opens (display: flex hides the browser's own). */
  summary::before {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
  }
  details[open] > summary::before {
    transform: rotate(45deg);
  }
  ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  li a {
    ${tapTarget}
    padding: 0.375rem 0.875rem;
    background: ${colors.background};
    border: 1px solid ${colors.primary};
    /* A pill on one line, a rounded box when a long specialty wraps. */
    border-radius: ${radii.panel};
    font-weight: 600;
    text-decoration: none;
  }
  li a:hover {
    background: ${colors.primaryTint};
  }
`

const Result = styled.section`
  margin-top: 2.5rem;
  scroll-margin-top: 1rem;
  &:not(:target) {
    display: none;
  }
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 0 1.25rem;
    padding-bottom: 0.5rem;
    font-size: 1.625rem;
    color: ${colors.primary};
    border-bottom: 2px solid ${colors.border};
  }
  > a {
    ${tapTarget}
    margin-top: 1rem;
    font-weight: 600;
  }
`

/** Hides the whole team while the address names one of the sections of a choice. */
export const hiddenWhileChosen = `main:has([data-team-choice]:target) &`

export function TeamFilter() {
  const { language, content, words: ui } = useLocale()
  const { team, locations } = content
  const words = ui.team.filter
  const choices = teamChoices(team, (member) => entryIn('team', member.slug)?.data ?? member.data, locations, language.locale)
  const kinds = [
    { summary: words.byOffice, heading: words.office, choices: choices.office },
    { summary: words.byLanguage, heading: words.language, choices: choices.language },
    { summary: words.bySpecialty, heading: words.specialty, choices: choices.specialty },
  ]
  const sections = kinds.flatMap((kind) =>
    kind.choices.map((choice) => (
      <Result key={choice.id} id={choice.id} tabIndex={-1} aria-labelledby={`${choice.id}-heading`} data-team-choice="">
        <h2 id={`${choice.id}-heading`}>{fill(kind.heading, { name: choice.name })}</h2>
        <CardGrid>
          {choice.members.map((member) => (
            <li key={member.slug}>
              <TeamCard member={member} />
            </li>
          ))}
        </CardGrid>
        <a href={`#${choicesId}`}>{words.showAll}</a>
      </Result>
    )),
  )
  return (
    <>
      {/* Focusable, so "Show the whole team" moves the focus back here, and the view with it. */}
      <Choices id={choicesId} tabIndex={-1} aria-labelledby={`${choicesId}-heading`}>
        <h2 id={`${choicesId}-heading`}>{words.heading}</h2>
        <p>{words.hint}</p>
        {kinds.map((kind) => (
          <details key={kind.summary}>
            <summary>{kind.summary}</summary>
            <ul>
              {kind.choices.map((choice) => (
                <li key={choice.id}>
                  <a href={`#${choice.id}`}>{fill(words.choice, { name: upperFirst(choice.name, language.locale), count: choice.members.length })}</a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </Choices>
      {sections}
    </>
  )
}
