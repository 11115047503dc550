/**
 * The two requests a visitor can send, checked with the rules and messages of docs/requirements.md §5.
 *
 * ONE module for both sides: the contact and appointment forms import it to check fields before
 * sending, and the send-consultation function imports it to check them again on arrival.
 * It runs in the browser, in Node and in Deno (Deno maps "zod" to npm:zod in deno.json).
 *
 * What the forms send (JSON, POST /functions/v1/send-consultation):
 *
 *   { kind?: 'contact' | 'appointment',  // leave out for the contact form
 *     website?: '',                      // the honeypot: a hidden field people leave empty
 *     ...the fields of the kind }
 *
 * Both also carry the language fields (preferredLanguage, preferredLanguageOther, accommodation,
 * sentFromLanguage): see languageFields below.
 *
 * Exports: contactRequestSchema, appointmentRequestSchema (zod objects for forms and server),
 * the types ContactRequest, AppointmentRequest, ConsultationRequestBody, HONEYPOT_FIELD,
 * and parseConsultationRequest (what the function uses to read a body).
 */
import { z } from 'zod'
import { HONEYPOT_FIELD } from './honeypot.ts'

// zod otherwise tests whether it may compile code with Function(), which the site's Content Security
// Policy forbids (and reports) in the browser. The schemas here are small: interpreting them is enough.
z.config({ jitless: true })

/** A trimmed text field that must have at least one character and at most `max`. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong })
}

/** Phone: docs/requirements.md counts characters of the trimmed text (10 to 20), whatever the message says about digits. */
const phone = z
  .string({ error: 'Phone number must be at least 10 digits' })
  .trim()
  .min(10, { error: 'Phone number must be at least 10 digits' })
  .max(20, { error: 'Phone number must be less than 20 characters' })

const email = z
  .string({ error: 'Invalid email address' })
  .trim()
  .regex(z.regexes.email, { error: 'Invalid email address' })
  .max(255, { error: 'Email must be less than 255 characters' })

/**
 * A choice from a list (location, insurance). docs/requirements.md only asks for one character; the 200-character
 * ceiling (same message) keeps a forged value out of the database, whose column has the same limit.
 */
function choice(message: string) {
  return z.string({ error: message }).min(1, { error: message }).max(200, { error: message })
}

/** The choices of "Preferred language": the language staff call back in. */
export const PREFERRED_LANGUAGES = ['en', 'es', 'other'] as const
/** The languages the site is written in: a request records the one of the page it was sent from. */
export const SITE_LANGUAGES = ['en', 'es'] as const
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number]
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]

export const OTHER_LANGUAGE_REQUIRED = 'Please tell us which language you prefer'

/**
 * What both forms add for language access (45 CFR 92.11): the language to call back in, any
 * interpreter or other accommodation, and the page's language. All optional for older clients:
 * a request without them is an English one.
 */
const languageFields = {
  preferredLanguage: z.enum(PREFERRED_LANGUAGES, { error: 'Please choose a language' }).default('en'),
  preferredLanguageOther: z
    .string({ error: 'Language must be less than 100 characters' })
    .trim()
    .max(100, { error: 'Language must be less than 100 characters' })
    .optional(),
  accommodation: z
    .string({ error: 'Accommodation request must be less than 500 characters' })
    .trim()
    .max(500, { error: 'Accommodation request must be less than 500 characters' })
    .optional(),
  sentFromLanguage: z.enum(SITE_LANGUAGES, { error: 'The page language must be "en" or "es"' }).default('en'),
}

/** "Other" needs the language written out. */
function otherLanguageNamed(value: { preferredLanguage: PreferredLanguage; preferredLanguageOther?: string }, ctx: z.RefinementCtx) {
  if (value.preferredLanguage === 'other' && !value.preferredLanguageOther) {
    ctx.addIssue({ code: 'custom', path: ['preferredLanguageOther'], message: OTHER_LANGUAGE_REQUIRED })
  }
}

/** The contact form (docs/requirements.md §3 "Contact request"): name, phone, email. */
export const contactRequestSchema = z
  .object({
    name: requiredText(100, 'Name is required', 'Name must be less than 100 characters'),
    phone,
    email,
    ...languageFields,
  })
  .superRefine(otherLanguageNamed)

/** The appointment request form (/consultation-form): docs/requirements.md §3 "Appointment request". */
export const appointmentRequestSchema = z.object({
  firstName: requiredText(50, 'First name is required', 'First name must be less than 50 characters'),
  lastName: requiredText(50, 'Last name is required', 'Last name must be less than 50 characters'),
  email,
  phone,
  location: choice('Please select a location'),
  insurance: choice('Please select your insurance'),
  message: requiredText(1000, 'Message is required', 'Message must be less than 1000 characters'),
  ...languageFields,
}).superRefine(otherLanguageNamed)

export type ContactRequest = z.infer<typeof contactRequestSchema>
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>
/** What a form holds before the schema fills in the defaults. */
export type ContactRequestInput = z.input<typeof contactRequestSchema>
export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>
export type RequestKind = 'contact' | 'appointment'

export { HONEYPOT_FIELD } from './honeypot.ts'

/** The JSON body the forms send. */
export type ConsultationRequestBody =
  | (ContactRequest & { kind?: 'contact'; [HONEYPOT_FIELD]?: string })
  | (AppointmentRequest & { kind: 'appointment'; [HONEYPOT_FIELD]?: string })

/** Field name to its messages, as zod's flattenError gives them (the body of a 400 answer). */
export type FieldErrors = Record<string, string[]>

export type ParsedRequest =
  | { outcome: 'valid'; kind: 'contact'; data: ContactRequest }
  | { outcome: 'valid'; kind: 'appointment'; data: AppointmentRequest }
  | { outcome: 'honeypot' }
  | { outcome: 'invalid'; fieldErrors: FieldErrors }

/**
 * Reads a parsed JSON body: which kind it is, whether the honeypot is filled, and the checked fields
 * (trimmed; unknown fields are dropped).
 */
export function parseConsultationRequest(body: unknown): ParsedRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { outcome: 'invalid', fieldErrors: { body: ['The request must be a JSON object.'] } }
  }
  const record = body as Record<string, unknown>
  const trap = record[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '')) {
    return { outcome: 'honeypot' }
  }
  const kind = record.kind ?? 'contact'
  if (kind === 'contact') {
    const result = contactRequestSchema.safeParse(record)
    return result.success
      ? { outcome: 'valid', kind, data: result.data }
      : { outcome: 'invalid', fieldErrors: z.flattenError(result.error).fieldErrors as FieldErrors }
  }
  if (kind === 'appointment') {
    const result = appointmentRequestSchema.safeParse(record)
    return result.success
      ? { outcome: 'valid', kind, data: result.data }
      : { outcome: 'invalid', fieldErrors: z.flattenError(result.error).fieldErrors as FieldErrors }
  }
  return { outcome: 'invalid', fieldErrors: { kind: ['Kind must be "contact" or "appointment".'] } }
}
