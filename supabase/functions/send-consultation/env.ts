// The function's settings: the environment variables it reads. Its own module, below the handler
// (handler.ts) and the parts it calls (http.ts, sender.ts, notify.ts), which all take them.
/** The environment variables the function reads (all optional). README.md explains each. */
export interface HandlerEnv {
  /** Comma-separated origins allowed to call from a browser, e.g. "https://www.example.com,https://example.com". */
  ALLOWED_ORIGINS?: string
  /** "true": also allow http://localhost:*, http://127.0.0.1:* (the default while ALLOWED_ORIGINS is empty). */
  ALLOW_LOCAL_ORIGINS?: string
  /** Secret key of the HMAC of the sender's address. Required in production (index.ts refuses to start without it). */
  SENDER_HASH_SALT?: string
  /** Requests one sender (IPv4 address, IPv6 /64) may make in any window (default 5). */
  RATE_LIMIT_MAX?: string
  /** Requests one network block (IPv4 /24, IPv6 /48) may make in any window (default 30). */
  RATE_LIMIT_BLOCK_MAX?: string
  /** Requests all senders together may make in any window; past it, each request must carry a solved challenge (default 300). */
  RATE_LIMIT_SURGE?: string
  /** The HMAC key of the surge challenges (challenge.ts); unset: a key derived from SENDER_HASH_SALT. */
  SURGE_CHALLENGE_KEY?: string
  /** The work of a surge challenge: attempts of 1,000 PBKDF2 iterations, on average (default 1000). */
  SURGE_CHALLENGE_ROUNDS?: string
  /** Length of the sliding window in seconds (default 600). */
  RATE_LIMIT_WINDOW_SECONDS?: string
  /**
   * The request header in which the platform's gateway gives the client's address (default x-real-ip).
   * Only the gateway may set it: the local servers overwrite whatever the client sent in it.
   */
  CLIENT_IP_HEADER?: string
  /** Set by the deploy workflow during its sender check only (sender.ts). */
  SENDER_CHECK_TOKEN?: string
  /** When set, each stored request and each surge is announced to this URL (POST, JSON, no personal data). */
  NOTIFY_WEBHOOK_URL?: string
  /** Sent as "Authorization: Bearer <token>" to NOTIFY_WEBHOOK_URL when set. */
  NOTIFY_WEBHOOK_TOKEN?: string
}

/** Every setting the function reads, for index.ts and the local server to take from their environment. */
export const HANDLER_ENV_NAMES = [
  'ALLOWED_ORIGINS',
  'ALLOW_LOCAL_ORIGINS',
  'SENDER_HASH_SALT',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_BLOCK_MAX',
  'RATE_LIMIT_SURGE',
  'SURGE_CHALLENGE_KEY',
  'SURGE_CHALLENGE_ROUNDS',
  'RATE_LIMIT_WINDOW_SECONDS',
  'CLIENT_IP_HEADER',
  'SENDER_CHECK_TOKEN',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_TOKEN',
] as const satisfies readonly (keyof HandlerEnv)[]

/**
 * A whole-number setting within its range; unset or empty: `fallback`. Anything else throws an error
 * naming the setting and the range: the function and the local servers check their settings when they
 * start (rateLimits, everySetting), so a mistyped limit stops them with that message instead of being ignored.
 */
export function wholeNumberSetting(env: HandlerEnv, name: keyof HandlerEnv, range: { min: number; max: number; unit: string }, fallback: number): number {
  const text = env[name]?.trim()
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (/^\d+$/.test(text) && value >= range.min && value <= range.max) return value
  throw new Error(
    `${name}=${JSON.stringify(env[name])} cannot be used: it must be a whole number from ${range.min} to ${range.max} (${range.unit}). ` +
      `Change it, or remove it to use the default (${fallback}).`,
  )
}

/**
 * Calls every reader and returns what each read. When some fail, throws one error with a line for each
 * failure, so that one start shows every setting to mend, not only the first.
 */
export function everySetting<T extends Record<string, () => unknown>>(readers: T): { [K in keyof T]: ReturnType<T[K]> } {
  const values: Record<string, unknown> = {}
  const problems: string[] = []
  for (const [key, read] of Object.entries(readers)) {
    try {
      values[key] = read()
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error))
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return values as { [K in keyof T]: ReturnType<T[K]> }
}
