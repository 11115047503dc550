// What is wrong with a date not written YYYY-MM-DD (a day that does not exist, 09/29/2026, September 29,
// 2026), in the editor's words, with the date to write.

const MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['january', 'enero'], ['february', 'febrero'], ['march', 'marzo'], ['april', 'abril'], ['may', 'mayo'], ['june', 'junio'],
    ['july', 'julio'], ['august', 'agosto'], ['september', 'septiembre'], ['october', 'octubre'], ['november', 'noviembre'], ['december', 'diciembre'],
  ].flatMap((names, i) => names.flatMap((name) => [[name, i + 1], [name.slice(0, 3), i + 1]])),
)
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const pad = (n: number) => String(n).padStart(2, '0')
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()
const exists = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m)
const spoken = (y: number, m: number, d: number) => `${d} ${MONTH_NAMES[m - 1]} ${y}`

/** What is wrong with `written`, without the field's name; undefined when it is not a date at all. */
export function dateMistake(written: string): string | undefined {
  const text = written.trim()
  const isoShape = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (isoShape) {
    const [y, m, d] = isoShape.slice(1).map(Number) as [number, number, number]
    if (m < 1 || m > 12) return `is ${text}, but there is no month ${m}: dates are written year-month-day (YYYY-MM-DD), the month in the middle.${exists(y, d, m) ? ` If you meant ${spoken(y, d, m)}, write ${iso(y, d, m)}.` : ''}`
    if (!exists(y, m, d)) return `is ${text}, a day that does not exist: ${MONTH_NAMES[m - 1]} ${y} has ${daysIn(y, m)} days. Write the real date, as YYYY-MM-DD.`
    return `is ${text}: write the month and the day with two digits each, ${iso(y, m, d)}.`
  }
  // Year first with other marks: 2026/09/29, 2026.09.29.
  const yearFirst = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(text)
  if (yearFirst) {
    const [y, m, d] = yearFirst.slice(1).map(Number) as [number, number, number]
    if (exists(y, m, d)) return `is written ${text}; the site reads dates with dashes only. Write ${iso(y, m, d)}.`
  }
  // Day and month as figures, the year last: 09/29/2026 (US order), 29.09.2026 or 29/09/2026 (day first).
  const yearLast = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(text)
  if (yearLast) {
    const [a, mark, b, year] = [Number(yearLast[1]), yearLast[2], Number(yearLast[3]), yearLast[4]!]
    const y = year.length === 2 ? 2000 + Number(year) : Number(year)
    const monthFirst = exists(y, a, b) ? iso(y, a, b) : undefined
    const dayFirst = exists(y, b, a) ? iso(y, b, a) : undefined
    const order = 'the site reads dates year-month-day (YYYY-MM-DD)'
    if (monthFirst && dayFirst && monthFirst !== dayFirst)
      return `is written ${text}, which could be ${spoken(y, a, b)} or ${spoken(y, b, a)}; ${order}. Write ${mark === '.' ? dayFirst : monthFirst} for ${mark === '.' ? spoken(y, b, a) : spoken(y, a, b)}, or ${mark === '.' ? monthFirst : dayFirst} for ${mark === '.' ? spoken(y, a, b) : spoken(y, b, a)}.`
    const only = monthFirst ?? dayFirst
    if (only) return `is written ${text}; ${order}. Write ${only}.`
  }
  // A month by its name: "September 29, 2026", "29 September 2026", "29 de septiembre de 2026".
  const words = text.toLowerCase().replace(/,/g, ' ').replace(/\bde\b|\bthe\b|\bof\b/g, ' ').split(/\s+/).filter(Boolean)
  const monthIndex = words.findIndex((w) => MONTHS[w.replace(/\.$/, '')] !== undefined)
  if (monthIndex >= 0 && words.length === 3) {
    const m = MONTHS[words[monthIndex]!.replace(/\.$/, '')]!
    const rest = words.filter((_, i) => i !== monthIndex).map((w) => Number(w.replace(/(st|nd|rd|th)$/, '')))
    const y = rest.find((n) => n > 31)
    const d = rest.find((n) => n !== y)
    if (y && d && exists(y, m, d)) return `is written "${text}"; the site reads dates as figures, year-month-day. Write ${iso(y, m, d)}.`
    if (y && d) return `is "${text}", a day that does not exist: ${MONTH_NAMES[m - 1]} ${y} has ${daysIn(y, m)} days.`
  }
  return undefined
}
