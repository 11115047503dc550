// The site's own lint rules of a content text (lib/content/lint/text-rules.ts), stated rule by rule on
// short MDX files written here and compiled as the check compiles them (compileMdx): which text each rule
// refuses and which it accepts, with each message in full, its line and its level; the edges of each
// rule (the 150th and 151st word of a paragraph, the first heading and the next, a tag's attributes, a
// phone number's forms); and, where the check keeps only one problem per line, the rule's own messages
// as it gives them (every message, its line and column). Every expected value is written out here, not
// worked out by the code under test.
import { compileSync, type CompileOptions } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { textFacts, type TextFacts } from '../../../lib/content/lint/facts.ts'
import * as rules from '../../../lib/content/lint/text-rules.ts'
import { remarkPlugins } from '../../../lib/content/mdx-options.ts'
import type { Content } from '../../../lib/content/content-types.ts'
import { error, lintBody, warning } from './lint-text.ts'

const site = { phones: { main: '(985) 555-0100', fax: '(985) 555-0101' }, email: 'desk@example.org' } as unknown as Content['site']
const facts = textFacts(site, ['Note', 'PhoneNumber'])!

/** The problems of a body, with the practice's facts (or others), as the check finds them. */
const lint = (body: string, headingBase = 2, withFacts: TextFacts | undefined = facts) => lintBody(body, withFacts, headingBase)
/** The problems of a text under "## Signs", whose own first line is line 7. */
const under = (text: string, withFacts: TextFacts | undefined = facts) => lint(`## Signs\n\n${text}\n`, 2, withFacts)

/** One rule alone, on a text without frontmatter: every message it gives, with its rule, line and column. */
type Pluggable = NonNullable<CompileOptions['remarkPlugins']>[number]

function ruleSays(rule: Pluggable, text: string) {
  const file = compileSync({ path: 'a.mdx', value: text }, { remarkPlugins: [...remarkPlugins, rule] })
  return file.messages.map((m) => ({ rule: `${m.source}:${m.ruleId}`, line: m.line, column: m.column, reason: m.reason }))
}

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')

describe('no-esm: import and export lines', () => {
  it('an import line is program code, and the site’s components work without it', () => {
    expect(under("import Chart from './chart.js'")).toEqual([
      error(
        7,
        "`import Chart from './chart.js'` is program code, which content files may not hold. Remove the line: the site's components, such as <Note> or <PhoneNumber />, work without it.",
      ),
    ])
  })

  it('an export line is program code, and a page’s settings go in the frontmatter', () => {
    expect(under('export const year = 2026')).toEqual([
      error(7, "`export const year = 2026` is program code, which content files may not hold. Remove the line; a page's settings go in the fields between the two --- lines at the top."),
    ])
  })

  it('names only the first line of an import written over several lines', () => {
    expect(under("import {\n  Chart,\n} from './chart.js'")).toEqual([
      error(7, "`import {` is program code, which content files may not hold. Remove the line: the site's components, such as <Note> or <PhoneNumber />, work without it."),
    ])
  })
})

