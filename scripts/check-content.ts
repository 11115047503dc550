// `npm run check` (content part): every mistake in every content file, in one run, in plain words.
// Exits with 1 when there is an error; warnings (such as an old medical review) are listed but pass.
import { loadContent } from '../lib/content/load.ts'
import { formatProblems } from '../lib/content/validate.ts'
import { reportToGitHub } from './github-annotations.ts'

const { content, problems } = loadContent()
const errors = problems.filter((p) => p.level === 'error')
const warnings = problems.filter((p) => p.level === 'warning')
reportToGitHub(problems)

if (warnings.length > 0) {
  console.log(`\n${warnings.length} warning(s): these do not stop the build, but please look at them.\n`)
  console.log(formatProblems(warnings))
}
if (errors.length > 0) {
  console.error(`\n${errors.length} mistake(s) in the content. The site cannot be built until they are fixed:\n`)
  console.error(formatProblems(errors))
  process.exit(1)
}
const counts = Object.entries(content)
  .filter(([, value]) => Array.isArray(value))
  .map(([key, value]) => `${(value as unknown[]).length} ${key}`)
console.log(`Content is valid: ${counts.join(', ')}.`)
