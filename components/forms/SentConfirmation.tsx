// The confirmation of a request the island has just sent: its lines made from the values sent
// (summary.ts), in the page's language. A module of its own, loaded with the send, so neither the
// confirmation nor the way it writes the values weighs on the page before a patient sends.
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { Confirmation } from './Confirmation.tsx'
import type { FormText } from './formText.ts'
import { shownValues, summaryRows } from './summary.ts'

export function SentConfirmation({
  kind,
  text,
  phone,
  values,
  reference,
}: {
  kind: RequestKind
  text: FormText
  phone: string
  /** The values sent, as the form's schema gave them (trimmed). */
  values: Record<string, unknown>
  reference?: string
}) {
  return <Confirmation id={`${kind}-confirmation`} text={text} phone={phone} rows={summaryRows(kind, text, shownValues(text, values))} reference={reference} />
}
