// What the request-path tests compare the forms against: each language of the site (lib/i18n/languages.ts),
// the address of its form pages, and the forms' words as the words files give them
// (content/ui/<language>.yaml), read as data; plus the requests `npm run requests` shows.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { parse } from 'yaml'
import { defaultLanguage, languageCodes, languages } from '../../lib/i18n/languages.ts'

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

/**
 * `npm run requests` with these arguments, as staff run it, started without npm and tsx's own
 * launchers (the same script, about 0.8 CPU-seconds less a call).
 */
async function requestsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/requests.ts', ...args])
  return stdout
}

/** The requests stored in the embedded database, newest first, as `npm run requests -- --json` gives them. */
export async function storedRequests(): Promise<StoredRequest[]> {
  return JSON.parse(await requestsCommand('--json', '--limit', '100')) as StoredRequest[]
}

/** What `npm run requests` prints for staff. */
export async function requestsListing(): Promise<string> {
  return requestsCommand('--limit', '100')
}

/** A tel: address as the site writes it: the digits, with the US country code for a 10-digit number. */
export const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '').replace(/^(\d{10})$/, '1$1')}`
