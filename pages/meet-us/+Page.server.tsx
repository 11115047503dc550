// /meet-us: a sample team page with placeholder providers (content/meet-us.yaml).
import { IntroPage } from '../../components/IntroPage.tsx'
import { usePageContent, usePageUi } from '../../components/i18n.ts'
import styled from '@emotion/styled'
import { PageBody } from '../../components/ContentPage.tsx'
import { Badges } from '../../components/team/Badges.tsx'
import { TeamPhoto } from '../../components/team/TeamPhoto.tsx'
import { Card } from '../../components/shapes/Card.tsx'
import { CardGrid } from '../../components/shapes/CardGrid.tsx'
import { Notice } from '../../components/shapes/Notice.tsx'
import { colors } from '../../components/theme.ts'

const ProviderGrid = styled(CardGrid)`
  margin: 2rem 0 4rem;
`

/** A provider's card: picture, name, specialty and description, centred. */
const ProviderCard = styled(Card)`
  align-items: center;
  gap: 0.75rem;
  text-align: center;
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
  const { meetUs } = usePageContent()
  const { specialty } = usePageUi().team
  return (
    <IntroPage name="meet-us">
      <Notice>
        <PageBody name="meet-us" />
      </Notice>
      <ProviderGrid>
        {meetUs.map((provider) => (
          <ProviderCard key={provider.name}>
            <TeamPhoto name={provider.name} />
            <h2>{provider.name}</h2>
            <Badges items={[provider.specialty]} label={specialty} />
            <p>{provider.description}</p>
          </ProviderCard>
        ))}
      </ProviderGrid>
    </IntroPage>
  )
}
