import { echoFor, subscribedWithin } from './pusherClient'
import type { TabMember } from './tabPort'
import type { Fetch } from './transport'
import type { Realtime } from './venueCalls'

/** Who is at the table now: the members connected to the tab's channel, by guest id. */
export type TabPresence = { guestId: string; name: string }[]

/**
 * The tab's presence channel (DESIGN §7a): `presence-tab.{tabId}`, authorised by the tab's
 * membership. `onAppended` is told the stream's new head; `onSubscribed` each time the channel is
 * (re)subscribed, when the phone pulls what it may have missed (an append announced before then,
 * while the socket connected or the channel was authorised, reached no listener): it never relies
 * on the socket alone. `onPresence` is told who is at the table whenever that changes.
 */
export async function subscribeTabChannel(input: {
  realtime: Realtime
  baseUrl: string
  fetch: Fetch
  member: TabMember
  /** The new head; `roundsMoved` when the staff moved a round on (the head the same, the rounds' statuses new). */
  onAppended: (seq: number, roundsMoved: boolean) => void
  onSubscribed: () => void
  onPresence: (presence: TabPresence) => void
  waitMs: number | null
}): Promise<{ stop(): void }> {
  const { member } = input
  const { echo } = await echoFor({ realtime: input.realtime, baseUrl: input.baseUrl, fetch: input.fetch, authFields: { tab_guest: member.guestId, tab_secret: member.secret } })
  const name = `tab.${member.tabId}`
  let here = new Map<string, string>()
  const told = () => input.onPresence([...here].map(([guestId, guestName]) => ({ guestId, name: guestName })))
  // Echo hands over each member's user_info, which the server signs as {id, name}
  const memberOf = (user: unknown): [string, string] | null => {
    const { id, name: guestName } = (user ?? {}) as { id?: unknown; name?: unknown }
    return typeof id === 'string' ? [id, typeof guestName === 'string' ? guestName : ''] : null
  }
  const channel = echo
    .join(name)
    .here((users: unknown[]) => {
      here = new Map(users.flatMap((user) => [memberOf(user)].filter((entry): entry is [string, string] => entry !== null)))
      told()
    })
    .joining((user: unknown) => {
      const entry = memberOf(user)
      if (entry) here.set(...entry)
      told()
    })
    .leaving((user: unknown) => {
      const entry = memberOf(user)
      if (entry) here.delete(entry[0])
      told()
    })
  // the socket is this channel's alone: closing it leaves the channel on the server. A leave first
  // queued an unsubscribe that pusher-js sends a tick later, on the closed socket (a console error).
  const stop = () => echo.disconnect()
  channel.subscribed(input.onSubscribed)
  if (input.waitMs !== null) {
    try {
      await subscribedWithin(channel, input.waitMs, "the tab's channel")
    } catch (error) {
      stop()
      throw error
    }
  }
  channel.listen('.TabAppended', (payload: unknown) => {
    const { seq, roundsMoved } = (payload ?? {}) as { seq?: unknown; roundsMoved?: unknown }
    if (typeof seq === 'number' && Number.isSafeInteger(seq)) input.onAppended(seq, roundsMoved === true)
  })
  return { stop }
}