describe('allowed-html: the HTML tags a text may hold', () => {
  const ALLOWED_LIST = 'The HTML tags allowed are: <abbr>, <br>, <sub>, <sup>, <span>, <h2>, <h3>.'

  it('a <script> cannot run programs, whatever its case', () => {
    expect(under('<sCRIPT></sCRIPT>')).toEqual([
      error(7, '`<script>` is not allowed: a content file cannot run programs on the site. Remove the `<script>` … `</script>` part.'),
    ])
    expect(under('<script></script>')).toEqual([
      error(7, '`<script>` is not allowed: a content file cannot run programs on the site. Remove the `<script>` … `</script>` part.'),
    ])
  })

  it('a <style> cannot change the look of the site, whatever its case', () => {
    expect(under('<sTyle></sTyle>')).toEqual([
      error(7, '`<style>` is not allowed: a content file cannot change the look of the site. Remove the `<style>` … `</style>` part; for a highlighted box use <Note>.'),
    ])
  })

  it('an <iframe>, <embed> or <object> is another site inside this one, named in lower case', () => {
    const frame = (name: string) => `\`<${name}>\` (a page of another site inside this one) is not allowed. Link to that page instead: [what it is](https://…).`
    expect(under('<iFrame src="https://example.org" />')).toEqual([error(7, frame('iframe'))])
    expect(under('<embed src="https://example.org/a.swf" />')).toEqual([error(7, frame('embed'))])
    expect(under('<object data="https://example.org/a.pdf" />')).toEqual([error(7, frame('object'))])
  })

  it('a <script> is said as a script even with an on…= attribute', () => {
    expect(under('<script onload="go()"></script>')).toEqual([
      error(7, '`<script>` is not allowed: a content file cannot run programs on the site. Remove the `<script>` … `</script>` part.'),
    ])
  })

  it('an on…= attribute, in any case, on any tag, is named as written', () => {
    expect(under('<span onClick="go()">Stroke</span>')).toEqual([
      error(7, '`onClick=` runs a program when a visitor clicks or moves the mouse, and is not allowed in content. Remove `onClick="…"` from `<span>`.'),
    ])
    expect(under('<div ONMOUSEOVER="go()">Stroke</div>')).toEqual([
      error(7, '`ONMOUSEOVER=` runs a program when a visitor clicks or moves the mouse, and is not allowed in content. Remove `ONMOUSEOVER="…"` from `<div>`.'),
    ])
  })

  it('an attribute with "on" inside its name is not a handler, but an attribute the tag may not have', () => {
    expect(under('<abbr data-on="1" title="transient ischaemic attack">TIA</abbr>')).toEqual([error(7, '`<abbr>` may not have `data-on`. It may only have `title="…"`.')])
    expect(under('<abbr title="transient ischaemic attack" lang="en">TIA</abbr>')).toEqual([error(7, '`<abbr>` may not have `lang`. It may only have `title="…"`.')])
  })

  it('a lower-case tag that is one of the site’s components names the component with its capital', () => {
    expect(under('<nOTE>Hi</nOTE>')).toEqual([error(7, "`<nOTE>` is written in lower case: the site's component is `<Note>`, with a capital letter.")])
    expect(under('Call <phonenumber /> today.')).toEqual([
      error(7, "`<phonenumber>` is written in lower case: the site's component is `<PhoneNumber>`, with a capital letter."),
    ])
  })

  it('an allowed tag stays allowed even when a component has its name', () => {
    expect(under('Say <span lang="es">hola</span>.', textFacts(site, ['Span']))).toEqual([])
  })

  it('a tag outside the list is to be written in Markdown, with the list of allowed tags', () => {
    const notTaken = (name: string) =>
      `\`<${name}>\` is an HTML tag the site does not take in content. Write it in Markdown instead (## for a heading, **bold**, - for a list, [words](/address) for a link) or use one of the site's components such as <Note>. ${ALLOWED_LIST}`
    expect(under('<div>Act fast</div>')).toEqual([error(7, notTaken('div'))])
    expect(under('<note>Hi</note>', textFacts(site, ['Warning']))).toEqual([error(7, notTaken('note'))])
    expect(under('<h4>Face</h4>')).toEqual([error(7, notTaken('h4'))])
  })

  it('a component (a capital letter) and a fragment are not HTML tags', () => {
    expect(under('<Note>Hi</Note>')).toEqual([])
    expect(under('<>Hi</>')).toEqual([])
  })

  it('an <h2> or <h3> without an id is to be written in Markdown, with as many # as its level', () => {
    expect(under('<h2>After a stroke</h2>')).toEqual([
      error(7, 'Write this heading in Markdown: "## …" instead of `<h2>`. (`<h2>` is only for a heading that needs a fixed id, like <h2 id="services">.)'),
    ])
    expect(under('<h3 title="x">After a stroke</h3>')).toEqual([
      error(7, 'Write this heading in Markdown: "### …" instead of `<h3>`. (`<h3>` is only for a heading that needs a fixed id, like <h3 id="services">.)'),
    ])
  })

  it('an <h2 id> is allowed, but no other attribute with it', () => {
    expect(under('<h2 id="services">Services</h2>')).toEqual([])
    expect(under('<h3 id="hours" class="big">Hours</h3>')).toEqual([error(7, '`<h3>` may not have `class`. It may only have `id="…"`.')])
  })

  it('the allowed tags with their allowed attributes pass', () => {
    expect(under('<abbr title="transient ischaemic attack">TIA</abbr>, H<sub>2</sub>O, x<sup>2</sup>, <span lang="es">hola</span>, line<br />break.')).toEqual([])
  })

  it('a tag with no allowed attribute is to be written without attributes', () => {
    expect(under('line<br class="x" />break')).toEqual([error(7, '`<br>` may not have `class`. Write it without attributes.')])
  })

  it('an attribute in braces is named {…}', () => {
    expect(under('<span {...props}>hola</span>')).toEqual([error(7, '`<span>` may not have `{…}`. It may only have `lang="…"`.')])
  })
})

