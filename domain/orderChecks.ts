import { validateCheckout, type CheckoutField } from './checkoutForm'
import type { DeliveryRadius } from './delivery'
import type { MessageKey } from './messages'
import type { TabOptions } from './tab'
import type { Cents } from './money'
import { formatMoney } from './display'
import type { Contacts, ClientOrder } from './order'
import { orderSizeBreak, type OrderLimits } from './orderLimits'
import { orderingActive } from './orderingActive'
import { paymentChoiceOf, type PaymentChoice } from './paymentMethods'
import type { Quote } from './quote'
import type { GeneratedSlot } from './slots'
import { checkSendOrder, type VenueTable } from './tables'
import type { OrderingOptions } from './venueOptions'

/**
 * The rules an order must meet before a venue takes it (issue #12: the server enforces every rule
 * the app enforces), one function for both: the app checks them before an order leaves, the
 * server again on receipt with its own copy of the venue, and both say the same words.
 */
export type OrderVenueRules = {
  restaurantType: 1 | 2 | 3
  ordering: OrderingOptions
  timeZone: string
  tables: readonly VenueTable[]
  uniqueQr: boolean
  limits: OrderLimits
  /** SPEC §3 Venue (full) deliveryRadii, in cents. */
  deliveryRadii: readonly DeliveryRadius[]
  /** The COPERTO item's price (SPEC §4 Covers popup); null when the venue has none. */
  coverPrice: Cents | null
  /** The venue's options for the table's tab (issue #18); absent, the defaults. */
  tab?: TabOptions
  /**
   * What a guest may pay with here (SPEC §1, §3 Payment method: the venue's constant and its enabled
   * methods): the server's copy of the venue has them; the app offers only these at checkout.
   */
  paymentChoices?: readonly PaymentChoice[]
}

/** What the order says, in the order's own fields (SPEC §3 Order, User). */
export type OrderFacts = Pick<ClientOrder, 'order_type' | 'delivery_choice' | 'table_id' | 'time_slot_requested_id' | 'order_date' | 'covers_number'> & {
  rows: readonly { quantity: number }[]
  contacts: Pick<Contacts, 'email' | 'phone' | 'id_cliente' | 'optional_field'>
  privacy_accepted: boolean
  /** The payment method the order names (SPEC §7 order body `payment`); null, pay later. */
  payment: string | null
}

export type OrderContext = {
  now: number
  /** The order's price (domain/quote): its total is held to the size limit, its refusals are the venue's. */
  quote: Pick<Quote, 'total' | 'refusals'>
  /** Whether the table named by the order has an open session (SPEC §4 send-order check). */
  tableSessionOpen: boolean
  /** Whether that session already charged covers: they are not asked again (SPEC §3 Table session). */
  coversChargedInSession: boolean
  /**
   * The slots the mode offers now (domain/slots `slotsFor`), to check the chosen one against; null
   * where the caller offers only those (the app's checkout lists nothing else).
   */
  offeredSlots: readonly GeneratedSlot[] | null
  /**
   * A round of the table's tab (DESIGN §7a): its guests pay it as shares of the tab, so it names no
   * payment method, and nobody filled the checkout's contact fields or chose a slot (they joined the
   * tab with a name); the rest of the form (the mode, the covers) holds for it as for any order.
   */
  tabRound?: boolean
}

export type OrderRefusal = { key: MessageKey; params: Record<string, string | number> }

/** The checkout's contact fields: a tab's round is held to the rest of the form (its mode, its covers), not to these. */
/**
 * What a round of the table's tab is not asked: the checkout's contact fields (its guests joined
 * with a name), and a time slot or day (it is served at the table as it is sent; a live venue's
 * slot rule refused every round, and the tab has nowhere to choose one).
 */
const NOT_ASKED_OF_A_ROUND: ReadonlySet<CheckoutField> = new Set(['email', 'phone', 'id_cliente', 'optional_field', 'privacy', 'timeSlot', 'date'])

