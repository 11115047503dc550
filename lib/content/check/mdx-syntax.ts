// Compiles each MDX file with the build's own pipeline, linting the very tree the build renders, says the
// first mistake MDX stops at in plain words, and collects the links, pictures and heading ids.
import { writeFileSync } from 'node:fs'
import { compileSync } from '@mdx-js/mdx'
import { lintPlugins, lintProblems } from '../lint/index.ts'
import type { TextFacts } from '../lint/facts.ts'
import type { Counts } from '../lint/typed-counts.ts'
import { blockedTag } from '../lint/text-rules.ts'
import { compiledMdxFile, rehypePlugins, remarkPlugins } from '../mdx-options.ts'
import { everyNode, rememberTree, type MdastNode } from '../mdast.ts'
import type { Problem } from './check-engine.ts'

type BodyLink = { href: string; line: number }

export interface CompiledMdx {
  /** The first syntax mistake, in plain words. */
  problem?: Problem
  lint: Problem[]
  links: BodyLink[]
  images: BodyLink[]
  headingIds: string[]
}

// One compile per file text: the check runs again and again on unchanged files (the tests, `npm run dev`).
const compiledTexts = new Map<string, CompiledMdx>()

/** Compiles the whole file (frontmatter included), so line numbers are the file's own. */
export function compileMdx(file: string, text: string, facts?: TextFacts, headingBase = 2, counts?: Counts): CompiledMdx {
  const key = `${file}\n${headingBase}\n${JSON.stringify(facts ?? null)}\n${JSON.stringify(counts ?? null)}\n${text}`
  const compiled = compiledTexts.get(key) ?? compileUncached(file, text, facts, headingBase, counts)
  compiledTexts.set(key, compiled)
  return compiled
}

function compileUncached(file: string, text: string, facts: TextFacts | undefined, headingBase: number, counts: Counts | undefined): CompiledMdx {
  const found: Omit<CompiledMdx, 'lint'> = { links: [], images: [], headingIds: [] }
  let mdast: MdastNode | undefined
  const collectLinks = () => (tree: MdastNode) => {
    everyNode((mdast = tree), (node) => {
      const line = node.position?.start.line ?? 1
      // An address typed out (GFM makes it a link) is the lint's to report, once.
      const typedOut = node.type === 'link' && text[node.position?.start.offset ?? 0] !== '['
      if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined && !typedOut) found.links.push({ href: node.url, line })
      if (node.type === 'image' && node.url) found.images.push({ href: node.url, line })
      const href = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href')?.value
      if (node.type.startsWith('mdxJsx') && typeof href === 'string') found.links.push({ href, line })
    })
  }
  const collectIds = () => (tree: MdastNode) =>
    everyNode(tree, (node) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') && typeof node.properties?.id === 'string') found.headingIds.push(node.properties.id)
    })
  try {
    const vfile = compileSync({ path: file, value: text }, { remarkPlugins: [...remarkPlugins, ...lintPlugins(facts, headingBase, counts), collectLinks], rehypePlugins: [...rehypePlugins, collectIds] })
    if (mdast) rememberTree(text, mdast)
    // The check that runs beside `vike build` hands its compiled files to the build, which then does not
    // compile them again (vite.config.ts): the same plugins make the same module (the lint only reads).
    if (process.env.MDX_COMPILED_DIR) writeFileSync(compiledMdxFile(process.env.MDX_COMPILED_DIR, text), String(vfile.value))
    return { ...found, lint: lintProblems(file, text, vfile.messages) }
  } catch (error) {
    return { ...found, lint: [], problem: explainMdxError(file, text, error) }
  }
}

interface MdxError {
  reason?: string
  message?: string
  ruleId?: string
  line?: number
  column?: number
}