describe('no-expressions: code in braces', () => {
  it('braces in a paragraph or on a line of their own run program code', () => {
    expect(under('Take {2} tablets.')).toEqual([
      error(7, '`{2}`: braces run program code in MDX. To show braces write `\\{` and `\\}`; for a note to other editors write `{/* your note */}`.'),
    ])
    expect(under('{1 + 1}')).toEqual([
      error(7, '`{1 + 1}`: braces run program code in MDX. To show braces write `\\{` and `\\}`; for a note to other editors write `{/* your note */}`.'),
    ])
  })

  it('a comment and empty braces are not code', () => {
    expect(under('{/* A note for the next editor. */}')).toEqual([])
    expect(under('Text {/* a note */} here.')).toEqual([])
    expect(under('Empty {} braces.')).toEqual([])
  })
})

describe('no-body-title: a heading as big as the title, after the first heading', () => {
  it('a # heading after the first is the page’s title again', () => {
    expect(lint('## Signs\n\nText.\n\n# Face\n')).toEqual([
      error(9, `"# Face" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Face".`),
    ])
  })

  it('under a title of its own (base 3), a # or ## heading is as big as that title', () => {
    expect(lint('### Signs\n\nText.\n\n# Face\n', 3)).toEqual([
      error(9, `"# Face" is a main heading, but the page's title (the "title" field) is already its main heading. Write "### Face".`),
    ])
    expect(lint('### Signs\n\nText.\n\n## Arm *weakness*\n', 3)).toEqual([
      error(9, `"## Arm weakness" is as big a heading as the title above this text on its page. Write "### Arm weakness".`),
    ])
  })

  it('in a card (base 4), a ### heading is as big as its title', () => {
    expect(lint('#### Dose\n\nText.\n\n### Timing\n', 4)).toEqual([error(9, `"### Timing" is as big a heading as the title above this text on its page. Write "#### Timing".`)])
  })

  it('a heading at the text’s own level, or below it, is fine', () => {
    expect(lint('### Signs\n\nText.\n\n### Face\n\n#### Arm\n', 3)).toEqual([])
  })

  it('the first heading is left to the first-heading rule, and the next # heading is still said', () => {
    expect(ruleSays([rules.noBodyTitle, 2], '# Stroke\n\nText.\n\n# Face\n\n# Arm\n')).toEqual([
      {
        rule: 'site:no-body-title',
        line: 5,
        column: 1,
        reason: `"# Face" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Face".`,
      },
      {
        rule: 'site:no-body-title',
        line: 7,
        column: 1,
        reason: `"# Arm" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Arm".`,
      },
    ])
  })

  it('takes level 2 when no level is given', () => {
    expect(ruleSays(rules.noBodyTitle, '## Stroke\n\n# Face\n')).toEqual([
      {
        rule: 'site:no-body-title',
        line: 3,
        column: 1,
        reason: `"# Face" is a main heading, but the page's title (the "title" field) is already its main heading. Write "## Face".`,
      },
    ])
  })
})

