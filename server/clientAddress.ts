import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/**
 * Who a connection or request comes from, believing X-Forwarded-For only from the proxies
 * TRUST_PROXY names (as the API's Fastify does): a client could rotate it at will.
 */
export type ClientAddresses = {
  /** A proxy TRUST_PROXY names: its connections carry many clients, so no cap on connections applies to them. */
  isTrustedProxy(address: string): boolean
  /**
   * An address whose orders are not limited (server/orderRate.ts): a proxy TRUST_PROXY names, or
   * loopback (the machine's own clients: CI's scenarios against `--api`; or every guest at once
   * behind a local proxy TRUST_PROXY does not name, whom a limit so near a venue's real use would
   * refuse all together). The caps on connections, far above one client's use, count loopback.
   */
  isExempt(address: string): boolean
  of(request: IncomingMessage): string
}

export function clientAddresses(trustProxy: readonly string[]): ClientAddresses {
  const trust = trustProxy.length > 0 ? proxyAddr.compile([...trustProxy]) : () => false
  return {
    isTrustedProxy: (address) => trust(address, 0),
    isExempt: (address) => isLoopback(address) || trust(address, 0),
    of: (request) => proxyAddr(request, trust),
  }
}

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')

/**
 * The client a per-address limit counts: an IPv4 address, or an IPv6 address's /64 (one home line
 * or phone gets a whole /64, and could rotate through it to pass any limit kept per address).
 */
export function clientGroup(address: string): string {
  if (!address.includes(':') || address.startsWith('::ffff:')) return address
  const [head = '', tail = ''] = address.split('::')
  const groups = head === '' ? [] : head.split(':')
  const rest = tail === '' ? [] : tail.split(':')
  const full = [...groups, ...Array(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest]
  return `${full.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`
}
