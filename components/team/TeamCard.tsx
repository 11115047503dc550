// One person on the team page: picture, name, title and the way to their full bio.
import styled from '@emotion/styled'
import type { Entry } from '../../lib/content/index.ts'
import type { TeamMember } from '../../lib/content/schema.ts'
import { breakpoints, colors } from '../theme.ts'
import { ButtonLink, tapTarget, VisuallyHidden } from '../ui.tsx'
import { Card } from '../shapes/Card.tsx'
import { TeamPhoto } from './TeamPhoto.tsx'
import { PersonName } from './PersonName.tsx'
import { fill, useLocale } from '../i18n.ts'

// On phones a compact row (picture beside the name), so the cards need less scrolling; from tablets a centred card.
const MemberCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'photo text'
    'actions actions';
  align-items: center;
  column-gap: 1rem;
  row-gap: 1rem;
  height: 100%;
  padding: 1.25rem;
  ${breakpoints.medium} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr auto;
    grid-template-areas: 'photo' 'text' 'actions';
    justify-items: center;
    align-items: start;
    padding: 1.75rem 1.5rem 1.5rem;
    text-align: center;
  }
`

const Photo = styled(TeamPhoto)`
  grid-area: photo;
  width: 4.5rem;
  height: 4.5rem;
  ${breakpoints.medium} {
    width: 7rem;
    height: 7rem;
  }
`

const Text = styled.div`
  grid-area: text;
  h3 {
    margin: 0;
    font-size: 1.125rem;
    color: ${colors.text};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${colors.muted};
  }
  ${breakpoints.medium} {
    h3 {
      font-size: 1.1875rem;
    }
  }
`

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.25rem;
  width: 100%;
`

const TextLink = styled.a`
  ${tapTarget}
  justify-content: center;
  font-weight: 600;
`

export function TeamCard({ member }: { member: Entry<TeamMember> }) {
  const { name, role, photo } = member.data
  const { href, words: ui } = useLocale()
  const words = ui.team
  return (
    <MemberCard as="article">
      <Photo name={name} photo={photo} />
      <Text>
        <h3>
          <PersonName name={name} />
        </h3>
        <p>{role}</p>
      </Text>
      <Actions>
        <ButtonLink href={href('team', member.slug)} variant="secondary">
          {words.viewBio}
          <VisuallyHidden> {fill(words.viewBioOf, { name })}</VisuallyHidden>
        </ButtonLink>
        {member.data.founder && <TextLink href={href('pages', 'our-founder')}>{words.meetFounder}</TextLink>}
      </Actions>
    </MemberCard>
  )
}
