// The senders and blocks the rate limit counts (supabase/functions/_shared/address.ts), on addresses
// written here with their answers: an IPv4 address is one sender in its /24 block; an IPv6 sender is
// its /64 (a household or phone), in its /48 block; an IPv4 address written as IPv6 (::ffff:a.b.c.d)
// is that IPv4 address. Each form at its edges: 0 and 255, a group of four hex digits, :: at the start,
// the middle and the end.
import { describe, expect, it } from 'vitest'
import { networkOf } from '../../../supabase/functions/_shared/address.ts'

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
    }
  })

  it('takes "::" for one group of zeros or more: beside seven groups, never beside eight', () => {
    expect(networkOf('1:2:3:4:5:6:7::')).toEqual({ sender: 'v6:1:2:3:4::/64', block: 'v6:1:2:3::/48' })
    expect(networkOf('::2:3:4:5:6:7:8')).toEqual({ sender: 'v6:0:2:3:4::/64', block: 'v6:0:2:3::/48' })
    expect(networkOf('1::2:3:4:5:6:7:8')).toBeNull()
    expect(networkOf('1:2:3:4:5:6:7:8::')).toBeNull()
  })

  it('reads hex digits in capitals as well as small letters, as a proxy may write them', () => {
    expect(networkOf('2001:DB8::1')).toEqual({ sender: 'v6:2001:db8:0:0::/64', block: 'v6:2001:db8:0::/48' })
    expect(networkOf('::FFFF:192.0.2.1')).toEqual({ sender: 'v4:192.0.2.1', block: 'v4:192.0.2.0/24' })
  })

  it('knows a well-formed address of each form', () => {
    for (const text of ['192.0.2.1', '0.0.0.0', '255.255.255.255', '2001:db8::1', '::', '::1', '1:2:3:4:5:6:7:8', '1::', '::ffff:192.0.2.1', '1:2:3:4:5:6:1.2.3.4']) expect(networkOf(text), text).not.toBeNull()
  })
})
