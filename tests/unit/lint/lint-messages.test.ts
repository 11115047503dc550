// The lint messages of a text as a clinician reads them (lib/content/lint/index.ts and text-rules.ts),
// stated rule by rule on short MDX files written here: one problem per line, the error kept over a
// warning; which rules only warn; each published rule's message re-worded, with its line and level; the
// footnote, typed count and language code rules; and which rules run without the practice's facts.
// Every expected message, line and level is written out, not worked out by the code under test.
import { compileSync } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { lintPlugins, lintProblems } from '../../../lib/content/lint/index.ts'
import { textFacts } from '../../../lib/content/lint/facts.ts'
import type { Counts } from '../../../lib/content/lint/typed-counts.ts'
import type { Content } from '../../../lib/content/content-types.ts'
import { error, lintBody, warning } from './lint-text.ts'

const site = { phones: { main: '(985) 555-0100' }, email: 'desk@example.org' } as unknown as Content['site']
const facts = textFacts(site, ['Note'])

/** The problems of a body, with the practice's facts, as the check finds them. */
const lint = (body: string, headingBase = 2, counts?: Counts) => lintBody(body, facts, headingBase, counts)
/** The same without the practice's facts (no content/site.yaml). */
const lintWithoutFacts = (body: string) => lintBody(body, undefined)

/** A file the MDX compiler gave back, for the messages the tests make as a rule would. */
const messages = compileSync('')
/** A lint message as a rule gives it. */
const said = (reason: string, source: string | undefined, ruleId: string, line?: number) =>
  messages.message(reason, { source, ruleId, place: line ? { line, column: 1 } : undefined })

const LITERAL_URL = (url: string, full: string) =>
  `The address "${url}" is typed out, so screen readers spell out the whole address and readers cannot tell where it leads. Write it as a link with words that say where it goes: [the page's name](${full}).`
const TYPED_EMAIL = 'An e-mail address is typed out in the text. Write it as a link with words, like [e-mail us](mailto:…), so it is clear and easy to tap.'
const NINE_OFFICES =
  '"nine offices" types how many offices there are, which the site counts for you from content/locations.yaml: typed, it goes stale when an office opens or closes. Write <OfficeCount /> instead of "nine" (<OfficeCount capital /> to start a sentence): "<OfficeCount /> offices".'

