// <LanguageCount /> in an MDX file: the number of languages of the taglines in content/languages.yaml, as a
// word ("fifteen"). <LanguageCount capital /> starts it with a capital letter, for the start of a sentence.
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { factText } from '../../../lib/content/facts.ts'

export function LanguageCount({ capital = false }: { capital?: boolean }) {
  return <>{factText('LanguageCount', usePageContent(), capital, usePageLanguage())}</>
}
