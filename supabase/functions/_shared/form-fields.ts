// The fields' facts the forms need before zod loads (on the first submit); requests.ts checks with them.
import { languageCodes, type Lang } from '../../../lib/i18n/languages.ts'

// Each field's rule and message ids (content/ui/<lang>.yaml → form → messages), which the forms, the
// schemas, the form-post page and the database's checks follow. `max`: the most characters once trimmed
// (also the `maxlength`); `tooLong`: the message past it, `other` for any other mistake.
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

type Limited = { [F in RequestField]: (typeof FIELD_RULES)[F] extends { max: number } ? F : never }[RequestField]
/** The longest each field may be (FIELD_RULES' `max`), for `maxlength`. */
export const FIELD_LIMITS = Object.fromEntries(Object.entries(FIELD_RULES).flatMap(([field, rule]) => ('max' in rule ? [[field, rule.max]] : []))) as Record<Limited, number>

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
/** The choices of the language staff call back in: each of the site's, or another one. */
export const PREFERRED_LANGUAGES: readonly [PreferredLanguage, ...PreferredLanguage[]] = [...languageCodes, OTHER_LANGUAGE] as unknown as [PreferredLanguage, ...PreferredLanguage[]]
export type PreferredLanguage = Lang | typeof OTHER_LANGUAGE

/** The insurance answers after the plans ("My plan is not listed", "No insurance / self-pay"), stored as these values. */
export const INSURANCE_OUTSIDE_LIST = ['plan-not-listed', 'no-insurance'] as const
