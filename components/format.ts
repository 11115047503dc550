// Dates, days, times and phone numbers as each language of the site writes them: the words from Intl
// with the language's locale (lib/i18n/languages.ts); the few that join them from content/ui/<lang>.yaml.
// Safe in the browser (islands use it too).
import { closureDays, type Closure } from '../lib/content/time/closures.ts'
import type { OpeningHours } from '../lib/content/time/hours.ts'
import { defaultLanguage, languageOf } from '../lib/i18n/languages.ts'
import type { UiWords } from '../lib/content/ui-schema.ts'
import { fill } from './fill.ts'
import type { Lang } from './lang.ts'

/** Intl's formatters, made once per language and kind: every page shows every office's hours. */
const formatters = new Map<string, unknown>()
function formatter<T>(kind: string, lang: Lang, make: (locale: string) => T): T {
  const key = `${kind} ${lang}`
  if (!formatters.has(key)) formatters.set(key, make(languageOf(lang).locale))
  return formatters.get(key) as T
}
const listFormat = (lang: Lang) => formatter('list', lang, (locale) => new Intl.ListFormat(locale, { type: 'conjunction' }))
const dateFormat = (lang: Lang) => formatter('date', lang, (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }))

/** A calendar date (YYYY-MM-DD) at noon UTC: the same day whatever the server's time zone. */
const day = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`)

/** 2026-10-01 → "October 1, 2026", in Spanish "1 de octubre de 2026". */
export function formatDate(isoDate: string, lang: Lang = defaultLanguage): string {
  return dateFormat(lang).format(day(isoDate))
}

/** "December 24 – 25, 2026", "24–25 de diciembre de 2026". */
export function formatDateRange(first: string, last: string, lang: Lang = defaultLanguage): string {
  return first === last ? formatDate(first, lang) : dateFormat(lang).formatRange(day(first), day(last))
}

export function formatClosureDays(closure: Closure, lang: Lang = defaultLanguage): string {
  const { first, last } = closureDays(closure)
  return formatDateRange(first, last, lang)
}

/** A weekday (0 is Monday) as a date: 2026-01-05 was a Monday. */
const weekday = (index: number) => new Date(Date.UTC(2026, 0, 5 + index, 12))

/** Days 0-3 → "Monday – Thursday"; 0, 2 → "Monday and Wednesday" (runs of days as ranges, in a list). */
export function formatDays(days: readonly number[], lang: Lang = defaultLanguage): string {
  const names = formatter('weekday', lang, (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }))
  const runs: [number, number][] = []
  for (const index of days) {
    const run = runs.at(-1)
    if (run && index === run[1] + 1) run[1] = index
    else runs.push([index, index])
  }
  const written = runs.map(([first, last]) => (first === last ? names.format(weekday(first)) : names.formatRange(weekday(first), weekday(last))))
  return listFormat(lang).format(written)
}

/** 24-hour "08:00" and "16:30" as the language writes a span of the day: "8:00 AM – 4:30 PM". */
export function formatTimes(opens: string, closes: string, lang: Lang = defaultLanguage): string {
  const at = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number]
    return new Date(Date.UTC(2026, 0, 5, hours, minutes))
  }
  return formatter('time', lang, (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).formatRange(at(opens), at(closes))
}

/** "Monday – Friday, 8:00 AM – 4:30 PM". */
export function formatHoursLine(hours: OpeningHours, words: Pick<UiWords['hours'], 'line'>, lang: Lang = defaultLanguage): string {
  return fill(words.line, { days: formatDays(hours.days, lang), times: formatTimes(hours.opens, hours.closes, lang) })
}

/** All of an office's hours on one line (the footer), joined as the language joins a list. */
export function formatHours(hours: readonly OpeningHours[], words: Pick<UiWords['hours'], 'line'>, lang: Lang = defaultLanguage): string {
  return listFormat(lang).format(hours.map((line) => formatHoursLine(line, words, lang)))
}

/** A phone number as the page's language writes it: US Spanish writes it as US English, as site.yaml does. */
export function formatPhone(phone: string, _lang: Lang = defaultLanguage): string {
  return phone.trim()
}

/** The digits of a US phone number as a tel: link (the same in every language). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}
