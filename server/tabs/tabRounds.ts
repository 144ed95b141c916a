import type { Transaction } from 'kysely'
import { DEFAULT_ORDER_METHOD, orderRowOfLine, type OrderRequest } from '../../domain/order'
import type { OrderingOptions } from '../../domain/venueOptions'
import { tableRefusal } from '../../domain/orderChecks'
import { coversDue, tabPurchaseMode, type Tab } from '../../domain/tab'
import type { Database } from '../db/schema'
import { tabDevice } from '../devices'
import { RuleRefusal } from '../http'
import { placeOrder, venueRefusal, type OrderVenue } from '../orders'
import { openTableSession } from '../tableCovers'
import { serverEventId, type NewTabEvent } from './tabStream'


/** How a round reaches the table: the in-venue delivery choice of the tab's purchase mode. */
function roundDeliveryChoice(ordering: OrderingOptions): 'delivery' | 'pickup' | null {
  const mode = tabPurchaseMode(ordering)
  return mode === 'delivery' || mode === 'pickup' ? mode : null
}

/**
 * Before a guest opens a tab: the rounds it will send must be able to reach this table. Where the
 * staff open tables by hand, an unopened table is refused now (SPEC §3 Table session), not after
 * the whole table has filled the tab and its first round comes back refused.
 */
export async function refuseTableRoundsCannotReach(trx: Transaction<Database>, venue: OrderVenue, tableId: number): Promise<void> {
  const session = await openTableSession(trx, venue.hash, tableId)
  const refusal = tableRefusal(venue.rules, { table_id: tableId, delivery_choice: roundDeliveryChoice(venue.rules.ordering) }, session !== null)
  if (refusal !== null) throw venueRefusal(refusal, venue.currency)
}

/**
 * Places the tab's unsent lines as one order at the table (issue #18: one order per round, each
 * row tagged with its guest's name), through the same rules and prices as any order, and answers
 * the RoundSent event that records it. Covers are charged once per tab: the round asks for the
 * guests not charged yet.
 */
export async function placeRound(trx: Transaction<Database>, venue: OrderVenue, tab: Tab, guestId: string, now: number): Promise<NewTabEvent> {
  const unsent = tab.lines.filter((line) => line.round === null)
  if (unsent.length === 0) throw RuleRefusal.of('tab.nothingToSend')
  const nameOf = (id: string) => tab.members.find((member) => member.guestId === id)?.name ?? '?'
  // each row tagged with its guest's name, in the guest's note (the options are the server's own text)
  const rows = unsent.map((line) => {
    const notes = line.line.notes.trim()
    return orderRowOfLine({ ...line.line, notes: notes === '' ? nameOf(line.guestId) : `${nameOf(line.guestId)}: ${notes}` })
  })
  const round = tab.rounds.length + 1
  const covers = coversDue(tab)
  const sender = nameOf(guestId)
  const request: OrderRequest = {
    order: {
      order_type: 'restaurant',
      order_method: DEFAULT_ORDER_METHOD,
      total_cost: 0,
      shipping_cost: 0,
      coupon_value: 0,
      cover_cost: 0,
      // for the venue's staff, in the words of its other texts (domain/messages)
      note: `${tab.table.name} · giro ${round}`,
      covers_number: covers,
      table_id: tab.table.id,
      delivery_choice: roundDeliveryChoice(venue.rules.ordering),
      time_slot_requested_id: null,
      time_slot_requested: null,
      order_date: null,
      rows,
    },
    user: { deviceID: tabDevice(tab.tabId), name: sender, email: null, phone: null, address: null, id_cliente: null, optional_field: null },
    fields: {},
    coupon: null,
    customer: null,
    payment: null,
    privacy_accepted: true,
  }
  const device = tabDevice(tab.tabId)
  const { order, cover } = await placeOrder(trx, venue, request, `${device}-round-${round}`, now, { deviceId: device, customerId: null }, { shownPrice: false, paidByTab: true })
  const coverPrice = venue.rules.coverPrice ?? 0
  return {
    type: 'RoundSent',
    id: serverEventId('round', tab.tabId, round),
    guestId,
    round,
    lineIds: unsent.map((line) => line.lineId),
    covers: coverPrice > 0 ? Math.min(covers, Math.round(cover / coverPrice)) : 0,
    amount: order.total_cost,
    orderId: order.id,
    restaurantorderid: order.restaurantorderid ?? order.id,
  }
}

/**
 * A round's order the kitchen refused or the staff canceled (domain/orderStatus `isWithdrawn`): the
 * round comes off the tab's bill. Null when the order is no round of this tab still on the bill.
 */
export function roundWithdrawal(tab: Tab, orderId: number): NewTabEvent | null {
  const round = tab.rounds.find((candidate) => candidate.orderId === orderId && !candidate.rejected)
  return round ? { type: 'RoundRejected', id: serverEventId('reject', tab.tabId, round.round), guestId: round.sentBy, round: round.round } : null
}
