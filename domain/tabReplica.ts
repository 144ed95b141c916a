import { evolveTab, tabEventRefusal, type GuestPushedType, type Tab, type TabEvent, type TabEventBody, type TabRefusal, type TabRules } from './tab'

/**
 * A tab as one phone holds it (DESIGN §7a, the way local-first engines do it): the events the
 * server confirmed, in their order, and the phone's own events not confirmed yet. The phone shows
 * the confirmed tab with its pending events on top; when someone else appended first, the pending
 * events are decided again on the new state (`rebased`), and those the tab no longer allows are
 * dropped, each with the rule that refused it.
 */

/** An event before the server gives it a place and a time. */
export type NewTabEvent = TabEventBody & { id: string; guestId: string }

/** One of a phone's own line events (the only ones it pushes, domain/tab GUEST_PUSHED_TYPES). */
export type GuestLineEvent = Extract<TabEventBody, { type: GuestPushedType }> & { id: string; guestId: string }

export type TabReplica = { confirmed: Tab; pending: NewTabEvent[] }

export type TabRules4Events = Pick<TabRules, 'anyoneEdits' | 'ordering' | 'coverPrice' | 'currency'>

/**
 * The events placed after the tab's head, each checked on the tab as the ones before it left it:
 * the tab after them, or the first refusal and the event it refused. The server appends with it;
 * a phone shows and rebases its pending events with it.
 */
export function placeTabEvents(tab: Tab, events: readonly NewTabEvent[], rules: TabRules4Events, now: number): { ok: true; tab: Tab; placed: TabEvent[] } | { ok: false; refusal: TabRefusal; event: NewTabEvent } {
  let current = tab
  const placed: TabEvent[] = []
  for (const event of events) {
    const at = { ...event, seq: current.seq + 1, at: Math.max(now, current.lastAt) } as TabEvent
    const refusal = tabEventRefusal(current, at, rules)
    if (refusal) return { ok: false, refusal, event }
    placed.push(at)
    current = evolveTab(current, at)
  }
  return { ok: true, tab: current, placed }
}

/** What a push at `expected` comes to on the server's tab: a repeat of events already there, someone else first, or new events to append. */
export type PushOutcome = { kind: 'repeat' } | { kind: 'conflict'; seq: number } | { kind: 'mixed' } | { kind: 'append' }

export function pushOutcome(tab: Tab, knownIds: ReadonlySet<string>, expected: number, events: readonly { id: string }[]): PushOutcome {
  const known = events.filter((event) => knownIds.has(event.id)).length
  // a push repeated after its answer was lost: it is already in the stream
  if (events.length > 0 && known === events.length) return { kind: 'repeat' }
  if (known > 0) return { kind: 'mixed' }
  return tab.seq === expected ? { kind: 'append' } : { kind: 'conflict', seq: tab.seq }
}

/** The confirmed events a pull or a push answered, folded in order; the pending events they confirm are no longer pending. */
export function received(replica: TabReplica, events: readonly TabEvent[]): TabReplica {
  let confirmed = replica.confirmed
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (event.seq !== confirmed.seq + 1) continue // already held, or a gap: the next pull fills it
    confirmed = evolveTab(confirmed, event)
  }
  if (confirmed === replica.confirmed) return replica
  const confirmedIds = new Set(events.filter((event) => event.seq <= confirmed.seq).map((event) => event.id))
  return { confirmed, pending: replica.pending.filter((event) => !confirmedIds.has(event.id)) }
}

/** The pending events decided again on the confirmed tab: those it still allows stay, in order; the others are dropped with their refusal. */
export function rebased(replica: TabReplica, rules: TabRules4Events, now: number): { replica: TabReplica; dropped: { event: NewTabEvent; refusal: TabRefusal }[] } {
  let tab = replica.confirmed
  const kept: NewTabEvent[] = []
  const dropped: { event: NewTabEvent; refusal: TabRefusal }[] = []
  for (const event of replica.pending) {
    const placed = placeTabEvents(tab, [event], rules, now)
    if (placed.ok) {
      kept.push(event)
      tab = placed.tab
    } else dropped.push({ event, refusal: placed.refusal })
  }
  return { replica: dropped.length === 0 ? replica : { ...replica, pending: kept }, dropped }
}

/** What the phone shows: the confirmed tab with its pending events on top (those the tab allows). */
export function shownTab(replica: TabReplica, rules: TabRules4Events, now: number): Tab {
  let tab = replica.confirmed
  for (const event of replica.pending) {
    const placed = placeTabEvents(tab, [event], rules, now)
    if (placed.ok) tab = placed.tab
  }
  return tab
}
