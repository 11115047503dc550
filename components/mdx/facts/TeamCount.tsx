// <TeamCount /> in an MDX file: the number of people in content/team/, as a word ("eight").
// <TeamCount capital /> starts it with a capital letter, for the start of a sentence.
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { factText } from '../../../lib/content/facts.ts'

export function TeamCount({ capital = false }: { capital?: boolean }) {
  return <>{factText('TeamCount', usePageContent(), capital, usePageLanguage())}</>
}
