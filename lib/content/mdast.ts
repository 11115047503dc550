// The Markdown tree of an MDX text as the build reads it, made once per text for the checks that walk it.
import { createProcessor, type compileSync } from '@mdx-js/mdx'
import { remarkPlugins } from './mdx-options.ts'

/** A place in the text: line and column from 1, offset from 0. */
interface Point {
  line: number
  column: number
  offset?: number
}
type Position = { start: Point; end: Point }

/** A node of the Markdown tree (in the compile, of the HTML tree too) with the fields the checks read. */
export interface MdastNode {
  type: string
  position?: Position
  name?: string | null
  value?: string
  alt?: string | null
  url?: string
  depth?: number
  identifier?: string
  label?: string
  attributes?: { type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute'; name?: string; value?: string | null | { type: string; value: string }; position?: Position }[]
  children?: MdastNode[]
  data?: { estree?: { body?: unknown[] } }
  /** An HTML element's. */
  tagName?: string
  properties?: Record<string, unknown>
}

/** A file as the MDX compiler gives it back (a VFile): its path, its text and the lint's messages. */
export type MdxFile = ReturnType<typeof compileSync>

/** Text MDX cannot read: where, and why. */
export interface Unreadable {
  line?: number
  reason: string
}

/** The words of a node as a reader gets them: its own text, a picture's description, or its children's words in turn. */
export const textOf = (node: MdastNode): string => node.value ?? (node.alt || (node.children ?? []).map(textOf).join(''))

/** Calls `enter` on every node of the tree, each before its children, with its ancestors (the nearest last). */
export function everyNode(tree: MdastNode, enter: (node: MdastNode, ancestors: MdastNode[]) => void, ancestors: MdastNode[] = []): void {
  enter(tree, ancestors)
  if (!tree.children) return
  const inner = [...ancestors, tree]
  for (const child of tree.children) everyNode(child, enter, inner)
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
