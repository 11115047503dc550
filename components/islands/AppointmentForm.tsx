// The appointment request form (/consultation-form): docs/requirements.md §3/§5's appointment request, then the optional language fields.
import type { UseFormReturn } from 'react-hook-form'
import type { AppointmentRequest } from '../../supabase/functions/_shared/requests.ts'
import { describedBy, Field } from '../forms/Field.tsx'
import { FieldRow, FormLayout, Honeypot, SubmitButton } from '../forms/FormParts.tsx'
import { formWords, type FormText } from '../forms/formText.ts'
import { LanguageFields, type LanguageFieldValues } from '../forms/LanguageFields.tsx'
import { Toasts } from '../forms/toasts.tsx'
import { languageDefaults, useRequestForm } from '../forms/useRequestForm.ts'

export interface AppointmentFormProps {
  locations: string[]
  insurancePlans: string[]
  errorPhone: string
  /** Shown under the Message label: what to write, and not to include health details. */
  messageHint: string
  /** The words of the page's language (content/ui/<lang>.yaml → form). */
  text: FormText
}

export function AppointmentForm({ locations, insurancePlans, errorPhone, messageHint, text }: AppointmentFormProps) {
  const { label, message } = formWords(text)
  const { form, onSubmit } = useRequestForm<AppointmentRequest>({
    kind: 'appointment',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', location: '', insurance: '', message: '', ...languageDefaults },
    errorPhone,
    toasts: text,
  })
  const { register, formState } = form
  const { errors, isSubmitting } = formState
  return (
    <>
      <FormLayout noValidate onSubmit={onSubmit} aria-label={text.appointmentFormName}>
        <p className="required-note">{text.requiredNote}</p>
        <FieldRow>
          <Field id="appointment-firstName" label={label('firstName')} error={message('firstName', errors.firstName)}>
            <input type="text" autoComplete="given-name" {...describedBy('appointment-firstName', message('firstName', errors.firstName))} {...register('firstName')} />
          </Field>
          <Field id="appointment-lastName" label={label('lastName')} error={message('lastName', errors.lastName)}>
            <input type="text" autoComplete="family-name" {...describedBy('appointment-lastName', message('lastName', errors.lastName))} {...register('lastName')} />
          </Field>
        </FieldRow>
        <FieldRow>
          <Field id="appointment-email" label={label('email')} error={message('email', errors.email)}>
            <input type="email" autoComplete="email" {...describedBy('appointment-email', message('email', errors.email))} {...register('email')} />
          </Field>
          <Field id="appointment-phone" label={label('phone')} error={message('phone', errors.phone)}>
            <input type="tel" autoComplete="tel" {...describedBy('appointment-phone', message('phone', errors.phone))} {...register('phone')} />
          </Field>
        </FieldRow>
        <Field id="appointment-location" label={label('location')} error={message('location', errors.location)}>
          <select {...describedBy('appointment-location', message('location', errors.location))} {...register('location')}>
            <option value="">{text.selectLocation}</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-insurance" label={label('insurance')} error={message('insurance', errors.insurance)}>
          <select {...describedBy('appointment-insurance', message('insurance', errors.insurance))} {...register('insurance')}>
            <option value="">{text.selectInsurance}</option>
            {insurancePlans.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-message" label={label('message')} error={message('message', errors.message)} hint={messageHint}>
          <textarea rows={5} {...describedBy('appointment-message', message('message', errors.message), true)} {...register('message')} />
        </Field>
        <LanguageFields idPrefix="appointment" form={form as unknown as UseFormReturn<LanguageFieldValues>} text={text} />
        <Honeypot label={text.honeypot} />
        <div>
          <SubmitButton busy={isSubmitting} text={text} />
        </div>
      </FormLayout>
      <Toasts text={text} />
    </>
  )
}
