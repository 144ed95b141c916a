/** A subscriber as the hub sees it: an id and a way to send it a text frame. */
export type Subscriber = { readonly socketId: string; send(text: string): void }

/** A presence channel's member: who (`user_id`), what the others are told of them, and the connections they are on. */
type PresenceMember = { info: unknown; subscribers: Set<Subscriber> }

/** Who listens to which channel; delivers published events to them. Presence channels also know their members. */
export class ChannelHub {
  private readonly channels = new Map<string, Set<Subscriber>>()
  private readonly presence = new Map<string, Map<string, PresenceMember>>()

  /** Joins a presence channel as `userId`; true when this is the member's first connection there (the others are told). */
  joinPresence(channel: string, subscriber: Subscriber, userId: string, info: unknown): boolean {
    this.subscribe(channel, subscriber)
    let members = this.presence.get(channel)
    if (!members) this.presence.set(channel, (members = new Map()))
    const member = members.get(userId)
    if (member) {
      member.subscribers.add(subscriber)
      return false
    }
    members.set(userId, { info, subscribers: new Set([subscriber]) })
    return true
  }

  /** The members of a presence channel, by user id, with their info. */
  members(channel: string): Map<string, unknown> {
    return new Map([...(this.presence.get(channel) ?? new Map<string, PresenceMember>())].map(([id, member]) => [id, member.info]))
  }

  /** Leaves a presence channel; the user id when it was the member's last connection there (the others are told). */
  leavePresence(channel: string, subscriber: Subscriber): string | null {
    this.unsubscribe(channel, subscriber)
    const members = this.presence.get(channel)
    if (!members) return null
    for (const [userId, member] of members) {
      if (!member.subscribers.delete(subscriber) || member.subscribers.size > 0) continue
      members.delete(userId)
      if (members.size === 0) this.presence.delete(channel)
      return userId
    }
    return null
  }

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
