// Text rules for mistakes that used to reach the site without a word: a footnote (its "Footnotes"
// heading is English on every page), a count typed where the site counts (typed-counts.ts), a language
// code that names no language (<span lang="vn">). Unified lint rules like text-rules.ts, each message
// written for the clinician.
import type { Node } from 'unist'
import { lintRule } from 'unified-lint-rule'
import { visitParents } from 'unist-util-visit-parents'
import { languageName, unknownLanguageAdvice } from '../language-codes.ts'
import { typedCounts, type Counts } from './typed-counts.ts'

interface MdNode extends Node {
  type: string
  value?: string
  identifier?: string
  label?: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdNode[]
}

const origin = (rule: string) => ({ origin: `site:${rule}` })

/**
 * A footnote ([^1] and its note): the page would end with a heading "Footnotes" in English (on the
 * Spanish pages too) and the note far from its sentence. Said once, where the footnote is used.
 */
export const noFootnotes = lintRule<MdNode>(origin('no-footnotes'), (tree, file) => {
  const used = new Set<string>()
  visitParents(tree, 'footnoteReference', (node: MdNode) => {
    used.add(node.identifier ?? '')
    file.message(
      `"[^${node.label ?? node.identifier}]" is a footnote: the page would end with a heading "Footnotes" in English (on Spanish pages too) and the note far from its sentence. Write the note in the text itself, in brackets or as a sentence of its own, and remove the line "[^${node.label ?? node.identifier}]: …".`,
      node,
    )
  })
  visitParents(tree, 'footnoteDefinition', (node: MdNode) => {
    if (used.has(node.identifier ?? '')) return
    file.message(`"[^${node.label ?? node.identifier}]: …" is the note of a footnote, which the site does not show. Write the note in the text itself, and remove this line.`, node)
  })
})

/** A count typed into the text of something the site counts: the fact tag instead. */
export const typedCountsRule = lintRule<MdNode, Counts>(origin('typed-counts'), (tree, file, counts) => {
  visitParents(tree, 'text', (node: MdNode, parents: MdNode[]) => {
    if (parents.some((p) => p.type === 'link' || p.type === 'inlineCode')) return
    for (const count of typedCounts(node.value ?? '', counts)) {
      const start = node.position?.start
      const line = start ? start.line + ((node.value ?? '').slice(0, count.index).match(/\n/g)?.length ?? 0) : undefined
      file.message(count.message, { place: line ? { line, column: 1 } : node.position })
    }
  })
})

/** lang="…" on a tag must name a language, or screen readers read the words with the wrong voice. */
export const languageCodes = lintRule<MdNode>(origin('language-codes'), (tree, file) => {
  visitParents(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node: MdNode) => {
    const lang = (node.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'lang')?.value
    if (typeof lang !== 'string' || languageName(lang)) return
    file.message(`\`lang="${lang}"\` ${unknownLanguageAdvice(lang)}`, node)
  })
})
