// /meet-us: a sample team page with placeholder providers (content/meet-us.yaml).
import styled from '@emotion/styled'
import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { Badges } from '../../components/team/Badges.tsx'
import { TeamPhoto } from '../../components/team/TeamPhoto.tsx'
import { breakpoints, colors } from '../../components/theme.ts'
import { Container } from '../../components/ui.tsx'
import { getContent } from '../../lib/content/index.ts'

const Notice = styled.div`
  margin: 2rem 0 0;
  padding: 1rem 1.25rem;
  background: #fff8eb;
  border: 1px solid #e9c98b;
  border-left: 4px solid #b45309;
  border-radius: 0.5rem;
  & p {
    margin: 0;
  }
`

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 2rem 0 4rem;
  padding: 0;
  list-style: none;
  ${breakpoints.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${breakpoints.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  height: 100%;
  padding: 1.75rem 1.5rem;
  text-align: center;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 0.875rem;
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.25rem;
    color: ${colors.text};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
  ul {
    justify-content: center;
  }
`

export default function Page() {
  const { meetUs } = getContent()
  return (
    <>
      <PageIntro name="meet-us" />
      <Container>
        <Notice>
          <PageBody name="meet-us" />
        </Notice>
        <Grid>
          {meetUs.map((provider) => (
            <li key={provider.name}>
              <Card>
                <TeamPhoto name={provider.name} />
                <h2>{provider.name}</h2>
                <Badges items={[provider.specialty]} label="Specialty" />
                <p>{provider.description}</p>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </>
  )
}
