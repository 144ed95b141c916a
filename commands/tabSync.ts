import { rebased, received, type NewTabEvent, type TabReplica, type TabRules4Events } from '../domain/tabReplica'
import { MESSAGES } from '../domain/messages'
import { isOwnKey } from '../domain/ownKey'
import type { TabRefusal } from '../domain/tab'
import type { ApiResult } from '../api/port'
import type { TabStream } from '../api/tabPort'

/** What syncing needs of the server: push at the expected head, and pull from a place on. */
export type TabSyncCalls = {
  push(expected: number, events: readonly NewTabEvent[]): Promise<ApiResult<TabStream>>
  pull(after: number): Promise<ApiResult<TabStream>>
}

export type TabSyncResult = {
  replica: TabReplica
  /** The confirmed events this sync received, in order: what the phone's log records. */
  confirmed: TabStream['events']
  /** Pending events the tab no longer allows (someone else changed it first), each with its refusal. */
  dropped: { event: NewTabEvent; refusal: TabRefusal }[]
  /** No answer came (offline, the network): the pending events stay for the next sync. */
  unreachable: boolean
  /** The rounds' statuses of the last answer that gave them. */
  roundStatuses?: TabStream['roundStatuses']
}

const MAX_ROUNDS = 8

/**
 * One sync of a phone's tab (DESIGN §7a): push the pending events at the confirmed head; if
 * someone appended first (409), pull what they appended, decide the pending events again on it
 * (`rebased`) and push again. A pending event the server refuses by rule (a line taken off the
 * menu meanwhile) is dropped with its refusal. Ends with a pull, so the phone holds the head.
 */
export async function syncTab(start: TabReplica, calls: TabSyncCalls, rules: TabRules4Events, now: number): Promise<TabSyncResult> {
  let replica = start
  const confirmed: TabStream['events'] = []
  const dropped: TabSyncResult['dropped'] = []
  let roundStatuses: TabStream['roundStatuses']
  const take = (stream: TabStream) => {
    roundStatuses = stream.roundStatuses ?? roundStatuses
    const before = replica.confirmed.seq
    replica = received(replica, stream.events)
    confirmed.push(...stream.events.filter((event) => event.seq > before && event.seq <= replica.confirmed.seq))
  }
  const rebase = () => {
    const after = rebased(replica, rules, now)
    replica = after.replica
    dropped.push(...after.dropped)
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    rebase()
    if (replica.pending.length === 0) break
    const pushed = await calls.push(replica.confirmed.seq, replica.pending)
    if (pushed.ok) {
      take(pushed.value)
      continue
    }
    if (pushed.kind !== 'rejected') return { replica, confirmed, dropped, unreachable: true }
    if (pushed.status !== 409) {
      // refused by a rule the phone could not check (the menu changed): the server names the event; without a name nothing is dropped
      const refused = replica.pending.find((event) => event.id === pushed.details?.event_id)
      if (!refused) break
      const key = pushed.rule && isOwnKey(MESSAGES, pushed.rule.key) ? pushed.rule.key : 'tab.changed'
      dropped.push({ event: refused, refusal: { key, params: pushed.rule?.params ?? {} } })
      replica = { ...replica, pending: replica.pending.filter((event) => event !== refused) }
      continue
    }
    const pulled = await calls.pull(replica.confirmed.seq)
    if (!pulled.ok) return { replica, confirmed, dropped, unreachable: pulled.kind !== 'rejected', roundStatuses }
    take(pulled.value)
  }
  const pulled = await calls.pull(replica.confirmed.seq)
  if (!pulled.ok) return { replica, confirmed, dropped, unreachable: pulled.kind !== 'rejected', roundStatuses }
  take(pulled.value)
  return { replica, confirmed, dropped, unreachable: false, roundStatuses }
}
