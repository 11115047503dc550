// The words of the components' attributes (<Card title="…">), which the page shows as text.
import type { Node } from 'unist'
import { visitParents } from 'unist-util-visit-parents'

/** Attributes that hold an address, a name of site.yaml or a code, never words. */
const NOT_WORDS = new Set(['href', 'src', 'to', 'which', 'id', 'lang', 'name', 'icon', 'variant', 'tone'])

interface JsxNode extends Node {
  attributes?: { type: string; name?: string; value?: unknown; position?: Node['position'] }[]
}

export function attributeTexts(tree: Node, source: string, visit: (text: { value: string; written: string; line: number }) => void): void {
  visitParents(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node: JsxNode) => {
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || NOT_WORDS.has(attribute.name ?? '')) continue
      const place = attribute.position ?? node.position
      const written = source.slice(place?.start.offset ?? 0, place?.end.offset ?? 0)
      visit({ value: attribute.value, written, line: place?.start.line ?? 1 })
    }
  })
}
