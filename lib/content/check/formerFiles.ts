// The content files the repository once had and the work tree no longer has: the pages that were
// renamed or removed, whose addresses need a redirect (lib/content/redirects.ts). Git is asked once;
// outside a git checkout (a copy of the files) there is no history, so nothing is reported.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export function formerContentFiles(root: string): string[] {
  try {
    // --no-renames: a renamed file counts as removed under its old name, which is what a redirect needs.
    const everSeen = execFileSync('git', ['log', '--format=', '--name-only', '--no-renames', '--', 'content'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
    return [...new Set(everSeen.split('\n').filter(Boolean))].filter((file) => !existsSync(join(root, file))).sort()
  } catch {
    return []
  }
}
