// <OfficeList /> in an MDX file: every office of content/locations.yaml as a card with its name (a link
// to the office's page, in the page's language when it has one) and address, so a page in any language
// lists the offices without copying them (they change in one place).
import { usePageContent, useLocale } from '../../i18n.ts'
import { officeSlug } from '../../../lib/content/routes.ts'
import { Card } from '../../shapes/Card.tsx'
import { CardGrid } from '../../shapes/CardGrid.tsx'

export function OfficeList() {
  const { href } = useLocale()
  return (
    <CardGrid data-layout="grid" inText columns={4}>
      {usePageContent().locations.map((office) => (
        <Card key={office.name}>
          <h3>
            <a href={href('offices', officeSlug(office.name))}>{office.name}</a>
          </h3>
          <p>
            {office.address}
            <br />
            {office.city}
          </p>
        </Card>
      ))}
    </CardGrid>
  )
}
