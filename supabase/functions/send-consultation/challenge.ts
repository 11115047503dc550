// The surge challenge: past RATE_LIMIT_SURGE the function asks for a proof of work (ALTCHA) instead of
// refusing, so a flooding script pays the same work per request as the form's browser (surgeProof.ts).
// Stateless: HMAC-signed with its expiry, form and sender inside; the database keeps a solution to one use.
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { DEFAULT_SALT, hmac } from './sender.ts'
import type { HandlerEnv } from './env.ts'

/** The field of a solution: ALTCHA's own name and format (base64 of JSON {challenge, solution}). */
export const PROOF_FIELD = 'altcha'
const ALGORITHM = 'PBKDF2/SHA-256'
const ITERATIONS = 1000
const LIFETIME_SECONDS = 300
const DEFAULT_ROUNDS = 1000
/** Far longer than a real payload (about 900 characters). */
const MAX_PROOF_LENGTH = 4096

export type ProofCheck = { outcome: 'valid'; signature: string; expiresAt: Date } | { outcome: 'invalid' | 'expired' }

/** What a challenge is issued for: the form and the sender's hash. */
type ChallengeFor = { kind: 'contact' | 'appointment'; sender: string }

const keyOf = (env: HandlerEnv) => env.SURGE_CHALLENGE_KEY || `surge-challenge:${env.SENDER_HASH_SALT || DEFAULT_SALT}`
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

/** A solution to a challenge this function signed for this form and sender, not expired at `now`; anything else is 'invalid'. */
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
