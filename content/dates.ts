// When a content file last changed: the date of its last commit (YYYY-MM-DD), or the file's own
// modification date when it has no commit yet. Used for "Last updated" and the sitemap's lastmod.
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'

const cache = new Map<string, string>()

export function lastUpdated(file: string): string {
  let date = cache.get(file)
  if (!date) {
    date = commitDate(file) ?? statSync(file).mtime.toISOString().slice(0, 10)
    cache.set(file, date)
  }
  return date
}

function commitDate(file: string): string | undefined {
  try {
    // A file with uncommitted changes is newer than its last commit.
    const changed = execFileSync('git', ['status', '--porcelain', '--', file], { encoding: 'utf8' }).trim()
    if (changed) return undefined
    return execFileSync('git', ['log', '-1', '--format=%cs', '--', file], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}
