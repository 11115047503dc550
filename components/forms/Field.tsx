// One labelled form field with its error message under it, linked for screen readers.
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors } from '../theme.ts'
import { fieldControl } from '../ui.tsx'

export const FieldBox = styled.div`
  display: grid;
  gap: 0.375rem;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    ${fieldControl}
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${colors.destructive};
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.destructive};
  font-weight: 600;
`

const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9375rem;
`

/** Props to spread on the input whose id is `id`: its error state and the ids of its hint and message. */
export function describedBy(id: string, error: string | undefined, hasHint = false) {
  const ids = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-required': true, 'aria-describedby': ids || undefined } as const
}

/** A required field: label, optional hint, the control (children), and the error message under it. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldBox>
  )
}
