// Pieces both request forms render: the honeypot, the submit button and the toasts.
import { Global, css } from '@emotion/react'
import styled from '@emotion/styled'
import { Toaster } from 'sonner'
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/requests.ts'
import { colors } from '../theme.ts'
import { Button } from '../ui.tsx'

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** A field people never see, hear or reach by keyboard; form-filling robots fill it in. */
export function Honeypot() {
  return (
    <Hidden aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Hidden>
  )
}

export function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" disabled={busy}>
      {busy ? 'Sending...' : 'Submit'}
    </Button>
  )
}

// The error toast is "destructive": red border and title, with AA contrast (sonner's own red is too light).
const toastColors = css`
  [data-sonner-toast].toast-error {
    background: #fef3f2;
    border: 2px solid ${colors.destructive};
    color: #7a271a;
  }
  [data-sonner-toast].toast-error [data-title] {
    color: ${colors.destructive};
  }
  [data-sonner-toast].toast-success {
    border: 2px solid ${colors.accent};
    color: ${colors.text};
  }
  [data-sonner-toast] [data-title] {
    font-size: 1rem;
  }
  [data-sonner-toast] [data-description] {
    font-size: 0.9375rem;
    color: inherit;
  }
`

/** Toasts: bottom-right, light, Alt+T moves focus to them, announced to screen readers. */
export function Toasts() {
  return (
    <>
      <Global styles={toastColors} />
      <Toaster
        position="bottom-right"
        theme="light"
        hotkey={['altKey', 'KeyT']}
        closeButton
        toastOptions={{ classNames: { error: 'toast-error', success: 'toast-success' } }}
      />
    </>
  )
}

export const FormLayout = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 36rem;
  margin: 2rem 0;
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.background};
  .required-note {
    margin: 0;
    color: ${colors.muted};
  }
`

export const FieldRow = styled.div`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 40em) {
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