/** Turns an MDX compile error into a message a clinician can act on. */
export function explainMdxError(file: string, text: string, error: unknown): Problem {
  const { reason = String((error as MdxError)?.message ?? error), ruleId = '', line: errorLine, column } = (error ?? {}) as MdxError
  const lines = text.split('\n')
  // Some messages name their place only in the text, as "(16:1-16:7)".
  const place = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason)
  const line = errorLine ?? (place ? Number(place[1]) : undefined)
  const at = (l: number | undefined, c: number | undefined) => (l && c ? (lines[l - 1] ?? '').slice(c - 1) : '')
  const problem = (message: string, onLine = line): Problem => ({ file, line: onLine, level: 'error', message })

  // Curly quotes around a value: word processors type them, MDX reads only straight ones.
  const curly = /(\w+)=\s*[“”‘’]([^“”‘’]*)[“”‘’]?/.exec(lines[(line ?? 1) - 1] ?? '')
  if (curly) return problem(`The value of \`${curly[1]}=\` is in curly quotes (“…”), which MDX cannot read. Write straight quotes: \`${curly[1]}="${curly[2]}"\`.`)

  // Code inside <script> or <style> rarely reads as MDX: say what is not allowed rather than what broke.
  const blockStart = lines.slice(0, line ?? lines.length).findLastIndex((l) => /<(script|style)\b/i.test(l))
  const block = blockStart >= 0 ? /<(script|style)\b/i.exec(lines[blockStart] ?? '')?.[1]?.toLowerCase() : undefined
  if (block && !lines.slice(blockStart, (line ?? blockStart + 1) - 1).some((l) => new RegExp(`</${block}>`, 'i').test(l))) return problem(blockedTag(block)!, blockStart + 1)
  const opened = /closing tag for `<([^>`]*)>` \((\d+):/.exec(reason)
  if (ruleId === 'end-tag-mismatch' && opened && reason.startsWith('Expected a closing tag')) {
    const [, name = '', openLine] = opened
    if (/^(br|hr|img|input|wbr)$/i.test(name)) {
      return problem(`\`<${name}>\` needs closing in MDX. For a new paragraph leave a blank line; for a line break write \`<${name} />\`.`, Number(openLine))
    }
    return problem(`\`<${name}>\` opened on line ${openLine} is never closed: add \`</${name}>\` where it should end (on a line of its own, with a blank line before it), or, if it holds nothing, end it with \`/>\` (like \`<${name} />\`).`, Number(openLine))
  }
  const mismatch = /Unexpected closing tag `<\/([^>`]*)>`, expected corresponding closing tag for `<([^>`]*)>` \((\d+):/.exec(reason)
  if (mismatch) {
    const [, closing, open, openLine] = mismatch
    return problem(`\`</${closing}>\` does not match \`<${open}>\` opened on line ${openLine}: close it with \`</${open}>\` first, or correct the name.`)
  }
  if (ruleId === 'unexpected-closing-slash') {
    return problem(`\`${at(line, (column ?? 2) - 1).split('>')[0]}>\` closes a tag that was never opened: remove it, or add the opening tag above it.`)
  }
  if (ruleId === 'unexpected-character' && reason.includes('`!`')) {
    return problem('HTML comments `<!-- … -->` do not work in MDX. MDX comments are written `{/* … */}`.')
  }
  if (ruleId === 'unexpected-character' && / in name|after name/.test(reason)) {
    // `<info@example.com>` or `<https://…>`: an autolink, which MDX reads as a tag.
    const start = (lines[(line ?? 1) - 1] ?? '').lastIndexOf('<', (column ?? 1) - 1)
    const target = /^<([^>\s]*)>?/.exec((lines[(line ?? 1) - 1] ?? '').slice(Math.max(start, 0)))?.[1] ?? ''
    if (target.includes('@') && !target.includes('/')) return problem(`\`<${target}>\` is read as a tag in MDX. Write the address as a link: \`[${target}](mailto:${target})\`.`)
    if (target.includes(':') || target.includes('.')) return problem(`\`<${target}>\` is read as a tag in MDX. Write the address as a link: \`[${target}](${target})\`.`)
  }
  if (ruleId === 'unexpected-character' || ruleId === 'unexpected-lazy' || reason.includes('before name')) {
    return problem('A `<` in running text starts a tag in MDX. Write "less than", or `&lt;` (for example `&lt;140/90`).')
  }
  if (ruleId === 'acorn' || ruleId === 'unexpected-eof' || reason.includes('expression')) {
    return problem('A `{` in running text starts code in MDX. Write `\\{` instead, or leave the braces out.')
  }
  return problem(`MDX cannot read this part of the file (${reason.split('\n')[0]}). Check the tags \`<…>\` and braces \`{…}\` on this line.`)
}
