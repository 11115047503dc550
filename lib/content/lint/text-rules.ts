// The text rules no published lint rule makes, because they are about this site: the HTML and code a
// content file may hold, our phone numbers and e-mail addresses, tables, pictures, paragraphs, footnotes,
// typed counts, language codes. Unified lint rules, each message written for the clinician.
import { siteRule, type RuleFile } from './walk.ts'
import { didYouMean } from '../check/words/near-miss.ts'
import { ALLOWED_HTML, type TextFacts } from './facts.ts'
import { languageName, unknownLanguageAdvice } from '../language-codes.ts'
import { typedCounts, type Counts } from './typed-counts.ts'
import { textOf, type MdastNode } from '../mdast.ts'
import { emptyDescription } from '../schemas/fields.ts'

/** A unified lint rule that looks at every node of the given types (in the one walk of walk.ts). */
const rule = <Option = never>(name: string, types: string | string[], check: (node: MdastNode, file: RuleFile, option: Option | undefined, parents: MdastNode[]) => void) =>
  siteRule<MdastNode, Option>(name, [types].flat(), (file, option) => ({ enter: (node, parents) => check(node, file, option, parents) }))
const placeIn = (node: MdastNode, index: number) => {
  const start = node.position?.start
  return start ? { place: { line: start.line + ((node.value ?? '').slice(0, index).match(/\n/g)?.length ?? 0), column: 1 } } : {}
}
const tag = (name: string) => `\`<${name}>\``

/** `import` and `export` lines: program code, which the build would try to run. */
export const noEsm = rule('no-esm', 'mdxjsEsm', (node, file) => {
  const code = (node.value ?? '').trim().split('\n')[0] ?? ''
  file.message(code.startsWith('import') ? `\`${code}\` is program code, which content files may not hold. Remove the line: the site's components, such as <Note> or <PhoneNumber />, work without it.` : `\`${code}\` is program code, which content files may not hold. Remove the line; a page's settings go in the fields between the two --- lines at the top.`, node)
})

/** What to write instead of a tag content may never hold: a script, a style, a frame. */
export function blockedTag(lower: string): string | undefined {
  if (lower === 'script') return `${tag('script')} is not allowed: a content file cannot run programs on the site. Remove the ${tag('script')} … ${tag('/script')} part.`
  if (lower === 'style') return `${tag('style')} is not allowed: a content file cannot change the look of the site. Remove the ${tag('style')} … ${tag('/style')} part; for a highlighted box use <Note>.`
  if (lower === 'iframe' || lower === 'embed' || lower === 'object') return `${tag(lower)} (a page of another site inside this one) is not allowed. Link to that page instead: [what it is](https://…).`
  return undefined
}

/** HTML tags: only a few harmless ones, with harmless attributes; never scripts, styles or frames. */
export const allowedHtml = rule<TextFacts>('allowed-html', ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, file, facts) => {
  const message = htmlProblem(node, facts)
  if (message) file.message(message, node)
})

function htmlProblem(node: MdastNode, facts: TextFacts | undefined): string | undefined {
  const name = node.name ?? ''
  if (!name || /^[A-Z]/.test(name)) return undefined // a component: checked against its props (mdx-components-check.ts)
  const handler = (node.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && /^on/i.test(a.name ?? ''))
  const lower = name.toLowerCase()
  const blocked = blockedTag(lower)
  if (blocked) return blocked
  if (handler) return `\`${handler.name}=\` runs a program when a visitor clicks or moves the mouse, and is not allowed in content. Remove \`${handler.name}="…"\` from ${tag(name)}.`
  const component = lower in ALLOWED_HTML ? undefined : facts?.components.find((c) => c.toLowerCase() === lower)
  if (component) return `${tag(name)} is written in lower case: the site's component is ${tag(component)}, with a capital letter.`
  if (!(lower in ALLOWED_HTML))
    return `${tag(name)} is an HTML tag the site does not take in content. Write it in Markdown instead (## for a heading, **bold**, - for a list, [words](/address) for a link) or use one of the site's components such as <Note>. The HTML tags allowed are: ${Object.keys(ALLOWED_HTML).map((t) => `<${t}>`).join(', ')}.`
  if (/^h\d$/.test(lower) && !(node.attributes ?? []).some((a) => a.name === 'id'))
    return `Write this heading in Markdown: "${'#'.repeat(Number(lower[1]))} …" instead of ${tag(name)}. (${tag(name)} is only for a heading that needs a fixed id, like <${lower} id="services">.)`
  const extra = (node.attributes ?? []).find((a) => a.type !== 'mdxJsxAttribute' || !ALLOWED_HTML[lower]?.includes(a.name ?? ''))
  const allowed = ALLOWED_HTML[lower] ?? []
  if (extra) return `${tag(name)} may not have \`${extra.name ?? '{…}'}\`. ${allowed.length ? `It may only have ${allowed.map((a) => `\`${a}="…"\``).join(', ')}.` : 'Write it without attributes.'}`
  return undefined
}

