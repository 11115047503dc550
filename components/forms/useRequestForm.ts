// What both request forms share: the check with the function's own schema, the send, and what the patient
// is told after. The check, the client, the confirmation and sonner load on the first submit, not with
// the page; until then the fields are plain inputs whose values live in the page.
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { DefaultValues, FieldErrors, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form'
import type { ConsultationRequestBody, RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/honeypot.ts'
import type { Lang } from '../../lib/i18n/languages.ts'
import type { FormEngine } from './formEngine.ts'
import type { FormText } from './formText.ts'
import { FORMS_SEND, sendConsultationRequest } from './send.ts'
import { showToast } from './toasts.tsx'

/** Why a request was not sent (the form is kept). */
type NotSent = 'failed' | 'busy' | 'limited' | 'offline' | 'preview'

/** The sentence that says why, with its {phone}. */
export function notSentMessage(text: FormText, outcome: Exclude<NotSent, 'preview'>): string {
  return { failed: text.errorMessage, busy: text.busyMessage, limited: text.limitedMessage, offline: text.offlineMessage }[outcome]
}

/** What the fields hold now (typed before the check loaded), or else `defaults`. */
function typedValues<T extends FieldValues>(formId: string, defaults: DefaultValues<T>): DefaultValues<T> {
  const form = typeof document === 'undefined' ? null : document.getElementById(formId)
  if (form?.tagName !== 'FORM') return defaults
  const typed = new FormData(form as HTMLFormElement)
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, typed.get(name) ?? value])) as DefaultValues<T>
}

type SendResult<T> = { outcome: 'sent'; values: T; reference?: string } | { outcome: NotSent; attempt: number }

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
  /** Loads the confirmation, so it is ready when the answer comes. */
  preload: () => void
  toasts: FormText
}) {
  const { toasts } = options
  const [engine, setEngine] = useState<FormEngine<T>>()
  const [loading, setLoading] = useState(false)
  // A first submit made before the check had loaded: carried out once its fields are registered.
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<SendResult<T> | undefined>()
  const state = useSyncExternalStore(engine?.listen ?? listenToNothing, engine?.state ?? (() => noEngineState), () => noEngineState)
  const failed = (outcome: NotSent) => setResult((last) => ({ outcome, attempt: last && 'attempt' in last ? last.attempt + 1 : 1 }))

  const send = async (values: T) => {
    if (!FORMS_SEND) {
      failed('preview')
      void showToast('error', toasts.notSentTitle, toasts.previewNotSent)
      return
    }
    // Offline the notice says so at once; no toast, whose code would not load.
    if (!navigator.onLine) return failed('offline')
    options.preload()
    const honeypot = (document.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? '').trim()
    const body = { ...values, kind: options.kind, sentFromLanguage: options.pageLanguage, [HONEYPOT_FIELD]: honeypot } as unknown as ConsultationRequestBody
    const sent = await sendConsultationRequest(body)
    if (sent.outcome === 'sent') {
      setResult({ outcome: 'sent', values, reference: sent.reference })
      void showToast('success', toasts.successTitle, toasts.successMessage)
    } else {
      failed(sent.outcome)
      const title = sent.outcome === 'limited' ? toasts.notSentTitle : toasts.errorTitle
      void showToast('error', title, notSentMessage(toasts, sent.outcome), options.errorPhone)
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
      // The check could not load: offline, the form says so; online (a new version replaced the
      // file), it posts as it does without JavaScript.
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
