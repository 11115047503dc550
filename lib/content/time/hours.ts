// Opening hours as data (`mon-thu: 08:00-16:30` in content/locations.yaml), read into days and times
// for the pages (which write them through Intl) and search engines, with what is wrong with a line.

/** The days as the content writes them, Monday first, with schema.org's names. */
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export interface OpeningHours {
  /** Indexes of DAYS (0 is Monday), in order. */
  days: number[]
  /** "HH:MM" */
  opens: string
  closes: string
}

export const HOURS_EXAMPLE = 'mon-fri: 08:00-16:30'

/** A dash between days or times: a word processor's long dashes (– —) read as the short one. */
const DASH = /\s*[-–—]\s*/

/** The days of a key: "mon-thu" (the days from one to the other), "fri", or several with commas ("mon, wed"). */
function readDays(key: string): number[] | string {
  const days: number[] = []
  for (const part of key.split(',').map((p) => p.trim().toLowerCase())) {
    const [from, to, extra] = part.split(DASH)
    const first = DAYS.indexOf(from as (typeof DAYS)[number])
    const last = to === undefined ? first : DAYS.indexOf(to as (typeof DAYS)[number])
    if (extra !== undefined || first < 0 || last < 0)
      return 'is not a day: write mon, tue, wed, thu, fri, sat or sun, or the first and last day with a dash for the days between them (mon-fri)'
    if (last < first) return `runs backwards: write the earlier day first, like ${DAYS[last]}-${DAYS[first]} (the week starts on Monday)`
    for (let day = first; day <= last; day++) days.push(day)
  }
  return days
}

/** "08:00" → itself, "8:00" → "08:00"; a message for a time of day that does not exist. */
function readTime(time: string): string | { problem: string } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) return { problem: `has "${time}", which is not a time: write times in 24-hour form with a colon, like 08:00 or 16:30 (4:30 PM is 16:30)` }
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  if (hours > 23 || minutes > 59) return { problem: `has ${time}, which is not a time of day: hours go from 00 to 23 and minutes from 00 to 59 (4:30 PM is 16:30)` }
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}

/** One line of hours ("08:00-16:30"), or what is wrong with it. */
function readTimes(value: string): { opens: string; closes: string } | string {
  const [opens, closes, extra] = value.split(DASH).map((part) => part.trim())
  if (!opens || !closes || extra !== undefined) return `must be the opening and the closing time with a dash between them, like 08:00-16:30, found "${value}"`
  const from = readTime(opens)
  const to = readTime(closes)
  if (typeof from !== 'string') return from.problem
  if (typeof to !== 'string') return to.problem
  if (to <= from) return `ends at ${to}, before it starts at ${from}: write the opening time first and the closing time second, in 24-hour form (4:30 PM is 16:30), like 08:00-16:30`
  return { opens: from, closes: to }
}

/** An office's hours (days → times) read, with what is wrong with each line, keyed by its days as written. */
export function readOfficeHours(hours: Readonly<Record<string, unknown>>): { hours: OpeningHours[]; problems: { key: string; message: string }[] } {
  const read: OpeningHours[] = []
  const problems: { key: string; message: string }[] = []
  const seen = new Map<number, string>()
  for (const [key, value] of Object.entries(hours)) {
    const days = readDays(key)
    const times = typeof value === 'string' ? readTimes(value) : 'must be the opening and the closing time with a dash between them, like 08:00-16:30'
    const twice = typeof days === 'string' ? undefined : days.find((day) => seen.has(day))
    if (typeof days === 'string' || typeof times === 'string' || twice !== undefined) {
      const message = typeof days === 'string' ? days : typeof times === 'string' ? times : `gives ${SCHEMA_DAYS[twice!]} again (it is in "${seen.get(twice!)}" too): give each day once`
      problems.push({ key, message })
      continue
    }
    for (const day of days) seen.set(day, key)
    read.push({ days, ...times })
  }
  read.sort((a, b) => a.days[0]! - b.days[0]!)
  return { hours: read, problems }
}

/** An office's hours (the check has made sure they can be read). */
export function officeHours(hours: Readonly<Record<string, string>>): OpeningHours[] {
  return readOfficeHours(hours).hours
}

/** Whether two offices keep the same hours. */
export function sameHours(a: readonly OpeningHours[], b: readonly OpeningHours[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The hours most offices keep (the first office's on a tie): the footer's, naming the offices that keep others. */
export function usualHours(offices: readonly { hours: Readonly<Record<string, string>> }[]): OpeningHours[] {
  const all = offices.map((office) => officeHours(office.hours))
  const count = (hours: OpeningHours[]) => all.filter((other) => sameHours(other, hours)).length
  return all.reduce<OpeningHours[]>((best, hours) => (count(hours) > count(best) ? hours : best), all[0] ?? [])
}
