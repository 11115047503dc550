// The content check's mistakes where a reviewer looks on GitHub. With GITHUB_ACTIONS set (every
// workflow run), each problem becomes an annotation (`::error file=…,line=…::message`), shown on that
// line of the pull request's diff, and the list goes into the job's summary. With CHECK_MARKDOWN set
// (the preview workflow), the same list is written to that file for the pull request's comment.
import { appendFileSync, writeFileSync } from 'node:fs'
import type { Problem } from '../../lib/content/check/validate.ts'

/** GitHub's escaping of a workflow command's message (data) and of its properties. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

export function annotation(problem: Problem): string {
  const properties = [`file=${escapeProperty(problem.file)}`, ...(problem.line ? [`line=${problem.line}`] : [])]
  return `::${problem.level} ${properties.join(',')}::${escapeData(problem.message)}`
}

/** The problems as a Markdown list: file and line, then the message in the check's words. */
export function problemsMarkdown(problems: Problem[]): string {
  if (problems.length === 0) return ''
  const errors = problems.filter((p) => p.level === 'error').length
  const heading = errors > 0 ? `### The check found ${errors} mistake(s) to fix` : '### The check passed, with warnings'
  const items = problems.map(
    (p) => `- ${p.level === 'error' ? '**Error**' : 'Warning'} in \`${p.file}${p.line ? `:${p.line}` : ''}\`: ${p.message.replace(/\n/g, ' ')}`,
  )
  return `${heading}\n\n${items.join('\n')}\n`
}

/** Does nothing outside GitHub Actions (and without CHECK_MARKDOWN). */
export function reportToGitHub(problems: Problem[], env = process.env): void {
  const markdown = problemsMarkdown(problems)
  if (env.CHECK_MARKDOWN) writeFileSync(env.CHECK_MARKDOWN, markdown)
  if (!env.GITHUB_ACTIONS) return
  for (const problem of problems) console.log(annotation(problem))
  if (env.GITHUB_STEP_SUMMARY && markdown) appendFileSync(env.GITHUB_STEP_SUMMARY, `${markdown}\n`)
}
