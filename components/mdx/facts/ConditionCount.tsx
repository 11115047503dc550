// <ConditionCount /> in an MDX file: the number of condition articles in content/conditions/, as a word ("eight").
// <ConditionCount capital /> starts it with a capital letter, for the start of a sentence.
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { factText } from '../../../lib/content/facts.ts'

export function ConditionCount({ capital = false }: { capital?: boolean }) {
  return <>{factText('ConditionCount', usePageContent(), capital, usePageLanguage())}</>
}
