// HTML entities typed into the text (&amp;, &rsquo;…). A YAML text shows them as typed: an error; a page's
// text shows the character but is hard to read and search: a warning, where &lt; &gt; and braces' pass.
import type { MdastNode } from '../mdast.ts'
import { decodeNamedCharacterReference } from 'decode-named-character-reference'
import { JSX_TYPES, attributeTexts } from './attribute-texts.ts'
import { siteRule } from './walk.ts'

const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,31}));/g
/** What the text of a page must write as an entity: < > { } would start a tag or code. */
const NEEDED_IN_MDX = new Set(['<', '>', '{', '}'])

function characterOf(match: RegExpMatchArray): string | undefined {
  const [, decimal, hex, name] = match
  if (name) {
    const decoded = decodeNamedCharacterReference(name)
    return decoded === false ? undefined : decoded
  }
  const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16)
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined
}

const shown = (character: string) =>
  character === '\u00a0' ? 'a space (a non-breaking space is not needed: the page keeps words together where it should)' : character === '\u00ad' ? 'nothing (the page breaks long words itself)' : `the character itself, ${character}`

export function entitiesIn(text: string, inMdx: boolean): { index: number; message: string }[] {
  const found: { index: number; message: string }[] = []
  for (const match of text.matchAll(ENTITY)) {
    const character = characterOf(match)
    if (character === undefined || (inMdx && NEEDED_IN_MDX.has(character))) continue
    found.push({
      index: match.index,
      message: `"${match[0]}" is HTML code for "${character.trim() || ' '}", typed into the text${inMdx ? '' : ': here it shows on the page as it is typed'}. Type ${shown(character)} instead.`,
    })
  }
  return found
}

/** Read in the file's own text: the tree has them decoded. */
export const noEntities = siteRule<MdastNode>('entities', ['text', ...JSX_TYPES], (file) => {
  const source = String(file.value)
  const components: MdastNode[] = []
  const enter = (node: MdastNode) => {
    if (JSX_TYPES.includes(node.type)) return void components.push(node)
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (start === undefined || end === undefined) return
    const written = source.slice(start, end)
    for (const entity of entitiesIn(written, true)) {
      const line = (node.position?.start.line ?? 1) + (written.slice(0, entity.index).match(/\n/g)?.length ?? 0)
      file.message(entity.message, { place: { line, column: 1 } })
    }
  }
  return { enter, end: () => attributeTexts(components, file, ({ written }) => entitiesIn(written, true)[0]?.message) }
})
