// <TeamCount /> in an MDX file: the number of people in content/team/, as a word ("eight").
// <TeamCount capital /> starts it with a capital letter, for the start of a sentence.
import { getContent } from '../../lib/content/index.ts'
import { factText } from '../../lib/content/facts.ts'

export function TeamCount({ capital = false }: { capital?: boolean }) {
  return <>{factText('TeamCount', getContent(), capital)}</>
}
