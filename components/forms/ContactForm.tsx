// The contact form (/contactus): Full Name, Phone Number, Email Address, all required (SPEC.md §2, §5), then the
// optional language fields (LanguageFields.tsx).
import type { UseFormReturn } from 'react-hook-form'
import type { ContactRequest } from '../../supabase/functions/_shared/requests.ts'
import { describedBy, Field } from './Field.tsx'
import { FormLayout, Honeypot, SubmitButton } from './FormParts.tsx'
import { LanguageFields, type LanguageFieldValues } from './LanguageFields.tsx'
import { Toasts } from './toasts.tsx'
import { languageDefaults, useRequestForm } from './useRequestForm.ts'

export interface ContactFormProps {
  /** The number the error toast asks visitors to call. */
  errorPhone: string
}

export function ContactForm({ errorPhone }: ContactFormProps) {
  const { form, onSubmit } = useRequestForm<ContactRequest>({
    kind: 'contact',
    defaultValues: { name: '', phone: '', email: '', ...languageDefaults },
    errorPhone,
  })
  const { register, formState } = form
  const { errors, isSubmitting } = formState
  return (
    <>
      <FormLayout noValidate onSubmit={onSubmit} aria-label="Contact form">
        <p className="required-note">Fields marked * are required.</p>
        <Field id="contact-name" label="Full Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" {...describedBy('contact-name', errors.name?.message)} {...register('name')} />
        </Field>
        <Field id="contact-phone" label="Phone Number" error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" {...describedBy('contact-phone', errors.phone?.message)} {...register('phone')} />
        </Field>
        <Field id="contact-email" label="Email Address" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...describedBy('contact-email', errors.email?.message)} {...register('email')} />
        </Field>
        <LanguageFields idPrefix="contact" form={form as unknown as UseFormReturn<LanguageFieldValues>} />
        <Honeypot />
        <div>
          <SubmitButton busy={isSubmitting} />
        </div>
      </FormLayout>
      <Toasts />
    </>
  )
}
