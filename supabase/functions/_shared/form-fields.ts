/**
 * The facts of the request forms' fields that the forms need before their schemas load (zod loads on
 * the first submit): the longest each field may be, the call-back language choices and the insurance
 * answers outside the list of plans. requests.ts checks requests with them. Imports only the list of
 * languages, so the forms' first script stays small and Deno bundles it with the function.
 */
import { languageCodes, type Lang } from '../../../lib/i18n/languages.ts'

/**
 * The longest each field may be (docs/requirements.md §5 and §9), in characters once trimmed: the
 * schemas check them, and the forms give them to the browser as `maxlength`, so a browser without our
 * script already stops an overlong post.
 */
export const FIELD_LIMITS = {
  name: 100,
  /** The whole field, an extension included; the number itself is 10 to 20 characters (requests.ts). */
  phone: 40,
  email: 255,
  firstName: 50,
  lastName: 50,
  message: 1000,
  preferredLanguageOther: 100,
  accommodation: 500,
} as const

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
