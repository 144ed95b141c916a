// The client a per-client limit counts (server/clientAddress.ts): an IPv4 address, an IPv6 /64.
import { describe, expect, it } from 'vitest'
import { clientAddresses, clientGroup } from '../../server/clientAddress'

describe('per-client limits count an IPv6 /64 as one client (review: a home line rotating its /64 passed every limit)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '::ffff:203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, group) => {
    expect(clientGroup(address)).toBe(group)
  })

  it('loopback and the proxies TRUST_PROXY names place orders unlimited; only the proxies are left out of the caps on connections', () => {
    const addresses = clientAddresses(['10.0.0.1'])
    expect([addresses.isExempt('127.0.0.1'), addresses.isExempt('::1'), addresses.isExempt('10.0.0.1'), addresses.isExempt('203.0.113.7')]).toEqual([true, true, true, false])
    expect([addresses.isTrustedProxy('127.0.0.1'), addresses.isTrustedProxy('10.0.0.1')]).toEqual([false, true])
  })
})
