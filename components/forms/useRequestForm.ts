// What both request forms share: validation with the function's own schema, sending, and what the
// patient is told after: a confirmation that replaces the form and stays (Confirmation.tsx), or, when
// the send failed, a notice next to the form, which keeps everything typed (FailureNotice.tsx); the
// toasts of docs/requirements.md §8 as well, never as the only sign.
// What checks the form (react-hook-form with the schemas, formEngine.ts), the functions client, the
// confirmation and the toasts (sonner) load on the first submit, not with the page: a visitor who
// only reads the page, or types without sending, never downloads them. Until that first submit the
// fields are plain inputs whose values live in the page (as under react-hook-form's `register`).
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { DefaultValues, FieldErrors, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form'
import type { ConsultationRequestBody, RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/honeypot.ts'
import type { Lang } from '../../lib/i18n/languages.ts'
import type { FormEngine } from './formEngine.ts'
import { FORMS_SEND, sendConsultationRequest } from './send.ts'
import { showToast } from './toasts.tsx'

/** The toast words, in the page's language (content/ui/<lang>.yaml → form). */
export interface ToastText {
  successTitle: string
  successMessage: string
  errorTitle: string
  /** {phone} becomes the number to call. */
  errorMessage: string
  notSentTitle: string
  previewNotSent: string
  /** The error message of a surge; {phone} becomes the number to call. */
  busyMessage: string
  /** The error message of a sender over its limit; {phone} becomes the number to call. */
  limitedMessage: string
  /** The error message when nothing could go out (no connection); {phone} becomes the number to call. */
  offlineMessage: string
}

/** Why a request was not sent (the form is kept). */
export type NotSent = 'failed' | 'busy' | 'limited' | 'offline' | 'preview'

/** The sentence that says why, with its {phone}. */
export function notSentMessage(text: ToastText, outcome: Exclude<NotSent, 'preview'>): string {
  return { failed: text.errorMessage, busy: text.busyMessage, limited: text.limitedMessage, offline: text.offlineMessage }[outcome]
}

/**
 * What the fields hold now (the page keeps what was typed until the check takes over), or else
 * `defaults`: the check's starting values, read on the first submit.
 */
function typedValues<T extends FieldValues>(formId: string, defaults: DefaultValues<T>): DefaultValues<T> {
  const form = typeof document === 'undefined' ? null : document.getElementById(formId)
  if (form?.tagName !== 'FORM') return defaults
  const typed = new FormData(form as HTMLFormElement)
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, typed.get(name) ?? value])) as DefaultValues<T>
}

/** After a submit: the request as sent with its reference, or why it was not sent (the form is kept). */
export type SendResult<T> =
  | { outcome: 'sent'; values: T; reference?: string }
  | { outcome: NotSent; attempt: number }

/** What a field's control is given: its name and, once the check has loaded, react-hook-form's bindings. */
export type FieldBinding = Partial<UseFormRegisterReturn> & { name: string }

/** The form as its fields see it, before and after the check has loaded. */
export interface FormBinding<T extends FieldValues> {
  register: (name: Path<T>) => FieldBinding
  setValue: (name: Path<T>, value: string) => void
  errors: FieldErrors<T>
  busy: boolean
}

const noEngineState = { errors: {}, isSubmitting: false }
const listenToNothing = () => () => {}

export function useRequestForm<T extends FieldValues>(options: {
  kind: RequestKind
  formId: string
  pageLanguage: Lang
  defaultValues: DefaultValues<T>
  /** The number the error toast asks visitors to call. */
  errorPhone: string
  /** Loads what shows after a send (the confirmation), so it is ready when the answer comes. */
  preload: () => void
  toasts: ToastText
}) {
  const [engine, setEngine] = useState<FormEngine<T>>()
  const [loading, setLoading] = useState(false)
  // The first submit, made before the check had loaded: carried out once its fields are registered.
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<SendResult<T> | undefined>()
  const state = useSyncExternalStore(engine?.listen ?? listenToNothing, engine?.state ?? (() => noEngineState), () => noEngineState)
  const failed = (outcome: NotSent) => setResult((last) => ({ outcome, attempt: last && 'attempt' in last ? last.attempt + 1 : 1 }))

  const send = async (values: T) => {
    if (!FORMS_SEND) {
      // A preview: the form checks what was typed, keeps it, and says why nothing went out.
      failed('preview')
      void showToast('error', options.toasts.notSentTitle, options.toasts.previewNotSent)
      return
    }
    // Offline nothing can go out (nor load): the notice says so at once; no toast, whose code would not load.
    // (A send whose connection drops while the browser counts itself online gets the toast too, if it loads.)
    if (!navigator.onLine) return failed('offline')
    options.preload()
    const honeypot = (document.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? '').trim()
    const body = { ...values, kind: options.kind, sentFromLanguage: options.pageLanguage, [HONEYPOT_FIELD]: honeypot } as unknown as ConsultationRequestBody
    const sent = await sendConsultationRequest(body)
    if (sent.outcome === 'sent') {
      setResult({ outcome: 'sent', values, reference: sent.reference })
      void showToast('success', options.toasts.successTitle, options.toasts.successMessage)
    } else {
      // What was typed stays: the visitor can call now and send later.
      failed(sent.outcome)
      const title = sent.outcome === 'limited' ? options.toasts.notSentTitle : options.toasts.errorTitle
      void showToast('error', title, notSentMessage(options.toasts, sent.outcome), options.errorPhone)
    }
  }

  useEffect(() => {
    if (!engine || !pending) return
    setPending(false)
    setLoading(false)
    void engine.handleSubmit(send)()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the check has registered the fields
  }, [engine, pending])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (engine) return void engine.handleSubmit(send)(event)
    event.preventDefault()
    if (loading) return
    setLoading(true)
    const formElement = event.currentTarget
    import('./formEngine.ts').then(
      ({ createFormEngine }) => {
        setEngine(createFormEngine<T>(options.kind, typedValues(options.formId, options.defaultValues)))
        setPending(true)
      },
      // The check could not load: offline, the form says so and keeps what was typed (a post would only
      // reach the browser's own error page); online (a new version of the site replaced the file), it
      // posts as it does without JavaScript.
      () => {
        setLoading(false)
        if (navigator.onLine) HTMLFormElement.prototype.submit.call(formElement)
        else failed('offline')
      },
    )
  }

  const form: FormBinding<T> = {
    register: (name) => (engine ? engine.register(name) : { name }),
    setValue: (name, value) => engine?.setValue(name, value as never, { shouldDirty: true }),
    errors: state.errors as FieldErrors<T>,
    busy: loading || state.isSubmitting,
  }
  return { form, onSubmit, result }
}
