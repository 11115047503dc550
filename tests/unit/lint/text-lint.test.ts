// The article text, checked as a careful editor would (lib/content/lint/): each mistake a clinician may
// make, alone in an otherwise correct fixture article, gives exactly one message, naming the file and
// the line, at the right level (an error stops the check, a warning is listed), in plain words, with
// what to write instead, and no stack trace.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../lib/content/check/load.ts'
import { siteUrl } from '../../../renderer/headTags.ts'
import { formatProblems, validateContent, type Problem, type SourceFile } from '../../../lib/content/check/validate.ts'
import { checkOptions, fixtureFiles, withFile } from '../check/fixture-content.ts'

const stroke = 'content/conditions/stroke.mdx'
const strokeText = fixtureFiles.find((f) => f.path === stroke)!.text
/** The line an appended block starts on: after the article and one blank line. */
const appendedLine = strokeText.trimEnd().split('\n').length + 2
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1

// The small clinic with the practice's settings (a fixed copy: the phone numbers and addresses below are its).
const site = readFileSync('tests/fixtures/practice-site.yaml', 'utf8')
const withSite = withFile('content/site.yaml', () => site)
const SITE_URL = 'https://www.crescent-neurology.example'
const problemsOf = (files: SourceFile[]) => validateContent(files, { ...checkOptions, siteUrl: SITE_URL }).problems
const key = (p: Problem) => JSON.stringify(p)
const before = new Set(problemsOf(withSite).map(key))
/** What the check says of this change that it did not say of the fixture. */
const newProblems = (files: SourceFile[]) => problemsOf(files).filter((p) => !before.has(key(p)))
const appended = (block: string) => newProblems(withFile(stroke, (t) => `${t.trimEnd()}\n\n${block}\n`, withSite))
const frontmatter = (field: string) => newProblems(withFile(stroke, (t) => t.replace(/^subtitle: .*$/m, field), withSite))

const longParagraph = Array.from({ length: 20 }, (_, i) => `Step ${i + 1} is to rest and drink water today.`).join(' ')
const hardParagraph = [
  'Neurological rehabilitation incorporates individualized physiotherapeutic interventions, occupational rehabilitation and comprehensive communication therapy.',
  'Pharmacological management necessitates continuous monitoring of anticoagulation parameters and cardiovascular comorbidities.',
].join(' ')

