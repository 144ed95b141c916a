import * as t from 'io-ts'
import { TAB_GUEST_NAME_MAX } from '../domain/textLimits'
import type { CartLine } from '../domain/cartLine'
import { SERVER_EVENT_PREFIX, SHARE_MODES, TAB_CLOSE_REASONS, type TabEvent, type TabEventBody } from '../domain/tab'
import { LineSnapshotC } from './codecs/cart'
import { EpochMsC, NonNegativeCentsC, NonNegativeIntC, PositiveIntC, literalUnion } from './codecs/primitives'
import { classified } from './codecs/privacy'

/**
 * The codecs of the table's tab stream (DESIGN §7a, issue #18). One definition for the three
 * places that read it: the server decoding what a phone pushes and storing it, a phone decoding
 * what it pulls, and a phone's own log, which keeps the tab's events it received (so that
 * `comanda replay` shows the tab as that phone did).
 */

const IdC = t.refinement(t.string, (id) => /^[A-Za-z0-9_-]{8,64}$/.test(id), 'TabId')
/** An event's id: the server's own events are named `srv-…` from what they are about, so they may be longer. */
const EventIdC = t.refinement(t.string, (id) => /^[A-Za-z0-9_-]{8,160}$/.test(id), 'TabEventId')
/** The id of an event a phone pushes: never in the server's `srv-` namespace, so no phone can take the id of an event the server will append. */
export const GuestEventIdC = t.refinement(IdC, (id) => !id.startsWith(SERVER_EVENT_PREFIX), 'GuestEventId')
const NameC = t.refinement(t.string, (name) => name.trim().length >= 1 && [...name].length <= TAB_GUEST_NAME_MAX, 'GuestName')

export const TabCartLineC: t.Type<CartLine, CartLine, unknown> = t.intersection([LineSnapshotC, classified(t.type({ key: t.string, quantity: PositiveIntC }), { key: 'key', quantity: 'public' })])

const TableC = classified(t.type({ id: NonNegativeIntC, name: t.string }), { id: 'key', name: 'public' })
const IdsC = t.array(IdC)

const bodies = {
  TabOpened: classified(t.type({ type: t.literal('TabOpened'), table: TableC, name: NameC }), { type: 'public', table: 'nested', name: 'name' }),
  GuestJoined: classified(t.type({ type: t.literal('GuestJoined'), name: NameC }), { type: 'public', name: 'name' }),
  TabLineAdded: classified(t.type({ type: t.literal('TabLineAdded'), lineId: IdC, line: TabCartLineC }), { type: 'public', lineId: 'key', line: 'nested' }),
  TabLineQuantitySet: classified(t.type({ type: t.literal('TabLineQuantitySet'), lineId: IdC, quantity: PositiveIntC }), { type: 'public', lineId: 'key', quantity: 'public' }),
  TabLineRemoved: classified(t.type({ type: t.literal('TabLineRemoved'), lineId: IdC }), { type: 'public', lineId: 'key' }),
  RoundSent: classified(
    t.type({ type: t.literal('RoundSent'), round: PositiveIntC, lineIds: IdsC, covers: NonNegativeIntC, amount: NonNegativeCentsC, orderId: PositiveIntC, restaurantorderid: PositiveIntC }),
    { type: 'public', round: 'public', lineIds: 'key', covers: 'public', amount: 'public', orderId: 'key', restaurantorderid: 'key' },
  ),
  RoundRejected: classified(t.type({ type: t.literal('RoundRejected'), round: PositiveIntC }), { type: 'public', round: 'public' }),
  SharePaymentStarted: classified(
    t.type({ type: t.literal('SharePaymentStarted'), paymentId: IdC, mode: literalUnion(SHARE_MODES, 'ShareMode'), lineIds: IdsC, amount: NonNegativeCentsC, tip: NonNegativeCentsC }),
    { type: 'public', paymentId: 'key', mode: 'public', lineIds: 'key', amount: 'public', tip: 'public' },
  ),
  SharePaymentEnded: classified(t.type({ type: t.literal('SharePaymentEnded'), paymentId: IdC, paid: t.boolean }), { type: 'public', paymentId: 'key', paid: 'public' }),
  TabClosed: classified(t.type({ type: t.literal('TabClosed'), reason: literalUnion(TAB_CLOSE_REASONS, 'TabCloseReason') }), { type: 'public', reason: 'public' }),
} satisfies { [K in TabEventBody['type']]: t.Type<Extract<TabEventBody, { type: K }>, unknown, unknown> }

export const TabEventBodyC: t.Type<TabEventBody, unknown, unknown> = t.union([
  bodies.TabOpened,
  bodies.GuestJoined,
  bodies.TabLineAdded,
  bodies.TabLineQuantitySet,
  bodies.TabLineRemoved,
  bodies.RoundSent,
  bodies.RoundRejected,
  bodies.SharePaymentStarted,
  bodies.SharePaymentEnded,
  bodies.TabClosed,
])

/** What a phone pushes: only its own line events (the server appends rounds, payments and closing itself). */
export const GuestTabEventBodyC = t.union([bodies.TabLineAdded, bodies.TabLineQuantitySet, bodies.TabLineRemoved])

const TabEventMetaC = classified(t.type({ id: EventIdC, seq: PositiveIntC, at: EpochMsC, guestId: IdC }), { id: 'key', seq: 'public', at: 'public', guestId: 'key' })

/** A stored event of the stream: its body with its id, place, time and guest. */
export const TabEventC: t.Type<TabEvent, unknown, unknown> = t.intersection([TabEventBodyC, TabEventMetaC]) as t.Type<TabEvent, unknown, unknown>

export const TabIdC = IdC
export const GuestNameC = NameC
