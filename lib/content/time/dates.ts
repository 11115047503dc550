// When a content file last changed: its last commit's date, or its own date when it has uncommitted
// changes or no commit. Git is asked once for all of content/.
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'

let commitDates: Map<string, string> | undefined

function gitDates(): Map<string, string> {
  const dates = new Map<string, string>()
  try {
    const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
    // Newest commits first: the first date seen for a file is its last change.
    let date = ''
    for (const line of git(['log', '--format=@%cs', '--name-only', '--', 'content']).split('\n')) {
      if (line.startsWith('@')) date = line.slice(1)
      else if (line && !dates.has(line)) dates.set(line, date)
    }
    // Files with uncommitted changes are newer than their last commit.
    for (const line of git(['status', '--porcelain', '--', 'content']).split('\n')) {
      if (line.length > 3) dates.delete(line.slice(3).trim())
    }
  } catch {
    // Not a git checkout: every date comes from the files themselves.
  }
  return dates
}

export function lastUpdated(file: string): string {
  commitDates ??= gitDates()
  return commitDates.get(file) ?? statSync(file).mtime.toISOString().slice(0, 10)
}

/** The newest of the dates the files last changed (YYYY-MM-DD). */
export function lastModified(files: string[], dateOf: (file: string) => string = lastUpdated): string {
  return files.map(dateOf).reduce((newest, date) => (date > newest ? date : newest))
}
