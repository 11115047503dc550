// Dates, opening hours and phone numbers written the way each language of the site writes them.
// The words come from the browser's own language data (Intl, with the locale lib/i18n/languages.ts gives each language), not from a list of
// ours, so every page writes them the same way. Safe in the browser (islands use it too).
import { readHours } from '../lib/content/hours.ts'
import { languageOf } from '../lib/i18n/languages.ts'
import type { Lang } from './lang.ts'

/** 2026-10-01 → "October 1, 2026", or in Spanish "1 de octubre de 2026" (a calendar date, whatever the server's time zone). */
export function formatDate(isoDate: string, lang: Lang = 'en'): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(languageOf(lang).locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** A 24-hour "16:30" as the language writes the time of day: "4:30 PM", "4:30 p.m.". */
function formatTime(time: string, lang: Lang): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const written = new Date(Date.UTC(2026, 0, 5, hours, minutes)).toLocaleTimeString(languageOf(lang).locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  // Language data differ between versions ("8:00 a. m." or "8:00 a.m."): every page writes one form.
  return lang === 'es' ? written.replace(/\s+/g, ' ').replace(/([ap])\.\s?m\./g, '$1.m.') : written
}

/** "Monday" as the language names it ("lunes"): 2026-01-05 was a Monday. */
function formatWeekday(day: string, lang: Lang): string {
  const index = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day)
  return new Date(Date.UTC(2026, 0, 5 + index)).toLocaleDateString(languageOf(lang).locale, { weekday: 'long', timeZone: 'UTC' })
}

/**
 * One line of an office's hours (locations.yaml, written in English). English pages show it as the
 * office wrote it; Spanish pages rewrite it: "Monday to Friday 8:00 AM to 4:30 PM" → "lunes a
 * viernes, de 8:00 a.m. a 4:30 p.m.". A line that cannot be read is shown as written (the content
 * check rejects such lines before a build).
 */
export function formatHours(line: string, lang: Lang = 'en'): string {
  // "Monday to Friday 8:00 AM to 4:30 PM (Slidell: Monday to Thursday 8:00 AM to 4:30 PM)": the
  // practice's hours, then a note for offices that keep others; each part is written in the language.
  const note = /^(.*?)\s*\((.*)\)\s*$/.exec(line)
  if (note && lang !== 'en') {
    const offices = note[2]!.split(/;\s*/).map((part) => {
      const [name, hours] = part.split(/:\s*(.*)/s)
      return hours === undefined ? part : `${name}: ${formatHours(hours, lang)}`
    })
    return `${formatHours(note[1]!, lang)} (${offices.join('; ')})`
  }
  const hours = lang === 'en' ? undefined : readHours(line)
  if (!hours) return line
  const first = formatWeekday(hours.dayOfWeek[0]!, lang)
  const last = formatWeekday(hours.dayOfWeek.at(-1)!, lang)
  const days = first === last ? first : `${first} a ${last}`
  return `${days}, de ${formatTime(hours.opens, lang)} a ${formatTime(hours.closes, lang)}`
}

/**
 * A phone number of the site as the page's language writes it. US Spanish writes US numbers exactly
 * as US English does ("(985) 555-0100", "1-800-555-0199"), so both show the number as site.yaml
 * writes it; this is the one place to change if a language ever writes them differently.
 */
export function formatPhone(phone: string, _lang: Lang = 'en'): string {
  return phone.trim()
}

/** The digits of a US phone number as a tel: link (the same in every language). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}
