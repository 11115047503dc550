// <StateNames /> in an MDX file: the states our offices are in, as "Louisiana, Mississippi and Texas",
// worked out from content/locations.yaml.
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { factText } from '../../../lib/content/facts.ts'

export function StateNames() {
  return <>{factText('StateNames', usePageContent(), false, usePageLanguage())}</>
}
