// When the words of a content file last changed: the date a translation is compared with. A change to
// the review metadata alone (who reviewed the page and when) leaves the words, and so the Spanish
// translation, as they were. Git gives each committed version of the file; the words are every
// field and the body, less the review fields.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { lastUpdated } from '../time/dates.ts'

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
  return wordDates(root)(file)
}

type Version = { commit: string; date: string }

/**
 * wordsLastChanged for one run of the check: git is asked twice in all, for the history of content/ and
 * for every version of its MDX files at once (a git process per version took seconds on a busy machine).
 */
export function wordDates(root = process.cwd()): (file: string) => string {
  let history: { versions: Map<string, Version[]>; texts: Map<string, string> } | undefined | null
  return (file) => {
    if (history === undefined) history = readHistory(root)
    const versions = history?.versions.get(file)
    if (!history || !versions) return lastUpdated(file)
    const current = wordsOf(readFileSync(join(root, file), 'utf8'))
    // Newest first: the words changed in the oldest of the newest versions that all have today's words.
    let date: string | undefined
    for (const { commit, date: committed } of versions) {
      const text = history.texts.get(`${commit}:${file}`)
      if (text === undefined || wordsOf(text) !== current) break
      date = committed
    }
    // Words not committed yet (or no commit at all): the file's own date.
    return date ?? lastUpdated(file)
  }
}

/** Every committed version of every MDX file of content/, newest first; null outside a git checkout. */
function readHistory(root: string): { versions: Map<string, Version[]>; texts: Map<string, string> } | null {
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: root, input, maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] })
  const versions = new Map<string, Version[]>()
  try {
    let version: Version = { commit: '', date: '' }
    for (const line of git(['log', '--format=@%H %cs', '--no-renames', '--name-only', '--', 'content']).toString('utf8').split('\n')) {
      if (line.startsWith('@')) version = { commit: line.slice(1, 41), date: line.slice(42) }
      else if (line.endsWith('.mdx')) versions.set(line, [...(versions.get(line) ?? []), version])
    }
    const names = [...versions].flatMap(([file, list]) => list.map(({ commit }) => `${commit}:${file}`))
    const out = git(['cat-file', '--batch'], names.map((name) => `${name}\n`).join(''))
    // Each answer: "<id> blob <size>" and the text, or "<name> missing" for a version that deleted the file.
    const texts = new Map<string, string>()
    let at = 0
    for (const name of names) {
      const end = out.indexOf(10, at)
      const header = out.subarray(at, end).toString('utf8')
      at = end + 1
      if (header.endsWith(' missing')) continue
      const size = Number(header.split(' ')[2])
      texts.set(name, out.subarray(at, at + size).toString('utf8'))
      at += size + 1
    }
    return { versions, texts }
  } catch {
    return null
  }
}
