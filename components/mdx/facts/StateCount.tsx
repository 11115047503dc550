// <StateCount /> in an MDX file: the number of states our offices are in, as a word ("eight").
// <StateCount capital /> starts it with a capital letter, for the start of a sentence.
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { factText } from '../../../lib/content/facts.ts'

export function StateCount({ capital = false }: { capital?: boolean }) {
  return <>{factText('StateCount', usePageContent(), capital, usePageLanguage())}</>
}
