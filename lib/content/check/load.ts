// Reads every content file from disk and checks it, for the build, `npm run check`, the scripts and the
// tests (the pages read the content without the check: runtime.ts).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readContentFiles } from '../runtime.ts'
import { pictureContentProblems, pictureWeightProblems } from './picture-rules.ts'
import { formerContentFiles, wordDates } from './wordDates.ts'
import { validateContent, type Content, type Problem } from './validate.ts'

export { readContentFiles }

export function loadContent(root: string = process.cwd(), today?: Date, { compileBodies = true, siteUrl }: { compileBodies?: boolean; siteUrl?: string } = {}): { content: Content; problems: Problem[] } {
  const files = readContentFiles(root)
  const checked = validateContent(files, {
    publicFileExists: (sitePath) => existsSync(join(root, 'public', sitePath)),
    today,
    compileBodies,
    // The full check asks git's history (translations behind their English words, removed pages);
    // a page being rendered needs the content only, and the dev server reads it on every page.
    lastChanged: compileBodies ? wordDates(root) : undefined,
    formerFiles: compileBodies ? formerContentFiles(root) : [],
    siteUrl,
    ownLayouts: ownLayoutRoutes(root),
  })
  checked.problems.push(...pictureWeightProblems(files, root), ...pictureContentProblems(files, root))
  return checked
}

/** The pages with a folder of their own (pages/<name>/, pages/index/ is "/"): each needs its content file. */
function ownLayoutRoutes(root: string): string[] {
  const pages = join(root, 'pages')
  if (!existsSync(pages)) return []
  return readdirSync(pages, { withFileTypes: true })
    .filter((item) => item.isDirectory() && /^[a-z]/.test(item.name) && existsSync(join(pages, item.name, '+Page.server.tsx')))
    .map((item) => (item.name === 'index' ? '/' : `/${item.name}`))
}
