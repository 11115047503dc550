// The appointment request form (/consultation-form): docs/requirements.md §3/§5's appointment request, then the optional
// language fields (the skeleton, RequestForm.tsx, adds them).
import type { AppointmentRequestInput } from '../../supabase/functions/_shared/requests.ts'
import { FieldRow } from '../forms/FormParts.tsx'
import type { FormText } from '../forms/formText.ts'
import { RequestForm } from '../forms/RequestForm.tsx'

export interface AppointmentFormProps {
  locations: string[]
  insurancePlans: string[]
  errorPhone: string
  /** Shown under the Message label: what to write, and not to include health details. */
  messageHint: string
  /** The form's words in the page's language. */
  text: FormText
}

const empty = { firstName: '', lastName: '', email: '', phone: '', location: '', insurance: '', message: '' }

export function AppointmentForm({ locations, insurancePlans, errorPhone, messageHint, text }: AppointmentFormProps) {
  return (
    <RequestForm<AppointmentRequestInput> kind="appointment" defaultValues={empty} errorPhone={errorPhone} text={text}>
      {(field) => (
        <>
          <FieldRow>
            {field('firstName', (props) => <input type="text" autoComplete="given-name" {...props} />)}
            {field('lastName', (props) => <input type="text" autoComplete="family-name" {...props} />)}
          </FieldRow>
          <FieldRow>
            {field('email', (props) => <input type="email" autoComplete="email" {...props} />)}
            {field('phone', (props) => <input type="tel" autoComplete="tel" {...props} />)}
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
            </select>
          ))}
          {field('message', (props) => <textarea rows={5} {...props} />, messageHint)}
        </>
      )}
    </RequestForm>
  )
}
