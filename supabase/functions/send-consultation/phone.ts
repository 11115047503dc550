/**
 * The function's check of a phone number, with libphonenumber-js (Google's libphonenumber rules): a
 * number that cannot be one in its country (too long for it, an unknown country code, or written with
 * its country code, "+44…" or "011 44…", and too short for that country) is refused, with the form's phone messages.
 * Without one a number is read as a US one, as the practice's patients write them, and its fewest
 * digits are the form's rule (PHONE_NUMBER in form-fields.ts), which the schema checks: a change of the
 * rule is not undone here. Extensions ("ext. 12", "x12") are part of a number.
 * Here and not in the forms' shared schema: its metadata would add tens of kilobytes to the browser's
 * bundle.
 */
import { AsYouType, validatePhoneNumberLength } from 'libphonenumber-js'
import { PHONE_TOO_LONG, PHONE_TOO_SHORT } from '../_shared/requests.ts'

/** The message for a phone number that cannot be called, or null when it can be. */
export function phoneProblem(phone: string): string | null {
  const problem = validatePhoneNumberLength(phone, 'US')
  if (problem === undefined || (problem === 'TOO_SHORT' && !international(phone))) return null
  return problem === 'TOO_LONG' ? PHONE_TOO_LONG : PHONE_TOO_SHORT
}

function international(phone: string): boolean {
  const typed = new AsYouType('US')
  typed.input(phone)
  return typed.isInternational()
}
