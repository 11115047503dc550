// Reading level of the condition articles, for `npm run check -- --readability`: the Flesch–Kincaid
// grade of each article and its hardest sentences. Health-literacy guidance asks for about grade 8 or
// lower; sentences above grade 10 are listed so a clinician knows where to start.
import { fleschKincaid } from 'flesch-kincaid'
import { syllable } from 'syllable'
import { splitFrontmatter, type Problem } from './check-engine.ts'
import type { Content } from '../content-types.ts'
import { mdastOf, type MdastNode } from '../mdast.ts'

const HARD_GRADE = 10
/** The grade content/README.md asks articles to stay at or below. */
const TARGET_GRADE = 8

/**
 * Flesch–Kincaid grade of a text made of the given sentences. The words' syllables come from `syllable`
 * (English rules and a list of exceptions), the formula from `flesch-kincaid`: the parts
 * retext-readability itself is made of. retext-readability grades sentence by sentence for an age; the
 * guide's rule is one grade for the whole article, so the rule stays here.
 */
export function gradeOf(sentences: string[]): number {
  const words = sentences.flatMap((s) => s.split(/\s+/).filter((w) => /[a-z]/i.test(w)))
  if (words.length === 0 || sentences.length === 0) return 0
  const syllables = words.reduce((sum, w) => sum + Math.max(1, syllable(w)), 0)
  return fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables })
}

/** Blocks whose words a reader reads as sentences of their own: a heading, a paragraph, a table cell. */
const BLOCKS = new Set(['heading', 'paragraph', 'tableCell'])

/** The words a reader sees in a node: its text and the pictures' descriptions, no code and no comments. */
function wordsIn(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  if (node.type === 'image') return node.alt ?? ''
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return ' '
  return (node.children ?? []).map(wordsIn).join('')
}

/** The sentences a reader sees in an MDX text, read from its tree (mdast.ts): markup, tags and link targets left out. */
export function sentencesOf(text: string): string[] {
  const tree = mdastOf(text)
  if ('reason' in tree) return []
  const blocks: string[] = []
  const visit = (node: MdastNode) => (BLOCKS.has(node.type) ? blocks.push(wordsIn(node)) : node.children?.forEach(visit))
  visit(tree)
  return blocks
    .flatMap((block) => block.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').filter((w) => /[a-z]/i.test(w)).length >= 3)
}

export function readabilityReport(content: Content): string {
  const lines = [`Reading level of the condition articles (Flesch–Kincaid grade; aim for ${TARGET_GRADE} or lower):`, '']
  for (const article of content.conditions ?? []) {
    const sentences = sentencesOf(article.body)
    const grade = gradeOf(sentences)
    lines.push(`${grade > TARGET_GRADE ? 'WARNING' : 'OK     '} ${article.file}: grade ${grade.toFixed(1)}`)
    // Only whole sentences (not headings or short list items, whose grade means little).
    const hardest = sentences
      .filter((sentence) => /[.!?]$/.test(sentence) && sentence.split(' ').length >= 10)
      .map((sentence) => ({ sentence, grade: gradeOf([sentence]) }))
      .filter((s) => s.grade > HARD_GRADE)
      .sort((a, b) => b.grade - a.grade)
      .slice(0, 3)
    for (const hard of hardest) lines.push(`        grade ${hard.grade.toFixed(0)}: "${hard.sentence}"`)
  }
  return lines.join('\n')
}

/**
 * A warning for each English condition article above the target grade, on the first line of its text,
 * with its hardest sentence. (The formula is for English: the Spanish articles are not graded.)
 */
export function readingLevelProblems(content: Content, textOf: (file: string) => string): Problem[] {
  return (content.conditions ?? []).flatMap((article) => {
    // The whole file: its tree is the one the compile made (the frontmatter is no sentence).
    const sentences = sentencesOf(textOf(article.file))
    const grade = Math.round(gradeOf(sentences) * 10) / 10
    if (grade <= TARGET_GRADE) return []
    const hardest = sentences
      .filter((sentence) => /[.!?]$/.test(sentence) && sentence.split(' ').length >= 10)
      .sort((a, b) => gradeOf([b]) - gradeOf([a]))[0]
    return [
      {
        file: article.file,
        line: splitFrontmatter(textOf(article.file))?.bodyLine,
        level: 'warning' as const,
        message: `This article reads at grade ${grade.toFixed(1)}; the guide asks for grade ${TARGET_GRADE} or lower, so that every patient can follow it. Use shorter sentences and everyday words${hardest ? `, starting with: "${hardest.length > 140 ? `${hardest.slice(0, 140)}…` : hardest}"` : ''}. \`npm run check -- --readability\` lists the hardest sentences of every article.`,
      },
    ]
  })
}