describe('heading-text: a heading with no words, and # marks with no space', () => {
  it('a heading with no words says its own # marks', () => {
    expect(lint('## Signs\n\nText.\n\n##\n')).toEqual([error(9, 'This heading has no words. Write the heading after the ## and a space, or remove the line.')])
    expect(lint('## Signs\n\n###\n')).toEqual([error(7, 'This heading has no words. Write the heading after the ### and a space, or remove the line.')])
  })

  it('a heading of signs only has no link name', () => {
    expect(lint('## Signs\n\n### ★ ✓\n')).toEqual([
      error(
        7,
        'The heading "★ ✓" has no words, only signs or pictures: it gets no link name (no #anchor), and screen readers say only the signs\' names. Write words after the ###, with the sign after them if you like ("### Brain health ★ ✓").',
      ),
    ])
  })

  it('a heading of a number, or of letters of any language, has words', () => {
    expect(lint('## Signs\n\n### 2026\n\n### Ñ\n')).toEqual([])
  })

  it('an empty heading is said once, not also as a heading of signs', () => {
    expect(ruleSays(rules.headingText, '## Signs\n\n##\n')).toEqual([
      { rule: 'site:heading-text', line: 3, column: 1, reason: 'This heading has no words. Write the heading after the ## and a space, or remove the line.' },
    ])
  })

  it('# marks with no space after them show; the heading to write is given', () => {
    expect(under('##Warning signs')).toEqual([error(7, '"##Warning signs" shows its # marks: put a space after them to make it a heading, "## Warning signs".')])
    expect(under('######Six')).toEqual([error(7, '"######Six" shows its # marks: put a space after them to make it a heading, "###### Six".')])
    expect(under('#hashtag and more\nsecond line')).toEqual([error(7, '"#hashtag and more" shows its # marks: put a space after them to make it a heading, "# hashtag and more".')])
  })

  it('# marks later in a paragraph, after a word, or as the words of a real heading, are fine', () => {
    expect(under('Text first\n##Later')).toEqual([])
    expect(under('We use C# here.')).toEqual([])
    expect(under('**Bold** ##x')).toEqual([])
    expect(lint('## Signs\n\n### #1 priority\n')).toEqual([])
  })
})

describe('table-header-line: a table with no line under its header', () => {
  it('names the line to add, with one --- per column', () => {
    expect(under('| Sign | Meaning |\n| Face | Drooping |')).toEqual([
      error(7, 'This looks like a table, but it needs a line under its header row, or it shows as text with | marks. Add "| --- | --- |" as its second line.'),
    ])
    expect(under('| Sign | Meaning | Act |\n| Face | Drooping | Call |\n| Arm | Weak | Call |')).toEqual([
      error(7, 'This looks like a table, but it needs a line under its header row, or it shows as text with | marks. Add "| --- | --- | --- |" as its second line.'),
    ])
  })

  it('one line of | marks, or a line without them, is not a table', () => {
    expect(under('| Sign | Meaning |')).toEqual([])
    expect(under('| Sign | Meaning |\nFace and arm')).toEqual([])
    expect(under('Sign | Meaning |\n| Face | Drooping |')).toEqual([])
    expect(under('| Sign | Meaning\n| Face | Drooping |')).toEqual([])
    expect(under('Sign| Meaning |\n| Face | Drooping |')).toEqual([])
    expect(under('| Sign | Meaning |x\n| Face | Drooping |')).toEqual([])
  })

  it('a table with its header line is a table', () => {
    expect(under('| Sign | Meaning |\n| --- | --- |\n| Face | Drooping |')).toEqual([])
  })
})

describe('no-stray-emphasis: stars or underscores never closed', () => {
  it('** never closed: the stars, and the words around them', () => {
    expect(under('Call **now to book a visit.')).toEqual([
      error(7, '"**" in "…Call **now to book a visit.…" is never closed, so readers would see the stars. Put the same ** after the last word to emphasise (**like this**), or remove it.'),
    ])
  })

  it('__ never closed: the underscores', () => {
    expect(under('Call __now to book a visit.')).toEqual([
      error(7, '"__" in "…Call __now to book a visit.…" is never closed, so readers would see the underscores. Put the same __ after the last word to emphasise (**like this**), or remove it.'),
    ])
  })

  it('a single * or _ opening a word, after a space, a bracket or at the start', () => {
    expect(under('Call *now to book.')).toEqual([
      error(7, '"*" in "…Call *now to book.…" is never closed, so readers would see the stars. Put the same * after the last word to emphasise (**like this**), or remove it.'),
    ])
    expect(under('Rest (_daily) and drink.')).toEqual([
      error(7, '"_" in "…Rest (_daily) and drink.…" is never closed, so readers would see the underscores. Put the same _ after the last word to emphasise (**like this**), or remove it.'),
    ])
    expect(under('_Daily rest helps.')).toEqual([
      error(7, '"_" in "…_Daily rest helps.…" is never closed, so readers would see the underscores. Put the same _ after the last word to emphasise (**like this**), or remove it.'),
    ])
  })

  it('a single * or _ after a word, or before a number or a space, is meant', () => {
    expect(under('Most plans are accepted*. See note_one and 5 * 3, or *1.')).toEqual([])
  })

  it('quotes 20 characters before the mark and 25 from it, on one line', () => {
    expect(under('The first part of this long sentence runs on and **then this part keeps going for a long while.')).toEqual([
      error(
        7,
        '"**" in "…entence runs on and **then this part keeps go…" is never closed, so readers would see the stars. Put the same ** after the last word to emphasise (**like this**), or remove it.',
      ),
    ])
    expect(under('Rest\nand **sleep\nwell.')).toEqual([
      error(8, '"**" in "…Rest and **sleep well.…" is never closed, so readers would see the stars. Put the same ** after the last word to emphasise (**like this**), or remove it.'),
    ])
  })

  it('quotes the words around the mark without spaces at their ends, and one space between words', () => {
    expect(under('Start abcdefghijklmnopqrs**now.')).toEqual([
      error(7, '"**" in "…abcdefghijklmnopqrs**now.…" is never closed, so readers would see the stars. Put the same ** after the last word to emphasise (**like this**), or remove it.'),
    ])
    expect(under('Rest  and **sleep.')).toEqual([
      error(7, '"**" in "…Rest and **sleep.…" is never closed, so readers would see the stars. Put the same ** after the last word to emphasise (**like this**), or remove it.'),
    ])
  })

  it('is said on the line of the mark, in a text of several lines', () => {
    expect(ruleSays(rules.noStrayEmphasis, 'One line.\nTwo line.\nThree **open.\n')).toEqual([
      {
        rule: 'site:no-stray-emphasis',
        line: 3,
        column: 1,
        reason: '"**" in "…ne. Two line. Three **open.…" is never closed, so readers would see the stars. Put the same ** after the last word to emphasise (**like this**), or remove it.',
      },
    ])
  })

  it('the words of a link, and inline code, are left alone', () => {
    expect(under('See [**the page](/locations).')).toEqual([])
    expect(under('Type `**x` and `_y` here.')).toEqual([])
  })
})

