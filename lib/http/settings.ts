// The local servers' numeric settings, read once at start-up: a value out of its range (or not a whole
// number) stops the server with a plain message naming the setting and what it may be, instead of being
// ignored silently or reaching Postgres as a number it cannot take.

/** A setting the server cannot start with; its message says which one and what to write. */
export class SettingError extends Error {
  override name = 'SettingError'
}

export interface SettingRange {
  min: number
  max: number
  /** What the number counts, for the message ("days", "milliseconds"). */
  unit: string
}

/** The setting `name` as a whole number within `range`; unset or empty: `fallback`. */
export function wholeNumberSetting(name: string, range: SettingRange, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const text = env[name]?.trim()
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (/^\d+$/.test(text) && value >= range.min && value <= range.max) return value
  throw new SettingError(
    `${name}=${JSON.stringify(env[name])} cannot be used: it must be a whole number from ${range.min} to ${range.max} (${range.unit}). ` +
      `Change it, or remove it to use the default (${fallback}).`,
  )
}
