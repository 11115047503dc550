// Who sent a request, as the rate limit counts it: the one IP address in the header the gateway sets
// (CLIENT_IP_HEADER), else no address, and such requests share one strict bucket (never another
// header). The database sees only HMACs (SENDER_HASH_SALT) of the sender and of its block.
import { networkOf, type Network } from '../_shared/address.ts'
import type { HandlerEnv } from './env.ts'

export const DEFAULT_CLIENT_IP_HEADER = 'x-real-ip'
export const DEFAULT_SALT = 'local-development-salt'
/** What all requests without a usable client address share, as sender and as block. */
const NO_ADDRESS: Network = { sender: 'no-client-address', block: 'no-client-address' }

/** The client's network as the platform vouches for it, or null when its header holds no single IP address. */
export function clientNetwork(request: Request, env: HandlerEnv): Network | null {
  const header = (env.CLIENT_IP_HEADER || DEFAULT_CLIENT_IP_HEADER).trim().toLowerCase()
  const value = request.headers.get(header)
  return value === null ? null : networkOf(value)
}

/** identified false: no usable address, the shared bucket. */
export type SenderKeys = { sender: string; block: string; identified: boolean }

export async function senderKeys(request: Request, env: HandlerEnv): Promise<SenderKeys> {
  const network = clientNetwork(request, env)
  const secret = env.SENDER_HASH_SALT || DEFAULT_SALT
  const { sender, block } = network ?? NO_ADDRESS
  return { sender: await hmac(secret, `sender:${sender}`), block: await hmac(secret, `block:${block}`), identified: network !== null }
}

export async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The header of the post-deploy sender check (scripts/ops/sender-check.ts). */
export const SENDER_CHECK_HEADER = 'x-sender-check'

// The post-deploy sender check: a request carrying SENDER_CHECK_TOKEN (set only during the deploy's
// check) is answered with who it counts as (12 hex of the sender's HMAC), nothing stored or counted.
export async function senderCheck(request: Request, env: HandlerEnv): Promise<{ sender: string; identified: boolean } | null> {
  const token = env.SENDER_CHECK_TOKEN ?? ''
  const given = request.headers.get(SENDER_CHECK_HEADER)
  if (token.length < 32 || given === null || !(await sameText(given, token))) return null
  const keys = await senderKeys(request, env)
  return { sender: keys.sender.slice(0, 12), identified: keys.identified }
}

/** Compares two secrets in constant time (their HMACs under a random key). */
async function sameText(a: string, b: string): Promise<boolean> {
  const key = crypto.getRandomValues(new Uint8Array(32)).join(',')
  return (await hmac(key, a)) === (await hmac(key, b))
}
