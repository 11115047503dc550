// The mistakes clinicians make most often, each on a small fixture: the content check must say where
// (file and line) and what to write instead, once per mistake, never with a stack trace.
import { describe, expect, it } from 'vitest'
import { yamlProblems } from '../../../lib/content/check/words/yaml-rules.ts'
import { factText, fillFactTags, listWords, numberWord } from '../../../lib/content/facts.ts'
import { linkProblem, type LinkContext } from '../../../lib/content/check/links.ts'
import { compileMdx } from '../../../lib/content/check/mdx-syntax.ts'
import { gradeOf, sentencesOf } from '../../../lib/content/check/readability.ts'
import type { Content } from '../../../lib/content/check/validate.ts'
import { badIndents, indentSlip } from '../../../lib/content/check/words/yaml-errors.ts'
import { wrapWhole } from '../../../scripts/build/og-image.ts'

const file = 'content/conditions/example.mdx'
/** An article whose line 6 is the given text (lines 1 to 4 are the frontmatter). */
const article = (line6: string) => `---\ntitle: Example\n---\n\n## First steps\n${line6}\n\nMore text.\n`
const mistakeIn = (line6: string) => compileMdx(file, article(line6)).problem

describe('MDX syntax mistakes, in plain words with their line', () => {
  it('accepts a correct article and collects its links and heading ids', () => {
    const compiled = compileMdx(file, article('See [stroke](/conditions/stroke) and [below](#first-steps).'))
    expect(compiled.problem).toBeUndefined()
    expect(compiled.links).toEqual([{ href: '/conditions/stroke', line: 6 }, { href: '#first-steps', line: 6 }])
    expect(compiled.headingIds).toEqual(['first-steps'])
  })

  it.each([
    ['blood pressure <140/90', 6, 'write "less than", or `&lt;`'],
    ['{see below}', 6, 'Write `\\{` instead, or leave the braces out'],
    ['<!-- note to self -->', 6, 'MDX comments are written `{/* … */}`'],
    ['line one<br>line two', 6, 'write `<br />`'],
    ['Mail <info@example.com>', 6, '`[info@example.com](mailto:info@example.com)`'],
  ])('%s', (text, line, fix) => {
    const problem = mistakeIn(text)
    expect(problem).toMatchObject({ file, line, level: 'error' })
    expect(problem!.message.toLowerCase()).toContain(fix.toLowerCase())
    expect(problem!.message).not.toMatch(/U\+00|acorn|at .*\.js/)
  })

  it('names the line where an unclosed tag opens', () => {
    expect(mistakeIn('<Note>\n\nText')?.message).toBe(
      '`<Note>` opened on line 6 is never closed: add `</Note>` where it should end (on a line of its own, with a blank line before it), or, if it holds nothing, end it with `/>` (like `<Note />`).',
    )
  })
})

describe('links', () => {
  const context: LinkContext = {
    routes: new Set(['/', '/contactus', '/conditions/epilepsy', '/conditions/stroke']),
    ownIds: ['warning-signs', 'treatment'],
    idsByRoute: new Map([['/conditions/stroke', ['warning-signs']]]),
  }
  it('accepts site paths, anchors and full addresses', () => {
    for (const href of ['/', '/contactus', '#treatment', '/conditions/stroke#warning-signs', 'https://www.cdc.gov', 'mailto:a@b.org', 'tel:+18005550199']) {
      expect(linkProblem(href, context), href).toBeUndefined()
    }
  })
  it.each([
    ['www.cdc.gov/stroke', 'Add https:// in front: "https://www.cdc.gov/stroke"'],
    ['htps://www.cdc.gov', 'Did you mean "https://www.cdc.gov"?'],
    ['#warning-sign', 'Did you mean "#warning-signs"?'],
    ['/conditions/stroke#nowhere', 'matches no heading on /conditions/stroke'],
    ['/conditions/epilepsie', 'Did you mean "/conditions/epilepsy"?'],
    ['info@example.com', 'mailto:info@example.com'],
  ])('%s', (href, fix) => {
    expect(linkProblem(href, context)).toContain(fix)
  })
})

describe('YAML slips: one message, on the line of the mistake', () => {
  const offices = '- name: Covington\n  city: Covington, LA 70433\n- name: Slidell\n  address: 1 Example Road\n  city: Slidell, LA 70458\n'
  it('a tab gives one message for its line', () => {
    expect(badIndents(offices.replace('  city: Slidell', '\tcity: Slidell'))).toEqual([
      { line: 5, message: 'Line 5 is indented with a tab: use two spaces for each step of indentation (YAML does not allow tabs there).' },
    ])
  })
  it('an extra space is reported on its own line', () => {
    expect(indentSlip(offices.replace('  city: Slidell', '   city: Slidell'))?.message).toMatch(/^Line 5 has one space more than the lines around it/)
  })
  it('a field indented under a field that has a value', () => {
    expect(indentSlip('title: Stroke\n  subtitle: Act fast\n', 1)?.line).toBe(3)
  })
})

describe('duplicate names in a list', () => {
  it('names the copy and the first one', () => {
    const problems = yamlProblems('content/locations.yaml', '- name: Slidell\n- name: Covington\n- name: slidell\n', 0, undefined, new Date())
    expect(problems).toEqual([
      { file: 'content/locations.yaml', line: 3, level: 'error', message: '"slidell" is listed twice (first on line 1). Give each item its own name, or delete the copy.' },
    ])
  })
})

describe('facts counted from the content', () => {
  const office = (name: string, state: string) => ({ name, address: '1 Example Road', city: `${name}, ${state} 70000`, latitude: 30, longitude: -90 })
  const content = { locations: [office('Covington', 'LA'), office('McComb', 'MS'), office('Houston', 'TX'), office('Slidell', 'LA')], team: [], conditions: [] } as unknown as Content
  it('writes counts and states as words', () => {
    expect(factText('OfficeCount', content)).toBe('four')
    expect(factText('StateCount', content, true)).toBe('Three')
    expect(factText('StateNames', content)).toBe('Louisiana, Mississippi and Texas')
    expect(fillFactTags('<OfficeCount capital /> clinics in <StateNames />.', content)).toBe('Four clinics in Louisiana, Mississippi and Texas.')
    expect(numberWord(9)).toBe('nine')
    expect(listWords(['A', 'B'])).toBe('A and B')
  })
})

describe('reading level', () => {
  it('finds the sentences of a body and grades long words higher', () => {
    expect(sentencesOf('## Heading here now\n\nThe cat sat on the mat. It was a sunny day.')).toEqual(['Heading here now', 'The cat sat on the mat.', 'It was a sunny day.'])
    expect(gradeOf(['Neurological examinations characterize demyelinating inflammatory polyneuropathies.'])).toBeGreaterThan(gradeOf(['The cat sat on the mat.']))
  })
})

describe('link preview picture', () => {
  it('keeps each office name whole on a line', () => {
    const lines = wrapWhole(['Covington', 'Slidell', 'Baton Rouge'], 22, '  ·  ')
    expect(lines).toEqual(['Covington  ·  Slidell', 'Baton Rouge'])
  })
})
