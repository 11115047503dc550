// What stays on the page after a request was sent, in place of the form, until the patient leaves:
// that it arrived (the words of docs/requirements.md §8's toast), what happens next and when, the reference to quote on the phone, what was sent and
// the number to call. Focus moves to its heading when it shows, so a screen reader reads it out and a
// keyboard continues from it. The function's page for a form post shows the same (scripts/build/form-pages.tsx
// renders this component into its template). Loaded with the send, not with the page.
import styled from '@emotion/styled'
import { useEffect, useRef } from 'react'
import { colors, radii } from '../theme.ts'
import type { FormText } from './formText.ts'
import { PhoneSentence } from './PhoneSentence.tsx'

/** One line of what was sent: the field's label and the value as the patient gave it. */
export type SummaryRow = readonly [label: string, value: string]

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

export function Confirmation({
  id,
  text,
  phone,
  rows,
  reference,
}: {
  id: string
  text: FormText
  /** The practice's number, as a link that calls it. */
  phone: string
  rows: readonly SummaryRow[]
  /** The request's reference (none for a request the function did not keep). */
  reference?: string
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const words = text.confirmation
  const [beforeReference, afterReference = ''] = words.reference.split('{reference}')
  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {text.successTitle}
      </h2>
      <p>{text.successMessage}</p>
      <p>{words.next}</p>
      {reference && (
        <p className="reference">
          {beforeReference}
          <strong>{reference}</strong>
          {afterReference}
        </p>
      )}
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
