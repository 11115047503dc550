// On GitHub, each content mistake shows on its line of the pull request's diff and in the job summary.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Problem } from '../../../lib/content/check/validate.ts'
import { annotation, problemsMarkdown, reportToGitHub } from '../../../scripts/check/github-annotations.ts'

const mistake: Problem = { file: 'content/conditions/stroke.mdx', line: 4, level: 'error', message: 'Write the title, for example: Stroke: 100% care' }
const oldReview: Problem = { file: 'content/team/a.yaml', level: 'warning', message: 'The review is old.\nLook again.' }

afterEach(() => vi.restoreAllMocks())

describe('GitHub annotations of the content check', () => {
  it('names the file and line, escaping what GitHub reads as syntax', () => {
    expect(annotation(mistake)).toBe('::error file=content/conditions/stroke.mdx,line=4::Write the title, for example: Stroke: 100%25 care')
    expect(annotation(oldReview)).toBe('::warning file=content/team/a.yaml::The review is old.%0ALook again.')
  })

  it('lists the problems in Markdown for the summary and the comment', () => {
    const markdown = problemsMarkdown([mistake, oldReview])
    expect(markdown).toContain('found 1 mistake(s)')
    expect(markdown).toContain('`content/conditions/stroke.mdx:4`: Write the title')
    expect(problemsMarkdown([])).toBe('')
  })

  it('prints annotations and fills the summary only on GitHub Actions', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const dir = mkdtempSync(join(tmpdir(), 'annotations-'))
    const summary = join(dir, 'summary.md')
    const comment = join(dir, 'check.md')
    reportToGitHub([mistake], {})
    expect(log).not.toHaveBeenCalled()
    reportToGitHub([mistake], { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, CHECK_MARKDOWN: comment })
    expect(log).toHaveBeenCalledWith(annotation(mistake))
    expect(readFileSync(summary, 'utf8')).toContain('stroke.mdx:4')
    expect(readFileSync(comment, 'utf8')).toBe(problemsMarkdown([mistake]))
  })
})
