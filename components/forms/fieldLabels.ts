// The English label of each field of the request forms, by the field's name. The forms show it in the
// page's language (formText.ts); the function's result page for a form post names the fields with the
// same words (scripts/form-words.ts writes them for it).
export const FIELD_LABELS = {
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email Address',
  firstName: 'First Name',
  lastName: 'Last Name',
  location: 'Preferred Location',
  insurance: 'Insurance',
  message: 'Message',
} as const

export type LabelledField = keyof typeof FIELD_LABELS
