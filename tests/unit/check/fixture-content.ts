// The small content folder the unit tests of the loader, the check and the page sources run on
// (tests/fixtures/small-clinic), instead of edits of the real content: a clinician's correct edit of
// content/ can never turn these tests red.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readContentFiles } from '../../../lib/content/check/load.ts'
import { validateContent, type Problem, type SourceFile } from '../../../lib/content/check/validate.ts'

export const fixtureRoot = join(process.cwd(), 'tests/fixtures/small-clinic')
export const fixtureFiles: SourceFile[] = readContentFiles(fixtureRoot)

export const checkOptions = { publicFileExists: (p: string) => existsSync(join(process.cwd(), 'public', p)), today: new Date('2026-11-22') }

/** The fixture with one file's text changed (or added, when it is not there). */
export function withFile(path: string, edit: (text: string) => string, files = fixtureFiles): SourceFile[] {
  const changed = files.map((f) => (f.path === path ? { ...f, text: edit(f.text) } : f))
  if (!changed.some((f) => f.path === path)) changed.push({ path, text: edit('') })
  return changed
}

/** The data files the fixture leaves out on purpose (see its README). */
const leftOut = (problem: Problem) => problem.message.startsWith('This file is missing') && !fixtureFiles.some((f) => f.path === problem.file)

/** What the content check says of these files, besides the data files the fixture leaves out. */
export function check(files: SourceFile[]) {
  const { content, problems } = validateContent(files, checkOptions)
  return { content, problems: problems.filter((p) => !leftOut(p)) }
}

/** The errors the content check reports for these files. */
export function errorsOf(files: SourceFile[]): Problem[] {
  return check(files).problems.filter((p) => p.level === 'error')
}