describe('lintProblems', () => {
  const text = 'line one\nline two\nline three\nline four'

  it('keeps one problem per line: the first, unless a later one is an error and the first only a warning', () => {
    const problems = lintProblems('a.mdx', text, [
      said('code one', 'site', 'no-code', 1),
      said('alt one', 'site', 'image-alt', 1),
      said('alt two', 'site', 'image-alt', 2),
      said('code two', 'site', 'no-code', 2),
      said('alt three', 'site', 'image-alt', 3),
      said('alt three again', 'site', 'image-alt', 3),
      said('code four', 'site', 'no-code', 4),
      said('code four again', 'site', 'no-code', 4),
    ])
    expect(problems).toEqual([
      { file: 'a.mdx', line: 1, level: 'error', message: 'alt one' },
      { file: 'a.mdx', line: 2, level: 'error', message: 'alt two' },
      { file: 'a.mdx', line: 3, level: 'error', message: 'alt three' },
      { file: 'a.mdx', line: 4, level: 'warning', message: 'code four' },
    ])
  })

  it('makes warnings of practice-contacts, paragraph-length and no-code, and errors of every other rule', () => {
    const problems = lintProblems('a.mdx', text, [
      said('contacts', 'site', 'practice-contacts', 1),
      said('length', 'site', 'paragraph-length', 2),
      said('code', 'site', 'no-code', 3),
      said('other source', 'elsewhere', 'no-code', 4),
    ])
    expect(problems.map((p) => [p.line, p.level])).toEqual([
      [1, 'warning'],
      [2, 'warning'],
      [3, 'warning'],
      [4, 'error'],
    ])
    expect(lintProblems('a.mdx', text, [said('words', 'site', 'typed-counts', 1)])).toEqual([{ file: 'a.mdx', line: 1, level: 'error', message: 'words' }])
  })

  it('ignores a message with no source, and passes the file and a site rule’s words through', () => {
    expect(lintProblems('a.mdx', text, [said('no source', undefined, 'no-code', 1)])).toEqual([])
    expect(lintProblems('content/b.mdx', text, [said('no source', undefined, 'no-code', 1), said('Said as is.', 'site', 'heading-text', 2)])).toEqual([
      { file: 'content/b.mdx', line: 2, level: 'error', message: 'Said as is.' },
    ])
  })

  it('keeps messages with no line as one problem with no line', () => {
    expect(lintProblems('a.mdx', text, [said('first', 'site', 'x'), said('second', 'site', 'y'), said('on one', 'site', 'z', 1)])).toEqual([
      { file: 'a.mdx', line: undefined, level: 'error', message: 'first' },
      { file: 'a.mdx', line: 1, level: 'error', message: 'on one' },
    ])
  })

  it('keeps the error of a line where a warning comes first, in a real text', () => {
    // The bare [label] (a warning) comes before the typed address (an error) on line 7.
    expect(lint('## Signs\n\n[label] and https://example.org here.\n')).toEqual([error(7, LITERAL_URL('https://example.org', 'https://example.org'))])
    // The empty link (an error) comes before the bare [label] (a warning).
    expect(lint('## Signs\n\nSee [x]() and [label].\n')[0]).toMatchObject({ line: 7, level: 'error', message: expect.stringContaining('nothing between its round brackets') })
  })
})

describe('the first heading', () => {
  it('"# Title" is a main heading, where the page’s title already is one', () => {
    expect(lint('# Stroke care\n\nText.\n')).toEqual([
      error(5, `"# Stroke care" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Stroke care" for a section of the page.`),
    ])
    expect(lint('# Stroke care\n\nText.\n', 3)).toEqual([
      error(5, `"# Stroke care" is a main heading, but the page's title (the "title" field) is already its main heading. Write "### Stroke care" for a section of the page.`),
    ])
  })

  it('at the wrong level says the level, under the page’s title (base 2) or a title of its own (base 3)', () => {
    expect(lint('### Signs\n\nText.\n')).toEqual([
      error(5, `The first heading of the text, "### Signs", is not at the level this text starts at (under the page's title). Write "## Signs"; its parts then use ###.`),
    ])
    expect(lint('## Signs\n\nText.\n', 3)).toEqual([
      error(5, `The first heading of the text, "## Signs", is not at the level this text starts at (it is shown under a title of its own). Write "### Signs"; its parts then use ####.`),
    ])
    expect(lint('## Signs\n\nText.\n')).toEqual([])
    expect(lint('### Signs\n\nText.\n', 3)).toEqual([])
  })

  it('is read without its closing marks and its indent', () => {
    expect(lint('  ### Signs ###\n\nText.\n')).toEqual([
      error(5, `The first heading of the text, "### Signs ###", is not at the level this text starts at (under the page's title). Write "## Signs"; its parts then use ###.`),
    ])
  })

  it('starts at level 2 when no level is given', () => {
    const text = '### Signs\n\nText.\n'
    const file = compileSync({ path: 'a.mdx', value: text }, { remarkPlugins: lintPlugins(undefined) })
    expect(lintProblems('a.mdx', text, file.messages)).toEqual([
      {
        file: 'a.mdx',
        line: 1,
        level: 'error',
        message: `The first heading of the text, "### Signs", is not at the level this text starts at (under the page's title). Write "## Signs"; its parts then use ###.`,
      },
    ])
  })
})

