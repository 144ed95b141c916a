import type { Server } from 'node:net'
import { clientGroup } from './clientAddress'

/** How many connections each client has open: counted as each opens, given back as it closes. */
export class OpenPerClient {
  private readonly open = new Map<string, number>()

  count(client: string): number {
    return this.open.get(client) ?? 0
  }

  opened(client: string): void {
    this.open.set(client, this.count(client) + 1)
  }

  closed(client: string): void {
    const left = this.count(client) - 1
    if (left <= 0) this.open.delete(client)
    else this.open.set(client, left)
  }
}

/**
 * At most `limit` open connections from one client (an IPv6 /64 counts as one): one client holding thousands of slow ones
 * (a body sent a byte every 20 s) took every file the server may open, and the health check went
 * unanswered. A connection over the limit is closed as it opens; `exempt` names addresses that
 * carry many clients (the proxies TRUST_PROXY names).
 */
export function capConnectionsPerAddress(server: Server, limit: number, exempt: (address: string) => boolean): void {
  const open = new OpenPerClient()
  server.on('connection', (socket) => {
    const remote = socket.remoteAddress ?? ''
    if (exempt(remote)) return
    const client = clientGroup(remote)
    if (open.count(client) >= limit) return void socket.destroy()
    open.opened(client)
    socket.once('close', () => open.closed(client))
  })
}
