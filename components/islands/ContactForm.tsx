// The contact form (/contactus): Full Name, Phone Number, Email Address, all required (docs/requirements.md §2, §5), then the
// optional language fields (LanguageFields.tsx).
import type { UseFormReturn } from 'react-hook-form'
import type { ContactRequest } from '../../supabase/functions/_shared/requests.ts'
import { describedBy, Field } from '../forms/Field.tsx'
import { FormLayout, Honeypot, SubmitButton } from '../forms/FormParts.tsx'
import { formWords, type FormText } from '../forms/formText.ts'
import { LanguageFields, type LanguageFieldValues } from '../forms/LanguageFields.tsx'
import { Toasts } from '../forms/toasts.tsx'
import { languageDefaults, useRequestForm } from '../forms/useRequestForm.ts'

export interface ContactFormProps {
  /** The number the error toast asks visitors to call. */
  errorPhone: string
  /** The words of the page's language (content/ui/<lang>.yaml → form). */
  text: FormText
}

export function ContactForm({ errorPhone, text }: ContactFormProps) {
  const { label, message } = formWords(text)
  const { form, onSubmit } = useRequestForm<ContactRequest>({
    kind: 'contact',
    defaultValues: { name: '', phone: '', email: '', ...languageDefaults },
    errorPhone,
    toasts: text,
  })
  const { register, formState } = form
  const { errors, isSubmitting } = formState
  return (
    <>
      <FormLayout noValidate onSubmit={onSubmit} aria-label={text.contactFormName}>
        <p className="required-note">{text.requiredNote}</p>
        <Field id="contact-name" label={label('fullName')} error={message('name', errors.name)}>
          <input type="text" autoComplete="name" {...describedBy('contact-name', message('name', errors.name))} {...register('name')} />
        </Field>
        <Field id="contact-phone" label={label('phone')} error={message('phone', errors.phone)}>
          <input type="tel" autoComplete="tel" {...describedBy('contact-phone', message('phone', errors.phone))} {...register('phone')} />
        </Field>
        <Field id="contact-email" label={label('email')} error={message('email', errors.email)}>
          <input type="email" autoComplete="email" {...describedBy('contact-email', message('email', errors.email))} {...register('email')} />
        </Field>
        <LanguageFields idPrefix="contact" form={form as unknown as UseFormReturn<LanguageFieldValues>} text={text} />
        <Honeypot label={text.honeypot} />
        <div>
          <SubmitButton busy={isSubmitting} text={text} />
        </div>
      </FormLayout>
      <Toasts text={text} />
    </>
  )
}
