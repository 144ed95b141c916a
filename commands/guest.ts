import * as t from 'io-ts'
import type { ApiResult, TableSessionAnswer } from '../api/port'
import { guestError } from '../domain/notice'
import type { ServerOrder } from '../domain/order'
import { ordersHash } from '../domain/ordersHash'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { OrderStatusC, TableC } from '../events/codecs/order'
import { IntC, NullableIntC, literalUnion } from '../events/codecs/primitives'
import { VenueRulesC } from '../events/codecs/venueRules'
import type { Views } from '../projections/views'
import { commandCodec as command, entry, type EffectOutcome } from './command'
import { accept, nothing, type Decision } from './decision'

const OpenVenueC = t.intersection([
  command('OpenVenue', { restaurant_type: t.union([t.literal(1), t.literal(2), t.literal(3)]), rid: NullableIntC, name: t.string, currency: t.string }),
  t.partial({ rules: VenueRulesC }),
])
const ScanTableQrC = command('ScanTableQr', { qr: t.string, table: t.union([TableC, t.null]) })

/** The venue as the guest opened it; nothing when it is the one already open (SPEC §1). */
export function decideOpenVenue(command: t.TypeOf<typeof OpenVenueC>, views: Views): Decision {
  const { venue } = views
  const same =
    venue.restaurant_type === command.restaurant_type &&
    venue.rid === command.rid &&
    venue.name === command.name &&
    venue.currency === command.currency &&
    JSON.stringify(venue.rules) === JSON.stringify(command.rules ?? null)
  if (same) return nothing()
  const { type: _type, ...opened } = command
  return accept(e('VenueOpened', opened))
}

export const decideScanTableQr = (command: t.TypeOf<typeof ScanTableQrC>): Decision => accept(e('UniqueTableSet', { qr: command.qr, table: command.table }))

/** SPEC §1: table sessions are verified only for venue type 2 or higher. */
export function tableSessionNeeded(views: Views): number | null {
  const table = views.table.uniqueTable?.table
  return views.venue.restaurant_type >= 2 && table ? table.id : null
}

export function tableSessionVerified(tableId: number, answer: ApiResult<TableSessionAnswer>): DomainEvent[] {
  return answer.ok ? [e('TableSessionVerified', { table_id: tableId, session: answer.value })] : []
}

export function myOrdersLoaded(answer: ApiResult<ServerOrder[]>): DomainEvent[] {
  // SPEC §8: order-load errors are only logged.
  return answer.ok ? [e('MyOrdersLoaded', { orders: answer.value, hash: ordersHash(answer.value) })] : []
}

const none: EffectOutcome = { events: [] }

/** The guest at the venue: the venue, its table, the session and the orders followed (SPEC §1, §4). */
export const guestCommands = {
  OpenVenue: entry(OpenVenueC, { decide: decideOpenVenue }),
  ChooseLanguage: entry(command('ChooseLanguage', { code: t.string, rtl: t.boolean }), {
    decide: (command, { venue }) =>
      venue.language.code === command.code && venue.language.rtl === command.rtl ? nothing() : accept(e('LanguageChosen', { code: command.code, rtl: command.rtl })),
  }),
  ScanTableQr: entry(ScanTableQrC, {
    decide: decideScanTableQr,
    async effect(_command, ctx) {
      const tableId = tableSessionNeeded(ctx.views())
      if (tableId === null) return none
      return { events: tableSessionVerified(tableId, await ctx.ports.api.verifyTableSession(tableId)) }
    },
  }),
  ClearUniqueTable: entry(command('ClearUniqueTable', {}), {
    decide: (_command, views) => (views.table.uniqueTable === null ? nothing() : accept(e('UniqueTableCleared', {}))),
  }),
  VerifyTableSession: entry(command('VerifyTableSession', { table_id: IntC }), {
    async effect(command, ctx) {
      return { events: tableSessionVerified(command.table_id, await ctx.ports.api.verifyTableSession(command.table_id)) }
    },
  }),
  RecordOrderStateChange: entry(command('RecordOrderStateChange', { orderid: IntC, restaurantorderid: NullableIntC, status: t.union([OrderStatusC, t.null]) }), {
    decide: (command) => accept(e('OrderStateChanged', { orderid: command.orderid, restaurantorderid: command.restaurantorderid, status: command.status })),
    effect: async () => ({ events: [], then: [{ type: 'LoadMyOrders' }] }),
  }),
  LoadMyOrders: entry(command('LoadMyOrders', {}), {
    async effect(_command, ctx) {
      const customer = ctx.views().customer.customer
      return { events: myOrdersLoaded(await ctx.ports.api.loadMyOrders(ctx.meta.deviceId, customer?.customer_id ?? null)) }
    },
  }),
  CallWaiter: entry(command('CallWaiter', {}), {
    async effect(_command, ctx) {
      const answer = await ctx.ports.api.callWaiter(ctx.meta.deviceId)
      return answer.ok ? { events: [e('WaiterCalled', {})] } : { events: [], error: guestError('waiter.failed') }
    },
  }),
  ClearOrderSession: entry(command('ClearOrderSession', { reason: literalUnion(['expired', 'guest'], 'ClearReason') }), {
    decide(command, { session }) {
      const anything = session.lastOrderAt !== null || session.lastClientOrder !== null || session.orderSent || session.waitingForPayment
      return anything ? accept(e('OrderSessionCleared', { reason: command.reason })) : nothing()
    },
  }),
  SaveNavigationSession: entry(command('SaveNavigationSession', {}), { decide: () => accept(e('NavigationSessionSaved', {})) }),
}
