// A short content file for the lint tests (lint-messages, text-rules): its frontmatter, the problems the
// check finds in a body written under it, and the problems as those tests write them out.
import { compileMdx } from '../../../lib/content/check/mdx-syntax.ts'
import type { TextFacts } from '../../../lib/content/lint/facts.ts'
import type { Counts } from '../../../lib/content/lint/typed-counts.ts'

/** A file name the messages carry; no file is read. */
const FILE = 'content/conditions/example.mdx'
/** The frontmatter takes lines 1 to 4: the body starts on line 5. */
const FRONTMATTER = '---\ntitle: "Example"\n---\n\n'

/** The problems of a body under the frontmatter, as the check finds them. */
export const lintBody = (body: string, facts: TextFacts | undefined, headingBase = 2, counts?: Counts) => compileMdx(FILE, FRONTMATTER + body, facts, headingBase, counts).lint
export const error = (line: number, message: string) => ({ file: FILE, line, level: 'error', message })
export const warning = (line: number, message: string) => ({ file: FILE, line, level: 'warning', message })
