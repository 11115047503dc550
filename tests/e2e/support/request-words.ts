// What the request-path tests compare the forms against: each language of the site (lib/i18n/languages.ts),
// the address of its form pages, and the forms' words as the words files give them
// (content/ui/<language>.yaml), read as data; plus the requests stored, and what `npm run requests` shows.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { parse } from 'yaml'
import { defaultLanguage, languageCodes, languages } from '../../../lib/i18n/languages.ts'
import { PHONE_NUMBER } from '../../../supabase/functions/_shared/form-fields.ts'
import { defaultDataDir, openLocalDatabase } from '../../../supabase/local/database.ts'

const run = promisify(execFile)

/** The forms' words of one language, as its words file writes them. */
export interface FormWords {
  contactFormName: string
  appointmentFormName: string
  labels: Record<'fullName' | 'phone' | 'email' | 'firstName' | 'lastName' | 'location' | 'insurance' | 'message', string>
  selectInsurance: string
  insuranceOutsideList: Record<'plan-not-listed' | 'no-insurance', string>
  submit: string
  messages: Record<string, string>
  successTitle: string
  successMessage: string
  errorTitle: string
  errorMessage: string
  checkFields: string
  confirmation: { next: string; reference: string; sent: string; call: string }
  language: { legend: string; choices: Record<string, string | undefined>; otherLabel: string }
}

export const formWords = (lang: string): FormWords => (parse(readFileSync(`content/ui/${lang}.yaml`, 'utf8')) as { form: FormWords }).form

/** A phone message of the words files as a page shows it: {min} is the phone rule's fewest digits, {max} the most characters of the number. */
export const phoneMessage = (words: string) => words.replace('{min}', String(PHONE_NUMBER.min)).replace('{max}', String(PHONE_NUMBER.max))

/** The words of a call-back language choice: the words file's, or else the language's own name. */
export const choiceWords = (words: FormWords, choice: string) => words.language.choices[choice] ?? languages.find((l) => l.code === choice)!.name

/** The address of a page in a language: no prefix for the default language. */
export const inLanguage = (lang: string, path: string) => (lang === defaultLanguage ? path : `/${lang}${path}`)

export { languageCodes }

export interface StoredRequest {
  id: number
  kind: string
  reference: string
  name: string | null
  first_name: string | null
  email: string
  phone: string
  insurance: string | null
  preferred_language: string
  preferred_language_other: string | null
  accommodation: string | null
  sent_from_language: string
}

/** What `npm run requests` prints for staff, started without npm and tsx's own launchers (about 0.8 CPU-seconds less). */
export async function requestsListing(): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops/requests.ts', '--limit', '100'])
  return stdout
}

/**
 * The 100 newest requests stored in the embedded database, newest first, with the columns
 * `npm run requests -- --json` shows. Read over the socket of the preview server that holds the
 * database, as `npm run requests` reads it, but from this process: a new process for each read cost
 * about a CPU-second, and the browser tests read about thirty times.
 */
export async function storedRequests(): Promise<StoredRequest[]> {
  const local = await openLocalDatabase({ dataDir: defaultDataDir(), waitMs: 30_000 })
  try {
    if (local.mode !== 'client') throw new Error(`No server holds the database ${defaultDataDir()}: the tests read what the preview server stored.`)
    const { rows } = await local.db.query<StoredRequest>(
      `select id, kind, reference, name, first_name, email, phone, insurance, preferred_language, preferred_language_other, accommodation, sent_from_language
         from public.consultation_requests order by created_at desc, id desc limit 100`,
    )
    return rows.map((row) => ({ ...row, id: Number(row.id) }))
  } finally {
    await local.close()
  }
}

/** A tel: address as the site writes it: the digits, with the US country code for a 10-digit number. */
export const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '').replace(/^(\d{10})$/, '1$1')}`
