// The appointment request form (/consultation-form): SPEC.md §3/§5's appointment request, then the optional language fields.
import type { UseFormReturn } from 'react-hook-form'
import type { AppointmentRequest } from '../../supabase/functions/_shared/requests.ts'
import { describedBy, Field } from './Field.tsx'
import { FieldRow, FormLayout, Honeypot, SubmitButton } from './FormParts.tsx'
import { LanguageFields, type LanguageFieldValues } from './LanguageFields.tsx'
import { Toasts } from './toasts.tsx'
import { languageDefaults, useRequestForm } from './useRequestForm.ts'

export interface AppointmentFormProps {
  locations: string[]
  insurancePlans: string[]
  errorPhone: string
  /** Shown under the Message label: what to write, and not to include health details. */
  messageHint: string
}

export function AppointmentForm({ locations, insurancePlans, errorPhone, messageHint }: AppointmentFormProps) {
  const { form, onSubmit } = useRequestForm<AppointmentRequest>({
    kind: 'appointment',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', location: '', insurance: '', message: '', ...languageDefaults },
    errorPhone,
  })
  const { register, formState } = form
  const { errors, isSubmitting } = formState
  return (
    <>
      <FormLayout noValidate onSubmit={onSubmit} aria-label="Appointment request form">
        <p className="required-note">Fields marked * are required.</p>
        <FieldRow>
          <Field id="appointment-firstName" label="First Name" error={errors.firstName?.message}>
            <input type="text" autoComplete="given-name" {...describedBy('appointment-firstName', errors.firstName?.message)} {...register('firstName')} />
          </Field>
          <Field id="appointment-lastName" label="Last Name" error={errors.lastName?.message}>
            <input type="text" autoComplete="family-name" {...describedBy('appointment-lastName', errors.lastName?.message)} {...register('lastName')} />
          </Field>
        </FieldRow>
        <FieldRow>
          <Field id="appointment-email" label="Email Address" error={errors.email?.message}>
            <input type="email" autoComplete="email" {...describedBy('appointment-email', errors.email?.message)} {...register('email')} />
          </Field>
          <Field id="appointment-phone" label="Phone Number" error={errors.phone?.message}>
            <input type="tel" autoComplete="tel" {...describedBy('appointment-phone', errors.phone?.message)} {...register('phone')} />
          </Field>
        </FieldRow>
        <Field id="appointment-location" label="Preferred Location" error={errors.location?.message}>
          <select {...describedBy('appointment-location', errors.location?.message)} {...register('location')}>
            <option value="">Select a location</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-insurance" label="Insurance" error={errors.insurance?.message}>
          <select {...describedBy('appointment-insurance', errors.insurance?.message)} {...register('insurance')}>
            <option value="">Select your insurance</option>
            {insurancePlans.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-message" label="Message" error={errors.message?.message} hint={messageHint}>
          <textarea rows={5} {...describedBy('appointment-message', errors.message?.message, true)} {...register('message')} />
        </Field>
        <LanguageFields idPrefix="appointment" form={form as unknown as UseFormReturn<LanguageFieldValues>} />
        <Honeypot />
        <div>
          <SubmitButton busy={isSubmitting} />
        </div>
      </FormLayout>
      <Toasts />
    </>
  )
}
