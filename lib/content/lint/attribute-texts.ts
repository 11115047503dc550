// The words of the components' attributes (<Card title="…">), which the page shows as text.
import type { RuleFile } from './walk.ts'
import type { MdastNode } from '../mdast.ts'

/** Attributes that hold an address, a name of site.yaml or a code, never words. */
const NOT_WORDS = new Set(['href', 'src', 'to', 'which', 'id', 'lang', 'name', 'icon', 'variant', 'tone'])

/** The component nodes whose attributes' words are checked (their messages come after the text's). */
export const JSX_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement']

/** Says on its line the message `messageOf` finds for an attribute's words (`written`: as typed in the file). */
export function attributeTexts(nodes: readonly MdastNode[], file: RuleFile, messageOf: (text: { value: string; written: string }) => string | undefined): void {
  for (const node of nodes as MdastNode[]) {
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || NOT_WORDS.has(attribute.name ?? '')) continue
      const place = attribute.position ?? node.position
      const message = messageOf({ value: attribute.value, written: String(file.value).slice(place?.start.offset ?? 0, place?.end.offset ?? 0) })
      if (message) file.message(message, { place: { line: place?.start.line ?? 1, column: 1 } })
    }
  }
}
