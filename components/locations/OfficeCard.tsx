// The card of one office (the home page, /locations): its name and a link to its page, address, phone, directions.
import styled from '@emotion/styled'
import type { Home, Location } from '../../lib/content/schema.ts'
import { officeSlug } from '../../lib/content/routes.ts'
import { Card } from '../shapes/Card.tsx'
import { Directions, OfficeDetails } from '../home/OfficeDetails.tsx'
import { useLocale } from '../i18n.ts'
import { colors } from '../theme.ts'

const Surface = styled(Card)`
  h3,
  h4 {
    margin: 0 0 0.75rem;
    font-size: 1.1875rem;
  }
  h3 a,
  h4 a {
    color: ${colors.primary};
  }
  a[target='_blank'] {
    margin-top: auto;
    align-self: flex-start;
  }
`

const PageLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  margin: -0.5rem 0 1rem;
  font-weight: 600;
`

interface OfficeCardProps {
  location: Location
  phone: string
  text: Pick<Home['locations'], 'phoneLabel' | 'directionsLabel'> & { directionsTo: string }
  /** "About our {name} office" (content/locations-page.yaml). */
  pageLinkLabel: string
  /** The level of the office name: h4 under a section's h3, h3 under a page's h2. */
  headingLevel: 'h3' | 'h4'
}

export function OfficeCard({ location, phone, text, pageLinkLabel, headingLevel: Heading }: OfficeCardProps) {
  const href = useLocale().href('offices', officeSlug(location.name))
  return (
    <Surface>
      <Heading>
        <a href={href}>{location.name}</a>
      </Heading>
      <OfficeDetails location={location} phone={phone} phoneLabel={text.phoneLabel} />
      <PageLink href={href}>{pageLinkLabel.replace('{name}', location.name)}</PageLink>
      <Directions location={location} label={text.directionsLabel} to={text.directionsTo} variant="secondary" />
    </Surface>
  )
}
