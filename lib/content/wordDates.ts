// When the words of a content file last changed: the date a translation is compared with. A change to
// the review metadata alone (who reviewed the page and when) leaves the words, and so the Spanish
// translation, as they were. Git gives each committed version of the file; the words are every
// field and the body, less the review fields.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { lastUpdated } from './dates.ts'

/** Frontmatter fields that record a review, not words a reader sees. */
export const REVIEW_FIELDS = ['reviewedBy', 'lastReviewed'] as const

/** The words of an MDX file: its frontmatter less the review fields, and its body. */
export function wordsOf(text: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!match) return text
  let fields: unknown
  try {
    fields = parse(match[1] ?? '')
  } catch {
    return text
  }
  if (!fields || typeof fields !== 'object') return text
  const words = Object.fromEntries(Object.entries(fields).filter(([key]) => !(REVIEW_FIELDS as readonly string[]).includes(key)))
  return `${JSON.stringify(words)}\n${text.slice(match[0].length).trim()}`
}

/** YYYY-MM-DD of the last change to the file's words (see the header); the file's own date without git. */
export function wordsLastChanged(file: string, root = process.cwd()): string {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
  let versions: { commit: string; date: string }[]
  try {
    versions = git(['log', '--format=%H %cs', '--', file])
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ commit: line.slice(0, 40), date: line.slice(41) }))
  } catch {
    return lastUpdated(file)
  }
  const current = wordsOf(readFileSync(join(root, file), 'utf8'))
  // Newest first: the words changed in the oldest of the newest versions that all have today's words.
  let date: string | undefined
  for (const { commit, date: committed } of versions) {
    let words: string
    try {
      words = wordsOf(git(['show', `${commit}:${file}`]))
    } catch {
      break
    }
    if (words !== current) break
    date = committed
  }
  // Words not committed yet (or no commit at all): the file's own date.
  return date ?? lastUpdated(file)
}
