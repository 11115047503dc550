// Opening hours and closed days as data (content/locations.yaml, content/closures.yaml): what the check
// says of hours it cannot read, which closures are still to come where the practice is (Central time),
// and how every language of lib/i18n/languages.ts writes them through its own locale.
import { describe, expect, it } from 'vitest'
import { formatClosureDays, formatDays, formatHoursLine, formatTimes } from '../../../components/format.ts'
import { upcomingClosures } from '../../../lib/content/time/closures.ts'
import { officeHours, usualHours } from '../../../lib/content/time/hours.ts'
import { languages } from '../../../lib/i18n/languages.ts'
import { errorsOf, fixtureFiles, withFile } from '../check/fixture-content.ts'

const LOCATIONS = 'content/locations.yaml'
/** The fixture's first office with other hours: `hours` lines as a clinician types them. */
const withHours = (...lines: string[]) =>
  withFile(LOCATIONS, (text) => text.replace('    mon-fri: 08:00-16:30\n', `${lines.map((line) => `    ${line}\n`).join('')}`))
const lineOf = (text: string, line: string) => text.split('\n').findIndex((l) => l.trim() === line) + 1
const hoursErrors = (...lines: string[]) => errorsOf(withHours(...lines)).filter((p) => p.file === LOCATIONS)

