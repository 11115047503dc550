// The contact form (/contactus): Full Name, Phone Number, Email Address, all required (docs/requirements.md
// §2, §5); the skeleton, RequestForm.tsx, adds the optional language fields.
import type { ContactRequestInput } from '../../supabase/functions/_shared/requests.ts'
import { FIELD_LIMITS } from '../forms/formText.ts'
import type { FormText } from '../forms/formText.ts'
import { RequestForm, type ControlProps } from '../forms/RequestForm.tsx'

export interface ContactFormProps {
  /** The number the error messages ask visitors to call. */
  errorPhone: string
  /** The practice's number, on the confirmation after a send. */
  phone: string
  /** The form's words in the page's language. */
  text: FormText
}

export const phoneInput = (props: ControlProps) => <input type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} {...props} />

/** Text with the e-mail keyboard: type="email" hands the script the domain in punycode (xn--…), not as typed. */
export const emailInput = (props: ControlProps) => (
  <input type="text" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={FIELD_LIMITS.email} {...props} />
)

export function ContactForm({ errorPhone, phone, text }: ContactFormProps) {
  return (
    <RequestForm<ContactRequestInput> kind="contact" defaultValues={{ name: '', phone: '', email: '' }} errorPhone={errorPhone} phone={phone} text={text}>
      {(field) => (
        <>
          {field('name', (props) => <input type="text" autoComplete="name" maxLength={FIELD_LIMITS.name} {...props} />)}
          {field('phone', phoneInput)}
          {field('email', emailInput)}
        </>
      )}
    </RequestForm>
  )
}
