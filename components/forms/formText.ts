// The words of a request form in the page's language (content/ui/<lang>.yaml → form), passed to the
// form island as a prop. A validation message is found by its field and what went wrong (too long, or
// anything else: empty, not an e-mail…), never by its English words.
import type { UiText } from '../../lib/content/ui-schema.ts'
import { isLang, languageOf } from '../../lib/i18n/languages.ts'
import { BAD_CHARACTER } from '../../supabase/functions/_shared/bad-character.ts'

export type FormText = UiText['form']
export type MessageId = keyof FormText['messages']

/** The message of each field: `tooLong` when it is over its limit, `other` for every other mistake. */
const fieldMessages: Record<string, { other: MessageId; tooLong?: MessageId }> = {
  name: { other: 'nameRequired', tooLong: 'nameTooLong' },
  phone: { other: 'phoneTooShort', tooLong: 'phoneTooLong' },
  email: { other: 'emailInvalid', tooLong: 'emailTooLong' },
  firstName: { other: 'firstNameRequired', tooLong: 'firstNameTooLong' },
  lastName: { other: 'lastNameRequired', tooLong: 'lastNameTooLong' },
  location: { other: 'locationRequired' },
  insurance: { other: 'insuranceRequired' },
  message: { other: 'messageRequired', tooLong: 'messageTooLong' },
  preferredLanguage: { other: 'languageRequired' },
  preferredLanguageOther: { other: 'otherLanguageRequired', tooLong: 'otherLanguageTooLong' },
  accommodation: { other: 'accommodationTooLong' },
}

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
  const ids = fieldMessages[field]
  if (!ids) return problem.message
  return text.messages[problem.type === 'too_big' && ids.tooLong ? ids.tooLong : ids.other]
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
