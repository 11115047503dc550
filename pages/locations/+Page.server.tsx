// /locations: the map with its office picker, then every office grouped by state, each linking to its page.
import { IntroPage } from '../../components/IntroPage.tsx'
import styled from '@emotion/styled'
import { CardGrid } from '../../components/shapes/CardGrid.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { OfficeCard } from '../../components/locations/OfficeCard.tsx'
import { officesByState } from '../../components/locations/offices.ts'
import { usePageContent, usePageUi } from '../../components/i18n.ts'
import { colors } from '../../components/theme.ts'
import { officeOnMap } from '../../lib/content/schema.ts'

const Body = styled.div`
  display: grid;
  gap: 3rem;
  padding: 2.5rem 0 4rem;
`

const State = styled.section`
  h2 {
    margin: 0 0 1.25rem;
    font-size: 1.5rem;
    color: ${colors.primary};
  }
`

export default function Page() {
  const { locations, site } = usePageContent()
  const words = usePageUi().locations
  const phone = site.phones.tollFree
  return (
    <IntroPage name="locations">
      <Body>
        {/* The first thing under the page's heading: the chosen office's name is an h2. */}
        <Island name="LocationPicker" props={{ locations: locations.map(officeOnMap), phone, text: words, headingLevel: 'h2' }} />
        {officesByState(locations, words.states).map((state) => (
          <State key={state.code} aria-labelledby={`state-${state.code}`}>
            <h2 id={`state-${state.code}`}>{state.name}</h2>
            <CardGrid columns={4}>
              {state.offices.map((office) => (
                <OfficeCard
                  key={office.name}
                  location={office}
                  phone={phone}
                  text={words}
                  pageLinkLabel={words.officeLinkLabel}
                  headingLevel="h3"
                />
              ))}
            </CardGrid>
          </State>
        ))}
      </Body>
    </IntroPage>
  )
}