type Case = [name: string, problems: () => Problem[], level: Problem['level'], line: number, says: string]
const refused: Case[] = [
  ['an import line', () => appended("import Chart from './chart.js'"), 'error', appendedLine, 'Remove the line'],
  ['an export line', () => appended('export const year = 2026'), 'error', appendedLine, 'Remove the line'],
  ['a <script>', () => appended('<script>\nfunction go() { return 1 }\n</script>'), 'error', appendedLine, 'cannot run programs'],
  ['a <style>', () => appended('<style>.note { color: red }</style>'), 'error', appendedLine, 'cannot change the look of the site'],
  ['an <iframe>', () => appended('<iframe src="https://www.youtube.com/embed/x"></iframe>'), 'error', appendedLine, 'Link to that page instead'],
  ['an on…= attribute', () => appended('<span onclick="go()">Stroke</span>'), 'error', appendedLine, 'Remove `onclick="…"`'],
  ['an HTML tag outside the allow-list', () => appended('<div>Act fast</div>'), 'error', appendedLine, 'Write it in Markdown instead'],
  ['a # heading in the body', () => appended('# Stroke care'), 'error', appendedLine, 'Write "## Stroke care"'],
  ['a skipped heading level', () => appended('#### After a stroke'), 'error', appendedLine, 'Write "### After a stroke"'],
  ['two headings with the same words', () => appended('## What is a stroke?'), 'error', appendedLine, `already on line ${lineOf(strokeText, '## What is a stroke?')}`],
  ['unclosed **', () => appended('Call **now to book a visit.'), 'error', appendedLine, 'readers would see the stars'],
  ['unclosed _', () => appended('Call _now to book a visit.'), 'error', appendedLine, 'readers would see the underscores'],
  ['a table row with too many cells', () => appended('| Sign | Meaning |\n|---|---|\n| Face | Drooping | Arm |'), 'error', appendedLine + 2, 'Remove the extra cells'],
  ['a table row with too few cells', () => appended('| Sign | Meaning |\n|---|---|\n| Face |'), 'error', appendedLine + 2, 'Add the missing cells'],
  ['a picture whose file is missing', () => appended('![A neurologist with a patient](/images/no-such-picture.jpg)'), 'error', appendedLine, 'Add the file at public/images/no-such-picture.jpg'],
  ['a picture with no description', () => appended('![](/images/og-default.png)'), 'error', appendedLine, 'Write what it shows between the square brackets'],
  ['an absolute link to our own address', () => appended(`See [our offices](${SITE_URL}/locations).`), 'error', appendedLine, 'Write only the path: "/locations"'],
  // Mistakes the issue does not name, as clinicians make them.
  ['an unclosed link', () => appended('See [our offices](/locations for hours.'), 'error', appendedLine, 'End the address with ")"'],
  ['an empty link', () => appended('See [our offices]() for hours.'), 'error', appendedLine, 'Write where it goes'],
  ['a misspelt component', () => appended('<PhoneNumbr />'), 'error', appendedLine, 'Did you mean `<PhoneNumber>`?'],
  ['an unclosed <Note>', () => appended('<Note>\n\nRemember the signs.'), 'error', appendedLine, 'add `</Note>`'],
  ['<br> without its slash', () => appended('line one<br>line two'), 'error', appendedLine, 'write `<br />`'],
  ['an HTML comment', () => appended('<!-- note to self -->'), 'error', appendedLine, 'MDX comments are written `{/* … */}`'],
  ['a { in the text', () => appended('Take it {twice a day}.'), 'error', appendedLine, 'Write `\\{` instead'],
  ['code in braces', () => appended('Take {2} tablets.'), 'error', appendedLine, 'braces run program code'],
  ['a raw <h2> without an id', () => appended('<h2>After a stroke</h2>'), 'error', appendedLine, 'Write this heading in Markdown'],
  ['a space in a link address', () => appended('See [CDC](https://www.cdc.gov/stroke page) now.'), 'error', appendedLine, 'Remove the space from (https://www.cdc.gov/stroke page)'],
  ['a space between ] and (', () => appended('See [CDC] (https://www.cdc.gov/stroke) now.'), 'error', appendedLine, 'Remove the space: [CDC](…)'],
  ['quotes around a link address', () => appended('See [CDC](“https://www.cdc.gov/stroke”) now.'), 'error', appendedLine, 'Remove them: (https://www.cdc.gov/stroke)'],
  ['a heading with no space after #', () => appended('##Warning signs'), 'error', appendedLine, '"## Warning signs"'],
  ['an empty heading', () => appended('##'), 'error', appendedLine, 'This heading has no words'],
  ['a component left open', () => appended('<PhoneNumber which="fax">'), 'error', appendedLine, '`<PhoneNumber />`'],
  ['a component in lower case', () => appended('<note>\n\nRemember.\n\n</note>'), 'error', appendedLine, 'the site\'s component is `<Note>`'],
  ['curly quotes around a prop', () => appended('<PhoneNumber which=“fax” />'), 'error', appendedLine, '`which="fax"`'],
  ['a footnote with no note', () => appended('Strokes are common.[^1]'), 'error', appendedLine, 'Add a line "[^1]: the note"'],
  ['a table with no line under its header', () => appended('| Sign | Meaning |\n| Face | Drooping |'), 'error', appendedLine, 'Add "| --- | --- |"'],
  ['a picture from the computer', () => appended('![A doctor](C:\\Users\\ann\\doctor.jpg)'), 'error', appendedLine, 'write its path from there: /images/doctor.jpg'],
  ['a tab in the frontmatter', () => frontmatter('subtitle: Act fast\n\tlayout: article'), 'error', lineOf(strokeText, 'subtitle:') + 1, 'indented with a tab'],
  ['a bare address', () => appended('See https://www.cdc.gov/stroke for more.'), 'error', appendedLine, '[the page\'s name](https://www.cdc.gov/stroke)'],
  ['a bare www. address', () => appended('See www.cdc.gov/stroke for more.'), 'error', appendedLine, '(https://www.cdc.gov/stroke)'],
]
const warned: Case[] = [
  ['our phone number typed by hand', () => appended('Call (985) 555-0100 today.'), 'warning', appendedLine, 'Write <PhoneNumber /> instead'],
  ['our fax number typed by hand', () => appended('Fax records to 985-555-0101.'), 'warning', appendedLine, 'Write <PhoneNumber which="fax" /> instead'],
  ['a number that is none of ours', () => appended('Call (504) 555-0199 today.'), 'warning', appendedLine, 'none of the practice\'s numbers'],
  ['our number with the letter O for a zero', () => appended('Call 985-555-O1OO today.'), 'warning', appendedLine, 'the letter O where a zero belongs: a phone cannot dial it. It is the main number of content/site.yaml: write <PhoneNumber />'],
  ['another number with the letter O for a zero', () => appended('Call (504) 555-O199 today.'), 'warning', appendedLine, 'Write (504) 555-0199, with zeros.'],
  ['a mailto: to an address not in the settings', () => appended('[E-mail us](mailto:info@exmaple.com)'), 'warning', appendedLine, 'Did you mean "info@example.com"?'],
  ['curly quotes around a YAML value', () => frontmatter('subtitle: “Know the warning signs.”'), 'warning', lineOf(strokeText, 'subtitle:'), 'wrapped in curly quotes'],
  ['a paragraph over 150 words', () => appended(longParagraph), 'warning', appendedLine, 'Split it into paragraphs'],
  ['an article above the reading grade', () => appended(hardParagraph), 'warning', lineOf(strokeText.slice(4), '---') + 2, 'the guide asks for grade 8 or lower'],
  ['a misspelt e-mail address typed out', () => appended('Write to info@exmaple.com today.'), 'warning', appendedLine, 'Did you mean "info@example.com"?'],
  ['square brackets that look like a link', () => appended('As shown [1], rest helps.'), 'warning', appendedLine, 'write \\[1]'],
  ['a block of code', () => appended('```\nTake one tablet\n```'), 'warning', appendedLine, 'shows as computer code'],
]

