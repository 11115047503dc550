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
  /** The words of a translated page (English when left out). */
  text?: FormText
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
      <FormLayout noValidate onSubmit={onSubmit} aria-label={text?.appointmentFormName ?? 'Appointment request form'}>
        <p className="required-note">{text?.requiredNote ?? 'Fields marked * are required.'}</p>
        <FieldRow>
          <Field id="appointment-firstName" label={label('First Name')} error={message(errors.firstName?.message)}>
            <input type="text" autoComplete="given-name" {...describedBy('appointment-firstName', message(errors.firstName?.message))} {...register('firstName')} />
          </Field>
          <Field id="appointment-lastName" label={label('Last Name')} error={message(errors.lastName?.message)}>
            <input type="text" autoComplete="family-name" {...describedBy('appointment-lastName', message(errors.lastName?.message))} {...register('lastName')} />
          </Field>
        </FieldRow>
        <FieldRow>
          <Field id="appointment-email" label={label('Email Address')} error={message(errors.email?.message)}>
            <input type="email" autoComplete="email" {...describedBy('appointment-email', message(errors.email?.message))} {...register('email')} />
          </Field>
          <Field id="appointment-phone" label={label('Phone Number')} error={message(errors.phone?.message)}>
            <input type="tel" autoComplete="tel" {...describedBy('appointment-phone', message(errors.phone?.message))} {...register('phone')} />
          </Field>
        </FieldRow>
        <Field id="appointment-location" label={label('Preferred Location')} error={message(errors.location?.message)}>
          <select {...describedBy('appointment-location', message(errors.location?.message))} {...register('location')}>
            <option value="">{text?.selectLocation ?? 'Select a location'}</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-insurance" label={label('Insurance')} error={message(errors.insurance?.message)}>
          <select {...describedBy('appointment-insurance', message(errors.insurance?.message))} {...register('insurance')}>
            <option value="">{text?.selectInsurance ?? 'Select your insurance'}</option>
            {insurancePlans.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-message" label={label('Message')} error={message(errors.message?.message)} hint={messageHint}>
          <textarea rows={5} {...describedBy('appointment-message', message(errors.message?.message), true)} {...register('message')} />
        </Field>
        <LanguageFields idPrefix="appointment" form={form as unknown as UseFormReturn<LanguageFieldValues>} text={text?.language} messages={text?.messages} />
        <Honeypot />
        <div>
          <SubmitButton busy={isSubmitting} text={text} />
        </div>
      </FormLayout>
      <Toasts />
    </>
  )
}
