// The text of every MDX file is linted inside the build's own compile (mdx-syntax.ts): published
// remark-lint rules where one exists, the site's own (text-rules.ts) for the rest. Each message is then
// worded for a clinician, with its level: an error stops the check, a warning is listed.
import type { CompileOptions } from '@mdx-js/mdx'

type PluggableList = NonNullable<CompileOptions['remarkPlugins']>
import remarkLintFirstHeadingLevel from 'remark-lint-first-heading-level'
import remarkLintHeadingIncrement from 'remark-lint-heading-increment'
import remarkLintNoDuplicateHeadings from 'remark-lint-no-duplicate-headings'
import remarkLintNoEmptyUrl from 'remark-lint-no-empty-url'
import remarkLintNoLiteralUrls from 'remark-lint-no-literal-urls'
import remarkLintNoUndefinedReferences from 'remark-lint-no-undefined-references'
import type { Problem } from '../check/check-engine.ts'
import type { TextFacts } from './facts.ts'
import type { Counts } from './typed-counts.ts'
import * as site from './text-rules.ts'
import { noMedicalClaims } from './claims.ts'
import { noEntities } from './entities.ts'
import { noEnglishOnSpanish } from './english-on-spanish.ts'
import { siteWalk } from './walk.ts'
import type { MdxFile } from '../mdast.ts'

type VFileMessage = MdxFile['messages'][number]

/** The lint rules, in the order their messages come; `headingBase` is the level the text's headings start at. */
export function lintPlugins(facts: TextFacts | undefined, headingBase = 2, counts?: Counts): PluggableList {
  return [
    // The site's rules walk the tree once, here, each with its option; each rule's messages come at its own
    // place below (a rule's plugin only says them, so it takes no option of its own).
    [siteWalk, { 'allowed-html': facts, 'no-body-title': headingBase, 'practice-contacts': facts, 'paragraph-length': facts, 'typed-counts': counts }],
    site.noEsm,
    site.allowedHtml,
    site.noExpressions,
    [remarkLintFirstHeadingLevel, headingBase],
    site.noBodyTitle,
    remarkLintHeadingIncrement,
    remarkLintNoDuplicateHeadings,
    site.headingText,
    site.tableWithoutHeaderLine,
    site.noStrayEmphasis,
    site.tableCells,
    site.noCode,
    site.imageAlt,
    site.linkText,
    site.componentWords,
    remarkLintNoEmptyUrl,
    remarkLintNoUndefinedReferences,
    site.noFootnotes,
    site.languageCodes,
    ...(counts ? [site.typedCountsRule] : []),
    // Before the typed-out addresses: a misspelt e-mail address typed out is said as misspelt.
    ...(facts ? [site.practiceContacts] : []),
    remarkLintNoLiteralUrls,
    ...(facts ? [site.paragraphLength] : []),
    noEntities,
    noMedicalClaims,
    noEnglishOnSpanish,
  ] as PluggableList
}

/** Warnings: worth a look, but the page shows correctly. Every other rule's message is an error. */
const WARNINGS = new Set(['site:practice-contacts', 'site:paragraph-length', 'site:no-code', 'site:english-on-spanish', 'site:entities'])

/** The lint messages of one file as problems: one per line (the first is the one to fix first). */
export function lintProblems(file: string, text: string, messages: readonly VFileMessage[]): Problem[] {
  const lines = text.split('\n')
  const byLine = new Map<number, Problem>()
  for (const message of messages) {
    const rule = `${message.source ?? ''}:${message.ruleId ?? ''}`
    if (!message.source) continue
    const line = message.line ?? undefined
    const worded = reword(rule, message, lines)
    const problem: Problem = { file, line, level: worded.level ?? (WARNINGS.has(rule) ? 'warning' : 'error'), message: worded.message }
    const key = line ?? 0
    const earlier = byLine.get(key)
    if (!earlier || (earlier.level === 'warning' && problem.level === 'error')) byLine.set(key, problem)
  }
  return [...byLine.values()]
}

