// What both request forms share: validation with the function's own schema, sending, and what the
// patient is told after: a confirmation that replaces the form and stays (Confirmation.tsx), or, when
// the send failed, a notice next to the form, which keeps everything typed (FailureNotice.tsx); the
// toasts of docs/requirements.md §8 as well, never as the only sign.
// The schemas (zod), the functions client, the confirmation and the toasts (sonner) load on the first
// submit, not with the page: a visitor who only reads the page never downloads them.
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { ConsultationRequestBody, RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/honeypot.ts'
import type { Lang } from '../../lib/i18n/languages.ts'
import { FORMS_SEND, sendConsultationRequest } from './send.ts'
import { showToast } from './toasts.tsx'

// The schemas and the resolver that applies them load together, on the first submit.
const loadSchemas = () => Promise.all([import('../../supabase/functions/_shared/requests.ts'), import('@hookform/resolvers/zod')])

/** Validates with the request schema of `kind`, loading the schemas the first time. */
function lazyResolver<T extends FieldValues>(kind: RequestKind): Resolver<T> {
  return async (values, context, options) => {
    const [{ contactRequestSchema, appointmentRequestSchema }, { zodResolver }] = await loadSchemas()
    const schema = kind === 'contact' ? contactRequestSchema : appointmentRequestSchema
    return (zodResolver(schema) as unknown as Resolver<T>)(values, context, options)
  }
}

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
}

/**
 * The form's starting values: what the visitor already typed into the server HTML before the island
 * started (it starts on the first focus or input), or else `defaults`. Read while hydrating, before
 * React and react-hook-form touch the fields.
 */
function typedBeforeStart<T extends FieldValues>(formId: string, defaults: DefaultValues<T>): DefaultValues<T> {
  const form = typeof document === 'undefined' ? null : document.getElementById(formId)
  if (form?.tagName !== 'FORM') return defaults
  const typed = new FormData(form as HTMLFormElement)
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, typed.get(name) ?? value])) as DefaultValues<T>
}

/** After a submit: the request as sent with its reference, or why it was not sent (the form is kept). */
export type SendResult<T> =
  | { outcome: 'sent'; values: T; reference?: string }
  | { outcome: 'failed' | 'busy' | 'preview'; attempt: number }

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
  const [defaultValues] = useState(() => typedBeforeStart(options.formId, options.defaultValues))
  const [result, setResult] = useState<SendResult<T> | undefined>()
  const form = useForm<T>({
    resolver: lazyResolver<T>(options.kind),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const failed = (outcome: 'failed' | 'busy' | 'preview') => setResult((last) => ({ outcome, attempt: last && 'attempt' in last ? last.attempt + 1 : 1 }))

  const onSubmit = form.handleSubmit(async (values) => {
    if (!FORMS_SEND) {
      // A preview: the form checks what was typed, keeps it, and says why nothing went out.
      failed('preview')
      void showToast('error', options.toasts.notSentTitle, options.toasts.previewNotSent)
      return
    }
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
      void showToast('error', options.toasts.errorTitle, sent.outcome === 'busy' ? options.toasts.busyMessage : options.toasts.errorMessage, options.errorPhone)
    }
  })

  return { form, onSubmit, result }
}
