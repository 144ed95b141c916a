import type { Server } from 'node:net'
import { clientGroup } from './clientAddress'

/**
 * At most `limit` open connections from one client (an IPv6 /64 counts as one): one client holding thousands of slow ones
 * (a body sent a byte every 20 s) took every file the server may open, and the health check went
 * unanswered. A connection over the limit is closed as it opens; `exempt` names addresses that
 * carry many clients (the proxies TRUST_PROXY names).
 */
export function capConnectionsPerAddress(server: Server, limit: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const remote = socket.remoteAddress ?? ''
    if (exempt(remote)) return
    const address = clientGroup(remote)
    const count = (open.get(address) ?? 0) + 1
    if (count > limit) return void socket.destroy()
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
