// The contact form (/contactus): Full Name, Phone Number, Email Address, all required (docs/requirements.md §2, §5), then the
// optional language fields (the skeleton, RequestForm.tsx, adds them).
import type { ContactRequestInput } from '../../supabase/functions/_shared/requests.ts'
import type { FormText } from '../forms/formText.ts'
import { RequestForm } from '../forms/RequestForm.tsx'

export interface ContactFormProps {
  /** The number the error toast asks visitors to call. */
  errorPhone: string
  /** The form's words in the page's language. */
  text: FormText
}

export function ContactForm({ errorPhone, text }: ContactFormProps) {
  return (
    <RequestForm<ContactRequestInput> kind="contact" defaultValues={{ name: '', phone: '', email: '' }} errorPhone={errorPhone} text={text}>
      {(field) => (
        <>
          {field('name', (props) => <input type="text" autoComplete="name" {...props} />)}
          {field('phone', (props) => <input type="tel" autoComplete="tel" {...props} />)}
          {field('email', (props) => <input type="email" autoComplete="email" {...props} />)}
        </>
      )}
    </RequestForm>
  )
}
