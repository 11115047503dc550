// A scratch copy of the working tree, to change content and build without touching the repository:
// the build benchmark, the editing guide's tasks, the pseudo-locale and the build-mistake test use it.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Copies the files of `repo`'s working tree (committed or not, never ignored ones such as dist/ or .data/) into `scratch`, and links its node_modules. */
export function copyWorkingTree(scratch: string, repo = process.cwd()): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    try {
      copyFileSync(join(repo, file), join(scratch, file))
    } catch {
      // Deleted in the working tree but still tracked: not part of the site.
    }
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'))
}
