// The locations' map: a list to choose an office (the first at start), its card with Get Directions,
// and the map centred on it (OfficeMap).
import styled from '@emotion/styled'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import type { Home, OfficeOnMap } from '../../lib/content/schema.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { fieldControl, NewTabWords } from '../ui.tsx'
import { OfficeMap } from './OfficeMap.tsx'
import { Directions, OfficeDetails } from '../home/OfficeDetails.tsx'

export interface LocationPickerProps {
  locations: OfficeOnMap[]
  phone: string
  /** The words of home.yaml's locations section in the page's language. */
  text: Pick<Home['locations'], 'chooseLabel' | 'selectedLabel' | 'phoneLabel' | 'directionsLabel' | 'mapTitle' | 'showMapLabel' | 'openInMapsLabel' | 'mapFailed'> & { directionsTo: string; showMapOf: string; newTab: string }
  /** The level of the chosen office's name: h3 under the home page's section heading, h2 where it opens a page. */
  headingLevel?: 'h2' | 'h3'
}

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${breakpoints.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    align-items: start;
  }
`

const Panel = styled.div`
  display: grid;
  gap: 1.25rem;
  ${breakpoints.wide} {
    order: 2;
  }
  label {
    display: block;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
  select {
    ${fieldControl}
  }
`

const Selected = styled.article`
  padding: 1.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${colors.primary};
  border-radius: ${radii.large};
  h2,
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

export function LocationPicker({ locations, phone, text, headingLevel: Heading = 'h3' }: LocationPickerProps) {
  const [selectedName, setSelectedName] = useState(locations[0]?.name ?? '')
  const selected = locations.find((l) => l.name === selectedName) ?? locations[0]
  // The list shows the new office at once; its card and map, most of the work, a render later.
  const shownName = useDeferredValue(selectedName)
  const shown = locations.find((l) => l.name === shownName) ?? locations[0]
  const selectId = useId()
  const office = useMemo(
    () =>
      shown && {
        card: (
          <Selected aria-live="polite" aria-labelledby={`${selectId}-name`}>
            <Eyebrow>{text.selectedLabel}</Eyebrow>
            <Heading id={`${selectId}-name`}>{shown.name}</Heading>
            <OfficeDetails location={shown} phone={phone} phoneLabel={text.phoneLabel} />
            <Directions location={shown} label={text.directionsLabel} to={text.directionsTo} variant="primary" />
          </Selected>
        ),
        map: <OfficeMap location={shown} text={text} />,
      },
    [shown, phone, text, Heading, selectId],
  )
  if (!selected || !office) return null
  return (
    <NewTabWords.Provider value={text.newTab}>
    <Layout>
      <Panel>
        <div>
          <label htmlFor={selectId}>{text.chooseLabel}</label>
          <select id={selectId} value={selected.name} onChange={(event) => setSelectedName(event.target.value)}>
            {locations.map((location) => (
              <option key={location.name} value={location.name}>
                {location.name} ({location.city.split(',')[1]?.trim().split(' ')[0]})
              </option>
            ))}
          </select>
        </div>
        {office.card}
      </Panel>
      {office.map}
    </Layout>
    </NewTabWords.Provider>
  )
}
