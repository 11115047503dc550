/** The environment variables the function reads, all optional (README.md explains each). */
export const HANDLER_ENV_NAMES = [
  // Comma-separated origins allowed to call from a browser.
  'ALLOWED_ORIGINS',
  // "true": also allow http://localhost:* and http://127.0.0.1:* (the default while ALLOWED_ORIGINS is empty).
  'ALLOW_LOCAL_ORIGINS',
  // The HMAC key of the sender's address; index.ts refuses to start without it.
  'SENDER_HASH_SALT',
  // Requests one sender (IPv4 address, IPv6 /64), one block (IPv4 /24, IPv6 /48) and everyone may make in a window.
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_BLOCK_MAX',
  'RATE_LIMIT_SURGE',
  // The surge challenges' HMAC key (default: derived from SENDER_HASH_SALT) and work (challenge.ts).
  'SURGE_CHALLENGE_KEY',
  'SURGE_CHALLENGE_ROUNDS',
  'RATE_LIMIT_WINDOW_SECONDS',
  // The header in which the platform's gateway gives the client's address (default x-real-ip).
  'CLIENT_IP_HEADER',
  // Set by the deploy workflow during its sender check only (sender.ts).
  'SENDER_CHECK_TOKEN',
  // Where each stored request and each surge is announced (no personal data), and its bearer token.
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_TOKEN',
] as const

export type HandlerEnv = Partial<Record<(typeof HANDLER_ENV_NAMES)[number], string>>

/** Calls every reader; when some fail, throws one error with a line for each, so one start shows every setting to mend. */
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
