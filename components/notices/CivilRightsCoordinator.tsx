// The civil rights (Section 1557) coordinator's contact details, from content/site.yaml, so the two
// federal notices never carry a copy that could drift from the other.
import { getContent } from '../../lib/content/index.ts'
import { telHref } from '../ui.tsx'

export function CivilRightsCoordinator() {
  const { civilRightsCoordinator: c } = getContent().site
  return (
    <address style={{ fontStyle: 'normal' }}>
      {c.name}, {c.title}
      <br />
      {c.street}, {c.city}, {c.state} {c.zip}
      <br />
      <a href={telHref(c.phone)}>{c.phone}</a> (TTY 711) · <a href={`mailto:${c.email}`}>{c.email}</a>
    </address>
  )
}
