// An office's hours as a clinician writes them in content/locations.yaml, read line by line: what is
// read, and the plain message for a line that cannot be. Small inputs, answers written here (the same
// rules through the whole content check: hours.test.ts).
import { describe, expect, it } from 'vitest'
import { readOfficeHours } from '../../../lib/content/time/hours.ts'

const problemOf = (hours: Record<string, unknown>) => readOfficeHours(hours).problems.map((p) => p.message).join('\n')

describe('reading one line of office hours', () => {
  it('reads times with spaces around them and around the dash', () => {
    expect(readOfficeHours({ mon: ' 08:00 - 16:30 ' }).hours).toEqual([{ days: [0], opens: '08:00', closes: '16:30' }])
  })

  it("reads a word processor's long dashes (– and —) between days and between times as the short one", () => {
    for (const [days, times] of [['mon–fri', '08:00–16:30'], ['mon—fri', '08:00—16:30'], ['mon – fri', '08:00 — 16:30']] as const) {
      expect(readOfficeHours({ [days]: times }), `${days}: ${times}`).toEqual({ hours: [{ days: [0, 1, 2, 3, 4], opens: '08:00', closes: '16:30' }], problems: [] })
    }
  })

  it('refuses a time with anything before or after it, such as 8:00am or a stray letter', () => {
    for (const times of ['08:00am-16:30', '08:00-4:30pm', 'x8:00-16:30', '08:00-16:30x']) {
      expect(readOfficeHours({ mon: times }).hours, times).toEqual([])
      expect(problemOf({ mon: times }), times).toContain('which is not a time')
    }
  })

  it('refuses a range of three days and a day it does not know, at either end', () => {
    for (const days of ['mon-wed-fri', 'mon-fri-sat', 'monday-fri', 'mon-friday']) {
      expect(readOfficeHours({ [days]: '08:00-16:30' }).hours, days).toEqual([])
      expect(problemOf({ [days]: '08:00-16:30' }), days).toContain('is not a day')
    }
  })

  it('says what to write when the times are a number or a list instead of text', () => {
    for (const value of [8, ['08:00', '16:30'], null]) {
      expect(problemOf({ mon: value })).toContain('must be the opening and the closing time with a dash between them, like 08:00-16:30')
    }
  })
})
