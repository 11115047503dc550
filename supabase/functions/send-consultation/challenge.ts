/**
 * The surge challenge: past the surge level (RATE_LIMIT_SURGE), the function asks for a proof of work
 * instead of refusing. The form's browser solves it in the background (components/forms/surgeProof.ts)
 * and sends the request again with the solution in the field `altcha`; a script flooding the forms has
 * to pay the same work for every request. ALTCHA's library (altcha-lib, self-hosted, no outside service)
 * makes and checks the challenges.
 *
 * Stateless: a challenge is signed with an HMAC key (SURGE_CHALLENGE_KEY, or else a key derived from
 * SENDER_HASH_SALT, so a deployment always has a secret one) and carries inside the signed part its
 * expiry (5 minutes) and what it was issued for: the form (contact or appointment) and the sender (an
 * HMAC of the sender's hash, so the browser learns nothing of it). A solution counts only for that form
 * from that sender. ALTCHA's verifySolution checks the signature, the expiry and the whole solution:
 * the key derived again from the answer's number must be the key sent (one derivation, 1,000
 * iterations). That a solution is used once is kept by the database: consultation_submit() records
 * each used challenge's signature until it expires.
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

/** What a challenge is issued for: the form, and the sender's hash (senderKeys' `sender`). */
export interface ChallengeFor {
  kind: 'contact' | 'appointment'
  sender: string
}

const keyOf = (env: HandlerEnv) => env.SURGE_CHALLENGE_KEY || `surge-challenge:${env.SENDER_HASH_SALT || DEFAULT_SALT}`

/** ALTCHA's signature secret, from the one key. */
const signatureSecret = (env: HandlerEnv) => hmac(keyOf(env), 'challenge-signature')

/** The signed data that ties a challenge to its form and sender. */
async function boundTo(env: HandlerEnv, issuedFor: ChallengeFor) {
  return { form: issuedFor.kind, sender: await hmac(keyOf(env), `challenge-sender:${issuedFor.sender}`) }
}

function rounds(env: HandlerEnv): number {
  const n = Number(env.SURGE_CHALLENGE_ROUNDS)
  return Number.isInteger(n) && n >= 2 ? n : DEFAULT_ROUNDS
}

/** A new challenge for this form and sender, valid for 5 minutes from `now`. */
export async function issueChallenge(env: HandlerEnv, now: Date, issuedFor: ChallengeFor): Promise<Challenge> {
  const n = rounds(env)
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ITERATIONS,
    counter: randomInt(Math.floor((n * 3) / 2), Math.ceil(n / 2)),
    deriveKey,
    data: await boundTo(env, issuedFor),
    expiresAt: Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS,
    hmacSignatureSecret: await signatureSecret(env),
  })
}

/**
 * Checks a solution sent in the `altcha` field: a challenge this function signed for this form and
 * sender, not expired at `now`, with the right answer (its number gives its key). Anything else (not
 * base64, not JSON, another key's signature, changed parameters, another form or sender, a wrong
 * number or key) is 'invalid'.
 */
export async function checkProof(value: unknown, env: HandlerEnv, now: Date, sentFor: ChallengeFor): Promise<ProofCheck> {
  const payload = decode(value)
  if (!payload) return { outcome: 'invalid' }
  const expiresAt = payload.challenge.parameters.expiresAt
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    // Without a key signature secret, ALTCHA derives the key again from the number.
    result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: await signatureSecret(env) })
  } catch {
    return { outcome: 'invalid' }
  }
  if (result.expired) return { outcome: 'expired' }
  if (!result.verified || typeof expiresAt !== 'number' || !payload.challenge.signature) return { outcome: 'invalid' }
  const bound = await boundTo(env, sentFor)
  const data = payload.challenge.parameters.data
  if (data?.form !== bound.form || data.sender !== bound.sender) return { outcome: 'invalid' }
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
    // Only challenges of this function's kind: a signed one.
    if (parameters?.algorithm !== ALGORITHM || typeof payload.challenge.signature !== 'string') return null
    if (!/^[0-9a-f]{64}$/.test(payload.challenge.signature) || typeof payload.solution !== 'object' || payload.solution === null) return null
    return payload
  } catch {
    return null
  }
}
