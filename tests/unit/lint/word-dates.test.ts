// A Spanish translation falls behind when the words of its English page change, not when a clinician
// only records a new review (reviewedBy, lastReviewed). On a scratch git repository with dated commits.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wordDates, wordsOf } from '../../../lib/content/check/wordDates.ts'

const file = 'content/conditions/stroke.mdx'
const article = (reviewer: string, reviewed: string, title = 'Stroke') =>
  `---\ntitle: "${title}"\nreviewedBy: ${reviewer}\nlastReviewed: ${reviewed}\n---\n\nCall 911 right away.\n`

function repository(): { root: string; commit: (text: string, date: string) => void } {
  const root = mkdtempSync(join(tmpdir(), 'word-dates-'))
  mkdirSync(join(root, 'content/conditions'), { recursive: true })
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } })
  git(['init', '-q'])
  return {
    root,
    commit: (text, date) => {
      writeFileSync(join(root, file), text)
      git(['add', '.'])
      git(['commit', '-qm', 'change'], `${date}T12:00:00Z`)
    },
  }
}

describe('when the words of a page last changed', () => {
  it('leaves out the review fields', () => {
    expect(wordsOf(article('ann-lee', '2026-01-01'))).toBe(wordsOf(article('ben-ode', '2026-11-01')))
    expect(wordsOf(article('ann-lee', '2026-01-01'))).not.toBe(wordsOf(article('ann-lee', '2026-01-01', 'Stroke and TIA')))
  })

  it('is the date of the last change to the words, whatever reviews were recorded since', () => {
    const { root, commit } = repository()
    commit(article('ann-lee', '2026-01-01'), '2026-01-01')
    commit(article('ann-lee', '2026-01-01', 'Stroke and TIA'), '2026-03-05')
    commit(article('ben-ode', '2026-06-01'), '2026-06-01')
    expect(wordDates(root)(file)).toBe('2026-06-01')
    commit(article('ben-ode', '2026-06-01', 'Stroke and TIA'), '2026-07-01')
    commit(article('ann-lee', '2026-09-09', 'Stroke and TIA'), '2026-09-09')
    commit(article('ben-ode', '2026-10-10', 'Stroke and TIA'), '2026-10-10')
    expect(wordDates(root)(file)).toBe('2026-07-01')
  })

  it('counts a review recorded but not committed yet as no change to the words', () => {
    const { root, commit } = repository()
    commit(article('ann-lee', '2026-01-01'), '2026-02-02')
    writeFileSync(join(root, file), article('ben-ode', '2026-11-20'))
    expect(wordDates(root)(file)).toBe('2026-02-02')
  })

  it('says nothing outside a git checkout (a downloaded copy, every file dated the day it was copied)', () => {
    const root = mkdtempSync(join(tmpdir(), 'word-dates-no-git-'))
    mkdirSync(join(root, 'content/conditions'), { recursive: true })
    writeFileSync(join(root, file), article('ann-lee', '2026-01-01'))
    expect(wordDates(root)(file)).toBeUndefined()
  })
})
