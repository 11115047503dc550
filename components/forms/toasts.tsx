// Toasts (sonner): stacked, dismissable, bottom-right, light, Alt+T moves focus to them, announced
// to screen readers. sonner loads with the first toast; <Toasts /> mounts its Toaster then.
import { Global, css } from '@emotion/react'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { colors } from '../theme.ts'

// The error toast is "destructive": red border and title, with AA contrast (sonner's own red is too light).
// Each rule starts with [data-sonner-toaster] so that it outranks sonner's own styles, which load later.
const toastColors = css`
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

/** What screen readers call the toasts' area and each close button, in the page's language. */
export interface ToasterText {
  toastsLabel: string
  closeToast: string
}

const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function MountedToaster({ text }: { text: ToasterText }) {
      useEffect(() => toasterMounted(), [])
      return (
        <Toaster
          position="bottom-right"
          theme="light"
          hotkey={['altKey', 'KeyT']}
          closeButton
          containerAriaLabel={text.toastsLabel}
          toastOptions={{ classNames: { error: 'toast-error', success: 'toast-success' }, closeButtonAriaLabel: text.closeToast }}
        />
      )
    },
  })),
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

/** Shows a toast, loading sonner and mounting the Toaster the first time. */
export async function showToast(kind: 'success' | 'error', title: string, description: string): Promise<void> {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady])
  toast[kind](title, { description })
}
