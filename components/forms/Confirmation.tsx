// What replaces the form after a send: that it arrived, what next, the reference, what was sent, the number
// to call; focus moves to its heading. The function's page for a form post shows the same (scripts/build/form-pages.tsx).
import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { SUMMARY_FIELDS, shownInsurance, shownLanguage, type SummaryWords } from '../../supabase/functions/_shared/request-summary.ts'
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { fillNodes } from '../fillNodes.ts'
import { colors, radii } from '../theme.ts'
import { PhoneSentence } from './FailureNotice.tsx'
import { choiceLabel, FIELD_LABELS, type FormText } from './formText.ts'

/** One line of what was sent: the field's label and the value as the patient gave it. */
type SummaryRow = readonly [label: string, value: string]

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
  margin: 2rem 0;
  padding: 1.5rem;
  border: 2px solid ${colors.accent};
  border-radius: ${radii.large};
  background: ${colors.accentTint};
  h2,
  h3,
  p,
  dl {
    margin: 0;
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.125rem;
  }
  h2:focus {
    outline-offset: 4px;
  }
  .reference strong {
    font-size: 1.25rem;
    letter-spacing: 0.05em;
    white-space: nowrap;
  }
  dl {
    display: grid;
    gap: 0.5rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** `rows`: what was sent; `reference`: none for a request the function did not keep. */
export function Confirmation({ id, text, phone, rows, reference }: { id: string; text: FormText; phone: string; rows: readonly SummaryRow[]; reference?: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const words = text.confirmation
  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {text.successTitle}
      </h2>
      <p>{text.successMessage}</p>
      <p>{words.next}</p>
      {reference && <p className="reference">{fillNodes(words.reference, { reference: <strong>{reference}</strong> })}</p>}
      <h3>{words.sent}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <PhoneSentence text={words.call} phone={phone} />
      </p>
    </Panel>
  )
}

/**
 * Each field of the request's kind with its label, then the call-back language. `shown` gives each value
 * as it is to be read; the build passes placeholders instead, which the function fills.
 */
export function summaryRows(kind: RequestKind, text: FormText, shown: Record<string, string>): SummaryRow[] {
  return [...SUMMARY_FIELDS[kind].map((field) => [text.labels[FIELD_LABELS[field]], shown[field] ?? ''] as const), [text.language.legend, shown.preferredLanguage ?? ''] as const]
}

/** The confirmation of a request the island has just sent, from the values sent (trimmed by the schema). */
export function SentConfirmation({ kind, text, phone, values, reference }: { kind: RequestKind; text: FormText; phone: string; values: Record<string, unknown>; reference?: string }) {
  const words: SummaryWords = { choiceLabel: (choice) => choiceLabel(text, choice), insuranceOutsideList: text.insuranceOutsideList }
  const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : '']))
  if (shown.insurance) shown.insurance = shownInsurance(words, shown.insurance)
  shown.preferredLanguage = shownLanguage(words, shown.preferredLanguage ?? '', shown.preferredLanguageOther)
  return <Confirmation id={`${kind}-confirmation`} text={text} phone={phone} rows={summaryRows(kind, text, shown)} reference={reference} />
}
