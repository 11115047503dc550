// The words of a request form in the page's language (content/ui/<lang>.yaml → form), passed to the
// form island as a prop. A validation message is found by its field's rule (form-fields.ts) and what
// went wrong (too long, or anything else: empty, not an e-mail…), never by its English words.
import type { UiText } from '../../lib/content/ui-schema.ts'
import { isLang, languageOf } from '../../lib/i18n/languages.ts'
import { BAD_CHARACTER } from '../../supabase/functions/_shared/bad-character.ts'
import { FIELD_RULES, fillMessage } from '../../supabase/functions/_shared/form-fields.ts'

export type FormText = UiText['form']
export type MessageId = keyof FormText['messages']

/** What the form checker reports for a field: the kind of mistake (zod's issue code) and its English words. */
export interface FieldProblem {
  type?: string | number
  message?: string
}

/** The message under `field` in the page's language, or nothing when the field is right. */
export function fieldMessage(text: FormText, field: string, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined
  // The same words in every field: a character no real text needs (control or invisible characters).
  if (problem.message === BAD_CHARACTER) return text.messages.badCharacter
  if (!Object.hasOwn(FIELD_RULES, field)) return problem.message
  // Typed so that a message id of the rules missing from the words files fails the type check.
  const rule: { other: MessageId; tooLong?: MessageId } = FIELD_RULES[field as keyof typeof FIELD_RULES]
  const id = problem.type === 'too_big' && rule.tooLong ? rule.tooLong : rule.other
  return fillMessage(id, text.messages[id])
}

/** A form's labels and validation messages in the page's language. */
export function formWords(text: FormText) {
  return {
    label: (field: keyof FormText['labels']) => text.labels[field],
    message: (field: string, problem: FieldProblem | undefined) => fieldMessage(text, field, problem),
  }
}

/**
 * The words of a "Preferred language" choice: the words file's for it, or else the language's own name
 * (lib/i18n/languages.ts), so a language added to the site is offered without a word written for it.
 */
export function choiceLabel(text: FormText, choice: string): string {
  return (text.language.choices as Record<string, string | undefined>)[choice] ?? (isLang(choice) ? languageOf(choice).name : choice)
}
