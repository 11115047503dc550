// A stored request's reference ("7KQ-M2D"), the database's `reference` column computed from the id the
// database returns, so the answer needs no second query (consultation_reference() says how).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LOW_BITS = 2n ** 30n

function base32(value: bigint, digits = 0): string {
  let text = ''
  for (let rest = value; rest > 0n || text.length < digits; rest /= 32n) text = ALPHABET[Number(rest % 32n)] + text
  return text
}

export function requestReference(id: string | number | bigint): string {
  const n = BigInt(id)
  const mixed = ((n % LOW_BITS) * 387420489n + 123456789n) % LOW_BITS
  const low = base32(mixed, 6)
  const high = n / LOW_BITS
  return `${high > 0n ? `${base32(high)}-` : ''}${low.slice(0, 3)}-${low.slice(3)}`
}
