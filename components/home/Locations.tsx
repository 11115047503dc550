// The locations section (/#locations): the selected office, then a card for every office in
// the order of content/locations.yaml, each with the shared phone number and a Get Directions link.
import styled from '@emotion/styled'
import type { Home, Location } from '../../content/schema.ts'
import { colors } from '../theme.ts'
import { ButtonLink, ExternalLink, VisuallyHidden, telHref } from '../ui.tsx'
import { directionsUrl } from './directions.ts'
import { PhoneIcon, PinIcon } from './icons.tsx'
import { Card, CardGrid, Section } from './Section.tsx'

const DirectionsButton = ButtonLink.withComponent(ExternalLink)

const Details = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
  address,
  p {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    margin: 0;
    font-style: normal;
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.3rem;
    color: ${colors.accent};
  }
`

function OfficeDetails({ location, phone, phoneLabel }: { location: Location; phone: string; phoneLabel: string }) {
  return (
    <Details>
      <address>
        <PinIcon />
        <span>
          {location.address}
          <br />
          {location.city}
        </span>
      </address>
      <p>
        <PhoneIcon />
        <span>
          <VisuallyHidden>{phoneLabel}: </VisuallyHidden>
          <a href={telHref(phone)}>{phone}</a>
        </span>
      </p>
    </Details>
  )
}

function Directions({ location, label, variant }: { location: Location; label: string; variant: 'primary' | 'secondary' }) {
  return (
    <DirectionsButton variant={variant} href={directionsUrl(location)}>
      {label}
      <VisuallyHidden> to {location.name}</VisuallyHidden>
    </DirectionsButton>
  )
}

const MapArea = styled.div`
  margin-bottom: 3rem;
`

const Selected = styled.article`
  max-width: 36rem;
  margin: 0 auto;
  padding: 1.75rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${colors.primary};
  border-radius: 0.75rem;
  p:first-of-type {
    margin: 0;
  }
  h3 {
    margin: 0 0 1rem;
    font-size: 1.5rem;
    color: ${colors.primary};
  }
`

const Eyebrow = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.accent};
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
  const [selected] = locations
  return (
    <Section id="locations" heading={text.heading} intro={text.intro}>
      <MapArea>
        {/*
          MAP SLOT: the interactive map and the location dropdown go here (SPEC.md §2 Home, §4).
          The selected location starts as the first office (Covington); choosing another in the
          dropdown changes the card below and re-centres the map. Reuse directionsUrl() from
          ./directions.ts for its Get Directions button.
        */}
        {selected && (
          <Selected aria-labelledby="selected-location">
            <Eyebrow>{text.selectedLabel}</Eyebrow>
            <h3 id="selected-location">{selected.name}</h3>
            <OfficeDetails location={selected} phone={phone} phoneLabel={text.phoneLabel} />
            <Directions location={selected} label={text.directionsLabel} variant="primary" />
          </Selected>
        )}
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
