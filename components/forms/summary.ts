// The lines of the confirmation after a send (Confirmation.tsx): each field of the request's kind with
// its label in the page's language, then the call-back language as chosen. The function's page for a
// form post shows the same lines (scripts/build/form-pages.tsx writes them into its template).
import { SUMMARY_FIELDS, shownInsurance, shownLanguage, type SummaryWords } from '../../supabase/functions/_shared/request-summary.ts'
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import type { SummaryRow } from './Confirmation.tsx'
import { FIELD_LABELS } from './fieldLabels.ts'
import { choiceLabel, type FormText } from './formText.ts'

/** The words the summary needs, from the form's words. */
export function summaryWords(text: FormText): SummaryWords {
  return { choiceLabel: (choice) => choiceLabel(text, choice), insuranceOutsideList: text.insuranceOutsideList }
}

/**
 * The lines of what was sent. `shown` gives each value as it is to be read (shownValues below); the
 * build passes placeholders instead, which the function fills.
 */
export function summaryRows(kind: RequestKind, text: FormText, shown: Record<string, string>): SummaryRow[] {
  return [...SUMMARY_FIELDS[kind].map((field) => [text.labels[FIELD_LABELS[field]], shown[field] ?? ''] as const), [text.language.legend, shown.preferredLanguage ?? ''] as const]
}

/** A sent request's values as the summary reads them: the words of the language choice and of an insurance answer. */
export function shownValues(text: FormText, values: Record<string, unknown>): Record<string, string> {
  const words = summaryWords(text)
  const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : '']))
  if (shown.insurance) shown.insurance = shownInsurance(words, shown.insurance)
  shown.preferredLanguage = shownLanguage(words, shown.preferredLanguage ?? '', shown.preferredLanguageOther)
  return shown
}
