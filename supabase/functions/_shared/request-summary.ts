// What the confirmation after a send shows of the request, in the form and on the form-post page alike.
import { OTHER_LANGUAGE } from './form-fields.ts'

/** The fields shown, by kind, in the form's order; then the call-back language. */
export const SUMMARY_FIELDS = {
  contact: ['name', 'phone', 'email'],
  appointment: ['firstName', 'lastName', 'phone', 'email', 'location', 'insurance'],
} as const

/** The words of a call-back language choice, and of the insurance answers outside the plans by value. */
export interface SummaryWords {
  choiceLabel: (choice: string) => string
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
