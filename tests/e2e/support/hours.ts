// What an office page must show of its hours and closed days, worked out here from the content and the
// language's locale (Intl), not from the site's own formatting code: the name of each line's first
// and last day, its opening and closing minutes, and for each closure still to come (in Central
// time) its reason and the month of its first day.
import type { Location } from '../../../lib/content/schema.ts'

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** Words an office's hours must show in `locale`: "Monday", "Friday", "8:00", "4:30" (or "16:30"). */
export function hoursWords(hours: Location['hours'], locale: string): string[] {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  return Object.entries(hours).flatMap(([days, times]) => {
    const ends = days.split('-').map((day) => weekday.format(new Date(Date.UTC(2026, 0, 5 + DAYS.indexOf(day.trim())))))
    const clock = times.split('-').map((t) => {
      const [h, m] = t.split(':').map(Number) as [number, number]
      // The digits of the time as the locale writes it ("4:30" of "4:30 PM"), without AM/PM.
      return /\d{1,2}:\d\d/.exec(time.format(new Date(Date.UTC(2026, 0, 5, h, m))))![0]
    })
    return [...ends, ...clock]
  })
}

/** Today where the practice is (every office is on Central time), YYYY-MM-DD. */
export const centralToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())

/** An office's closures whose last day has not passed: every office's and its own, with their first day. */
export function closuresAhead(office: Location, everyOffice: readonly NonNullable<Location['closures']>[number][]) {
  return [...everyOffice, ...(office.closures ?? [])]
    .map((c) => ({ reason: c.reason, first: (c.date ?? c.from)!, last: (c.date ?? c.to)! }))
    .filter((c) => c.last >= centralToday())
}

/** The month of a date as the locale names it ("December", "diciembre"). */
export const monthOf = (isoDate: string, locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`))
