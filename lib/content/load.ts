// Reads every content file from disk and checks it: the content check of the build (vite.config.ts),
// `npm run check`, the scripts and the tests. The pages read the content without the check
// (runtime.ts, through lib/content/index.ts).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readContentFiles } from './runtime.ts'
import { formerContentFiles } from './formerFiles.ts'
import { pictureWeightProblems } from './picture-weight.ts'
import { pictureContentProblems } from './picture-rules.ts'
import { wordsLastChanged } from './wordDates.ts'
import { validateContent, type Content, type Problem } from './validate.ts'

export { readContentFiles }

export function loadContent(
  root: string = process.cwd(),
  today?: Date,
  { compileBodies = true, siteUrl }: { compileBodies?: boolean; siteUrl?: string } = {},
): { content: Content; problems: Problem[] } {
  const files = readContentFiles(root)
  const checked = validateContent(files, {
    publicFileExists: (sitePath) => existsSync(join(root, 'public', sitePath)),
    today,
    compileBodies,
    // The full check asks git's history (translations behind their English words, removed pages);
    // a page being rendered needs the content only, and the dev server reads it on every page.
    lastChanged: compileBodies ? (file) => wordsLastChanged(file, root) : undefined,
    formerFiles: compileBodies ? formerContentFiles(root) : [],
    siteUrl,
  })
  checked.problems.push(...pictureWeightProblems(files, root), ...pictureContentProblems(files, root))
  return checked
}
