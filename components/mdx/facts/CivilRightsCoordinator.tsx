// The civil rights (Section 1557) coordinator's contact details, from content/site.yaml, so the two
// federal notices never carry a copy that could drift from the other.
import styled from '@emotion/styled'
import { formatPhone, telHref } from '../../format.ts'
import { usePageContent, usePageUi } from '../../i18n.ts'
import { usePageLanguage } from '../../lang.ts'

const Address = styled.address`
  font-style: normal;
`

export function CivilRightsCoordinator() {
  const lang = usePageLanguage()
  const { civilRightsCoordinator: c } = usePageContent().site
  const title = usePageUi().civilRightsCoordinatorTitle
  return (
    <Address>
      {c.name}, {title}
      <br />
      {c.street}, {c.city}, {c.state} {c.zip}
      <br />
      <a href={telHref(c.phone)}>{formatPhone(c.phone, lang)}</a> (TTY 711) · <a href={`mailto:${c.email}`}>{c.email}</a>
    </Address>
  )
}
