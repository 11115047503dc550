// Facts worked out from the content (lib/content/facts.ts), so a page never carries a copy that could drift.
import styled from '@emotion/styled'
import { factText, type FactName } from '../../../lib/content/facts.ts'
import { officeSlug } from '../../../lib/content/routes.ts'
import { formatPhone, telHref } from '../../format.ts'
import { useLocale, usePageContent, usePageLanguage, usePageUi } from '../../i18n.ts'
import { Card } from '../../shapes/Card.tsx'
import { CardGrid } from '../../shapes/CardGrid.tsx'

/** <OfficeCount /> and the like: a count as a word ("eight"); `capital` starts it with a capital letter. */
const count = (name: FactName) =>
  function Count({ capital = false }: { capital?: boolean }) {
    return factText(name, usePageContent(), capital, usePageLanguage())
  }

export const OfficeCount = count('OfficeCount')
export const StateCount = count('StateCount')
export const TeamCount = count('TeamCount')
export const ConditionCount = count('ConditionCount')
export const LanguageCount = count('LanguageCount')
/** "Louisiana, Mississippi and Texas": the states the offices are in. */
export const StateNames = count('StateNames')

/** Every office as a card with its name (a link to its page) and address. */
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

const Address = styled.address`
  font-style: normal;
`

/** The civil rights (Section 1557) coordinator, the same in both federal notices. */
export function CivilRightsCoordinator() {
  const { civilRightsCoordinator: c } = usePageContent().site
  const title = usePageUi().civilRightsCoordinatorTitle
  return (
    <Address>
      {c.name}, {title}
      <br />
      {c.street}, {c.city}, {c.state} {c.zip}
      <br />
      <a href={telHref(c.phone)}>{formatPhone(c.phone, usePageLanguage())}</a> (TTY 711) · <a href={`mailto:${c.email}`}>{c.email}</a>
    </Address>
  )
}
