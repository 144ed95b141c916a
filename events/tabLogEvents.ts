import * as t from 'io-ts'
import { NonNegativeIntC } from './codecs/primitives'
import { classified } from './codecs/privacy'
import { GuestEventIdC, GuestNameC, GuestTabEventBodyC, TabEventC, TabIdC } from './tabEvents'
import { FIRST, type Versions } from './versions'
import { OrderStatusC } from './codecs/order'

const TableC = classified(t.type({ id: NonNegativeIntC, name: t.string }), { id: 'key', name: 'public' })
const PendingC = t.intersection([GuestTabEventBodyC, classified(t.type({ id: GuestEventIdC, guestId: TabIdC }), { id: 'key', guestId: 'key' })])
const DroppedC = classified(
  t.type({ eventId: GuestEventIdC, key: t.string, params: t.record(t.string, t.union([t.string, t.number])) }),
  { eventId: 'key', key: 'public', params: 'public' },
)

/**
 * The table's tab as one phone's log keeps it (DESIGN §7a, issue #18): which tab it joined and as
 * whom, the tab's events as the server confirmed them, the phone's own events waiting to be
 * confirmed, and those the tab refused. The secret the phone joined with stays outside the log,
 * beside the device secret (DESIGN §3), so an exported log can be replayed but not used to act.
 */
export const tabLogEvents = {
  TabJoined: classified(t.type({ tabId: TabIdC, guestId: TabIdC, name: GuestNameC, table: TableC, opened: t.boolean }), { tabId: 'key', guestId: 'key', name: 'name', table: 'nested', opened: 'public' }),
  TabEventsReceived: classified(t.type({ tabId: TabIdC, events: t.array(TabEventC) }), { tabId: 'key', events: 'nested' }),
  TabLinesQueued: classified(t.type({ tabId: TabIdC, events: t.array(PendingC) }), { tabId: 'key', events: 'nested' }),
  TabEventsDropped: classified(t.type({ tabId: TabIdC, dropped: t.array(DroppedC) }), { tabId: 'key', dropped: 'nested' }),
  TabLeft: classified(t.type({ tabId: TabIdC }), { tabId: 'key' }),
  /** Each round's order status as the server answered it (the staff move them), when it changed: every phone at the table follows its rounds. */
  TabRoundStatusesReceived: classified(t.type({ tabId: TabIdC, statuses: t.array(classified(t.type({ orderId: NonNegativeIntC, status: OrderStatusC }), { orderId: 'key', status: 'public' })) }), { tabId: 'key', statuses: 'nested' }),
}

export const tabLogEventVersions = {
  TabJoined: FIRST,
  TabEventsReceived: FIRST,
  TabLinesQueued: FIRST,
  TabEventsDropped: FIRST,
  TabLeft: FIRST,
  TabRoundStatusesReceived: FIRST,
} satisfies Record<keyof typeof tabLogEvents, Versions>