describe('headings', () => {
  it('a skipped level names the level above and the marks to write', () => {
    expect(lint('## Signs\n\n#### Face\n\nText.\n')).toEqual([
      error(
        7,
        `"#### Face" skips a heading level: the heading above it is level 2. Write "### Face", or add a "###" heading between them (screen-reader users move through a page by its heading levels).`,
      ),
    ])
    expect(lint('### Signs\n\n##### Face\n\nText.\n', 3)).toEqual([
      error(
        7,
        `"##### Face" skips a heading level: the heading above it is level 3. Write "#### Face", or add a "####" heading between them (screen-reader users move through a page by its heading levels).`,
      ),
    ])
  })

  it('a heading already used names the line of the first, whatever the case', () => {
    expect(lint('## Our offices\n\nText.\n\n## Hours\n\n## Our Offices\n')).toEqual([
      error(11, `The heading "Our Offices" is already on line 5 of this page. Give each heading its own words: links to a heading find it by its words.`),
    ])
  })

  it('a heading already used is found among headings only, closed or indented', () => {
    expect(lint('Our offices\n\n  ## Our offices ##\n\nText.\n\n## Our Offices\n')).toEqual([
      error(11, `The heading "Our Offices" is already on line 7 of this page. Give each heading its own words: links to a heading find it by its words.`),
    ])
  })
})

describe('links and references', () => {
  it('an empty address', () => {
    expect(lint('## Signs\n\nSee [x]().\n')).toEqual([
      error(7, 'A link or picture here has nothing between its round brackets. Write where it goes, like [our offices](/locations) or [CDC](https://www.cdc.gov).'),
    ])
  })

  it('a footnote with no note', () => {
    expect(lint('## Signs\n\nSee this[^1].\n')).toEqual([error(7, 'The footnote "[^1]" has no note. Add a line "[^1]: the note" at the end of the text, or remove it.')])
  })

  it('a space between ] and (', () => {
    expect(lint('## Signs\n\nSee [our offices] (/locations).\n')).toEqual([
      error(7, '"[our offices] (" has a space between ] and (, so it is not read as a link. Remove the space: [our offices](…).'),
    ])
  })

  it('a space in the address', () => {
    expect(lint('## Signs\n\nSee [our offices](/loc ations) for hours.\n')).toEqual([
      error(7, 'The address of the link "[our offices]" has a space in it, so it is not read as a link and readers would see the brackets. Remove the space from (/loc ations).'),
    ])
  })

  it('an address not closed', () => {
    expect(lint('## Signs\n\nSee [our offices](/locations for hours.\n')).toEqual([
      error(7, 'The link "[our offices](…" is not closed, so readers would see the brackets and the address. End the address with ")": [our offices](/the-address).'),
    ])
  })

  it('words in square brackets only warn, with the escape to show them', () => {
    expect(lint('## Signs\n\nSee [label] here.\n')).toEqual([
      warning(7, '"[label]" looks like a link with no address, so readers would see the square brackets. For a link write [label](/the-address); to show the brackets as they are write \\[label].'),
    ])
  })

  it('a reference with no place is named from the rule’s words', () => {
    const reason = 'Unexpected reference to undefined definition, expected corresponding definition (`label`) for a link or escaped opening bracket (`\\[`) for regular text'
    expect(lintProblems('a.mdx', 'See [label].', [said(reason, 'remark-lint', 'no-undefined-references')])).toEqual([
      {
        file: 'a.mdx',
        line: undefined,
        level: 'warning',
        message: '"[label]" looks like a link with no address, so readers would see the square brackets. For a link write [label](/the-address); to show the brackets as they are write \\[label].',
      },
    ])
  })
})

