// Opening hours written the way people write them ("Monday to Friday 8:00 AM to 4:30 PM",
// "Saturday 9 AM to 12 PM"), read into days and 24-hour times: for search engines (JSON-LD) and for
// the content check, which rejects hours it cannot read.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export interface OpeningHours {
  dayOfWeek: string[]
  /** 24-hour "HH:MM". */
  opens: string
  closes: string
}

/** How hours must be written, for error messages. */
export const HOURS_EXAMPLE = 'Monday to Friday 8:00 AM to 4:30 PM'

function dayIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '')
  return WEEKDAYS.findIndex((day) => w.length >= 3 && day.toLowerCase().startsWith(w))
}

function time24(hours: string, minutes: string | undefined, meridiem: string): string {
  let h = Number(hours)
  const m = Number(minutes ?? '0')
  if (h < 1 || h > 12 || m > 59) return ''
  const pm = /^p/i.test(meridiem)
  if (pm && h !== 12) h += 12
  if (!pm && h === 12) h = 0
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** One line of hours (a day or a range of days, then opening and closing time), or undefined if unreadable. */
export function readHours(text: string): OpeningHours | undefined {
  const range = String.raw`\s*(?:to|through|until|-|–|—)\s*`
  const time = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?`
  const pattern = new RegExp(String.raw`^([a-z]+\.?)(?:${range}([a-z]+\.?))?[,:]?\s+${time}${range}${time}$`, 'i')
  const match = pattern.exec(text.trim())
  if (!match) return undefined
  const [, fromDay, toDay, h1, m1, ap1, h2, m2, ap2] = match
  const from = dayIndex(fromDay!)
  const to = toDay ? dayIndex(toDay) : from
  const opens = time24(h1!, m1, ap1!)
  const closes = time24(h2!, m2, ap2!)
  if (from < 0 || to < from || !opens || !closes || closes <= opens) return undefined
  return { dayOfWeek: WEEKDAYS.slice(from, to + 1), opens, closes }
}

/** The footer's own hours: the text of site.yaml's officeHours before any "(office: …)" note. */
export function footerMainHours(officeHours: string): string {
  return officeHours.replace(/\s*\(.*\)\s*$/, '')
}

/**
 * The office hours of site.yaml as search engines want them. Stops the build with a clear message
 * when the text cannot be read.
 */
export function parseOfficeHours(text: string): OpeningHours {
  const hours = readHours(footerMainHours(text))
  if (!hours) throw new Error(`content/site.yaml officeHours "${text}" could not be read for search engines: write it like "${HOURS_EXAMPLE}"`)
  return hours
}
