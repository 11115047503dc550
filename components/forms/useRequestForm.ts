// What both request forms share: validation with the function's own schema, sending, and the
// toasts of SPEC.md §8. The form is cleared only after the function accepted the request; on
// failure everything the visitor typed stays.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { HONEYPOT_FIELD, type ConsultationRequestBody } from '../../supabase/functions/_shared/requests.ts'
import { sendConsultationRequest } from './send.ts'

export const SUCCESS_TITLE = 'Message Sent'
export const SUCCESS_MESSAGE = "Thank you for your interest. We'll contact you soon."
export const ERROR_TITLE = 'Error'
export const errorMessage = (phone: string) => `Unable to send message. Please try again or call us at ${phone}.`

export function useRequestForm<T extends FieldValues>(options: {
  schema: z.ZodType<T, FieldValues>
  kind: 'contact' | 'appointment'
  defaultValues: DefaultValues<T>
  errorPhone: string
}) {
  const form = useForm<T>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's generics do not follow a generic schema
    resolver: zodResolver(options.schema as any) as any,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })

  const onSubmit = form.handleSubmit(async (values) => {
    const honeypot = (document.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? '').trim()
    const body = { ...values, kind: options.kind, [HONEYPOT_FIELD]: honeypot } as unknown as ConsultationRequestBody
    if (await sendConsultationRequest(body)) {
      toast.success(SUCCESS_TITLE, { description: SUCCESS_MESSAGE })
      form.reset()
    } else {
      toast.error(ERROR_TITLE, { description: errorMessage(options.errorPhone) })
    }
  })

  return { form, onSubmit }
}