describe('office hours in content/locations.yaml', () => {
  it('accepts days and 24-hour times, a week split in two, and the day’s edges', () => {
    expect(hoursErrors('mon-thu: 08:00-16:30', 'fri: 08:00-12:00')).toEqual([])
    expect(hoursErrors('mon, wed: 00:00-23:59', 'sat: 9:00-12:00')).toEqual([])
  })

  it('says plainly when hours end before they start, on their line', () => {
    const files = withHours('mon-fri: 16:30-08:00')
    const [problem, ...rest] = errorsOf(files).filter((p) => p.file === LOCATIONS)
    expect(rest).toEqual([])
    expect(problem!.message).toMatch(/ends at 08:00, before it starts at 16:30/)
    expect(problem!.line).toBe(lineOf(files.find((f) => f.path === LOCATIONS)!.text, 'mon-fri: 16:30-08:00'))
    // Opening and closing at the same minute is no opening at all.
    expect(hoursErrors('fri: 12:00-12:00')[0]!.message).toMatch(/ends at 12:00, before it starts at 12:00/)
  })

  it('says when a time of day does not exist (24:00, 16:60) and when a time is not written in 24-hour form', () => {
    expect(hoursErrors('mon-fri: 08:00-24:00')[0]!.message).toMatch(/24:00, which is not a time of day/)
    expect(hoursErrors('mon-fri: 08:00-16:60')[0]!.message).toMatch(/16:60, which is not a time of day/)
    expect(hoursErrors('mon-fri: 8 AM-4:30 PM')[0]!.message).toMatch(/"8 AM", which is not a time: .*24-hour form/)
  })

  it('names a day it does not know, days written backwards and a day given twice', () => {
    expect(hoursErrors('monday-friday: 08:00-16:30')[0]!.message).toMatch(/item 1\)? → hours → monday-friday" is not a day: write mon, tue/)
    expect(hoursErrors('fri-mon: 08:00-16:30')[0]!.message).toMatch(/runs backwards: write the earlier day first, like mon-fri/)
    expect(hoursErrors('mon-fri: 08:00-16:30', 'fri: 08:00-12:00')[0]!.message).toMatch(/gives Friday again \(it is in "mon-fri" too\)/)
  })

  it('reads days as a clinician may type them: capitals, spaces around the dash, one day as its own range', () => {
    expect(hoursErrors('Mon-Thu: 08:00-16:30', 'FRI: 08:00-12:00')).toEqual([])
    expect(hoursErrors('mon - thu: 08:00 - 16:30', 'fri-fri: 08:00-12:00')).toEqual([])
    // A typed en dash between the times, as word processors write it.
    expect(hoursErrors('mon-fri: 08:00–16:30')).toEqual([])
  })

  it('names a range with a day it does not know at either end, or with three days', () => {
    expect(hoursErrors('mon-friday: 08:00-16:30')[0]!.message).toMatch(/mon-friday" is not a day/)
    expect(hoursErrors('mon-wed-fri: 08:00-16:30')[0]!.message).toMatch(/mon-wed-fri" is not a day/)
  })

  it('refuses three times on one line, and a number where the times go', () => {
    expect(hoursErrors('mon-fri: 08:00-12:00-16:30')[0]!.message).toMatch(/opening and the closing time with a dash between them, like 08:00-16:30, found "08:00-12:00-16:30"/)
    expect(hoursErrors('mon-fri: 800')[0]!.message).toMatch(/mon-fri" must be some text, found the number 800/)
  })

  it('refuses hours that are not days and times', () => {
    expect(hoursErrors('mon-fri: 08:00')[0]!.message).toMatch(/opening and the closing time with a dash/)
    expect(errorsOf(withFile(LOCATIONS, (text) => text.replace('    mon-fri: 08:00-16:30\n', '    - Monday to Friday 8:00 AM to 4:30 PM\n'))).some((p) => p.file === LOCATIONS)).toBe(true)
  })
})

describe('closed days', () => {
  const closures = [
    { date: '2026-11-26', reason: 'Thanksgiving Day' },
    { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' },
  ]
  const shown = (now: string) => upcomingClosures({ closures: [] }, closures, new Date(now)).map((c) => c.reason)

  it('shows a day until it has passed in Central time, whatever the time in UTC', () => {
    // 2026-11-26 23:30 in Chicago (CST, UTC−6) is already 2026-11-27 in UTC: the closure still shows.
    expect(shown('2026-11-27T05:30:00Z')).toEqual(['Thanksgiving Day', 'Christmas'])
    // 00:30 the next morning in Chicago: it has passed.
    expect(shown('2026-11-27T06:30:00Z')).toEqual(['Christmas'])
  })

  it('shows a range until its last day has passed: on its first day, inside it, on its last, not after', () => {
    expect(shown('2026-12-24T18:00:00Z')).toEqual(['Christmas'])
    expect(shown('2026-12-25T18:00:00Z')).toEqual(['Christmas'])
    expect(shown('2026-12-27T05:59:00Z')).toEqual(['Christmas'])
    expect(shown('2026-12-27T06:00:00Z')).toEqual([])
  })

  it('puts an office’s own closures with every office’s, soonest first', () => {
    const own = { closures: [{ date: '2026-12-01', reason: 'Staff training' }] }
    expect(upcomingClosures(own, closures, new Date('2026-11-20T12:00:00Z')).map((c) => c.reason)).toEqual(['Thanksgiving Day', 'Staff training', 'Christmas'])
  })

  it('refuses a range that ends before it starts, and a closure with no day', () => {
    const closuresFile = (text: string) => errorsOf(withFile('content/closures.yaml', () => text)).filter((p) => p.file === 'content/closures.yaml')
    expect(closuresFile('- from: 2026-12-31\n  to: 2026-12-24\n  reason: Holidays\n')[0]).toMatchObject({ line: 2, message: expect.stringMatching(/ends \(2026-12-24\) before it starts \(2026-12-31\)/) })
    expect(closuresFile('- reason: Holidays\n')[0]!.message).toMatch(/needs its day: write "date: /)
    expect(closuresFile('- from: 2026-12-24\n  reason: Holidays\n')[0]!.message).toMatch(/has "from" but no "to"/)
    expect(closuresFile('- from: 2026-12-24\n  to: 2026-12-31\n  reason: Holidays\n- date: 2027-01-01\n  reason: New Year\n')).toEqual([])
  })
})

describe('hours and dates in every language', () => {
  // Intl may write a narrow or no-break space inside "8:00 AM": compare with plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ')
  const english = languages[0]!.code
  it.each(languages.map((language) => [language.code, language.locale]))('%s writes days, times and date ranges with its locale (%s), not the words of another language', (code, locale) => {
    const weekday = (day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5 + day)))
    const days = formatDays([0, 1, 2, 3], code)
    // Monday to Thursday: the first and last day by the locale's own names, in that order.
    expect(days.indexOf(weekday(0))).toBeGreaterThanOrEqual(0)
    expect(days.indexOf(weekday(3))).toBeGreaterThan(days.indexOf(weekday(0)))
    expect(days).not.toContain(weekday(1))
    // Monday and Wednesday are not a range: both named, with the locale's word for "and".
    const and = new Intl.ListFormat(locale, { type: 'conjunction' }).format(['A', 'B']).replace(/^A|B$/g, '')
    expect(formatDays([0, 2], code)).toBe(`${weekday(0)}${and}${weekday(2)}`)
    // 08:00 to 16:30 in the locale's clock: 8 (or 08) and 4:30 PM or 16:30, one range.
    const times = plain(formatTimes('08:00', '16:30', code))
    expect(times).toMatch(/0?8:00.*(4:30|16:30)/)
    expect(plain(formatHoursLine({ days: [4], opens: '08:00', closes: '12:00' }, { line: '<{days}|{times}>' }, code))).toMatch(new RegExp(`^<${weekday(4)}\\|.*12:00.*>$`))
    // A closure of three days names its first and last day once each, and its year.
    const range = formatClosureDays({ from: '2026-12-24', to: '2026-12-26', reason: 'x' }, code)
    expect(range).toMatch(/24.*26/)
    expect(range).toContain('2026')
    if (code !== english) expect(range).not.toContain('December')
    // A closure of one day: that day, written in the language as well.
    const oneDay = formatClosureDays({ date: '2027-01-01', reason: 'x' }, code)
    expect(oneDay).toMatch(/\b1\b.*2027|2027.*\b1\b/)
    if (code !== english) expect(oneDay).not.toContain('January')
  })
})

describe('the hours the pages and the footer give', () => {
  const weekdays = { days: [0, 1, 2, 3], opens: '08:00', closes: '16:30' }
  const friday = { days: [4], opens: '08:00', closes: '12:00' }

  it('gives an office’s hours Monday first, in whatever order the lines are written', () => {
    expect(officeHours({ fri: '08:00-12:00', 'mon-thu': '8:00-16:30' })).toEqual([weekdays, friday])
    expect(officeHours({ 'mon-thu': '08:00-16:30', fri: '08:00-12:00' })).toEqual([weekdays, friday])
  })

  it('gives as the practice’s hours those most offices keep, the first office’s on a tie, none without offices', () => {
    const short = { hours: { 'mon-fri': '09:00-15:00' } }
    const long = { hours: { 'mon-thu': '08:00-16:30', fri: '08:00-12:00' } }
    // The same hours written in another order are the same hours.
    const longAgain = { hours: { fri: '08:00-12:00', 'mon-thu': '08:00-16:30' } }
    expect(usualHours([short, long, longAgain])).toEqual([weekdays, friday])
    expect(usualHours([long, short, short])).toEqual([{ days: [0, 1, 2, 3, 4], opens: '09:00', closes: '15:00' }])
    expect(usualHours([short, long])).toEqual([{ days: [0, 1, 2, 3, 4], opens: '09:00', closes: '15:00' }])
    expect(usualHours([long, short])).toEqual([weekdays, friday])
    expect(usualHours([])).toEqual([])
  })
})

it('the fixture’s offices keep readable hours', () => {
  expect(errorsOf(fixtureFiles).filter((p) => p.file === LOCATIONS)).toEqual([])
})
