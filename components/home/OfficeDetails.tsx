// An office's address, phone and Get Directions button, on the office cards and in the map's island (so it runs in the browser too).
import styled from '@emotion/styled'
import type { OfficeOnMap } from '../../lib/content/schema.ts'
import { colors } from '../theme.ts'
import { ExternalButtonLink, VisuallyHidden } from '../ui.tsx'
import { formatPhone, telHref } from '../format.ts'
import { usePageLanguage } from '../lang.ts'
import { directionsUrl } from './directions.ts'
import { PhoneIcon, PinIcon } from './icons.tsx'

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
  /* A comfortable touch target (at least 24px high) for the phone link. */
  a[href^='tel:'] {
    display: inline-block;
    min-height: 1.5rem;
    padding: 0.125rem 0;
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.3rem;
    color: ${colors.accent};
  }
`

export function OfficeDetails({ location, phone, phoneLabel }: { location: OfficeOnMap; phone: string; phoneLabel: string }) {
  const lang = usePageLanguage()
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
          <a href={telHref(phone)}>{formatPhone(phone, lang)}</a>
        </span>
      </p>
    </Details>
  )
}

/** The directions link; `to` is what screen readers hear after it ("to {name}", in Spanish "a {name}"). */
export function Directions({ location, label, to, variant }: { location: OfficeOnMap; label: string; to: string; variant: 'primary' | 'secondary' }) {
  return (
    <ExternalButtonLink variant={variant} href={directionsUrl(location)}>
      {label}
      <VisuallyHidden> {to.replaceAll('{name}', location.name)}</VisuallyHidden>
    </ExternalButtonLink>
  )
}
