// Toasts (sonner): stacked, dismissable, bottom-right, Alt+T reaches them, announced to screen readers,
// above the call bar on phones. sonner loads with the first toast. A toast is never the only sign of a
// send: the form shows a confirmation or a notice that stays.
import { Global, css } from '@emotion/react'
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react'
import { breakpoints, callBarHeight, colors } from '../theme.ts'
import { PhoneSentence } from './FailureNotice.tsx'
import type { FormText } from './formText.ts'

// The error toast: red border and title with AA contrast (sonner's own red is too light). Each rule
// starts with [data-sonner-toaster] to outrank sonner's own styles, which load later.
const toastColors = css`
  :root {
    --toast-bottom: 24px;
  }
  ${breakpoints.callBar} {
    :root {
      --toast-bottom: calc(${callBarHeight} + 1rem);
    }
  }
  [data-sonner-toaster] [data-sonner-toast].toast-error {
    background: ${colors.errorTint};
    border: 2px solid ${colors.destructive};
    color: ${colors.errorInk};
  }
  [data-sonner-toaster] [data-sonner-toast].toast-error [data-title] {
    color: ${colors.destructive};
  }
  [data-sonner-toaster] [data-sonner-toast].toast-success {
    border: 2px solid ${colors.accent};
    color: ${colors.text};
  }
  [data-sonner-toaster] [data-sonner-toast] [data-title] {
    font-size: 1rem;
  }
  [data-sonner-toaster] [data-sonner-toast] [data-description] {
    font-size: 0.9375rem;
    color: inherit;
  }
`

// Whether a toast has been asked for yet, and a promise settled once the Toaster is on screen.
let wanted = false
const listeners = new Set<() => void>()
let toasterMounted: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve))

type ToasterText = Pick<FormText, 'toastsLabel' | 'closeToast'>

const LazyToaster = lazy(() =>
  import('sonner').then(
    ({ Toaster }) => ({
      default: function MountedToaster({ text }: { text: ToasterText }) {
        useEffect(() => toasterMounted(), [])
        return (
          <Toaster
            position="bottom-right"
            mobileOffset={{ bottom: 'var(--toast-bottom)' }}
            offset={{ bottom: 'var(--toast-bottom)' }}
            theme="light"
            hotkey={['altKey', 'KeyT']}
            closeButton
            containerAriaLabel={text.toastsLabel}
            toastOptions={{ classNames: { error: 'toast-error', success: 'toast-success' }, closeButtonAriaLabel: text.closeToast }}
          />
        )
      },
    }),
    // The connection is gone: no toasts; the form's notice, which stays, says what happened.
    (): { default: ComponentType<{ text: ToasterText }> } => ({ default: () => null }),
  ),
)

export function Toasts({ text }: { text: ToasterText }) {
  const show = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => wanted,
    () => false,
  )
  if (!show) return null
  return (
    <>
      <Global styles={toastColors} />
      <Suspense fallback={null}>
        <LazyToaster text={text} />
      </Suspense>
    </>
  )
}

/** Shows a toast, loading sonner and mounting the Toaster the first time; `phone` fills {phone} as a link. */
export async function showToast(kind: 'success' | 'error', title: string, description: string, phone?: string): Promise<void> {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  const sonner = await import('sonner').catch(() => undefined)
  if (!sonner) return
  const [{ toast }] = await Promise.all([sonner, toasterReady])
  toast[kind](title, { description: phone ? <PhoneSentence text={description} phone={phone} /> : description })
}
