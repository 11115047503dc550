// The senders and blocks the rate limit counts (supabase/functions/_shared/address.ts), on addresses
// written here with their answers: an IPv4 address is one sender in its /24 block; an IPv6 sender is
// its /64 (a household or phone), in its /48 block; an IPv4 address written as IPv6 (::ffff:a.b.c.d)
// is that IPv4 address. Each form at its edges: 0 and 255, a group of four hex digits, :: at the start,
// the middle and the end.
import { describe, expect, it } from 'vitest'
import { inCidr, isIpAddress, networkOf } from '../../../supabase/functions/_shared/address.ts'

describe('which sender and block an address is', () => {
  it('IPv4: the address, in its /24', () => {
    expect(networkOf('192.0.2.1')).toEqual({ sender: 'v4:192.0.2.1', block: 'v4:192.0.2.0/24' })
    expect(networkOf('0.0.0.0')).toEqual({ sender: 'v4:0.0.0.0', block: 'v4:0.0.0.0/24' })
    expect(networkOf('255.255.255.255')).toEqual({ sender: 'v4:255.255.255.255', block: 'v4:255.255.255.0/24' })
    expect(networkOf(' 198.51.100.7 ')).toEqual({ sender: 'v4:198.51.100.7', block: 'v4:198.51.100.0/24' })
  })

  it('IPv6: the /64, in its /48, however the address is written', () => {
    const one = { sender: 'v6:2001:db8:1:2::/64', block: 'v6:2001:db8:1::/48' }
    expect(networkOf('2001:db8:1:2::1')).toEqual(one)
    expect(networkOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toEqual(one)
    expect(networkOf('2001:DB8:1:2:0:0:0:9')).toEqual(one)
    expect(networkOf('2001:db8:1:3::1')).toEqual({ sender: 'v6:2001:db8:1:3::/64', block: 'v6:2001:db8:1::/48' })
    expect(networkOf('2001:db8:2:2::1')).toEqual({ sender: 'v6:2001:db8:2:2::/64', block: 'v6:2001:db8:2::/48' })
    // :: at the start, in the middle and at the end.
    expect(networkOf('::1')).toEqual({ sender: 'v6:0:0:0:0::/64', block: 'v6:0:0:0::/48' })
    expect(networkOf('fe80::')).toEqual({ sender: 'v6:fe80:0:0:0::/64', block: 'v6:fe80:0:0::/48' })
    expect(networkOf('2001:db8::ffff:1')).toEqual({ sender: 'v6:2001:db8:0:0::/64', block: 'v6:2001:db8:0::/48' })
  })

  it('IPv4-mapped IPv6 (a dual-stack server’s IPv4 client): the IPv4 address, in either spelling', () => {
    const v4 = { sender: 'v4:192.0.2.1', block: 'v4:192.0.2.0/24' }
    expect(networkOf('::ffff:192.0.2.1')).toEqual(v4)
    expect(networkOf('::FFFF:192.0.2.1')).toEqual(v4)
    expect(networkOf('::ffff:c000:201')).toEqual(v4)
    expect(networkOf('0:0:0:0:0:ffff:c000:0201')).toEqual(v4)
    expect(networkOf('::ffff:0.0.0.0')).toEqual({ sender: 'v4:0.0.0.0', block: 'v4:0.0.0.0/24' })
    expect(networkOf('::ffff:255.255.255.255')).toEqual({ sender: 'v4:255.255.255.255', block: 'v4:255.255.255.0/24' })
    // Almost mapped, but not: an IPv6 address of its own.
    expect(networkOf('::fffe:192.0.2.1')).toEqual({ sender: 'v6:0:0:0:0::/64', block: 'v6:0:0:0::/48' })
    expect(networkOf('1::ffff:192.0.2.1')).toEqual({ sender: 'v6:1:0:0:0::/64', block: 'v6:1:0:0::/48' })
  })

  it('is no sender for anything that is not one address', () => {
    for (const text of ['', 'localhost', '192.0.2', '192.0.2.1.5', '192.0.2.256', '192.0.2.01', '192.0.2.-1', '1.2.3.4:80', '192.0.2.1, 198.51.100.7', '2001:db8::1::2', '2001:db8:1:2:3:4:5:6:7', '2001:db8:1:2:3:4:5', '2001:db8::g', '12345::1', ':::', 'fe80::1%eth0', '::ffff:192.0.2.256', '::ffff:192.0.2']) {
      expect(networkOf(text), text).toBeNull()
      expect(isIpAddress(text.trim()), text).toBe(false)
    }
  })

  it('takes "::" for one group of zeros or more: beside seven groups, never beside eight', () => {
    expect(isIpAddress('1:2:3:4:5:6:7::')).toBe(true)
    expect(isIpAddress('::2:3:4:5:6:7:8')).toBe(true)
    expect(networkOf('1:2:3:4:5:6:7::')).toEqual({ sender: 'v6:1:2:3:4::/64', block: 'v6:1:2:3::/48' })
    expect(isIpAddress('1::2:3:4:5:6:7:8')).toBe(false)
    expect(isIpAddress('1:2:3:4:5:6:7:8::')).toBe(false)
  })

  it('reads hex digits in capitals as well as small letters, as a proxy may write them', () => {
    expect(isIpAddress('2001:DB8::1')).toBe(true)
    expect(isIpAddress('::FFFF:192.0.2.1')).toBe(true)
  })

  it('knows a well-formed address of each form', () => {
    for (const text of ['192.0.2.1', '0.0.0.0', '255.255.255.255', '2001:db8::1', '::', '::1', '1:2:3:4:5:6:7:8', '1::', '::ffff:192.0.2.1', '1:2:3:4:5:6:1.2.3.4']) expect(isIpAddress(text), text).toBe(true)
  })
})

describe('whether an address is inside a range (trusted proxies)', () => {
  it('IPv4 ranges, at their edges', () => {
    expect(inCidr('10.0.0.0', '10.0.0.0/8')).toBe(true)
    expect(inCidr('10.255.255.255', '10.0.0.0/8')).toBe(true)
    expect(inCidr('11.0.0.0', '10.0.0.0/8')).toBe(false)
    expect(inCidr('9.255.255.255', '10.0.0.0/8')).toBe(false)
    expect(inCidr('192.0.2.1', '192.0.2.1')).toBe(true)
    expect(inCidr('192.0.2.2', '192.0.2.1')).toBe(false)
    expect(inCidr('192.0.2.1', '192.0.2.1/32')).toBe(true)
    expect(inCidr('203.0.113.9', '0.0.0.0/0')).toBe(true)
    expect(inCidr('172.16.0.1', '172.16.0.0/12')).toBe(true)
    expect(inCidr('172.31.255.255', '172.16.0.0/12')).toBe(true)
    expect(inCidr('172.32.0.0', '172.16.0.0/12')).toBe(false)
  })

  it('IPv6 ranges, and an IPv4-mapped address inside an IPv4 range', () => {
    expect(inCidr('2001:db8::1', '2001:db8::/32')).toBe(true)
    expect(inCidr('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', '2001:db8::/32')).toBe(true)
    expect(inCidr('2001:db9::', '2001:db8::/32')).toBe(false)
    expect(inCidr('::1', '::1')).toBe(true)
    expect(inCidr('::1', '::1/128')).toBe(true)
    expect(inCidr('::2', '::1/128')).toBe(false)
    expect(inCidr('2001:db8::1', '::/0')).toBe(true)
    expect(inCidr('::ffff:10.1.2.3', '10.0.0.0/8')).toBe(true)
    expect(inCidr('::FFFF:10.1.2.3', '10.0.0.0/8')).toBe(true)
    expect(inCidr('::ffff:11.1.2.3', '10.0.0.0/8')).toBe(false)
    // Only zeros before ffff make an IPv4 address: 1::ffff:10.1.2.3 is an IPv6 address of its own.
    expect(inCidr('1::ffff:10.1.2.3', '10.0.0.0/8')).toBe(false)
  })

  it('is never inside a range of the other family, a range it cannot read, or a prefix longer than the address', () => {
    expect(inCidr('10.0.0.1', '::/0')).toBe(false)
    expect(inCidr('2001:db8::1', '0.0.0.0/0')).toBe(false)
    expect(inCidr('10.0.0.1', '10.0.0.0/33')).toBe(false)
    expect(inCidr('10.0.0.1', '10.0.0.0/-1')).toBe(false)
    expect(inCidr('10.0.0.1', '10.0.0.0/8.5')).toBe(false)
    expect(inCidr('10.0.0.1', '10.0.0.0/x')).toBe(false)
    expect(inCidr('2001:db8::1', '2001:db8::/129')).toBe(false)
    // Not even for the very address the range is written with.
    expect(inCidr('10.0.0.1', '10.0.0.1/33')).toBe(false)
    expect(inCidr('2001:db8::1', '2001:db8::1/129')).toBe(false)
    expect(inCidr('not an address', '10.0.0.0/8')).toBe(false)
    expect(inCidr('10.0.0.1', 'nonsense/8')).toBe(false)
    expect(inCidr(' 10.0.0.1 ', ' 10.0.0.0/8 ')).toBe(true)
  })
})
