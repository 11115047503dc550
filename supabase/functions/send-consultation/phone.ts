// The function's check of a phone number with libphonenumber-js (too big for the browser's bundle): one
// too long for its country, of an unknown country code, or international and too short is refused. A
// number without a country code is a US one, whose fewest digits are the form's rule (PHONE_NUMBER).
import { AsYouType, validatePhoneNumberLength } from 'libphonenumber-js'
import { MESSAGES } from '../_shared/requests.ts'

/** The message for a phone number that cannot be called, or null when it can be. */
export function phoneProblem(phone: string): string | null {
  const problem = validatePhoneNumberLength(phone, 'US')
  if (problem === undefined || (problem === 'TOO_SHORT' && !international(phone))) return null
  return problem === 'TOO_LONG' ? MESSAGES.phoneTooLong : MESSAGES.phoneTooShort
}

function international(phone: string): boolean {
  const typed = new AsYouType('US')
  typed.input(phone)
  return typed.isInternational()
}