describe('table-cells: every row as many cells as the header', () => {
  it('a row with too many or too few cells, on its line, after a correct row', () => {
    expect(under('| Sign | Meaning |\n|---|---|\n| Face | Drooping |\n| Arm | Weak | Numb |\n| Speech |')).toEqual([
      error(10, 'This table row has 3 cell(s) but the table has 2 column(s). Remove the extra cells so the row has 2, each between two | (an empty cell is | |).'),
      error(11, 'This table row has 1 cell(s) but the table has 2 column(s). Add the missing cells so the row has 2, each between two | (an empty cell is | |).'),
    ])
  })

  it('a table whose rows all match is fine', () => {
    expect(under('| Sign | Meaning | Act |\n|---|---|---|\n| Face | Drooping | Call |\n| Arm | | Call |')).toEqual([])
  })
})

describe('no-code: a block of computer code', () => {
  it('a fenced block is a warning, with ~~~ as with ```', () => {
    expect(under('~~~\nTake one tablet\n~~~')).toEqual([
      warning(7, 'This part shows as computer code in a grey box, because of the ``` lines around it. Remove those lines to show it as ordinary text; for a list start each line with "- ".'),
    ])
  })

  it('inline code is not a block', () => {
    expect(under('Type `yes` to agree.')).toEqual([])
  })
})

describe('link-text: a link needs words', () => {
  it('a link with no words, or only spaces, names where it leads', () => {
    const noWords = (url: string) =>
      `The link to "${url}" has no words: nobody can see it on the page, and screen readers say only "link". Write what it leads to between the square brackets: [Contact us](${url}).`
    expect(under('Book now. [](/contactus)')).toEqual([error(7, noWords('/contactus'))])
    expect(under('[  ](https://www.cdc.gov)')).toEqual([error(7, noWords('https://www.cdc.gov'))])
  })

  it('a link with words, or a picture with its description as its words, is fine', () => {
    expect(under('[Contact us](/contactus)')).toEqual([])
    expect(under('[![Our front desk](/images/office.png)](/contactus)')).toEqual([])
  })
})

