/**
 * The function's own check of a phone number, with libphonenumber-js (Google's libphonenumber rules):
 * a number that cannot be one in its country (too short or too long for it, an unknown country code)
 * is refused, with the form's phone messages. Without a "+" a number is read as a US one, as the
 * practice's patients write them. Extensions ("ext. 12", "x12") are part of a number.
 * Here and not in the forms' shared schema: its metadata would add tens of kilobytes to the browser's
 * bundle, and the browser's check (10 to 20 characters, at least 10 digits) stays as the requirements say.
 */
import { validatePhoneNumberLength } from 'libphonenumber-js'
import { PHONE_TOO_LONG, PHONE_TOO_SHORT } from '../_shared/requests.ts'

/** The message for a phone number that cannot be called, or null when it can be. */
export function phoneProblem(phone: string): string | null {
  const problem = validatePhoneNumberLength(phone, 'US')
  if (problem === undefined) return null
  return problem === 'TOO_LONG' ? PHONE_TOO_LONG : PHONE_TOO_SHORT
}
