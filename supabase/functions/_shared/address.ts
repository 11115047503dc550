// IP addresses as the rate limit counts them, in plain code for Deno, Node and the browser alike: a sender
// is an IPv4 address or an IPv6 /64 (one household), its block an IPv4 /24 or an IPv6 /48. An IPv4
// address written as IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.

export interface Network {
  /** "v4:192.0.2.1" or "v6:2001:db8:1:2::/64". */
  sender: string
  /** "v4:192.0.2.0/24" or "v6:2001:db8:1::/48". */
  block: string
}
/** The four numbers of a dotted IPv4 address (no leading zeros, each 0 to 255), or null. */
function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const numbers = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN))
  return numbers.every((n) => n >= 0 && n <= 255) ? numbers : null
}

/** The eight 16-bit groups of an IPv6 address (with :: and a trailing dotted IPv4 allowed), or null. */
function ipv6Groups(written: string): number[] | null {
  if (!/^[0-9a-f:.]{2,45}$/i.test(written)) return null
  let text = written
  if (text.includes('.')) {
    // A trailing dotted IPv4 part is the last two groups.
    const lastColon = text.lastIndexOf(':')
    const v4 = ipv4Parts(text.slice(lastColon + 1))
    if (lastColon < 0 || !v4) return null
    text = `${text.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const left = parse(halves[0]!)
  const right = halves.length === 2 ? parse(halves[1]!) : []
  if ([...left, ...right].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  const count = left.length + right.length
  if (halves.length === 1 ? count !== 8 : count > 7) return null
  const zeros = new Array<number>(8 - count).fill(0)
  return [...left, ...(halves.length === 2 ? zeros : []), ...right].map((g) => (typeof g === 'number' ? g : parseInt(g, 16)))
}

/** An address's numbers: four bytes (IPv4, also written ::ffff:a.b.c.d) or eight 16-bit groups; null when malformed. */
function numbersOf(text: string): { v4: boolean; numbers: number[] } | null {
  const v4 = ipv4Parts(text)
  if (v4) return { v4: true, numbers: v4 }
  const groups = ipv6Groups(text)
  if (!groups) return null
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return { v4: true, numbers: [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255] }
  return { v4: false, numbers: groups }
}

/** The sender and block of a well-formed address; null for anything else. */
export function networkOf(address: string): Network | null {
  const parsed = numbersOf(address.trim().toLowerCase())
  if (!parsed) return null
  const { v4, numbers } = parsed
  if (v4) return { sender: `v4:${numbers.join('.')}`, block: `v4:${numbers.slice(0, 3).join('.')}.0/24` }
  const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':')
  return { sender: `v6:${hex(numbers.slice(0, 4))}::/64`, block: `v6:${hex(numbers.slice(0, 3))}::/48` }
}
