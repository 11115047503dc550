/**
 * What the confirmation after a send shows of the request, the same in the form (components/forms/)
 * and on the function's page for a form post (form-post.ts): the fields of its kind in order, the
 * call-back language by the words of its choice, and an insurance answer outside the plans by its words.
 * Safe in the browser before the schemas load, and in Deno.
 */
import { OTHER_LANGUAGE } from './form-fields.ts'

/** The fields shown, by kind, in the form's order; then the call-back language. The message is not repeated. */
export const SUMMARY_FIELDS = {
  contact: ['name', 'phone', 'email'],
  appointment: ['firstName', 'lastName', 'phone', 'email', 'location', 'insurance'],
} as const

export interface SummaryWords {
  /** The words of a "Preferred language" choice (a language code, or "other"). */
  choiceLabel: (choice: string) => string
  /** The words of the insurance answers outside the list of plans, by their stored value. */
  insuranceOutsideList: Record<string, string>
}

/** The call-back language as the patient chose it: "Español", or "Other: Vietnamese". */
export function shownLanguage(words: SummaryWords, preferredLanguage: string, other?: string): string {
  const label = words.choiceLabel(preferredLanguage)
  return other && preferredLanguage === OTHER_LANGUAGE ? `${label}: ${other}` : label
}

/** An insurance answer as the patient chose it: a plan's name, or the words of an answer outside the list. */
export function shownInsurance(words: SummaryWords, insurance: string): string {
  return words.insuranceOutsideList[insurance] ?? insurance
}