describe('component-words: a button, a link or a note needs its words', () => {
  it('a button, a link to a partner or a note with nothing between its tags: what the page would show, and how to write it', () => {
    expect(under('<Button href="/contactus" />')).toEqual([
      error(7, '`<Button>` holds no words, so the page would show an empty button that screen readers call only "link". Write its words between the opening and the closing tag, like `<Button href="/contactus">Contact Us</Button>`, or remove it.'),
    ])
    expect(under('Read about <SiteLink to="dementiaPartner"> </SiteLink> today.')).toEqual([
      error(7, '`<SiteLink>` holds no words, so the page would show a link nobody can see, which screen readers call only "link". Write its words between the opening and the closing tag, like `<SiteLink to="dementiaPartner">our partner</SiteLink>`, or remove it.'),
    ])
    expect(under('<PartnerButton to="research"></PartnerButton>')).toEqual([
      error(7, '`<PartnerButton>` holds no words, so the page would show an empty button that screen readers call only "link". Write its words between the opening and the closing tag, like `<PartnerButton to="research">Visit our research partner</PartnerButton>`, or remove it.'),
    ])
    expect(under('<Note>\n\n</Note>')).toEqual([
      error(7, '`<Note>` holds no words, so the page would show an empty box. Write its words between the opening and the closing tag, like `<Note>Call 911 for a seizure that lasts longer than 5 minutes.</Note>`, or remove it.'),
    ])
  })

  it('the same with words, a picture with its description, or a component that shows the site’s own words (<OfficeList />), is fine', () => {
    expect(under('<Button href="/contactus">Contact Us</Button>')).toEqual([])
    expect(under('<Note>\n\n![The front desk](/images/office.png)\n\n</Note>')).toEqual([])
    expect(under('<OfficeList />')).toEqual([])
  })
})

describe('image-alt: a picture needs its description', () => {
  it('a picture with no description, or only spaces, names its address', () => {
    const noAlt = (url: string) =>
      `The picture "${url}" has no description. Write what it shows between the square brackets, like ![A neurologist talking with a patient](${url}): screen readers read it to people who cannot see the picture.`
    expect(under('![](/images/brain.png)')).toEqual([error(7, noAlt('/images/brain.png'))])
    expect(under('![   ](/images/spine.png)')).toEqual([error(7, noAlt('/images/spine.png'))])
  })

  it('a picture with a description is fine', () => {
    expect(under('![A neurologist with a patient](/images/visit.png)')).toEqual([])
    expect(under('![Photo of Dr. Lee at the Covington office](/images/visit.png)')).toEqual([])
  })

  it.each(['image', 'Picture', 'a photo', 'imagen', 'visit.png', 'images/team/ann-lee.svg'])('a description that says only "%s" names the picture, on its line', (alt) => {
    const said = under(`![${alt}](/images/visit.png)`)
    expect(said).toHaveLength(1)
    expect(said[0]).toMatchObject({ line: 7, level: 'error' })
    expect(said[0]!.message).toContain(`("${alt}")`)
    expect(said[0]!.message).toContain('/images/visit.png')
    expect(said[0]!.message).toContain('Write what it shows')
  })
})

describe('paragraph-length: at most 150 words', () => {
  it('150 words are fine, 151 a warning', () => {
    expect(under(words(150))).toEqual([])
    expect(under(words(151))).toEqual([
      warning(
        7,
        'This paragraph has 151 words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about 150 words (a blank line between them), or turn a series into a list.',
      ),
    ])
  })

  it('counts the words of every line and of emphasis and links, not the marks', () => {
    expect(under(`**${words(50)}**\n${words(50)} [${words(50)}](/locations) word`)).toEqual([
      warning(
        7,
        'This paragraph has 151 words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about 150 words (a blank line between them), or turn a series into a list.',
      ),
    ])
  })

  it('takes its limit from the facts', () => {
    const ten = { ...facts, paragraphWords: 10 }
    expect(under(words(10), ten)).toEqual([])
    expect(under(words(11), ten)).toEqual([
      warning(
        7,
        'This paragraph has 11 words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about 10 words (a blank line between them), or turn a series into a list.',
      ),
    ])
  })

  it('takes 150 when the rule is given no facts', () => {
    expect(ruleSays(rules.paragraphLength, words(150))).toEqual([])
    expect(ruleSays(rules.paragraphLength, words(151))).toEqual([
      {
        rule: 'site:paragraph-length',
        line: 1,
        column: 1,
        reason:
          'This paragraph has 151 words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about 150 words (a blank line between them), or turn a series into a list.',
      },
    ])
  })

  it('takes 150 when the facts give no limit', () => {
    const none = { ...facts, paragraphWords: undefined } as unknown as TextFacts
    expect(ruleSays([rules.paragraphLength, none], words(150))).toEqual([])
    expect(ruleSays([rules.paragraphLength, none], words(151))).toEqual([
      {
        rule: 'site:paragraph-length',
        line: 1,
        column: 1,
        reason:
          'This paragraph has 151 words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about 150 words (a blank line between them), or turn a series into a list.',
      },
    ])
  })
})

