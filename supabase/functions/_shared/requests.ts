// The two requests a visitor can send (docs/requirements.md §5), checked by the forms before sending and
// by the function on arrival: one module for the browser, Node and Deno (deno.json maps "zod").
// The JSON the forms send: { kind?: 'contact' | 'appointment', website?: '' (the honeypot), ...fields }.
import { z } from 'zod'
import { BAD_CHARACTER } from './bad-character.ts'
import { FIELD_RULES, fillMessage, INSURANCE_OUTSIDE_LIST, OTHER_LANGUAGE, PHONE_NUMBER, PREFERRED_LANGUAGES, type FieldMessageId, type PreferredLanguage } from './form-fields.ts'
import { HONEYPOT_FIELD } from './honeypot.ts'
import { defaultLanguage, languageCodes, type Lang } from '../../../lib/i18n/languages.ts'

// Else zod tries Function(), which the site's Content Security Policy forbids (and reports).
z.config({ jitless: true })

export { BAD_CHARACTER, INSURANCE_OUTSIDE_LIST, OTHER_LANGUAGE, PREFERRED_LANGUAGES, type PreferredLanguage }

/** Characters that show nothing: format characters, fillers that look blank, variation selectors, spaces. */
// eslint-disable-next-line no-misleading-character-class -- these characters are listed one by one on purpose
const INVISIBLE = /[\p{Cf}\p{Z}\s\u034f\u115f\u1160\u3164\uffa0\ufe00-\ufe0f]/gu
/** Text that is only invisible characters is empty. */
const visible = (text: string) => text.replace(INVISIBLE, '') !== ''

/** Invisible characters copying and pasting brings along, removed from every text field before it is checked. */
const STRIPPED = /[\u180e\u200b\u2060-\u2064\ufeff]/gu
const stripInvisible = (text: string) => text.replace(STRIPPED, '')

// Refused: control characters (but tab and line breaks in the message), lone surrogates, line and
// paragraph separators, bidirectional controls (text shown reversed), tag characters, blank fillers.
const CONTROL = /\p{Cc}/u
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u
const ALWAYS_REFUSED = /[\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069\u{e0000}-\u{e007f}\u115f\u1160\u2800\u3164\uffa0]/u
/** In names, also every other format character but the joiners Persian and Indic names need. */
const FORMAT_EXCEPT_JOINERS = /[^\P{Cf}\u200c\u200d]/u

type TextKind = 'name' | 'line' | 'multiline'

/** Whether `text` holds only characters a field of this kind accepts. */
export function acceptableText(text: string, kind: TextKind): boolean {
  if (ALWAYS_REFUSED.test(text)) return false
  if ((kind === 'multiline' ? CONTROL_EXCEPT_LINES : CONTROL).test(text)) return false
  return kind !== 'name' || !FORMAT_EXCEPT_JOINERS.test(text)
}

/** A trimmed text field of at least one visible character and at most `max`, in any script. */
function requiredText(max: number, required: string, tooLong: string, kind: TextKind) {
  return z
    .string({ error: required })
    .overwrite(stripInvisible)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine(visible, { error: required, abort: true })
    .refine((text) => acceptableText(text, kind), { error: BAD_CHARACTER })
}

/** An optional trimmed text field: when written, something visible and no refused character. */
function optionalText(max: number, tooLong: string, kind: TextKind) {
  return z
    .string({ error: tooLong })
    .overwrite(stripInvisible)
    .trim()
    .max(max, { error: tooLong, abort: true })
    .refine((text) => text === '' || (visible(text) && acceptableText(text, kind)), { error: BAD_CHARACTER })
    .optional()
}

/** The function's words of each message in a 400 answer (a test compares them with content/ui/en.yaml). */
export const MESSAGES = Object.fromEntries(
  Object.entries({
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than {max} characters',
    phoneTooShort: 'Phone number must be at least {min} digits',
    phoneTooLong: 'Phone number must be less than {max} characters',
    emailInvalid: 'Invalid email address',
    emailTooLong: 'Email must be less than {max} characters',
    firstNameRequired: 'First name is required',
    firstNameTooLong: 'First name must be less than {max} characters',
    lastNameRequired: 'Last name is required',
    lastNameTooLong: 'Last name must be less than {max} characters',
    locationRequired: 'Please select a location',
    insuranceRequired: 'Please select your insurance',
    messageRequired: 'Message is required',
    messageTooLong: 'Message must be less than {max} characters',
    languageRequired: 'Please choose a language',
    otherLanguageRequired: 'Please tell us which language you prefer',
    otherLanguageTooLong: 'Language must be less than {max} characters',
    accommodationTooLong: 'Accommodation request must be less than {max} characters',
  } satisfies Record<FieldMessageId, string>).map(([id, words]) => [id, fillMessage(id, words)]),
) as Record<FieldMessageId, string>

