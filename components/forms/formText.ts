// A request form's words in the page's language (content/ui/<lang>.yaml → form), given to the island as a
// prop. A message is found by its field's rule (form-fields.ts) and the kind of mistake, never by its English.
import type { UiText } from '../../lib/content/ui-schema.ts'
import { isLang, languageOf } from '../../lib/i18n/languages.ts'
import { BAD_CHARACTER } from '../../supabase/functions/_shared/bad-character.ts'
import { FIELD_RULES, fillMessage } from '../../supabase/functions/_shared/form-fields.ts'

export { FIELD_LIMITS } from '../../supabase/functions/_shared/form-fields.ts'

export type FormText = UiText['form']
type MessageId = keyof FormText['messages']

/** Each field's label id in the words files; the function's result page uses the same (scripts/build/form-pages.tsx). */
export const FIELD_LABELS = {
  name: 'fullName',
  phone: 'phone',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  location: 'location',
  insurance: 'insurance',
  message: 'message',
} as const satisfies Record<string, keyof FormText['labels']>

export type LabelledField = keyof typeof FIELD_LABELS

/** What the checker reports for a field: zod's issue code and its English words. */
export interface FieldProblem {
  type?: string | number
  message?: string
}

/** The message under `field` in the page's language, or nothing when the field is right. */
export function fieldMessage(text: FormText, field: string, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined
  if (problem.message === BAD_CHARACTER) return text.messages.badCharacter
  if (!Object.hasOwn(FIELD_RULES, field)) return problem.message
  // Typed so that a message id of the rules missing from the words files fails the type check.
  const rule: { other: MessageId; tooLong?: MessageId } = FIELD_RULES[field as keyof typeof FIELD_RULES]
  const id = problem.type === 'too_big' && rule.tooLong ? rule.tooLong : rule.other
  return fillMessage(id, text.messages[id])
}

/** A language choice's words: the words file's, else the language's own name, so a new language needs none. */
export function choiceLabel(text: FormText, choice: string): string {
  return (text.language.choices as Record<string, string | undefined>)[choice] ?? (isLang(choice) ? languageOf(choice).name : choice)
}