describe('practice-contacts: our phone numbers and e-mail addresses', () => {
  const MAIN_TYPED = (typed: string) =>
    `"${typed}" is the main number of content/site.yaml, typed by hand. Write <PhoneNumber /> instead: it shows the number in content/site.yaml, links it for phones, and changes with it.`
  const FAX_TYPED = (typed: string) =>
    `"${typed}" is the fax number of content/site.yaml, typed by hand. Write <PhoneNumber which="fax" /> instead: it shows the number in content/site.yaml, links it for phones, and changes with it.`

  it('our numbers typed by hand, in their usual forms, are warnings naming the component', () => {
    expect(under('Call (985) 555-0100 today.')).toEqual([warning(7, MAIN_TYPED('(985) 555-0100'))])
    expect(under('Fax 985-555-0101 today.')).toEqual([warning(7, FAX_TYPED('985-555-0101'))])
    expect(under('Call 985.555.0100 now.')).toEqual([warning(7, MAIN_TYPED('985.555.0100'))])
    expect(under('Call +1 985 555 0100 now.')).toEqual([warning(7, MAIN_TYPED('+1 985 555 0100'))])
    expect(under('Call 1-985-555-0101 now.')).toEqual([warning(7, FAX_TYPED('1-985-555-0101'))])
    expect(under('Call 985555-0100 now.')).toEqual([warning(7, MAIN_TYPED('985555-0100'))])
  })

  it('another number is named with the practice’s numbers, and written as a tel: link', () => {
    expect(under('Call (504) 555-0199 today.')).toEqual([
      warning(
        7,
        '"(504) 555-0199" is none of the practice\'s numbers (content/site.yaml: (985) 555-0100, (985) 555-0101). For one of ours write <PhoneNumber which="…" />; for another organisation\'s number write it as a link so phones can call it: [(504) 555-0199](tel:+15045550199).',
      ),
    ])
    expect(under('Call 1-800-368-1019 today.')).toEqual([
      warning(
        7,
        '"1-800-368-1019" is none of the practice\'s numbers (content/site.yaml: (985) 555-0100, (985) 555-0101). For one of ours write <PhoneNumber which="…" />; for another organisation\'s number write it as a link so phones can call it: [1-800-368-1019](tel:+18003681019).',
      ),
    ])
  })

  it('the civil rights coordinator’s number names its own component', () => {
    const withCoordinator = textFacts({ ...site, civilRightsCoordinator: { phone: '(985) 555-0177' } } as unknown as Content['site'], ['Note'])
    expect(under('Call (985) 555-0177 now.', withCoordinator)).toEqual([
      warning(
        7,
        '"(985) 555-0177" is the civil rights coordinator’s number, typed by hand. Write <CivilRightsCoordinator /> instead: it shows the number in content/site.yaml, links it for phones, and changes with it.',
      ),
    ])
  })

  it('digits that are not a phone number are left alone', () => {
    expect(under('Codes 555-0100, 9855550100, 985-555-01001, 12985-555-0100, 0-985-555-0100 and 985-555-0100-2 are not numbers.')).toEqual([])
  })

  it('each number is said on its own line of the paragraph', () => {
    expect(under('Call (985) 555-0100\nor fax 985-555-0101 today.')).toEqual([warning(7, MAIN_TYPED('(985) 555-0100')), warning(8, FAX_TYPED('985-555-0101'))])
    expect(ruleSays([rules.practiceContacts, facts], 'Line one.\nCall (504) 555-0199 or (985) 555-0100.\n')).toEqual([
      {
        rule: 'site:practice-contacts',
        line: 2,
        column: 1,
        reason:
          '"(504) 555-0199" is none of the practice\'s numbers (content/site.yaml: (985) 555-0100, (985) 555-0101). For one of ours write <PhoneNumber which="…" />; for another organisation\'s number write it as a link so phones can call it: [(504) 555-0199](tel:+15045550199).',
      },
      { rule: 'site:practice-contacts', line: 2, column: 1, reason: MAIN_TYPED('(985) 555-0100') },
    ])
  })

  it('a tel: link to one of our numbers is to be the component', () => {
    expect(under('[Call us](tel:+19855550100)')).toEqual([
      warning(7, 'This link types the main number of content/site.yaml by hand. Write <PhoneNumber /> instead: it always shows the number in content/site.yaml.'),
    ])
    expect(under('[(985) 555-0101](tel:985-555-0101)')).toEqual([
      warning(7, 'This link types the fax number of content/site.yaml by hand. Write <PhoneNumber which="fax" /> instead: it always shows the number in content/site.yaml.'),
    ])
  })

  it('a tel: link to another number, with the number as its words, is right', () => {
    expect(under('The federal line is [1-800-368-1019](tel:+18003681019).')).toEqual([])
  })

  it('a tel: link short of digits reaches no one; ten digits, 1 and ten, 911, 711, 988 and another country\'s number are right', () => {
    expect(under('Call [us](tel:985-555).')).toEqual([
      warning(7, 'The phone link "tel:985-555" has 6 digits, so a tap on it reaches no one. Write the whole number with its area code, such as tel:+1-504-555-0199.'),
    ])
    expect(under('[a](tel:504-555-019)')).toEqual([
      warning(7, 'The phone link "tel:504-555-019" has 9 digits, so a tap on it reaches no one. Write the whole number with its area code, such as tel:+1-504-555-0199.'),
    ])
    for (const href of ['tel:5045550199', 'tel:+15045550199', 'tel:911', 'tel:711', 'tel:988', 'tel:+442079460000']) expect(under(`[Call](${href})`), href).toEqual([])
  })

  it('our number as the words of a link that is not tel: is still typed by hand; an address with our digits is not a number', () => {
    expect(under('[(985) 555-0100](/contact)')).toEqual([warning(7, MAIN_TYPED('(985) 555-0100'))])
    expect(under('[Contact](https://example.org/tel:+19855550100)')).toEqual([])
  })

  it('a mailto: link to our address, in any case, with a subject, is right', () => {
    expect(under('[E-mail us](mailto:desk@example.org), [or](MAILTO:Desk@Example.ORG), [or](mailto:desk@example.org?subject=Visit).')).toEqual([])
  })

  it('a mailto: link to an address not in site.yaml names ours, and the closest when it is close', () => {
    expect(under('[E-mail us](mailto:desk@exmple.org)')).toEqual([
      warning(
        7,
        '"desk@exmple.org" is not one of the practice\'s e-mail addresses in content/site.yaml (desk@example.org). Did you mean "desk@example.org"? Check the spelling, or add the address to content/site.yaml if it is a new one.',
      ),
    ])
    expect(under('[E-mail them](mailto:someone@far-away.example?subject=Hi)')).toEqual([
      warning(
        7,
        '"someone@far-away.example" is not one of the practice\'s e-mail addresses in content/site.yaml (desk@example.org). Check the spelling, or add the address to content/site.yaml if it is a new one.',
      ),
    ])
  })

  it('a MAILTO: link in capitals is read as mailto:', () => {
    expect(under('[E-mail](MAILTO:nobody@elsewhere.example)')).toEqual([
      warning(
        7,
        '"nobody@elsewhere.example" is not one of the practice\'s e-mail addresses in content/site.yaml (desk@example.org). Check the spelling, or add the address to content/site.yaml if it is a new one.',
      ),
    ])
  })

  it('lists every address of site.yaml', () => {
    const two = textFacts({ ...site, billing: { email: 'Billing@Example.org' } } as unknown as Content['site'], [])
    expect(under('[E-mail](mailto:nobody@elsewhere.example)', two)).toEqual([
      warning(
        7,
        '"nobody@elsewhere.example" is not one of the practice\'s e-mail addresses in content/site.yaml (desk@example.org, billing@example.org). Check the spelling, or add the address to content/site.yaml if it is a new one.',
      ),
    ])
  })

  it('an address with mailto: inside it is not a mailto: link', () => {
    expect(under('[Contact](https://example.org/mailto:nobody@elsewhere.example)')).toEqual([])
  })

  it('an empty mailto: is not an address', () => {
    expect(ruleSays([rules.practiceContacts, facts], '[E-mail](mailto:)\n')).toEqual([])
  })

  it('with no facts, the rule says nothing', () => {
    expect(ruleSays(rules.practiceContacts, '[E-mail](mailto:nobody@elsewhere.example)\n\n[Call](tel:+19855550100)\n')).toEqual([])
  })
})
