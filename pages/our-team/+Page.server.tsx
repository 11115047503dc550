// The team page: the choices by office, language and specialty, then each group in the order of the bio files.
import { IntroPage } from '../../components/IntroPage.tsx'
import { usePageContent } from '../../components/i18n.ts'
import styled from '@emotion/styled'
import { PageBody } from '../../components/ContentPage.tsx'
import { TeamCard } from '../../components/team/TeamCard.tsx'
import { hiddenWhileChosen, TeamFilter } from '../../components/team/TeamFilter.tsx'
import { CardGrid } from '../../components/shapes/CardGrid.tsx'
import { colors } from '../../components/theme.ts'

const Body = styled.div`
  padding: 1rem 0 4rem;
`

const WholeTeam = styled.div`
  ${hiddenWhileChosen} {
    display: none;
  }
`

const Group = styled.section`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 1.25rem;
    padding-bottom: 0.5rem;
    font-size: 1.625rem;
    color: ${colors.primary};
    border-bottom: 2px solid ${colors.border};
  }
`

export default function Page() {
  const { team, teamGroups } = usePageContent()
  return (
    <IntroPage name="our-team">
      <Body>
        <PageBody name="our-team" />
        <TeamFilter />
        <WholeTeam>
          {teamGroups.map(({ group, heading }) => {
            const members = team.filter((member) => member.data.group === group)
            if (members.length === 0) return null
            const headingId = `team-${group}`
            return (
              <Group key={group} aria-labelledby={headingId}>
                <h2 id={headingId}>{heading}</h2>
                <CardGrid>
                  {members.map((member) => (
                    <li key={member.slug}>
                      <TeamCard member={member} />
                    </li>
                  ))}
                </CardGrid>
              </Group>
            )
          })}
        </WholeTeam>
      </Body>
    </IntroPage>
  )
}
