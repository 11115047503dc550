/** The columns of a stored request (supabase/migrations/), as the function writes them and `npm run requests` reads them. */
import { OTHER_LANGUAGE, type AppointmentRequest, type ContactRequest, type PreferredLanguage } from '../_shared/requests.ts'
import type { Lang } from '../../../lib/i18n/languages.ts'

export interface RequestRow {
  kind: 'contact' | 'appointment'
  name: string | null
  first_name: string | null
  last_name: string | null
  email: string
  phone: string
  location: string | null
  insurance: string | null
  message: string | null
  preferred_language: PreferredLanguage
  preferred_language_other: string | null
  accommodation: string | null
  sent_from_language: Lang
}

/** The row of a checked request; empty optional texts are stored as none. */
function rowOf(data: ContactRequest | AppointmentRequest, fields: Pick<RequestRow, 'kind' | 'name' | 'first_name' | 'last_name' | 'location' | 'insurance' | 'message'>): RequestRow {
  return {
    ...fields,
    email: data.email,
    phone: data.phone,
    preferred_language: data.preferredLanguage,
    preferred_language_other: data.preferredLanguage === OTHER_LANGUAGE ? data.preferredLanguageOther || null : null,
    accommodation: data.accommodation || null,
    sent_from_language: data.sentFromLanguage,
  }
}

export const contactRow = (data: ContactRequest) =>
  rowOf(data, { kind: 'contact', name: data.name, first_name: null, last_name: null, location: null, insurance: null, message: null })

export const appointmentRow = (data: AppointmentRequest) =>
  rowOf(data, { kind: 'appointment', name: null, first_name: data.firstName, last_name: data.lastName, location: data.location, insurance: data.insurance, message: data.message })
