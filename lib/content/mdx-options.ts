// The MDX plugins of both the build and the content check, so the check sees each file as the build does.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

/** An h2 of a text: its words and the id rehype-slug gave it (the "On this page" list links to it). */
export interface Section {
  id: string
  title: string
}

interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: { id?: unknown }
  children?: HastNode[]
  data?: unknown
}

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''))

/** Adds `export const sections` to each compiled text: its h2s, read off the tree after rehype-slug named them. */
function rehypeExportSections() {
  return (tree: HastNode) => {
    const sections: Section[] = []
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'h2' && typeof node.properties?.id === 'string') sections.push({ id: node.properties.id, title: textOf(node).trim() })
      else node.children?.forEach(visit)
    }
    visit(tree)
    const literal = (value: string) => ({ type: 'Literal', value })
    const item = (section: Section) => ({
      type: 'ObjectExpression',
      properties: Object.entries(section).map(([key, value]) => ({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: key }, value: literal(value) })),
    })
    const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'sections' }, init: { type: 'ArrayExpression', elements: sections.map(item) } }] }
    const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null }] }
    tree.children?.unshift({ type: 'mdxjsEsm', value: '', data: { estree } })
  }
}

export const remarkPlugins = [remarkFrontmatter, remarkGfm]
export const rehypePlugins = [rehypeSlug, rehypeExportSections]

/** Where the content check beside a build leaves a file's compiled module for the build: named by the file's text. */
export const compiledMdxFile = (dir: string, text: string) => join(dir, `${createHash('sha256').update(text).digest('hex')}.js`)
