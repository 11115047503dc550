// Reads every content file from disk and validates it. Used by the build (vite.config.ts),
// the pages at pre-render time (lib/content/index.ts) and `npm run check`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { formerContentFiles } from './formerFiles.ts'
import { pictureWeightProblems } from './picture-weight.ts'
import { wordsLastChanged } from './wordDates.ts'
import { validateContent, type Content, type Problem, type SourceFile } from './validate.ts'

export function readContentFiles(root: string): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, item.name)
      if (item.isDirectory()) walk(full)
      else if (/\.(ya?ml|mdx?)$/.test(item.name) && !['README.md', 'REFERENCE.md'].includes(item.name))
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') })
    }
  }
  walk(join(root, 'content'))
  return files.sort((a, b) => a.path.localeCompare(b.path))
}

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
  checked.problems.push(...pictureWeightProblems(files, root))
  return checked
}
