import * as t from 'io-ts'
import type { ApiResult } from '../api/port'
import type { FullVenueInfo } from '../api/venueInfo'
import { orderVenueRulesOf } from '../api/venueOrderRules'
import { guestError } from '../domain/notice'
import type { ServerOrder } from '../domain/order'
import { ordersHash } from '../domain/ordersHash'
import { uniqueTableIdFromQr } from '../domain/tables'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { OrderStatusC, TableC } from '../events/codecs/order'
import { IntC, NullableIntC, literalUnion } from '../events/codecs/primitives'
import { VenueRulesC } from '../events/codecs/venueRules'
import type { Views } from '../projections/views'
import { commandCodec as command, entry, noEvents, type EffectContext, type EffectOutcome } from './command'
import { accept, nothing, type Decision } from './decision'

const ScanC = t.type({ qr: t.string, table: t.union([TableC, t.null]) })

/**
 * Opening a venue (SPEC §1, §4): the venue's type and the rules the deciders check, and what the
 * link's `t` said of the table: `table` absent when it had none, null when it named no table.
 */
const OpenVenueC = t.intersection([
  command('OpenVenue', { restaurant_type: t.union([t.literal(1), t.literal(2), t.literal(3)]), rid: NullableIntC, name: t.string, currency: t.string }),
  // `language`: what the guest's screens show as the venue opens (the server's page chose it), so that
  // a replay shows their language and direction; a guest who never used the chooser had none in the log
  t.partial({ rules: VenueRulesC, table: t.union([ScanC, t.null]), language: t.type({ code: t.string, rtl: t.boolean }) }),
])
type OpenVenue = t.TypeOf<typeof OpenVenueC>

/**
 * What a guest sends on opening a venue, the PWA and `comanda scenario` alike. SPEC §4 Table QR:
 * a `t` parameter (base64 table id) sets the unique table, which then verifies the table session
 * (types 2 and 3); a `t` that names no table clears it. Choice: without `t` nothing changes, so
 * moving between screens keeps the table the guest scanned.
 */
export function openVenueCommand(info: FullVenueInfo, t: string | null, language?: { code: string; rtl: boolean }): OpenVenue {
  const { ordering, timeZone, tables, uniqueQr, deliveryRadii, coverPrice, tab } = orderVenueRulesOf(info)
  const opened: OpenVenue = {
    type: 'OpenVenue',
    restaurant_type: info.restaurant_type,
    rid: info.rid,
    name: info.name,
    currency: info.currency.symbol,
    rules: { ordering, timeZone, tables: [...tables], uniqueQr, deliveryRadii: [...deliveryRadii], coverPrice, ...(tab ? { tab } : {}) },
    ...(language ? { language } : {}),
  }
  if (t === null) return opened
  const tableId = uniqueTableIdFromQr(t)
  const table = tableId === null ? undefined : info.tables.find((candidate) => candidate.id === tableId)
  return { ...opened, table: tableId === null ? null : { qr: String(tableId), table: table ? { id: table.id, name: table.name ?? '' } : null } }
}

/** The venue and its table as the guest opened them: nothing for what is already so (SPEC §1). */
export function venueOpenedEvents(command: OpenVenue, views: Views): DomainEvent[] {
  const { venue } = views
  const { type: _type, table, language, ...opened } = command
  const same =
    venue.restaurant_type === opened.restaurant_type &&
    venue.rid === opened.rid &&
    venue.name === opened.name &&
    venue.currency === opened.currency &&
    JSON.stringify(venue.rules) === JSON.stringify(opened.rules ?? null)
  const tableEvents =
    table === undefined ? [] : table === null ? (views.table.uniqueTable === null ? [] : [e('UniqueTableCleared', {})]) : [e('UniqueTableSet', { qr: table.qr, table: table.table })]
  const languageEvents = language && (venue.language.code !== language.code || venue.language.rtl !== language.rtl) ? [e('LanguageChosen', language)] : []
  return [...(same ? [] : [e('VenueOpened', opened)]), ...languageEvents, ...tableEvents]
}

/** SPEC §1: table sessions are verified only for venue type 2 or higher. */
function tableSessionNeeded(views: Views): number | null {
  const table = views.table.uniqueTable?.table
  return views.venue.restaurant_type >= 2 && table ? table.id : null
}

/** SPEC §4 Table QR: the table's open session, as the venue answers it (an error records nothing). */
async function verifiedTableSession(tableId: number, ctx: EffectContext): Promise<EffectOutcome> {
  const answer = await ctx.ports.api.verifyTableSession(tableId)
  return { events: answer.ok ? [e('TableSessionVerified', { table_id: tableId, session: answer.value })] : [] }
}

function myOrdersLoaded(answer: ApiResult<ServerOrder[]>): DomainEvent[] {
  // SPEC §8: order-load errors are only logged.
  return answer.ok ? [e('MyOrdersLoaded', { orders: answer.value, hash: ordersHash(answer.value) })] : []
}

/** The guest at the venue: the venue, its table, the session and the orders followed (SPEC §1, §4). */
export const guestCommands = {
  OpenVenue: entry(OpenVenueC, {
    // The navigation session is saved at each opening (SPEC §4 client session).
    decide: (command, views) => accept(...venueOpenedEvents(command, views), e('NavigationSessionSaved', {})),
    async effect(command, ctx) {
      const tableId = command.table ? tableSessionNeeded(ctx.views()) : null
      return tableId === null ? noEvents : verifiedTableSession(tableId, ctx)
    },
  }),
  ChooseLanguage: entry(command('ChooseLanguage', { code: t.string, rtl: t.boolean }), {
    decide: (command, { venue }) =>
      venue.language.code === command.code && venue.language.rtl === command.rtl ? nothing() : accept(e('LanguageChosen', { code: command.code, rtl: command.rtl })),
  }),
  VerifyTableSession: entry(command('VerifyTableSession', { table_id: IntC }), {
    effect: (command, ctx) => verifiedTableSession(command.table_id, ctx),
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
}