describe('typed-out addresses', () => {
  it('an https address is written as a link to itself', () => {
    expect(lint('## Signs\n\nSee https://example.org/page.\n')).toEqual([error(7, LITERAL_URL('https://example.org/page', 'https://example.org/page'))])
  })

  it('a www address is written as a link to https://www…', () => {
    expect(lint('## Signs\n\nSee www.example.org.\n')).toEqual([error(7, LITERAL_URL('www.example.org', 'https://www.example.org'))])
  })

  it('an http address is written as a link to https', () => {
    expect(lint('## Signs\n\nSee http://example.org now.\n')).toEqual([error(7, LITERAL_URL('http://example.org', 'https://example.org'))])
  })

  it('the address is the typed one, without the brackets or punctuation around it', () => {
    expect(lint('## Signs\n\nSee [the site](https://a.example/x) or https://b.example/y, today.\n')).toEqual([error(7, LITERAL_URL('https://b.example/y', 'https://b.example/y'))])
    expect(lint('## Signs\n\nOpen (see https://example.org/page) today.\n')).toEqual([error(7, LITERAL_URL('https://example.org/page', 'https://example.org/page'))])
  })

  it('a typed e-mail address only warns, with or without the practice’s facts', () => {
    expect(lint('## Signs\n\nWrite to desk@example.org today.\n')).toEqual([warning(7, TYPED_EMAIL)])
    expect(lintWithoutFacts('## Signs\n\nWrite to someone@example.org today.\n')).toEqual([warning(7, TYPED_EMAIL)])
  })

  it('an address with an @ in it is taken for an e-mail address', () => {
    expect(lint('## Signs\n\nSee https://desk@example.org today.\n')).toEqual([warning(7, TYPED_EMAIL)])
  })

  it('a misspelt e-mail address typed out is said as misspelt first', () => {
    expect(lint('## Signs\n\nWrite to desk@exmple.org today.\n')).toEqual([
      warning(
        7,
        '"desk@exmple.org" is not one of the practice\'s e-mail addresses in content/site.yaml (desk@example.org). Did you mean "desk@example.org"? Check the spelling, or add the address to content/site.yaml if it is a new one.',
      ),
    ])
  })
})

describe('footnotes', () => {
  it('a footnote and its note are said once, on the footnote’s line, as written', () => {
    expect(lint('## Signs\n\nSee this[^Note].\n\n[^note]: The note.\n')).toEqual([
      error(
        7,
        '"[^Note]" is a footnote: the page would end with a heading "Footnotes" in English (on Spanish pages too) and the note far from its sentence. Write the note in the text itself, in brackets or as a sentence of its own, and remove the line "[^Note]: …".',
      ),
    ])
  })

  it('a note no footnote uses is said on its own line', () => {
    expect(lint('## Signs\n\nText.\n\n[^Note]: The note.\n')).toEqual([
      error(9, '"[^Note]: …" is the note of a footnote, which the site does not show. Write the note in the text itself, and remove this line.'),
    ])
  })

  it('a used note and an unused one: the unused one is said', () => {
    const problems = lint('## Signs\n\nSee this[^1].\n\n[^1]: One.\n\n[^2]: Two.\n')
    expect(problems.map((p) => [p.line, p.level])).toEqual([
      [7, 'error'],
      [11, 'error'],
    ])
    expect(problems[1]?.message).toBe('"[^2]: …" is the note of a footnote, which the site does not show. Write the note in the text itself, and remove this line.')
  })
})

describe('language codes', () => {
  const VN =
    '`lang="vn"` is not a language code, so browsers and screen readers would not know which language "vn" is. Write the language\'s code (BCP 47), such as es (Spanish), vi (Vietnamese), zh-Hant (Chinese, traditional script) or tl (Tagalog).'

  it('a code that names no language, on a line of its own or in a sentence', () => {
    expect(lint('## Signs\n\n<span lang="vn">Xin chào</span>\n')).toEqual([error(7, VN)])
    expect(lint('## Signs\n\nSay <span lang="vn">Xin chào</span> to us.\n')).toEqual([error(7, VN)])
  })

  it('a language’s code, or a value of another attribute, is not said', () => {
    expect(lint('## Signs\n\n<span lang="es">Hola</span>\n')).toEqual([])
    expect(lint('## Signs\n\nSay <abbr title="vn">VN</abbr> to us.\n')).toEqual([])
  })
})

