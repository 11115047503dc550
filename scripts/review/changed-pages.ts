// Lists the pages of the site that a set of changed files affects, as Markdown links into a preview.
// The preview workflow writes it into the pull request's job summary:
//   git diff --name-only origin/main...HEAD | npx tsx scripts/review/changed-pages.ts
// Files can also be given as arguments. --base=<url> sets where the preview is served
// (default http://localhost:3000, where `npx serve` and `npm run preview` serve it).
// Which page shows which content file comes from the last build (dist/page-sources.json, written
// while the pages are pre-rendered), so build the branch first: `npm run build`.
import { readFileSync } from 'node:fs'
import { readContentFiles } from '../../lib/content/check/load.ts'
import { pageSourcesPath, readPageSources } from '../../lib/content/pageSources.ts'
import { changedPages, changedPagesMarkdown, pictureUsersOf } from './changed-pages-lib.ts'

const args = process.argv.slice(2)
const base = args.find((a) => a.startsWith('--base='))?.slice('--base='.length)
const named = args.filter((a) => !a.startsWith('--'))
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
