// How the content lint's wrapper (lib/content/lint/index.ts) re-words the published remark-lint rules'
// messages, at the edges an editor can reach: headings underlined with === or --- rather than marked
// with #, headings with extra spaces or a # in their words, the line named for a heading already used,
// references over two lines or written [words][], text in brackets after a [label], an address left
// open, and an old http:// address inside an https:// one. Each short MDX file is compiled as the
// check compiles it; every expected message, line and level is written out here, not worked out by the
// code under test.
import { describe, expect, it } from 'vitest'
import { error, lintBody, warning } from './lint-text.ts'

/** The problems of a body (without the practice's facts), as the check finds them. The body starts on line 5. */
const lint = (body: string) => lintBody(body, undefined)

const LITERAL_URL = (url: string, full: string) =>
  `The address "${url}" is typed out, so screen readers spell out the whole address and readers cannot tell where it leads. Write it as a link with words that say where it goes: [the page's name](${full}).`
const ALREADY = (words: string, line: number) =>
  `The heading "${words}" is already on line ${line} of this page. Give each heading its own words: links to a heading find it by its words.`

describe('the first heading, written as the reader sees it', () => {
  it('a main heading underlined with === is named by its words, and is not taken for a "#" heading', () => {
    expect(lint('Stroke care\n===========\n\nText.\n')).toEqual([
      error(5, `The first heading of the text, "Stroke care", is not at the level this text starts at (under the page's title). Write "## Stroke care"; its parts then use ###.`),
    ])
  })

  it('a # inside the words of an underlined heading is part of its words, not a heading mark', () => {
    expect(lint('Clinic #2\n=========\n\nText.\n')).toEqual([
      error(5, `The first heading of the text, "Clinic #2", is not at the level this text starts at (under the page's title). Write "## Clinic #2"; its parts then use ###.`),
    ])
  })

  it('the heading to write has the words of an indented underlined heading without the indent', () => {
    expect(lint('  Stroke care\n===========\n\nText.\n')).toEqual([
      error(5, `The first heading of the text, "Stroke care", is not at the level this text starts at (under the page's title). Write "## Stroke care"; its parts then use ###.`),
    ])
  })

  it('the heading to write has one space after its marks, however many the editor typed', () => {
    expect(lint('#  Stroke care\n\nText.\n')).toEqual([
      error(5, `"# Stroke care" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Stroke care" for a section of the page.`),
    ])
  })
})

describe('a skipped heading level', () => {
  it('quotes the heading without its indent or the spaces after it', () => {
    const SKIPS = `"#### Face" skips a heading level: the heading above it is level 2. Write "### Face", or add a "###" heading between them (screen-reader users move through a page by its heading levels).`
    expect(lint('## Signs\n\n  #### Face\n')).toEqual([error(7, SKIPS)])
    expect(lint('## Signs\n\n#### Face  \n')).toEqual([error(7, SKIPS)])
  })

  it('the heading to write has one space after its marks, however many the editor typed', () => {
    expect(lint('##  Signs\n\n####  Face\n')).toEqual([
      error(
        7,
        `"####  Face" skips a heading level: the heading above it is level 2. Write "### Face", or add a "###" heading between them (screen-reader users move through a page by its heading levels).`,
      ),
    ])
  })
})

describe('a heading already used names the line of the first with the same words', () => {
  it('not the line of an earlier heading with other words', () => {
    expect(lint('## Hours\n\n## Our offices\n\n## Our offices\n')).toEqual([error(9, ALREADY('Our offices', 7))])
  })

  it('a main heading (#) with the same words is the first', () => {
    expect(lint('# Our offices\n\nText.\n\n## Our offices\n')).toEqual([
      error(5, `"# Our offices" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Our offices" for a section of the page.`),
      error(9, ALREADY('Our offices', 5)),
    ])
  })

  it('a line of text with the same words is not a heading, even one starting with # or ending in # and spaces', () => {
    expect(lint('Our offices\n\n## Our offices\n\n## Our offices\n')).toEqual([error(9, ALREADY('Our offices', 7))])
    expect(lint('Our offices #  \n\n## Our offices\n\n## Our offices\n')).toEqual([error(9, ALREADY('Our offices', 7))])
    expect(lint('#Our offices\n\n## Our offices\n\n## Our offices\n')).toEqual([
      error(9, ALREADY('Our offices', 7)),
      error(5, `"#Our offices" shows its # marks: put a space after them to make it a heading, "# Our offices".`),
    ])
  })

  it('a # inside the words of the first heading is part of its words', () => {
    expect(lint('## Room #2\n\n## Room #2\n')).toEqual([error(7, ALREADY('Room #2', 5))])
  })

  it('the first heading is found with two spaces after its marks', () => {
    expect(lint('##  Our offices\n\n## Our offices\n')).toEqual([error(7, ALREADY('Our offices', 5))])
  })

  it('the first heading is found when it is underlined rather than marked with #, or has *emphasis* in its words', () => {
    expect(lint('## Hours\n\nOur offices\n-----------\n\n## Our offices\n')).toEqual([error(10, ALREADY('Our offices', 7))])
    expect(lint('## Our *offices*\n\n## Our offices\n')).toEqual([error(7, ALREADY('Our offices', 5))])
  })

  it('the first heading is found when its words end in a #', () => {
    expect(lint('## Our offices#\n\nText.\n\n## Our offices#\n')).toEqual([
      error(9, expect.stringContaining('is already on line 5 of this page.')),
    ])
  })
})

describe('words in square brackets', () => {
  it('words in brackets over two lines are quoted as they start on the first line', () => {
    expect(lint('## Signs\n\nPlease see [our\noffices] today.\n')).toEqual([
      warning(7, expect.stringContaining('"[our" looks like a link with no address, so readers would see the square brackets.')),
    ])
  })

  it('[words][] keeps both pairs of brackets in the way to show them as they are', () => {
    expect(lint('## Signs\n\nSee [our offices][] today.\n')).toEqual([
      warning(7, expect.stringContaining('to show the brackets as they are write \\[our offices][].')),
    ])
  })

  it('words in round brackets later in the sentence are not an address after the [label]', () => {
    expect(lint('## Signs\n\nSee [label] today (at 5 pm).\n')).toEqual([
      warning(7, '"[label]" looks like a link with no address, so readers would see the square brackets. For a link write [label](/the-address); to show the brackets as they are write \\[label].'),
    ])
  })

  it('an address with brackets of its own, left open, is said to be not closed (it has no space)', () => {
    expect(lint('## Signs\n\nSee [Stroke](https://en.wikipedia.org/wiki/Stroke_(medicine) for more.\n')).toEqual([
      error(7, 'The link "[Stroke](…" is not closed, so readers would see the brackets and the address. End the address with ")": [Stroke](/the-address).'),
    ])
  })

  it('two spaces between ] and ( are a space between them', () => {
    expect(lint('## Signs\n\nSee [our offices]  (/locations).\n')).toEqual([
      error(7, '"[our offices] (" has a space between ] and (, so it is not read as a link. Remove the space: [our offices](…).'),
    ])
  })
})

describe('a typed-out address', () => {
  it('only its own http: at the start becomes https:, not an old address inside it', () => {
    expect(lint('## Signs\n\nSee https://web.archive.org/web/2020/http://example.org today.\n')).toEqual([
      error(7, LITERAL_URL('https://web.archive.org/web/2020/http://example.org', 'https://web.archive.org/web/2020/http://example.org')),
    ])
  })
})
