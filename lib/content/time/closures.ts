// Closed days: one day (`date`) or several (`from`, `to`), of one office or of all
// (content/closures.yaml). Passed ones are decided in the practice's time zone, not the server's (7 PM
// in Louisiana is tomorrow in UTC); the daily build removes them.

const PRACTICE_TIME_ZONE = 'America/Chicago'

export interface Closure {
  date?: string
  from?: string
  to?: string
  reason: string
}

/** A closure's first and last day (the same day for a single date). */
export function closureDays(closure: Closure): { first: string; last: string } {
  const first = closure.date ?? closure.from ?? ''
  return { first, last: closure.date ?? closure.to ?? first }
}

/** Today's date where the practice is (en-CA writes YYYY-MM-DD). */
export function practiceToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PRACTICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** An office's closures still to come, its own and every office's, soonest first. */
export function upcomingClosures(office: { closures?: readonly Closure[] }, everyOffice: readonly Closure[] = [], now: Date = new Date()): Closure[] {
  const today = practiceToday(now)
  return [...everyOffice, ...(office.closures ?? [])]
    .filter((closure) => closureDays(closure).last >= today)
    .sort((a, b) => closureDays(a).first.localeCompare(closureDays(b).first))
}

/** What is wrong with a closure's dates, for the content check (undefined when nothing is). */
export function closureProblem(closure: Partial<Closure>): { field: 'date' | 'from' | 'to'; message: string } | undefined {
  if (closure.date && (closure.from || closure.to))
    return { field: 'date', message: 'gives both one day and a range: write "date" for one day, or "from" and "to" for several days, not both' }
  if (closure.date) return undefined
  if (!closure.from && !closure.to) return { field: 'date', message: 'needs its day: write "date: 2026-12-25" for one day, or "from: 2026-12-24" and "to: 2026-12-31" for several days' }
  if (!closure.to) return { field: 'from', message: `has "from" but no "to": add "to:" with the last day closed (for one day, write "date: ${closure.from}" instead)` }
  if (!closure.from) return { field: 'to', message: `has "to" but no "from": add "from:" with the first day closed (for one day, write "date: ${closure.to}" instead)` }
  if (closure.to < closure.from) return { field: 'to', message: `ends (${closure.to}) before it starts (${closure.from}): "from" is the first day closed and "to" the last` }
  return undefined
}
