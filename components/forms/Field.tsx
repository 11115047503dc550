// One labelled form field with its hint and error message, linked for screen readers.
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { colors } from '../theme.ts'
import { fieldControl } from '../ui.tsx'

const FieldBox = styled.div`
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
  textarea[rows='2'] {
    min-height: 4.5rem;
  }
  [aria-invalid='true'] {
    border-color: ${colors.destructive};
  }
`

/** The message under a field; the function's page for a form post writes the same (scripts/build/form-pages.tsx). */
export const FieldError = styled.p`
  margin: 0;
  color: ${colors.destructive};
  font-weight: 600;
`

const Hint = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9375rem;
`

/**
 * Props for the input whose id is `id`. `required` lets a browser stop an empty post before the island
 * starts; 'later' (a field required only after a choice) marks it required for screen readers only.
 */
export function describedBy(id: string, error: string | undefined, hasHint = false, required: boolean | 'later' = true) {
  const ids = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    required: required === true ? true : undefined,
    'aria-required': required === 'later' ? true : undefined,
    'aria-describedby': ids || undefined,
  }
}

/** A field: label (with * when required), optional hint, the control (children), and the error under it. */
export function Field({ id, label, error, hint, optional = false, children }: { id: string; label: string; error?: string; hint?: string; optional?: boolean; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {!optional && <> <span aria-hidden="true">*</span></>}
      </label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  )
}
