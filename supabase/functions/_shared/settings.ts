// The numeric settings of the function and the local servers: a value out of its range stops the start
// with a message naming the setting, instead of being ignored or reaching Postgres as a number it cannot take.

/** A setting the server cannot start with; its message says which one and what to write. */
export class SettingError extends Error {
  override name = 'SettingError'
}

/** The setting `name` of `env` as a whole number from min to max (`unit` names what it counts); unset or empty: `fallback`. */
export function wholeNumberSetting(name: string, range: { min: number; max: number; unit: string }, fallback: number, env: Record<string, string | undefined>): number {
  const text = env[name]?.trim()
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (/^\d+$/.test(text) && value >= range.min && value <= range.max) return value
  throw new SettingError(
    `${name}=${JSON.stringify(env[name])} cannot be used: it must be a whole number from ${range.min} to ${range.max} (${range.unit}). ` +
      `Change it, or remove it to use the default (${fallback}).`,
  )
}
