// The Markdown tree of an MDX text as the build reads it, made once per text for the checks that walk it.
import { createProcessor } from '@mdx-js/mdx'
import type { Node } from 'unist'
import { remarkPlugins } from './mdx-options.ts'

/** A node of the Markdown tree (in the compile, of the HTML tree too) with the fields the checks read. */
export interface MdastNode extends Node {
  type: string
  name?: string | null
  value?: string
  alt?: string | null
  url?: string
  depth?: number
  identifier?: string
  label?: string
  attributes?: { type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute'; name?: string; value?: string | null | { type: string; value: string }; position?: Node['position'] }[]
  children?: MdastNode[]
  data?: { estree?: { body?: unknown[] } }
  /** An HTML element's. */
  tagName?: string
  properties?: Record<string, unknown>
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
