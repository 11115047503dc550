// The appointment request form (/consultation-form, docs/requirements.md §3, §5); the skeleton,
// RequestForm.tsx, adds the optional language fields.
import { INSURANCE_OUTSIDE_LIST } from '../../supabase/functions/_shared/form-fields.ts'
import type { AppointmentRequestInput } from '../../supabase/functions/_shared/requests.ts'
import { FIELD_LIMITS } from '../forms/formText.ts'
import { FieldRow } from '../forms/FormParts.tsx'
import type { FormText } from '../forms/formText.ts'
import { RequestForm } from '../forms/RequestForm.tsx'
import { emailInput, phoneInput } from './ContactForm.tsx'

export interface AppointmentFormProps {
  locations: string[]
  insurancePlans: string[]
  /** The number the error messages ask visitors to call. */
  errorPhone: string
  /** The practice's number, on the confirmation after a send. */
  phone: string
  /** Shown under the Message label: what to write, and not to include health details. */
  messageHint: string
  /** The form's words in the page's language. */
  text: FormText
}

const empty = { firstName: '', lastName: '', email: '', phone: '', location: '', insurance: '', message: '' }

export function AppointmentForm({ locations, insurancePlans, errorPhone, phone, messageHint, text }: AppointmentFormProps) {
  return (
    <RequestForm<AppointmentRequestInput> kind="appointment" defaultValues={empty} errorPhone={errorPhone} phone={phone} text={text}>
      {(field) => (
        <>
          <FieldRow>
            {field('firstName', (props) => <input type="text" autoComplete="given-name" maxLength={FIELD_LIMITS.firstName} {...props} />)}
            {field('lastName', (props) => <input type="text" autoComplete="family-name" maxLength={FIELD_LIMITS.lastName} {...props} />)}
          </FieldRow>
          <FieldRow>
            {field('email', emailInput)}
            {field('phone', phoneInput)}
          </FieldRow>
          {field('location', (props) => (
            <select {...props}>
              <option value="">{text.selectLocation}</option>
              {locations.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          ))}
          {field('insurance', (props) => (
            <select {...props}>
              <option value="">{text.selectInsurance}</option>
              {insurancePlans.map((plan) => (
                <option key={plan} value={plan}>
                  {plan}
                </option>
              ))}
              {/* For the uninsured and a plan not in the list: stored as a value of their own, the same in every language. */}
              {INSURANCE_OUTSIDE_LIST.map((answer) => (
                <option key={answer} value={answer}>
                  {text.insuranceOutsideList[answer]}
                </option>
              ))}
            </select>
          ))}
          {field('message', (props) => <textarea rows={5} maxLength={FIELD_LIMITS.message} {...props} />, messageHint)}
        </>
      )}
    </RequestForm>
  )
}
