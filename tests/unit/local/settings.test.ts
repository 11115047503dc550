// The servers' numeric settings (REQUEST_TIMEOUT_MS, RATE_LIMIT_MAX, PORT…): a whole number within its
// range is taken, unset or empty gives the default, and anything else stops the server with a message
// naming the setting, its value and what to write instead. Each setting as `npm run preview` reads it
// at start-up: tests/unit/local/settings-and-requests-cli.test.ts.
import { describe, expect, it } from 'vitest'
import { SettingError, wholeNumberSetting } from '../../../lib/http/settings.ts'

const DAYS = { min: 1, max: 3650, unit: 'days' }
const read = (value: string | undefined) => wholeNumberSetting('REQUEST_RETENTION_DAYS', DAYS, 30, { REQUEST_RETENTION_DAYS: value })

describe('a numeric setting', () => {
  it('takes a whole number at both edges of its range', () => {
    expect(read('1')).toBe(1)
    expect(read('3650')).toBe(3650)
    expect(read('90')).toBe(90)
  })

  it('takes the number with spaces around it, as a settings file may leave them', () => {
    expect(read(' 45 ')).toBe(45)
  })

  it('gives the default when the setting is unset or empty', () => {
    expect(read(undefined)).toBe(30)
    expect(read('')).toBe(30)
    expect(read('   ')).toBe(30)
  })

  it.each(['0', '3651', '99999999999999', '-1', '1.5', '1e3', 'abc', '12 days', '0x10'])('refuses %j, naming the setting, the value, the range and the default', (value) => {
    expect(() => read(value)).toThrow(SettingError)
    expect(() => read(value)).toThrow(
      `REQUEST_RETENTION_DAYS=${JSON.stringify(value)} cannot be used: it must be a whole number from 1 to 3650 (days). Change it, or remove it to use the default (30).`,
    )
  })
})