/** The published rules' messages, in a clinician's words (the site's own rules are written so already). */
function reword(rule: string, message: VFileMessage, lines: string[]): { message: string; level?: Problem['level'] } {
  const source = lines[(message.line ?? 1) - 1] ?? ''
  const heading = /^\s*(#+)\s*(.*?)\s*#*\s*$/.exec(source)
  const words = heading?.[2] ?? source.trim()
  const expected = Number(/exp?ected rank `(\d)`/.exec(message.reason)?.[1] ?? 2)
  const marks = '#'.repeat(expected)
  switch (rule) {
    case 'remark-lint:first-heading-level':
      if (heading?.[1] === '#')
        return { message: `"# ${words}" is a main heading, but the page's title (the "title" field) is already its main heading. Write "${marks} ${words}" for a section of the page.` }
      return {
        message: `The first heading of the text, "${source.trim()}", is not at the level this text starts at${expected > 2 ? ` (it is shown under a title of its own)` : ' (under the page\'s title)'}. Write "${marks} ${words}"; its parts then use ${marks}#.`,
      }
    case 'remark-lint:heading-increment':
      return {
        message: `"${source.trim()}" skips a heading level: the heading above it is level ${expected - 1}. Write "${'#'.repeat(expected)} ${words}", or add a "${'#'.repeat(expected)}" heading between them (screen-reader users move through a page by its heading levels).`,
      }
    case 'remark-lint:no-duplicate-headings': {
      // The rule names the first heading with the same words as its cause (with its place): written
      // otherwise (underlined with ===, or with *emphasis*), it would not be found by its text.
      const first = (message.cause as VFileMessage | undefined)?.line
      const where = first ? `already on line ${first} of this page` : 'already on this page'
      return { message: `The heading "${words}" is ${where}. Give each heading its own words: links to a heading find it by its words.` }
    }
    case 'remark-lint:no-empty-url':
      return { message: `A link or picture here has nothing between its round brackets. Write where it goes, like [our offices](/locations) or [CDC](https://www.cdc.gov).` }
    case 'remark-lint:no-undefined-references': {
      const place = message.place && 'start' in message.place ? message.place : undefined
      const written = place ? source.slice(place.start.column - 1, place.end.line === place.start.line ? place.end.column - 1 : undefined) : `[${/\(`([^`]*)`\)/.exec(message.reason)?.[1] ?? ''}]`
      const label = written.replace(/^\[|\]$/g, '')
      const after = place ? source.slice(place.end.column - 1) : ''
      if (label.startsWith('^')) return { message: `The footnote "${written}" has no note. Add a line "${written}: the note" at the end of the text, or remove it.` }
      if (/^\(\S*\s[^)]*\)/.test(after))
        return { message: `The address of the link "${written}" has a space in it, so it is not read as a link and readers would see the brackets. Remove the space from ${after.slice(0, after.indexOf(')') + 1)}.` }
      if (after.startsWith('('))
        return { message: `The link "${written}(…" is not closed, so readers would see the brackets and the address. End the address with ")": ${written}(/the-address).` }
      if (/^\s+\(/.test(after)) return { message: `"${written} (" has a space between ] and (, so it is not read as a link. Remove the space: ${written}(…).` }
      return {
        level: 'warning',
        message: `"${written}" looks like a link with no address, so readers would see the square brackets. For a link write ${written}(/the-address); to show the brackets as they are write \\[${label}].`,
      }
    }
    case 'remark-lint:no-literal-urls': {
      const url = /(https?:\/\/|www\.)[^\s)>\]]+/.exec(source.slice((message.column ?? 1) - 1))?.[0]?.replace(/[.,;:]$/, '') ?? ''
      if (/@/.test(url) || /Unexpected GFM autolink literal/.test(message.reason) && !url)
        return { level: 'warning', message: `An e-mail address is typed out in the text. Write it as a link with words, like [e-mail us](mailto:…), so it is clear and easy to tap.` }
      const full = url.startsWith('www.') ? `https://${url}` : url.replace(/^http:/, 'https:')
      return { message: `The address "${url}" is typed out, so screen readers spell out the whole address and readers cannot tell where it leads. Write it as a link with words that say where it goes: [the page's name](${full}).` }
    }
    default:
      return { message: message.reason }
  }
}
