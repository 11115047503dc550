/**
 * The facts of the request forms' fields that the forms need before their schemas load (zod loads on
 * the first submit): each field's rule and messages, the call-back language choices and the insurance
 * answers outside the list of plans. requests.ts checks requests with them. Imports only the list of
 * languages, so the forms' first script stays small and Deno bundles it with the function.
 */
import { languageCodes, type Lang } from '../../../lib/i18n/languages.ts'

/**
 * The rule of each field and the ids of its messages (content/ui/<lang>.yaml → form → messages): the
 * one definition the forms, the function's schemas (requests.ts), the page a form post gets and the
 * database's checks (a unit test compares the migration with it) all follow. `max`: the longest the
 * field may be, in characters once trimmed, given to the browser as `maxlength` too, so a browser
 * without our script already stops an overlong post. `tooLong`: the message when it is longer, `other`
 * for every other mistake (empty, not an e-mail…). A message's {max} and {min} become the rule's numbers.
 */
export const FIELD_RULES = {
  name: { max: 100, other: 'nameRequired', tooLong: 'nameTooLong' },
  /** `max`: the whole field, an extension included; the number itself is PHONE_NUMBER. */
  phone: { max: 40, other: 'phoneTooShort', tooLong: 'phoneTooLong' },
  email: { max: 255, other: 'emailInvalid', tooLong: 'emailTooLong' },
  firstName: { max: 50, other: 'firstNameRequired', tooLong: 'firstNameTooLong' },
  lastName: { max: 50, other: 'lastNameRequired', tooLong: 'lastNameTooLong' },
  location: { max: 200, other: 'locationRequired' },
  insurance: { max: 200, other: 'insuranceRequired' },
  message: { max: 1000, other: 'messageRequired', tooLong: 'messageTooLong' },
  preferredLanguage: { other: 'languageRequired' },
  preferredLanguageOther: { max: 100, other: 'otherLanguageRequired', tooLong: 'otherLanguageTooLong' },
  accommodation: { max: 500, other: 'accommodationTooLong' },
} as const satisfies Record<string, { max?: number; other: string; tooLong?: string }>

/** The phone number without its extension: at least `min` digits (and so characters), at most `max` characters. */
export const PHONE_NUMBER = { min: 10, max: 20 } as const

export type RequestField = keyof typeof FIELD_RULES
type Rule = (typeof FIELD_RULES)[RequestField]
export type FieldMessageId = Rule['other'] | Extract<Rule, { tooLong: string }>['tooLong']

/** The longest each field may be (FIELD_RULES' `max`), for `maxlength` and the schemas. */
export const FIELD_LIMITS = {
  name: FIELD_RULES.name.max,
  phone: FIELD_RULES.phone.max,
  email: FIELD_RULES.email.max,
  firstName: FIELD_RULES.firstName.max,
  lastName: FIELD_RULES.lastName.max,
  message: FIELD_RULES.message.max,
  preferredLanguageOther: FIELD_RULES.preferredLanguageOther.max,
  accommodation: FIELD_RULES.accommodation.max,
} as const

/** The numbers a message's {min} and {max} stand for: its field's rule (the phone's: the number's). */
function numbersOf(id: string): { min?: number; max?: number } {
  if (id === FIELD_RULES.phone.other || id === FIELD_RULES.phone.tooLong) return PHONE_NUMBER
  const rule = Object.values(FIELD_RULES).find((r) => r.other === id || ('tooLong' in r && r.tooLong === id))
  return rule && 'max' in rule ? { max: rule.max } : {}
}

/** A message's words with {min} and {max} filled in from the rule it belongs to. */
export function fillMessage(id: string, words: string): string {
  const numbers = numbersOf(id)
  return words.replace(/\{(min|max)\}/g, (slot, name: 'min' | 'max') => String(numbers[name] ?? slot))
}

/** The choice of "Preferred language" for a language the site is not written in (then written out). */
export const OTHER_LANGUAGE = 'other'
/** The choices of "Preferred language", the language staff call back in: each language of the site, or another one. */
export const PREFERRED_LANGUAGES: readonly [PreferredLanguage, ...PreferredLanguage[]] = [...languageCodes, OTHER_LANGUAGE] as unknown as [PreferredLanguage, ...PreferredLanguage[]]
export type PreferredLanguage = Lang | typeof OTHER_LANGUAGE

/**
 * The two answers at the end of the insurance list for a patient whose plan is not among the plans
 * offered: "My plan is not listed" and "No insurance / self-pay". They are stored as these values (the
 * same whatever the page's language); the forms show each in the page's words.
 */
export const INSURANCE_OUTSIDE_LIST = ['plan-not-listed', 'no-insurance'] as const
