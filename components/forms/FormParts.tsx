// Pieces both request forms render: the honeypot, the submit button, the layout.
import styled from '@emotion/styled'
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/honeypot.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { Button } from '../ui.tsx'
import type { FormText } from './formText.ts'
import { FORMS_SEND } from './send.ts'

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** A field people never see, hear or reach by keyboard; form-filling robots fill it in. */
export function Honeypot({ label }: { label: string }) {
  return (
    <Hidden aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Hidden>
  )
}

export function SubmitButton({ busy, text }: { busy: boolean; text: Pick<FormText, 'submit' | 'sending' | 'previewNotSent'> }) {
  return (
    <>
      <Button type="submit" disabled={busy}>
        {busy ? text.sending : text.submit}
      </Button>
      {!FORMS_SEND && <PreviewNote>{text.previewNotSent}.</PreviewNote>}
    </>
  )
}

const PreviewNote = styled.p`
  margin: 0.75rem 0 0;
  font-weight: 600;
`

export const FormLayout = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 36rem;
  margin: 2rem 0;
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  background: ${colors.background};
  .required-note {
    margin: 0;
    color: ${colors.muted};
  }
`

export const FieldRow = styled.div`
  display: grid;
  gap: 1.25rem;
  ${breakpoints.medium} {
    grid-template-columns: 1fr 1fr;
  }
`

/** The note above a form (for example: do not include personal health information). */
export const FormNote = styled.p`
  max-width: 36rem;
  margin: 2rem 0 0;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${colors.accent};
  background: ${colors.surface};
`
