// The label of each field of the request forms, by the field's name: its id among the form's labels of
// content/ui/<lang>.yaml. The forms show it in the page's language (formText.ts); the function's result
// page for a form post names the fields with the same words (scripts/build/form-pages.tsx renders them for it).
import type { FormText } from './formText.ts'

export { FIELD_LIMITS } from '../../supabase/functions/_shared/form-fields.ts'

export const FIELD_LABELS = {
  name: 'fullName',
  phone: 'phone',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  location: 'location',
  insurance: 'insurance',
  message: 'message',
} as const satisfies Record<string, keyof FormText['labels']>

export type LabelledField = keyof typeof FIELD_LABELS
