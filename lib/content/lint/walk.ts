// The site's own lint rules walk the tree once between them (siteWalk, first of the lint plugins): each
// rule says the node types it looks at, and its messages wait, in their order, until its own plugin runs,
// so they come in the order of the rules as if each had walked the tree itself.
import { lintRule } from 'unified-lint-rule'
import { everyNode, type MdastNode, type MdxFile } from '../mdast.ts'

/** A node, or `{ place }`: what VFile's message takes after its reason. */
type Place = object
/** The part of a file a rule uses: its path and text, and messages that wait for the rule's plugin. */
export type RuleFile = { path: string; value: MdxFile['value']; message: (reason: string, place?: Place) => void }
export interface Walker<N extends MdastNode> {
  enter: (node: N, parents: N[]) => void
  /** After the whole tree: for what needs all of it first. */
  end?: () => void
}
type Setup = (file: RuleFile, option: unknown) => Walker<MdastNode>

const setups = new Map<string, { types: Set<string>; setup: Setup }>()
const waiting = new WeakMap<MdastNode, Map<string, [string, Place | undefined][]>>()

/** A rule that looks at the nodes of `types`; `setup` runs once per tree with the rule's option. */
export function siteRule<N extends MdastNode, Option = never>(name: string, types: string[], setup: (file: RuleFile, option: Option | undefined) => Walker<N>) {
  setups.set(name, { types: new Set(types), setup: setup as unknown as Setup })
  return lintRule<MdastNode, Option>({ origin: `site:${name}` }, (tree, file, option) => {
    const walked = waiting.get(tree)?.get(name)
    if (walked) for (const [reason, place] of walked) file.message(reason, place as MdastNode)
    else walk(tree, [{ types: new Set(types), walker: (setup as unknown as Setup)(file as RuleFile, option) }]) // used alone, without siteWalk
  })
}

/** The one walk of the site's rules, with each rule's option (a rule left out of the plugins says nothing). */
export const siteWalk = (options: Record<string, unknown>) => (tree: MdastNode, file: MdxFile) => {
  const byRule = new Map<string, [string, Place | undefined][]>()
  waiting.set(tree, byRule)
  const walkers: { types: Set<string>; walker: Walker<MdastNode> }[] = []
  for (const [name, known] of setups) {
    const option = options[name]
    const messages: [string, Place | undefined][] = []
    byRule.set(name, messages)
    const ruleFile: RuleFile = { path: file.path, value: file.value, message: (reason, place) => void messages.push([reason, place]) }
    walkers.push({ types: known.types, walker: known.setup(ruleFile, option) })
  }
  walk(tree, walkers)
}

function walk(tree: MdastNode, walkers: { types: Set<string>; walker: Walker<MdastNode> }[]): void {
  everyNode(tree, (node, parents) => {
    for (const { types, walker } of walkers) if (types.has(node.type)) walker.enter(node, parents)
  })
  for (const { walker } of walkers) walker.end?.()
}
