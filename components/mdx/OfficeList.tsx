// <OfficeList /> in an MDX file: every office of content/locations.yaml as a card with its name (a link
// to the office's page, in the page's language when it has one) and address, so a page in any language
// lists the offices without copying them (they change in one place).
import { usePageContent } from '../i18n.ts'
import { officePath, routeIn } from '../../lib/content/routes.ts'
import { usePageLanguage } from '../lang.ts'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'

export function OfficeList() {
  const lang = usePageLanguage()
  return (
    <CardGrid data-layout="grid" inText columns={4}>
      {usePageContent().locations.map((office) => (
        <Card key={office.name}>
          <h3>
            <a href={routeIn(lang, officePath(office.name))}>{office.name}</a>
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
