// The environment variables the function reads, all optional (README.md's table explains each; ALLOW_LOCAL_ORIGINS
// "true" also allows http://localhost:* and http://127.0.0.1:*, the default while ALLOWED_ORIGINS is empty).
export const HANDLER_ENV_NAMES = [
  'ALLOWED_ORIGINS', 'ALLOW_LOCAL_ORIGINS', 'SENDER_HASH_SALT', 'RATE_LIMIT_MAX', 'RATE_LIMIT_BLOCK_MAX', 'RATE_LIMIT_SURGE', 'SURGE_CHALLENGE_KEY',
  'SURGE_CHALLENGE_ROUNDS', 'RATE_LIMIT_WINDOW_SECONDS', 'CLIENT_IP_HEADER', 'SENDER_CHECK_TOKEN', 'NOTIFY_WEBHOOK_URL', 'NOTIFY_WEBHOOK_TOKEN',
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
