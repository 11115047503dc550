// An English sentence left on a Spanish page, told by its small words ("the", "your"…) against Spanish's
// own ("el", "su"…); names (capitals inside a sentence), addresses and codes left out. A warning.
import { JSX_TYPES, attributeTexts } from './attribute-texts.ts'
import { siteRule } from './walk.ts'
import { textOf, type MdastNode } from '../mdast.ts'

const ENGLISH = new Set('the and with your you for of is are to this that it in on or be we our us can will have has from by at an as not if what when which who how more about after before than they their there do does may should was were been into also its these those would could'.split(' '))
const SPANISH = new Set('el la los las de del y e en con su sus para por que es son un una unos unas se al lo como más o u si sí le les nos nuestro nuestra nuestros nuestras usted ustedes este esta estos estas puede pueden tiene hay ya muy cuando qué cómo pero sin sobre entre también donde'.split(' '))
/** At least this many English small words, and more than the Spanish ones, make a sentence English. */
const ENGLISH_WORDS = 2

export const isSpanishFile = (path: string | undefined) => /(^|\/)content\/(es\/|ui\/es\.ya?ml$)/.test(path ?? '')

export function englishSentences(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/)
  return sentences.filter((sentence) => {
    const words = sentence.split(/\s+/).filter((w) => !/[@/\\\d_=<>{}]/.test(w))
    let english = 0
    let spanish = 0
    words.forEach((raw, index) => {
      const bare = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
      if (!bare) return
      const capital = /^\p{Lu}/u.test(bare)
      // A name: a capital inside the sentence, or a small word between two capitals ("Center for Neurology").
      if (capital && index > 0) return
      const name = (w?: string) => /^[^\p{L}]*\p{Lu}/u.test(w ?? '')
      if (index > 1 && name(words[index - 1]) && name(words[index + 1])) return
      const lower = bare.toLowerCase()
      if (ENGLISH.has(lower)) english++
      else if (SPANISH.has(lower)) spanish++
    })
    return english >= ENGLISH_WORDS && english > spanish * 2
  })
}

export const englishMessage = (sentence: string) => {
  const shown = sentence.length > 80 ? `${sentence.slice(0, 77).trimEnd()}…` : sentence
  return `"${shown.trim()}" reads as English, on a Spanish page. Translate it into Spanish (or ask the translator to), or remove it if the English page no longer has it.`
}

export const noEnglishOnSpanish = siteRule<MdastNode>('english-on-spanish', ['paragraph', 'heading', 'tableCell', ...JSX_TYPES], (file) => {
  const components: MdastNode[] = []
  if (!isSpanishFile(file.path)) return { enter: () => undefined }
  const enter = (node: MdastNode) => {
    if (JSX_TYPES.includes(node.type)) return void components.push(node)
    const [first] = englishSentences(textOf(node))
    if (first) file.message(englishMessage(first), node)
  }
  const end = () =>
    attributeTexts(components, file, ({ value }) => {
      const [first] = englishSentences(value)
      return first && englishMessage(first)
    })
  return { enter, end }
})
