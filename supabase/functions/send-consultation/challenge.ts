/**
 * The surge challenge: past the surge level (RATE_LIMIT_SURGE), the function asks for a proof of work
 * instead of refusing. The form's browser solves it in the background (components/forms/surgeProof.ts)
 * and sends the request again with the solution in the field `altcha`; a script flooding the forms has
 * to pay the same work for every request. ALTCHA's library (altcha-lib, self-hosted, no outside service)
 * makes and checks the challenges.
 *
 * Stateless: a challenge is signed with an HMAC key (SURGE_CHALLENGE_KEY, or else a key derived from
 * SENDER_HASH_SALT, so a deployment always has a secret one), carries its expiry (5 minutes) inside the
 * signed part, and in ALTCHA's deterministic mode the server knows the answer's key signature, so
 * checking a solution is two HMACs and no work. That a solution is used once is kept by the database:
 * consultation_submit() records each used challenge's signature until it expires.
 *
 * The work: PBKDF2-SHA-256 with 1,000 iterations per attempt, and the answer is the attempt number, a
 * random whole number between ROUNDS/2 and 3·ROUNDS/2 (SURGE_CHALLENGE_ROUNDS, default 1,000): about a
 * million iterations on average, half a second on a desktop, a few seconds on an old phone. The same
 * native PBKDF2 serves a browser and a script alike, so a script cannot do it much faster.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { hmac } from './sender.ts'
import type { HandlerEnv } from './env.ts'

/** The request field that carries a solution: ALTCHA's own name and format (base64 of JSON {challenge, solution}). */
export const PROOF_FIELD = 'altcha'
const ALGORITHM = 'PBKDF2/SHA-256'
const ITERATIONS = 1000
const LIFETIME_SECONDS = 300
const DEFAULT_ROUNDS = 1000
const DEFAULT_SALT = 'local-development-salt'
/** Far longer than any real payload (about 900 characters): anything longer is not one. */
const MAX_PROOF_LENGTH = 4096

/** A solution the function accepts: the challenge's signature (to use it once) and when it expires. */
export type ProofCheck = { outcome: 'valid'; signature: string; expiresAt: Date } | { outcome: 'invalid' | 'expired' }

/** The two HMAC secrets of ALTCHA (the challenge's signature, the answer's key signature), from one key. */
async function secrets(env: HandlerEnv) {
  const key = env.SURGE_CHALLENGE_KEY || `surge-challenge:${env.SENDER_HASH_SALT || DEFAULT_SALT}`
  return { signature: await hmac(key, 'challenge-signature'), keySignature: await hmac(key, 'key-signature') }
}

function rounds(env: HandlerEnv): number {
  const n = Number(env.SURGE_CHALLENGE_ROUNDS)
  return Number.isInteger(n) && n >= 2 ? n : DEFAULT_ROUNDS
}

/** A new challenge, valid for 5 minutes from `now`. */
export async function issueChallenge(env: HandlerEnv, now: Date): Promise<Challenge> {
  const { signature, keySignature } = await secrets(env)
  const n = rounds(env)
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ITERATIONS,
    counter: randomInt(Math.floor((n * 3) / 2), Math.ceil(n / 2)),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  })
}

/**
 * Checks a solution sent in the `altcha` field: a challenge this function signed, not expired at `now`,
 * with the right answer. Anything else (not base64, not JSON, another key's signature, changed
 * parameters, a wrong answer) is 'invalid'.
 */
export async function checkProof(value: unknown, env: HandlerEnv, now: Date): Promise<ProofCheck> {
  const payload = decode(value)
  if (!payload) return { outcome: 'invalid' }
  const { signature, keySignature } = await secrets(env)
  const expiresAt = payload.challenge.parameters.expiresAt
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: keySignature })
  } catch {
    return { outcome: 'invalid' }
  }
  if (result.expired) return { outcome: 'expired' }
  if (!result.verified || typeof expiresAt !== 'number' || !payload.challenge.signature) return { outcome: 'invalid' }
  if (expiresAt * 1000 <= now.getTime()) return { outcome: 'expired' }
  return { outcome: 'valid', signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) }
}

interface Payload {
  challenge: Challenge
  solution: { counter: number; derivedKey: string }
}

function decode(value: unknown): Payload | null {
  if (typeof value !== 'string' || value.length > MAX_PROOF_LENGTH) return null
  try {
    const payload = JSON.parse(atob(value)) as Payload
    const parameters = payload?.challenge?.parameters
    const keySignature = parameters?.keySignature
    // Only challenges of this function's kind: a signed one, with its answer's key signature.
    if (parameters?.algorithm !== ALGORITHM || typeof keySignature !== 'string' || typeof payload.challenge.signature !== 'string') return null
    if (!/^[0-9a-f]{64}$/.test(payload.challenge.signature) || typeof payload.solution !== 'object' || payload.solution === null) return null
    return payload
  } catch {
    return null
  }
}