describe('typed counts', () => {
  it('are said only when the site’s counts are given', () => {
    const body = '## Signs\n\nWe have nine offices.\n'
    expect(lint(body, 2, { OfficeCount: 9 })).toEqual([error(7, NINE_OFFICES)])
    expect(lint(body)).toEqual([])
  })

  it('are said on the line they are on, in a paragraph of several lines', () => {
    expect(lint('## Signs\n\nWe have offices and\nnine offices today.\n', 2, { OfficeCount: 9 })).toEqual([error(8, NINE_OFFICES)])
    expect(lint('## Signs\n\nWe have offices and\nmore offices and\nnine offices today.\n', 2, { OfficeCount: 9 })).toEqual([error(9, NINE_OFFICES)])
    // On the first line of a paragraph of several: that line, not one the lines after it push down.
    expect(lint('## Signs\n\nWe have nine offices and\nmore to come.\n', 2, { OfficeCount: 9 })).toEqual([error(7, NINE_OFFICES)])
  })

  it('are not said in a link’s words or in code, but are in emphasis', () => {
    expect(lint('## Signs\n\nSee [nine offices](/locations).\n', 2, { OfficeCount: 9 })).toEqual([])
    expect(lint('## Signs\n\nSee `nine offices` here.\n', 2, { OfficeCount: 9 })).toEqual([])
    expect(lint('## Signs\n\nWe have *nine offices* today.\n', 2, { OfficeCount: 9 })).toEqual([error(7, NINE_OFFICES)])
  })
})

describe('lintPlugins', () => {
  const longParagraph = `${Array.from({ length: 151 }, () => 'word').join(' ')}\n`

  it('without the practice’s facts, says nothing of typed phone numbers or long paragraphs', () => {
    expect(lintWithoutFacts('## Signs\n\nCall (985) 555-0100.\n')).toEqual([])
    expect(lintWithoutFacts(`## Signs\n\n${longParagraph}`)).toEqual([])
  })

  it('with the facts, a typed phone number and a paragraph over 150 words are warnings', () => {
    expect(lint('## Signs\n\nCall (985) 555-0100.\n')).toEqual([
      warning(
        7,
        '"(985) 555-0100" is the main number of content/site.yaml, typed by hand. Write <PhoneNumber /> instead: it shows the number in content/site.yaml, links it for phones, and changes with it.',
      ),
    ])
    expect(lint(`## Signs\n\n${longParagraph}`)).toEqual([
      warning(
        7,
        'This paragraph has 151 words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about 150 words (a blank line between them), or turn a series into a list.',
      ),
    ])
  })

  it('gives the HTML tags’ rule the site’s components when there are facts', () => {
    expect(lint('## Signs\n\n<note>Hi</note>\n')).toEqual([error(7, "`<note>` is written in lower case: the site's component is `<Note>`, with a capital letter.")])
    expect(lintWithoutFacts('## Signs\n\n<note>Hi</note>\n')[0]?.message).toContain('`<note>` is an HTML tag the site does not take in content.')
  })

  it('a code block is a warning', () => {
    expect(lint('## Signs\n\n```\ncode\n```\n')).toEqual([
      warning(7, 'This part shows as computer code in a grey box, because of the ``` lines around it. Remove those lines to show it as ordinary text; for a list start each line with "- ".'),
    ])
  })

  it('gives the heading level to the rule of headings as big as the title', () => {
    expect(lint('## Signs\n\nText.\n\n# Face\n')).toEqual([
      error(9, `"# Face" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Face".`),
    ])
    expect(lint('### Signs\n\nText.\n\n## Face\n', 3)).toEqual([error(9, `"## Face" is as big a heading as the title above this text on its page. Write "### Face".`)])
  })
})
