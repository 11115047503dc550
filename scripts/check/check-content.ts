// `npm run check:content` (and the content part of `npm run check`): every mistake in every content file,
// in one run, in plain words, without the code checks. Exits with 1 when there is an error; warnings
// (such as an old medical review) are listed but pass. Its time is counted from the start of the process.
// `npm run check:content -- --readability` also lists the reading level of each article.
// CONTENT_ROOT=<folder> checks the content/ and public/ of another folder (the guide-tasks test uses it).
import { loadContent } from '../../lib/content/check/load.ts'
import { siteUrl } from '../../renderer/headTags.ts'
import { readabilityReport } from '../../lib/content/check/readability.ts'
import { formatProblems } from '../../lib/content/check/validate.ts'
import { reportToGitHub } from './github-annotations.ts'

const { content, problems } = loadContent(process.env.CONTENT_ROOT ?? process.cwd(), undefined, { siteUrl: siteUrl() })
const errors = problems.filter((p) => p.level === 'error')
const warnings = problems.filter((p) => p.level === 'warning')
reportToGitHub(problems)
// performance.now() counts from the start of the process: loading the code is part of the wait.
const seconds = `${(performance.now() / 1000).toFixed(1)} s`

if (process.argv.includes('--readability')) console.log(readabilityReport(content))
if (warnings.length > 0) {
  console.log(`\n${warnings.length} warning(s): these do not stop the build, but please look at them.\n`)
  console.log(formatProblems(warnings))
}
if (errors.length > 0) {
  console.error(`\n${errors.length} mistake(s) in the content. The site cannot be built until they are fixed:\n`)
  console.error(formatProblems(errors))
  console.error(`\nContent check: ${errors.length} mistake(s) to fix in ${new Set(errors.map((e) => e.file)).size} file(s)${warnings.length ? `, ${warnings.length} warning(s)` : ''} (${seconds}).`)
  process.exit(1)
}
const counts = Object.entries(content)
  .filter(([, value]) => Array.isArray(value))
  .map(([key, value]) => `${(value as unknown[]).length} ${key}`)
console.log(`\nContent check passed: every file reads and builds, every link leads somewhere (${counts.join(', ')}; ${warnings.length} warning(s), ${seconds}).`)
