// The address of the client of a local server (npm run dev, npm run preview), as the function is told it:
// the connection's, or the one a proxy of ours names in X-Forwarded-For.
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

// The proxies whose X-Forwarded-For is believed: TRUST_PROXY=1 with TRUSTED_PROXIES, addresses or CIDR
// blocks. TRUST_PROXY alone would let any client name its own address, so it is refused.
export function trustedProxies(env: Record<string, string | undefined> = process.env): BlockList {
  const trusted = new BlockList()
  if (env.TRUST_PROXY !== '1') return trusted
  const list = (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  const wrong = list.filter((entry) => {
    // One address is the block of its own full length.
    const [address = '', bits = familyOf(address) === 'ipv6' ? '128' : '32'] = entry.split('/')
    try {
      trusted.addSubnet(address, /^\d{1,3}$/.test(bits) ? Number(bits) : NaN, familyOf(address))
      return false
    } catch {
      return true
    }
  })
  if (list.length > 0 && wrong.length === 0) return trusted
  throw new Error(
    (list.length === 0 ? 'TRUST_PROXY=1 needs TRUSTED_PROXIES: ' : `TRUSTED_PROXIES has entries that are not addresses (${wrong.join(', ')}): `) +
      'list the addresses (or CIDR blocks) of your own proxies, e.g. TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8. Without it any client could name its own address.',
  )
}

// The client's address: the connection's; or, from a trusted proxy, the rightmost X-Forwarded-For entry
// that is not a trusted proxy (entries left of it were written by the client).
export function connectionAddress(req: IncomingMessage, trusted = new BlockList()): string {
  const socketAddress = req.socket.remoteAddress ?? ''
  const isTrusted = (address: string) => trusted.check(address, familyOf(address))
  if (!isTrusted(socketAddress)) return socketAddress
  const hops = [req.headers['x-forwarded-for'] ?? ''].flat().join(',').split(',').map((hop) => hop.trim()).filter(Boolean)
  return hops.findLast((hop) => !isTrusted(hop)) ?? hops[0] ?? socketAddress
}
