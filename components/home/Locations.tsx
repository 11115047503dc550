// The locations section (/#locations): the map with its office picker (an island), then a card for every office in
// the order of content/locations.yaml, each with the shared phone number and a Get Directions link.
import styled from '@emotion/styled'
import type { Home, Location } from '../../lib/content/schema.ts'
import { colors } from '../theme.ts'
import { Island } from '../islands/Island.tsx'
import { Directions, OfficeDetails } from './OfficeDetails.tsx'
import { Card, CardGrid, Section } from './Section.tsx'

const MapArea = styled.div`
  margin-bottom: 3rem;
`

const AllHeading = styled.h3`
  margin: 0 0 1.25rem;
  font-size: 1.375rem;
  text-align: center;
`

const LocationCard = styled(Card)`
  h4 {
    margin: 0 0 0.75rem;
    font-size: 1.1875rem;
    color: ${colors.primary};
  }
  a[target='_blank'] {
    margin-top: auto;
    align-self: flex-start;
  }
`

export function Locations({ text, locations, phone }: { text: Home['locations']; locations: Location[]; phone: string }) {
  return (
    <Section id="locations" heading={text.heading} intro={text.intro}>
      <MapArea>
        <Island name="LocationPicker" props={{ locations, phone, text }} />
      </MapArea>
      <AllHeading>{text.allHeading}</AllHeading>
      <CardGrid columns={4}>
        {locations.map((location) => (
          <LocationCard key={location.name}>
            <h4>{location.name}</h4>
            <OfficeDetails location={location} phone={phone} phoneLabel={text.phoneLabel} />
            <Directions location={location} label={text.directionsLabel} variant="secondary" />
          </LocationCard>
        ))}
      </CardGrid>
    </Section>
  )
}
