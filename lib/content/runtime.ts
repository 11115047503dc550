// The content as the pages get it: every file parsed with its schema, nothing more (the content check
// runs before every build). A file it cannot read stops the page with the check's own words.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { collections, dataFiles } from './files.ts'
import { checkedYaml, formatProblems, splitFrontmatter } from './check/check-engine.ts'
import type { Entry, LineOf, Problem, SourceFile } from './check/check-types.ts'
import type { Content } from './content-types.ts'
import { fillFacts } from './facts.ts'
import { validateTranslations } from './check/translations.ts'
import { checkUiFiles } from './ui-files.ts'
import { decodeContentFile, encodingProblems } from './check/encoding.ts'

/** Every content file (Markdown and YAML, the guides left out), sorted by path. */
export function readContentFiles(root: string): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, item.name)
      if (item.isDirectory()) walk(full)
      else if (/\.(ya?ml|mdx?)$/.test(item.name) && !['README.md', 'REFERENCE.md'].includes(item.name))
        files.push({ path: relative(root, full).split(sep).join('/'), ...decodeContentFile(readFileSync(full)) })
    }
  }
  walk(join(root, 'content'))
  return files.sort((a, b) => a.path.localeCompare(b.path))
}

/** The order a collection's entries are shown in: their `order`, then their file name. */
export const byOrder = (a: Entry<unknown>, b: Entry<unknown>) => ((a.data as { order?: number }).order ?? 0) - ((b.data as { order?: number }).order ?? 0) || a.slug.localeCompare(b.slug)

/** Each valid data file's data into `content`; `read` is told each file that could be read, valid or not. */
export function readDataFiles(files: readonly SourceFile[], content: Record<string, unknown>, problems: Problem[], read?: (file: string, parsed: { value: unknown; lineOf: LineOf }) => void): void {
  for (const [key, { file, schema }] of Object.entries(dataFiles)) {
    const source = files.find((f) => f.path === file)
    const checked = source && checkedYaml(file, source.text, 0, schema, problems)
    if (!source) problems.push({ file, level: 'error', message: 'This file is missing. Restore it from the repository history: the site needs it.' })
    if (!checked) continue
    if (checked.data !== undefined) content[key] = checked.data
    read?.(file, checked.parsed)
  }
}

/** The content of these files as data; `problems` gets every mistake that leaves a file out. */
export function parseContent(files: readonly SourceFile[], problems: Problem[] = []): Content {
  const content = {} as Record<string, unknown>
  readDataFiles(files, content, problems)
  const ui = checkUiFiles([...files])
  problems.push(...ui.problems.filter((p) => p.level === 'error'))
  Object.assign(content, { ui: ui.ui, translatedData: ui.translatedData })
  for (const [key, { folder, schema }] of Object.entries(collections)) {
    const entries: Entry<unknown>[] = []
    for (const source of files.filter((f) => f.path.startsWith(`${folder}/`) && f.path.endsWith('.mdx'))) {
      const split = splitFrontmatter(source.text)
      const data = split && checkedYaml(source.path, split.frontmatter, 1, schema, problems)?.data
      if (split && data) entries.push({ slug: source.path.slice(folder.length + 1, -'.mdx'.length), file: source.path, data, body: split.body })
    }
    content[key] = entries.sort(byOrder)
  }
  const conditions = (content.conditions as Entry<unknown>[]).map((entry) => entry.slug)
  const translated = validateTranslations([...files], conditions, {})
  problems.push(...translated.problems.filter((p) => p.level === 'error'))
  content.translations = translated.translations
  fillFacts(content as Content)
  return content as Content
}

/** The content of the site at `root`; a mistake stops here with the file, the line and what to do. */
export function readSiteContent(root: string = process.cwd()): Content {
  const files = readContentFiles(root)
  const problems: Problem[] = encodingProblems(files)
  const content = parseContent(files, problems)
  const errors = problems.filter((p) => p.level === 'error')
  if (errors.length > 0) throw new Error(`The content has ${errors.length} mistake(s) (npm run check lists them all):\n${formatProblems(errors)}`)
  return content
}
