// Solves the function's surge challenge (send-consultation/challenge.ts) with ALTCHA's solver and the
// browser's own PBKDF2, nothing sent or stored elsewhere; loaded only when a challenge comes.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/** Longer than any real solve on a slow phone; past it the form says "please call us". */
const TIMEOUT_MS = 60_000

/** The challenge in a surge answer's body, if it has one. */
export function challengeOf(reply: unknown): Challenge | null {
  const challenge = (reply as { challenge?: unknown } | null)?.challenge
  const parameters = (challenge as { parameters?: unknown } | undefined)?.parameters
  return typeof parameters === 'object' && parameters !== null ? (challenge as Challenge) : null
}

/** The solution of `challenge` as the function's `altcha` field (base64 of JSON), or null if it could not be solved in time. */
export async function solveSurgeChallenge(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: TIMEOUT_MS })
  if (!solution) return null
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }))
}
