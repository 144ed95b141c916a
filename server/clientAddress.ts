import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/**
 * Who a connection or request comes from, believing X-Forwarded-For only from the proxies
 * TRUST_PROXY names (as the API's Fastify does): a client could rotate it at will.
 */
export type ClientAddresses = {
  /** A proxy TRUST_PROXY names: its connections carry many clients, so no per-address cap applies to them. */
  isTrustedProxy(socketAddress: string): boolean
  of(request: IncomingMessage): string
}

export function clientAddresses(trustProxy: readonly string[]): ClientAddresses {
  const trust = trustProxy.length > 0 ? proxyAddr.compile([...trustProxy]) : () => false
  return {
    isTrustedProxy: (socketAddress) => trust(socketAddress, 0),
    of: (request) => proxyAddr(request, trust),
  }
}
