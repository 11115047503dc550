// What both request forms share: validation with the function's own schema, sending, and the
// toasts of docs/requirements.md §8. The form is cleared only after the function accepted the request; on
// failure everything the visitor typed stays.
// The schemas (zod) and the toasts (sonner) load on the first submit, not with the page: a visitor
// who only reads the page never downloads them.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { ConsultationRequestBody, RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { HONEYPOT_FIELD } from '../../supabase/functions/_shared/honeypot.ts'
import { FORMS_SEND, sendConsultationRequest } from './send.ts'
import { showToast } from './toasts.tsx'

/** The language fields start on English, with nothing written. */
export const languageDefaults = { preferredLanguage: 'en', preferredLanguageOther: '', accommodation: '' } as const

/** The language of the page the form is on (<html lang>), recorded with the request. */
function pageLanguage(): 'en' | 'es' {
  return document.documentElement.lang.toLowerCase().startsWith('es') ? 'es' : 'en'
}

const loadSchemas = () => import('../../supabase/functions/_shared/requests.ts')

/** Validates with the request schema of `kind`, loading the schemas the first time. */
function lazyResolver<T extends FieldValues>(kind: RequestKind): Resolver<T> {
  return async (values, context, options) => {
    const { contactRequestSchema, appointmentRequestSchema } = await loadSchemas()
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

export function useRequestForm<T extends FieldValues>(options: { kind: RequestKind; formId: string; defaultValues: DefaultValues<T>; errorPhone: string; toasts: ToastText }) {
  const [defaultValues] = useState(() => typedBeforeStart(options.formId, options.defaultValues))
  const form = useForm<T>({
    resolver: lazyResolver<T>(options.kind),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })

  const onSubmit = form.handleSubmit(async (values) => {
    if (!FORMS_SEND) {
      // A preview: the form checks what was typed, keeps it, and says why nothing went out.
      await showToast('error', options.toasts.notSentTitle, options.toasts.previewNotSent)
      return
    }
    const honeypot = (document.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? '').trim()
    const body = { ...values, kind: options.kind, sentFromLanguage: pageLanguage(), [HONEYPOT_FIELD]: honeypot } as unknown as ConsultationRequestBody
    const outcome = await sendConsultationRequest(body)
    if (outcome === 'sent') {
      await showToast('success', options.toasts.successTitle, options.toasts.successMessage)
      form.reset(options.defaultValues)
    } else if (outcome === 'busy') {
      // What was typed stays: the visitor can call now and send later.
      await showToast('error', options.toasts.errorTitle, options.toasts.busyMessage.replace('{phone}', options.errorPhone))
    } else {
      await showToast('error', options.toasts.errorTitle, options.toasts.errorMessage.replace('{phone}', options.errorPhone))
    }
  })

  return { form, onSubmit }
}
