/** A subscriber as the hub sees it: an id and a way to send it a text frame. */
export type Subscriber = { readonly socketId: string; send(text: string): void }

/** Who listens to which channel; delivers published events to them. */
export class ChannelHub {
  private readonly channels = new Map<string, Set<Subscriber>>()

  subscribe(channel: string, subscriber: Subscriber): void {
    let members = this.channels.get(channel)
    if (!members) this.channels.set(channel, (members = new Set()))
    members.add(subscriber)
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const members = this.channels.get(channel)
    if (!members) return
    members.delete(subscriber)
    if (members.size === 0) this.channels.delete(channel)
  }

  /** How many subscribers got it; `exceptSocketId` is the sender the HTTP API asks to skip. */
  publish(channel: string, text: string, exceptSocketId?: string): number {
    let delivered = 0
    for (const subscriber of this.channels.get(channel) ?? []) {
      if (subscriber.socketId === exceptSocketId) continue
      subscriber.send(text)
      delivered++
    }
    return delivered
  }
}
