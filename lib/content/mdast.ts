// The Markdown tree of an MDX text as the build reads it, made once per text for the checks that walk it.
import { createProcessor } from '@mdx-js/mdx'
import { remarkPlugins } from './mdx-options.ts'

export interface MdastNode {
  type: string
  name?: string | null
  value?: string
  alt?: string | null
  attributes?: { type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute'; name?: string; value?: string | null | { type: string; value: string } }[]
  children?: MdastNode[]
  position?: { start: { line: number } }
}

/** Text MDX cannot read: where, and why. */
export interface Unreadable {
  line?: number
  reason: string
}

const processor = createProcessor({ remarkPlugins })
const trees = new Map<string, MdastNode | Unreadable>()

/** The tree the compile made, so it is not parsed again. */
export function rememberTree(text: string, tree: MdastNode): void {
  trees.set(text, tree)
}

export function mdastOf(text: string): MdastNode | Unreadable {
  let result = trees.get(text)
  if (!result) {
    try {
      result = processor.parse(text) as MdastNode
    } catch (error) {
      const { place, reason } = error as { place?: { line?: number; start?: { line: number } }; reason?: string }
      // Without a place, the parser ran out of text: the mistake shows at the end of the file.
      result = { line: place?.start?.line ?? place?.line ?? text.trimEnd().split('\n').length, reason: reason ?? String(error) }
    }
    trees.set(text, result)
  }
  return result
}