/** Code in braces: MDX runs `{…}` as a program (a `{/* comment *\/}` is fine). */
export const noExpressions = rule('no-expressions', ['mdxFlowExpression', 'mdxTextExpression'], (node, file) => {
  if ((node.data?.estree?.body?.length ?? 0) === 0) return // a comment, or empty braces
  file.message(`\`{${node.value ?? ''}}\`: braces run program code in MDX. To show braces write \`\\{\` and \`\\}\`; for a note to other editors write \`{/* your note */}\`.`, node)
})

/** After the first heading (first-heading-level's), no heading as big as the page's or the policy's own title. */
export const noBodyTitle = siteRule<MdastNode, number>('no-body-title', ['heading'], (file, base = 2) => {
  let first = true
  return { enter: (node) => {
    const depth = node.depth ?? base
    const words = textOf(node)
    if (!first && depth < base)
      file.message(depth === 1 ? `"# ${words}" is a main heading, but the page's title (the "title" field) is already its main heading. Write "${'#'.repeat(base)} ${words}".` : `"${'#'.repeat(depth)} ${words}" is as big a heading as the title above this text on its page. Write "${'#'.repeat(base)} ${words}".`, node)
    first = false
  } }
})

/** A heading with no words, and a "heading" with no space after its #, which shows its # marks. */
export const headingText = rule('heading-text', ['heading', 'paragraph'], (node, file) => {
  const words = node.type === 'heading' ? textOf(node).trim() : ''
  if (node.type === 'heading' && !words)
    file.message(`This heading has no words. Write the heading after the ${'#'.repeat(node.depth ?? 2)} and a space, or remove the line.`, node)
  else if (node.type === 'heading' && !/[\p{L}\p{N}]/u.test(words))
    file.message(`The heading "${words}" has no words, only signs or pictures: it gets no link name (no #anchor), and screen readers say only the signs' names. Write words after the ${'#'.repeat(node.depth ?? 2)}, with the sign after them if you like ("${'#'.repeat(node.depth ?? 2)} Brain health ${words}").`, node)
  const first = node.type === 'paragraph' ? node.children?.[0] : undefined
  const marks = first?.type === 'text' ? /^(#{1,6})(\S.*)$/m.exec(first.value ?? '') : undefined
  if (marks && marks.index === 0) file.message(`"${marks[0]}" shows its # marks: put a space after them to make it a heading, "${marks[1]} ${marks[2]}".`, node)
})

export const tableWithoutHeaderLine = rule('table-header-line', 'paragraph', (node, file) => {
  const first = node.children?.[0]
  const lines = first?.type === 'text' ? (first.value ?? '').split('\n') : []
  if (lines.length < 2 || !lines.every((l) => /^\s*\|.*\|\s*$/.test(l))) return
  const columns = (lines[0]?.match(/\|/g)?.length ?? 2) - 1
  file.message(`This looks like a table, but it needs a line under its header row, or it shows as text with | marks. Add "${`| --- `.repeat(columns)}|" as its second line.`, node)
})

/** Stars or underscores left in the text after reading it: emphasis that was never closed. */
export const noStrayEmphasis = rule('no-stray-emphasis', 'text', (node, file, _, parents) => {
  if (parents.some((p) => p.type === 'link' || p.type === 'inlineCode')) return
  const text = node.value ?? ''
  // A single * or _ after a word may be meant (a footnote mark: "accepted*"); one opening a word is not.
  const mark = /\*\*|__|(?:^|[\s(])([*_])(?=\p{L})/u.exec(text)
  if (!mark) return
  const stars = mark[0].trim().replace(/^\(/, '')
  const around = text.slice(Math.max(0, mark.index - 20), mark.index + 25).replace(/\s+/g, ' ').trim()
  file.message(`"${stars}" in "…${around}…" is never closed, so readers would see the ${stars.startsWith('*') ? 'stars' : 'underscores'}. Put the same ${stars} after the last word to emphasise (**like this**), or remove it.`, placeIn(node, mark.index))
})

export const tableCells = rule('table-cells', 'table', (table, file) => {
  const [header, ...rows] = table.children ?? []
  const columns = header?.children?.length ?? 0
  for (const row of rows) {
    const cells = row.children?.length ?? 0
    if (cells === columns) continue
    file.message(`This table row has ${cells} cell(s) but the table has ${columns} column(s). ${cells < columns ? 'Add the missing cells' : 'Remove the extra cells'} so the row has ${columns}, each between two | (an empty cell is | |).`, row)
  }
})

export const noCode = rule('no-code', 'code', (node, file) => {
  file.message('This part shows as computer code in a grey box, because of the ``` lines around it. Remove those lines to show it as ordinary text; for a list start each line with "- ".', node)
})

export const imageAlt = rule('image-alt', 'image', (node, file) => {
  const empty = emptyDescription(node.alt ?? '')
  if (empty) return file.message(`The description of the picture "${node.url ?? ''}" ${empty}, between the square brackets: ![A neurologist talking with a patient](${node.url ?? '/images/…'}).`, node)
  if ((node.alt ?? '').trim()) return
  file.message(`The picture "${node.url ?? ''}" has no description. Write what it shows between the square brackets, like ![A neurologist talking with a patient](${node.url ?? '/images/…'}): screen readers read it to people who cannot see the picture.`, node)
})

/** A link needs words: without them nobody sees it on the page, and screen readers say only "link". */
export const linkText = rule('link-text', 'link', (node, file) => {
  if (textOf(node).trim()) return
  file.message(`The link to "${node.url ?? ''}" has no words: nobody can see it on the page, and screen readers say only "link". Write what it leads to between the square brackets: [Contact us](${node.url || '/contactus'}).`, node)
})

/** The components whose words are all the page shows of them: a link or a box, empty without them. */
const NEEDS_WORDS: Record<string, { example: string; empty: string }> = {
  Button: { example: '<Button href="/contactus">Contact Us</Button>', empty: 'an empty button that screen readers call only "link"' },
  PartnerButton: { example: '<PartnerButton to="research">Visit our research partner</PartnerButton>', empty: 'an empty button that screen readers call only "link"' },
  SiteLink: { example: '<SiteLink to="dementiaPartner">our partner</SiteLink>', empty: 'a link nobody can see, which screen readers call only "link"' },
  Note: { example: '<Note>Call 911 for a seizure that lasts longer than 5 minutes.</Note>', empty: 'an empty box' },
}

export const componentWords = rule('component-words', ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, file) => {
  const needs = NEEDS_WORDS[node.name ?? '']
  if (!needs || textOf(node).trim()) return
  file.message(`\`<${node.name}>\` holds no words, so the page would show ${needs.empty}. Write its words between the opening and the closing tag, like \`${needs.example}\`, or remove it.`, node)
})

export const paragraphLength = rule<TextFacts>('paragraph-length', 'paragraph', (node, file, facts) => {
  const words = textOf(node).split(/\s+/).filter(Boolean).length
  if (words <= (facts?.paragraphWords ?? 150)) return
  file.message(`This paragraph has ${words} words: on a phone that is several screens of unbroken text. Split it into paragraphs of at most about ${facts?.paragraphWords ?? 150} words (a blank line between them), or turn a series into a list.`, node)
})

// A US number as people type it; a letter O in place of a zero is caught too, as phones cannot dial it.
const PHONE = /(?<![\dO-])(?:\+?1[\s.-]?)?\(?[\dO]{3}\)?[\s.-]?[\dO]{3}[\s.-][\dO]{4}(?![\dO-])/g
const digitsOf = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')

/** A number a phone can call: ten digits (with 1 in front, or not), a three-digit service line (911, 711, 988), or a + and another country's number. */
function dialable(href: string): boolean {
  const digits = href.replace(/\D/g, '')
  if (/^tel:\+(?!1)/.test(href)) return digits.length >= 8 && digits.length <= 15
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1')) || /^([2-9]11|988)$/.test(digits)
}

/** Phone numbers typed by hand, links to our numbers or e-mail addresses not taken from site.yaml, and phone links that dial no one. */
export const practiceContacts = siteRule<MdastNode, TextFacts>('practice-contacts', ['text', 'link'], (file, facts) => {
  const known = new Map((facts?.phones ?? []).map((p) => [digitsOf(p.number), p]))
  const ours = (phone: string) => known.get(digitsOf(phone))
  return { enter: (node, parents) => {
    if (node.type === 'link') {
      const href = node.url ?? ''
      if (href.startsWith('tel:') && ours(href)) file.message(`This link types ${ours(href)!.label} by hand. Write ${ours(href)!.component} instead: it always shows the number in content/site.yaml.`, node)
      else if (href.startsWith('tel:') && !dialable(href)) file.message(`The phone link "${href}" has ${href.replace(/\D/g, '').length} digits, so a tap on it reaches no one. Write the whole number with its area code, such as tel:+1-504-555-0199.`, node)
      const address = /^mailto:([^?]*)/i.exec(href)?.[1]
      if (address && facts && !facts.emails.includes(address.toLowerCase())) {
        file.message(`"${address}" is not one of the practice's e-mail addresses in content/site.yaml (${facts.emails.join(', ')}).${didYouMean(address, facts.emails)} Check the spelling, or add the address to content/site.yaml if it is a new one.`, node)
      }
      return
    }
    if (parents.some((p) => p.type === 'link' && (p.url ?? '').startsWith('tel:'))) return
    for (const match of (node.value ?? '').matchAll(PHONE)) {
      if (match[0].includes('O')) {
        const dialled = match[0].replaceAll('O', '0')
        if (digitsOf(dialled).length < 10 || digitsOf(match[0]).length < 7) continue
        const theirs = ours(dialled)
        file.message(`"${match[0]}" has the letter O where a zero belongs: a phone cannot dial it. ${theirs ? `It is ${theirs.label}: write ${theirs.component}, which shows it from content/site.yaml.` : `Write ${dialled}, with zeros.`}`, placeIn(node, match.index))
        continue
      }
      const phone = ours(match[0])
      file.message(phone ? `"${match[0]}" is ${phone.label}, typed by hand. Write ${phone.component} instead: it shows the number in content/site.yaml, links it for phones, and changes with it.` : `"${match[0]}" is none of the practice's numbers (content/site.yaml: ${(facts?.phones ?? []).map((p) => p.number).join(', ')}). For one of ours write <PhoneNumber which="…" />; for another organisation's number write it as a link so phones can call it: [${match[0]}](tel:+1${digitsOf(match[0])}).`, placeIn(node, match.index))
    }
  } }
})

/** A footnote: its heading "Footnotes" would be English on every page, and the note far from its sentence. */
export const noFootnotes = siteRule<MdastNode>('no-footnotes', ['footnoteReference', 'footnoteDefinition'], (file) => {
  const used = new Set<string>()
  // The notes are told after every reference: a note is the site's to show only if nothing refers to it.
  const notes: MdastNode[] = []
  const enter = (node: MdastNode) => {
    if (node.type === 'footnoteDefinition') return void notes.push(node)
    used.add(node.identifier ?? '')
    file.message(`"[^${node.label ?? node.identifier}]" is a footnote: the page would end with a heading "Footnotes" in English (on Spanish pages too) and the note far from its sentence. Write the note in the text itself, in brackets or as a sentence of its own, and remove the line "[^${node.label ?? node.identifier}]: …".`, node)
  }
  const end = () => {
    for (const node of notes) {
      if (used.has(node.identifier ?? '')) continue
      file.message(`"[^${node.label ?? node.identifier}]: …" is the note of a footnote, which the site does not show. Write the note in the text itself, and remove this line.`, node)
    }
  }
  return { enter, end }
})

export const typedCountsRule = rule<Counts>('typed-counts', 'text', (node, file, counts, parents) => {
  if (parents.some((p) => p.type === 'link' || p.type === 'inlineCode')) return
  for (const count of typedCounts(node.value ?? '', counts)) file.message(count.message, placeIn(node, count.index))
})

export const languageCodes = rule('language-codes', ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, file) => {
  const lang = (node.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'lang')?.value
  if (typeof lang !== 'string' || languageName(lang)) return
  file.message(`\`lang="${lang}"\` ${unknownLanguageAdvice(lang)}`, node)
})
