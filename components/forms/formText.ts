// The words of a request form on a translated page (content/es/ui.yaml → form), passed to the form
// island as a prop. Without it the form shows its English words, the ones docs/requirements.md fixes.
import type { UiText } from '../../lib/content/schema.ts'

export type FormText = UiText['form']

/** A label, message or choice in the page's language: the translation of the English words, if any. */
export function translate(words: Record<string, string> | undefined, english: string): string
export function translate(words: Record<string, string> | undefined, english: string | undefined): string | undefined
export function translate(words: Record<string, string> | undefined, english: string | undefined): string | undefined {
  return english === undefined ? undefined : (words?.[english] ?? english)
}

/** A form's labels and validation messages in the page's language, from their English words. */
export function formWords(text: FormText | undefined) {
  return {
    label: (english: string) => translate(text?.labels, english),
    message: (english: string | undefined) => translate(text?.messages, english),
  }
}
