// The pages a set of changed files affects, as Markdown links into a preview (the pull request's job
// summary), from the last build's dist/page-sources.json: build first.
//   git diff --name-only origin/main...HEAD | npx tsx scripts/review/changed-pages.ts [--base <preview url>]
import { readFileSync } from 'node:fs'
import { readContentFiles } from '../../lib/content/check/load.ts'
import { pageSourcesPath, readPageSources } from '../../lib/content/pageSources.ts'
import { changedPages, changedPagesMarkdown, pictureUsersOf } from './changed-pages-lib.ts'
import { commandOptions } from '../ops/command-options.ts'

const { values, positionals: named } = commandOptions(
  { allowPositionals: true, options: { base: { type: 'string' } } },
  'Usage: npm run changed-pages -- [--base <preview url>] [changed file ...]   (or the changed files piped in)',
)
const base = values.base
if (named.length === 0 && process.stdin.isTTY) {
  console.error('Give the changed files as arguments, or pipe them in: git diff --name-only origin/main...HEAD | npx tsx scripts/review/changed-pages.ts')
  process.exit(1)
}
const sources = readPageSources()
if (!sources) {
  console.error(`${pageSourcesPath()} is missing: run \`npm run build\` first. The build records which content files each page shows, and this list is made from that record.`)
  process.exit(1)
}
const files = named.length > 0 ? named : readFileSync(0, 'utf8').split('\n')

process.stdout.write(changedPagesMarkdown(changedPages(files, sources, pictureUsersOf(readContentFiles(process.cwd()))), base))
