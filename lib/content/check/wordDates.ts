// What git's history tells the check: when the words of each content file last changed (a change to
// the review fields alone leaves the words, and so the translation, as they were), and which content
// files are gone (their addresses need a redirect). Outside a git checkout it tells nothing.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { lastUpdated } from '../time/dates.ts'

/** Frontmatter fields that record a review, not words a reader sees. */
const REVIEW_FIELDS = new Set(['reviewedBy', 'lastReviewed'])

/** The words of an MDX file: its frontmatter less the review fields, and its body. */
export function wordsOf(text: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  let fields: unknown
  try {
    fields = match && parse(match[1] ?? '')
  } catch {
    return text
  }
  if (!match || !fields || typeof fields !== 'object') return text
  const words = Object.fromEntries(Object.entries(fields).filter(([key]) => !REVIEW_FIELDS.has(key)))
  return `${JSON.stringify(words)}\n${text.slice(match[0].length).trim()}`
}

type Version = { commit: string; date: string }
const git = (root: string, args: string[], input?: string) => execFileSync('git', args, { cwd: root, input, maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] })

/**
 * YYYY-MM-DD of the last change to each file's words (the file's own date for words not committed).
 * Git is asked twice in all: for the history of content/ and for every version of its MDX files at once.
 * Outside a git checkout (a downloaded copy) undefined: every file there is dated the day it was copied,
 * which says nothing of when its words changed.
 */
export function wordDates(root = process.cwd()): (file: string) => string | undefined {
  let history: { versions: Map<string, Version[]>; texts: Map<string, string> } | undefined | null
  return (file) => {
    if (history === undefined) history = readHistory(root)
    if (!history) return undefined
    const versions = history.versions.get(file)
    if (!versions) return lastUpdated(file)
    const current = wordsOf(readFileSync(join(root, file), 'utf8'))
    // Newest first: the words changed in the oldest of the newest versions that all have today's words.
    let date: string | undefined
    for (const { commit, date: committed } of versions) {
      const text = history.texts.get(`${commit}:${file}`)
      if (text === undefined || wordsOf(text) !== current) break
      date = committed
    }
    return date ?? lastUpdated(file)
  }
}

/** Every committed version of every MDX file of content/, newest first; null outside a git checkout. */
function readHistory(root: string): { versions: Map<string, Version[]>; texts: Map<string, string> } | null {
  const versions = new Map<string, Version[]>()
  try {
    let version: Version = { commit: '', date: '' }
    for (const line of git(root, ['log', '--format=@%H %cs', '--no-renames', '--name-only', '--', 'content']).toString('utf8').split('\n')) {
      if (line.startsWith('@')) version = { commit: line.slice(1, 41), date: line.slice(42) }
      else if (line.endsWith('.mdx')) versions.set(line, [...(versions.get(line) ?? []), version])
    }
    const names = [...versions].flatMap(([file, list]) => list.map(({ commit }) => `${commit}:${file}`))
    const out = git(root, ['cat-file', '--batch'], names.map((name) => `${name}\n`).join(''))
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

/** The content files the history knows and the work tree no longer has (a rename counts as a removal). */
export function formerContentFiles(root: string): string[] {
  try {
    const everSeen = git(root, ['log', '--format=', '--name-only', '--no-renames', '--', 'content']).toString('utf8')
    return [...new Set(everSeen.split('\n').filter(Boolean))].filter((file) => !existsSync(join(root, file))).sort()
  } catch {
    return []
  }
}
