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
 * Props to spread on the input whose id is `id`: its error state and the ids of its hint and message,
 * and `required`, so a browser stops an empty post before the island starts or without JavaScript
 * (once started, the island checks the fields itself). `alwaysRequired: false` for a field required
 * only after a choice ("Which language?" after "Other"): it is marked required for screen readers only.
 */
export function describedBy(id: string, error: string | undefined, hasHint = false, alwaysRequired = true): {
  id: string
  'aria-invalid': true | undefined
  required: boolean | undefined
  'aria-required': true | undefined
  'aria-describedby': string | undefined
} {
  const ids = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    required: alwaysRequired ? true : undefined,
    'aria-required': alwaysRequired ? undefined : true,
    'aria-describedby': ids || undefined,
  }
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
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  )
}
