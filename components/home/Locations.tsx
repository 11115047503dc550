// The locations section (/#locations): the map with its office picker (an island), then a card for every
// office in the order of content/locations.yaml, each linking to the office's page.
import styled from '@emotion/styled'
import { officeOnMap, type Home, type Location } from '../../lib/content/schema.ts'
import { Island } from '../islands/Island.tsx'
import { OfficeCard } from '../locations/OfficeCard.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { useLocale, usePageUi } from '../i18n.ts'
import { Section } from './sections.tsx'

const MapArea = styled.div`
  margin-bottom: 3rem;
`

const AllHeading = styled.h3`
  margin: 0 0 1.25rem;
  font-size: 1.375rem;
  text-align: center;
`

export function Locations({ text: sectionText, locations, phone, pageLinkLabel }: { text: Home['locations']; locations: Location[]; phone: string; pageLinkLabel: string }) {
  const { directionsTo, showMapOf, newTab } = usePageUi().locations
  const text = { ...sectionText, directionsTo, showMapOf, newTab }
  return (
    <Section id="locations" heading={text.heading} intro={text.intro}>
      <MapArea>
        <Island name="LocationPicker" props={{ locations: locations.map(officeOnMap), phone, text }} />
      </MapArea>
      <AllHeading>
        <a href={useLocale().href('pages', 'locations')}>{text.allHeading}</a>
      </AllHeading>
      <CardGrid columns={4}>
        {locations.map((location) => (
          <OfficeCard key={location.name} location={location} phone={phone} text={text} pageLinkLabel={pageLinkLabel} headingLevel="h4" />
        ))}
      </CardGrid>
    </Section>
  )
}
