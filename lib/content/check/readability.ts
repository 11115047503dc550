// Reading level of the condition articles: the Flesch–Kincaid grade of each and its hardest sentences.
// Health-literacy guidance asks for about grade 8 or lower; sentences above grade 10 are listed.
import { syllable } from 'syllable'
import { splitFrontmatter, type Problem } from './check-engine.ts'
import { problem } from './check-types.ts'
import type { Content } from '../content-types.ts'
import { mdastOf, type MdastNode } from '../mdast.ts'

const HARD_GRADE = 10
/** The grade content/README.md asks articles to stay at or below. */
const TARGET_GRADE = 8
/** Syllables by word: the articles share most of their words, and counting them is the check's slowest step. */
const syllablesOf = new Map<string, number>()
const syllables = (word: string) => syllablesOf.get(word) ?? syllablesOf.set(word, Math.max(1, syllable(word))).get(word)!

/** The Flesch–Kincaid grade of a text made of these sentences (one grade for the whole article, as the guide asks). */
export function gradeOf(sentences: string[]): number {
  const words = sentences.flatMap((s) => s.split(/\s+/).filter((w) => /[a-z]/i.test(w)))
  if (words.length === 0 || sentences.length === 0) return 0
  const total = words.reduce((sum, w) => sum + syllables(w), 0)
  return 0.39 * (words.length / sentences.length) + 11.8 * (total / words.length) - 15.59
}

/** The words a reader sees in a node: its text and the pictures' descriptions, no code and no comments. */
function wordsIn(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  if (node.type === 'image') return node.alt ?? ''
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return ' '
  return (node.children ?? []).map(wordsIn).join('')
}

/** The sentences a reader sees in an MDX text: each heading, paragraph and table cell, split at its full stops. */
export function sentencesOf(text: string): string[] {
  const tree = mdastOf(text)
  if ('reason' in tree) return []
  const blocks: string[] = []
  const visit = (node: MdastNode) => (['heading', 'paragraph', 'tableCell'].includes(node.type) ? blocks.push(wordsIn(node)) : node.children?.forEach(visit))
  visit(tree)
  return blocks
    .flatMap((block) => block.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').filter((w) => /[a-z]/i.test(w)).length >= 3)
}

/** The hardest whole sentences (not headings or short list items, whose grade means little), hardest first. */
const hardest = (sentences: string[]) =>
  sentences
    .filter((sentence) => /[.!?]$/.test(sentence) && sentence.split(' ').length >= 10)
    .map((sentence) => ({ sentence, grade: gradeOf([sentence]) }))
    .sort((a, b) => b.grade - a.grade)

export function readabilityReport(content: Content): string {
  const lines = [`Reading level of the condition articles (Flesch–Kincaid grade; aim for ${TARGET_GRADE} or lower):`, '']
  for (const article of content.conditions ?? []) {
    const sentences = sentencesOf(article.body)
    const grade = gradeOf(sentences)
    lines.push(`${grade > TARGET_GRADE ? 'WARNING' : 'OK     '} ${article.file}: grade ${grade.toFixed(1)}`)
    for (const hard of hardest(sentences).filter((s) => s.grade > HARD_GRADE).slice(0, 3)) lines.push(`        grade ${hard.grade.toFixed(0)}: "${hard.sentence}"`)
  }
  return lines.join('\n')
}

/** A warning for each English condition article above the target grade, with its hardest sentence. */
export function readingLevelProblems(content: Content, textOf: (file: string) => string): Problem[] {
  return (content.conditions ?? []).flatMap((article) => {
    // The whole file: its tree is the one the compile made (the frontmatter is no sentence).
    const sentences = sentencesOf(textOf(article.file))
    const grade = Math.round(gradeOf(sentences) * 10) / 10
    if (grade <= TARGET_GRADE) return []
    const hard = hardest(sentences)[0]?.sentence
    const message = `This article reads at grade ${grade.toFixed(1)}; the guide asks for grade ${TARGET_GRADE} or lower, so that every patient can follow it. Use shorter sentences and everyday words${hard ? `, starting with: "${hard.length > 140 ? `${hard.slice(0, 140)}…` : hard}"` : ''}. \`npm run check -- --readability\` lists the hardest sentences of every article.`
    return [problem(article.file, splitFrontmatter(textOf(article.file))?.bodyLine, message, 'warning')]
  })
}