const refuse = (key: MessageKey, params: Record<string, string | number> = {}): OrderRefusal => ({ key, params })

/**
 * SPEC §3 Table session, §8 "Table not found": the table an order names is one of the venue's, and
 * open where the staff open tables by hand (the table's tab asks it before a guest opens one).
 */
export function tableRefusal(rules: OrderVenueRules, order: Pick<OrderFacts, 'table_id' | 'delivery_choice'>, tableSessionOpen: boolean): OrderRefusal | null {
  if (order.table_id !== null && !rules.tables.some((table) => table.id === order.table_id)) return refuse('table.notFound')
  const sent = checkSendOrder({
    restaurantType: rules.restaurantType,
    manualTableOpening: rules.ordering.venueType !== 1 && rules.ordering.options?.manual_opening_table === true,
    uniqueQr: rules.uniqueQr,
    deliveryChoice: order.delivery_choice,
    uniqueTableId: order.table_id,
    tables: rules.tables,
    tableSessionOpen,
  })
  return sent.ok ? null : refuse(sent.reason)
}

/** The first rule the order breaks, or null when the venue may take it. */
export function orderRefusal(rules: OrderVenueRules, order: OrderFacts, context: OrderContext): OrderRefusal | null {
  const { limits } = rules
  const size = orderSizeBreak(limits, order.rows, context.quote.total)
  if (size === 'rows') return refuse('order.tooManyRows', { max: limits.maxRows })
  if (size === 'quantity') return refuse('order.quantityTooLarge', { max: limits.maxQuantity })
  if (size === 'total') return refuse('order.totalTooLarge', { amount: limits.maxTotal })
  const ordering = orderingActive(rules.ordering, context.now, rules.timeZone)
  if (!ordering.active) return refuse(ordering.key, ordering.params)
  if (!context.tabRound && !paymentAccepted(rules, order.payment)) return refuse('payment.methodUnavailable')
  const form = validateCheckout(rules.ordering, { ...order, contacts: order.contacts, coversChargedInSession: context.coversChargedInSession }).find(
    (error) => !context.tabRound || !NOT_ASKED_OF_A_ROUND.has(error.field),
  )
  if (form) return refuse(form.key, form.params.length > 0 ? { 0: form.params[0]! } : {})

  const table = tableRefusal(rules, order, context.tableSessionOpen)
  if (table) return table

  const slot = order.time_slot_requested_id
  if (slot !== null && context.offeredSlots !== null && !context.offeredSlots.some((offered) => offered.timeslotID === slot && offered.orderDate === order.order_date)) {
    return refuse('slots.unavailable')
  }
  const priced = context.quote.refusals[0]
  return priced ? refuse(priced.key, priced.params) : null
}

/** Whether the venue takes `payment` (an order's method, a payment call's provider): one of its guest's choices. */
export function paymentAccepted(rules: Pick<OrderVenueRules, 'paymentChoices'>, payment: string | null): boolean {
  const choice = paymentChoiceOf(payment)
  return rules.paymentChoices === undefined || (choice !== null && rules.paymentChoices.includes(choice))
}

/** The refusal as the guest is told it: money formatted in the venue's currency (as the app's notices carry it). */
export function refusalNotice(refusal: OrderRefusal, currency: string): { key: MessageKey; params: Record<string, string | number> } {
  const { amount, ...params } = refusal.params
  return { key: refusal.key, params: typeof amount === 'number' ? { ...params, amount: formatMoney(amount, { symbol: currency }) } : refusal.params }
}

/**
 * The facts of an order request (SPEC §7 order body) the rules read. An order that does not say
 * whether the privacy text was accepted (the v3 call, an order queued before the field existed) is
 * taken as the app sent it: its checkout form required the acceptance.
 */
export function orderFactsOf(request: { order: ClientOrder; user: Contacts; privacy_accepted?: boolean; payment: string | null }): OrderFacts {
  return { ...request.order, contacts: request.user, privacy_accepted: request.privacy_accepted ?? true, payment: request.payment }
}

