// The two tree helpers the checks share (lib/content/mdast.ts): a node's words as a reader gets them,
// and the walk that visits every node before its children, with its ancestors.
import { describe, expect, it } from 'vitest'
import { everyNode, mdastOf, textOf, type MdastNode } from '../../../lib/content/mdast.ts'

const treeOf = (text: string) => {
  const tree = mdastOf(text)
  if ('reason' in tree) throw new Error(tree.reason)
  return tree
}

describe('textOf: the words of a node', () => {
  it('joins the words of emphasis, links and code into one text, without the marks', () => {
    expect(textOf(treeOf('Call **the desk** at [our office](/contactus) or `911`.'))).toBe('Call the desk at our office or 911.')
  })

  it('takes a picture’s description as its words, and nothing for a picture without one', () => {
    expect(textOf(treeOf('[![The Hammond office](/images/office.jpg)](/locations)'))).toBe('The Hammond office')
    expect(textOf(treeOf('[![](/images/office.jpg)](/locations)'))).toBe('')
  })
})

describe('everyNode: every node, each before its children', () => {
  it('visits a heading before its words and gives each node its ancestors, the nearest last', () => {
    const seen: string[] = []
    everyNode(treeOf('# Signs\n\nA *sudden* headache.'), (node: MdastNode, ancestors: MdastNode[]) => {
      seen.push(`${ancestors.map((a) => a.type).join('>')}|${node.type}${node.value ? `:${node.value}` : ''}`)
    })
    expect(seen).toEqual([
      '|root',
      'root|heading',
      'root>heading|text:Signs',
      'root|paragraph',
      'root>paragraph|text:A ',
      'root>paragraph|emphasis',
      'root>paragraph>emphasis|text:sudden',
      'root>paragraph|text: headache.',
    ])
  })
})
