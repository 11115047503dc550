// <OfficeCount /> in an MDX file: the number of offices in content/locations.yaml, as a word ("eight").
// <OfficeCount capital /> starts it with a capital letter, for the start of a sentence.
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { factText } from '../../../lib/content/facts.ts'

export function OfficeCount({ capital = false }: { capital?: boolean }) {
  return <>{factText('OfficeCount', usePageContent(), capital, usePageLanguage())}</>
}