describe('the text of an article', () => {
  it('the fixture article itself has no text mistakes', () => {
    expect(problemsOf(withSite).filter((p) => p.file === stroke && p.level === 'error')).toEqual([])
  })

  it.each([...refused, ...warned])('%s: one message on its line', (_, problems, level, line, says) => {
    const found = problems()
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: stroke, line, level })
    expect(found[0]!.message).toContain(says)
    const printed = formatProblems(found)
    expect(printed.match(/^(ERROR|WARNING)/gm)).toHaveLength(1)
    expect(printed).toContain(`${stroke}:${line}`)
    expect(printed).not.toMatch(/\n\s+at |node_modules|Error:|U\+00|acorn/)
  })

  it('accepts what a clinician writes correctly', () => {
    const correct = [
      'Call <PhoneNumber /> or fax <PhoneNumber which="fax" />.',
      'The federal line is [1-800-368-1019](tel:+18003681019).',
      '[E-mail us](mailto:info@example.com) or read [the CDC page](https://www.cdc.gov/stroke).',
      '### Getting help',
      '| Sign | Meaning |\n|---|---|\n| Face | Drooping |',
      '![A neurologist with a patient](/images/og-default.png)',
      '<abbr title="transient ischaemic attack">TIA</abbr> and H<sub>2</sub>O, line<br />break.',
      '{/* A note for the next editor. */}',
      'Most plans are accepted*. Blood pressure &lt;140/90, Tom & Jerry, $100.',
    ].join('\n\n')
    expect(appended(correct)).toEqual([])
  })
})

describe('cross-references in the Spanish articles', () => {
  const spanish = 'content/es/conditions/stroke.mdx'
  const translation = (reviewer: string) =>
    strokeText
      .replace(/^reviewedBy: .*$/m, `reviewedBy: ${reviewer}`)
      .replace(/^---\n/, '---\ntranslatedFrom: content/conditions/stroke.mdx\ntranslatedBy: Ana Torres\ntranslationReviewed: 2026-11-20\n')

  it('names a Spanish article whose reviewer is not on the team, as in English', () => {
    const files = withFile(spanish, () => translation('dr-gone'), withSite)
    const errors = newProblems(files).filter((p) => p.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: spanish, line: lineOf(translation('dr-gone'), 'reviewedBy:') })
    expect(errors[0]!.message).toContain('"reviewedBy" names "dr-gone", who is not on the team')
  })

  it('accepts a Spanish article reviewed by a team member', () => {
    expect(newProblems(withFile(spanish, () => translation('ann-lee'), withSite)).filter((p) => p.level === 'error')).toEqual([])
  })
})

describe('the real content', () => {
  // The whole content check, as `npm run check:content` makes it (git's dates, pictures, removed pages).
  it('has no mistakes (a correct edit never turns the check red)', () => {
    const errors = loadContent(process.cwd(), undefined, { siteUrl: siteUrl() }).problems.filter((p) => p.level === 'error')
    expect(formatProblems(errors)).toBe('')
  }, 60_000)
})
