// `npm run check`: types, eslint, the content check and the content guide's field tables, in that order,
// stopping at the first that fails. Options after `--` go to the content check, so the guide's
// `npm run check -- --readability` lists the reading level of each article.
import { spawnSync } from 'node:child_process'

const contentOptions = process.argv.slice(2)
const stages: [string, string[]][] = [
  ['npx', ['tsc', '--noEmit']],
  ['npx', ['eslint', '.']],
  [process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', ...contentOptions]],
  [process.execPath, ['--import', 'tsx', 'scripts/content-docs.ts', '--check']],
]
for (const [command, args] of stages) {
  const run = spawnSync(command, args, { stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