/** Digits and what people write between them: spaces, + ( ) . - / */
const PHONE_CHARACTERS = /^[0-9 +().\-/]*$/
/** A number, then perhaps an extension: "ext. 12", "extension 12", "x12", "#12" (up to 6 digits). */
const PHONE_AND_EXTENSION = /^(.*?)(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i

/** The number part of a phone field, without its extension. */
const phoneNumberPart = (text: string) => (PHONE_AND_EXTENSION.exec(text)?.[1] ?? text).trim()

// Phone: a number of PHONE_NUMBER's digits and characters, perhaps an extension after it ("+1 (555)
// 010-0199 ext. 12"). The function also checks it with libphonenumber-js, which the browser does not load.
const phone = z
  .string({ error: MESSAGES.phoneTooShort })
  .overwrite(stripInvisible)
  .trim()
  .superRefine((text, ctx) => {
    const number = phoneNumberPart(text)
    // The kinds are zod's, as the forms read them.
    const [code, message] =
      text.length > FIELD_RULES.phone.max || number.length > PHONE_NUMBER.max
        ? ['too_big', MESSAGES.phoneTooLong]
        : number.length < PHONE_NUMBER.min
          ? ['too_small', MESSAGES.phoneTooShort]
          : !PHONE_CHARACTERS.test(number)
            ? ['custom', BAD_CHARACTER]
            : (number.match(/[0-9]/g)?.length ?? 0) < PHONE_NUMBER.min
              ? ['custom', MESSAGES.phoneTooShort]
              : []
    if (code) ctx.addIssue({ code, message, input: text } as Parameters<typeof ctx.addIssue>[0])
  })

/** A domain of letters, digits and hyphens in any script (bücher.de), each label starting with a letter or digit. */
const DOMAIN_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*(?:\.[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*)+$/u

/** The address with its domain in ASCII (xn--bcher-kva.de), by the URL parser. */
function mailForm(address: string): string {
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1)
  if (at < 0 || !DOMAIN_CHARACTERS.test(domain)) return address
  try {
    return `${address.slice(0, at + 1)}${new URL(`http://${domain}`).hostname}`
  } catch {
    return address
  }
}

/** An e-mail address, checked in its ASCII form and kept as the patient typed it (x@bücher.de). */
const email = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .refine((text) => z.regexes.email.test(mailForm(text)), { error: MESSAGES.emailInvalid })
  .max(FIELD_RULES.email.max, { error: MESSAGES.emailTooLong })

/** The offices and insurance plans the appointment form offers (content/locations.yaml, content/insurance.yaml). */
export interface FormChoices {
  locations: readonly string[]
  insurance: readonly string[]
}

/** A choice from a list: one of `offered` when given (the function refuses a forged value), else any short text. */
function choice(max: number, message: string, offered: readonly string[] | undefined) {
  const text = z.string({ error: message }).min(1, { error: message, abort: true }).max(max, { error: message, abort: true })
  return offered ? text.refine((value) => offered.includes(value), { error: message }) : text
}

/** The languages of the site; a request records the one of the page it was sent from. */
export const SITE_LANGUAGES = languageCodes as readonly [Lang, ...Lang[]]

/** Language access (45 CFR 92.11), all optional: the call-back language, any accommodation, the page's language. */
const languageFields = {
  preferredLanguage: z.enum(PREFERRED_LANGUAGES, { error: MESSAGES.languageRequired }).optional(),
  preferredLanguageOther: optionalText(FIELD_RULES.preferredLanguageOther.max, MESSAGES.otherLanguageTooLong, 'name'),
  accommodation: optionalText(FIELD_RULES.accommodation.max, MESSAGES.accommodationTooLong, 'multiline'),
  sentFromLanguage: z.enum(SITE_LANGUAGES, { error: `The page language must be one of ${SITE_LANGUAGES.map((code) => `"${code}"`).join(', ')}` }).default(defaultLanguage),
}

/** "Other" needs the language written out. */
function otherLanguageNamed(value: { preferredLanguage?: PreferredLanguage; preferredLanguageOther?: string }, ctx: z.RefinementCtx) {
  if (value.preferredLanguage === OTHER_LANGUAGE && !value.preferredLanguageOther) {
    ctx.addIssue({ code: 'custom', path: ['preferredLanguageOther'], message: MESSAGES.otherLanguageRequired })
  }
}

/** A request without a call-back language is called back in the language of the page it was sent from. */
function withCallBackLanguage<T extends { preferredLanguage?: PreferredLanguage; sentFromLanguage: Lang }>(value: T): T & { preferredLanguage: PreferredLanguage } {
  return { ...value, preferredLanguage: value.preferredLanguage ?? value.sentFromLanguage }
}

/** The contact form (docs/requirements.md §3 "Contact request"). */
export const contactRequestSchema = z
  .object({
    name: requiredText(FIELD_RULES.name.max, MESSAGES.nameRequired, MESSAGES.nameTooLong, 'name'),
    phone,
    email,
    ...languageFields,
  })
  .superRefine(otherLanguageNamed)
  .transform(withCallBackLanguage)

/** The appointment form (docs/requirements.md §3 "Appointment request"); with `choices`, only the offices and plans offered. */
export function appointmentRequestSchemaFor(choices?: FormChoices) {
  return z
    .object({
      firstName: requiredText(FIELD_RULES.firstName.max, MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong, 'name'),
      lastName: requiredText(FIELD_RULES.lastName.max, MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong, 'name'),
      email,
      phone,
      location: choice(FIELD_RULES.location.max, MESSAGES.locationRequired, choices?.locations),
      insurance: choice(FIELD_RULES.insurance.max, MESSAGES.insuranceRequired, choices && [...choices.insurance, ...INSURANCE_OUTSIDE_LIST]),
      message: requiredText(FIELD_RULES.message.max, MESSAGES.messageRequired, MESSAGES.messageTooLong, 'multiline'),
      ...languageFields,
    })
    .superRefine(otherLanguageNamed)
    .transform(withCallBackLanguage)
}

export const appointmentRequestSchema = appointmentRequestSchemaFor()

export type ContactRequest = z.infer<typeof contactRequestSchema>
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>
export type ContactRequestInput = z.input<typeof contactRequestSchema>
export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>
export type RequestKind = 'contact' | 'appointment'

/** The JSON body the forms send. */
export type ConsultationRequestBody =
  | (ContactRequest & { kind?: 'contact'; [HONEYPOT_FIELD]?: string })
  | (AppointmentRequest & { kind: 'appointment'; [HONEYPOT_FIELD]?: string })

/** Field name to its messages (the body of a 400 answer). */
export type FieldErrors = Record<string, string[]>

export type ParsedRequest =
  | { outcome: 'valid'; kind: 'contact'; data: ContactRequest }
  | { outcome: 'valid'; kind: 'appointment'; data: AppointmentRequest }
  | { outcome: 'honeypot' }
  | { outcome: 'invalid'; fieldErrors: FieldErrors }

/** Reads a parsed JSON body: its kind, whether the honeypot is filled, and the checked fields (unknown ones dropped). */
export function parseConsultationRequest(body: unknown, choices?: FormChoices): ParsedRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { outcome: 'invalid', fieldErrors: { body: ['The request must be a JSON object.'] } }
  }
  const record = body as Record<string, unknown>
  // Only the body's own fields: `kind` or the honeypot are never read from Object.prototype.
  const field = (name: string) => (Object.hasOwn(record, name) ? record[name] : undefined)
  const trap = field(HONEYPOT_FIELD)
  if (trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '')) {
    return { outcome: 'honeypot' }
  }
  const kind = field('kind') ?? 'contact'
  if (kind !== 'contact' && kind !== 'appointment') return { outcome: 'invalid', fieldErrors: { kind: ['Kind must be "contact" or "appointment".'] } }
  const schema = kind === 'contact' ? contactRequestSchema : choices ? appointmentRequestSchemaFor(choices) : appointmentRequestSchema
  const result = schema.safeParse(record)
  if (!result.success) return { outcome: 'invalid', fieldErrors: z.flattenError(result.error as z.ZodError).fieldErrors as FieldErrors }
  return { outcome: 'valid', kind, data: result.data } as ParsedRequest
}
