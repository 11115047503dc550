// <OfficeList /> in an MDX file: every office of content/locations.yaml as a card with its name and
// address, so a page in any language lists the offices without copying them (they change in one place).
import { z } from 'zod'
import { getContent } from '../../lib/content/index.ts'
import { CardBox, CardGrid } from '../shapes.tsx'

export const props = () => z.strictObject({})

export function OfficeList() {
  return (
    <CardGrid data-layout="grid">
      {getContent().locations.map((office) => (
        <CardBox key={office.name}>
          <h3>{office.name}</h3>
          <p>
            {office.address}
            <br />
            {office.city}
          </p>
        </CardBox>
      ))}
    </CardGrid>
  )
}
