import { lineTotal, optionsPrice, type CartLine, type ChosenVariantGroup } from './cartLine'
import type { Cents } from './money'
import type { OrderStatus } from './orderStatus'
import { type SpecialMenuLine, specialMenuLineTotal } from './specialMenuLine'

/** SPEC §1, §3: restaurant (table), live, deliver, take-away. */
export const ORDER_TYPES = ['restaurant', 'live', 'deliver', 'take-away'] as const
export type OrderType = (typeof ORDER_TYPES)[number]
export type DeliveryChoice = 'delivery' | 'pickup'

/** The guest's contacts as the checkout form collects them (SPEC §3 User). */
export type Contacts = {
  name: string | null
  email: string | null
  phone: string | null
  address: string | null
  id_cliente: string | null
  optional_field: string | null
}

/** What the guest entered on the checkout form ("Dati dell'ordine"). */
export type CheckoutDetails = {
  order_type: OrderType
  delivery_choice: DeliveryChoice | null
  table_id: number | null
  time_slot_requested_id: number | null
  time_slot_requested: string | null
  order_date: string | null
  note: string
  covers_number: number | null
  contacts: Contacts
  /** The payment the guest chose: 'later' or a provider name (SPEC §3 Payment method). */
  payment: string | null
  privacy_accepted: boolean
  /** Shipping cost worked out at checkout from the delivery rules; null when unknown or not delivering. */
  shipping_cost: Cents | null
  /**
   * Online delivery: km from the venue to the address as located at checkout (null: not located).
   * The quote prices delivery from it (domain/quote); logs recorded before it existed carry only the cost.
   */
  distance_km?: number | null
}

/** SPEC §3 Order row. Money in cents. */
export type OrderSubitem = { id: number; chosen: number[]; price: Cents; quantity: number }
export type OrderRow = {
  entry_id: number
  entry_name: string
  type: 'menu-entry' | 'special-menu'
  quantity: number
  cost: Cents
  details: string
  subitems: OrderSubitem[]
  subOrderRows: OrderRow[]
}

/** SPEC §3 Order (client). */
export type ClientOrder = {
  order_type: OrderType
  order_method: string
  total_cost: Cents
  shipping_cost: Cents
  coupon_value: Cents
  cover_cost: Cents
  note: string
  covers_number: number | null
  table_id: number | null
  delivery_choice: DeliveryChoice | null
  time_slot_requested_id: number | null
  time_slot_requested: string | null
  order_date: string | null
  rows: OrderRow[]
}

/** The body of an order call (SPEC §7 POST/PUT v4 order: order, user, fields, coupon, customer). */
export type OrderRequest = {
  order: ClientOrder
  user: { deviceID: string } & Contacts
  fields: Record<string, string>
  coupon: string | null
  customer: { customer_id: number } | null
  payment: string | null
  /** The guest accepted the venue's privacy text (SPEC §3 force_privacy); absent in orders made before it was sent. */
  privacy_accepted?: boolean
}

/**
 * What an order holds as the venue took it (issue #16.6: the confirmation and My orders show it):
 * the mode, the table, the time asked and the lines at the server's prices.
 */
export type OrderContent = Pick<ClientOrder, 'order_type' | 'delivery_choice' | 'table_id' | 'time_slot_requested' | 'rows'> & {
  /** The covers the order charged (SPEC §3 Table session: none when the table's session had them already); absent in orders stored before. */
  covers?: { count: number; cost: Cents }
}

/** SPEC §3 Server order, stripped of payment secrets. Money in cents. */
export type ServerOrder = {
  id: number
  restaurantorderid: number | null
  status: OrderStatus
  payment_method: string | null
  payment_result: number | null
  total_cost: Cents
  shipping_cost: Cents
  coupon_value: Cents
  order_date: string | null
  customer_id: number | null
  /** Absent from orders recorded before the server sent it, and from servers that do not. */
  content?: OrderContent
}

/** SPEC §3: default order_method. */
export const DEFAULT_ORDER_METHOD = 'direct'

/** `chosen` names an option once per unit chosen (two "doppia mozzarella" = [12, 12]), so the venue can price it. */
function subitemsOf(groups: readonly ChosenVariantGroup[]): OrderSubitem[] {
  return groups.map((group) => ({
    id: group.id,
    chosen: group.optionsselected.flatMap((option) => Array.from({ length: Math.max(1, option.quantity) }, () => option.id)),
    price: optionsPrice([group]),
    quantity: group.optionsselected.reduce((sum, o) => sum + o.quantity, 0),
  }))
}

/** The row's options in the venue's own language (`name_orig`: the staff read it, whatever the guest's). */
const optionsText = (groups: readonly ChosenVariantGroup[]): string =>
  groups.flatMap((group) => group.optionsselected.map((o) => (o.quantity > 1 ? `${o.quantity}x ${o.name_orig}` : o.name_orig))).join(', ')

/**
 * What the kitchen reads of a line (SPEC §3 Order row details): the options chosen, in the venue's
 * own names, then the guest's note in quotes, so a note never reads as an option that was paid.
 */
export function detailsOf(groups: readonly ChosenVariantGroup[], notes: string): string {
  const options = optionsText(groups)
  // the note cannot close its own quotes: a « or » of its own would let text after it read as an option
  const note = notes.trim().replaceAll('«', '‹').replaceAll('»', '›')
  if (note === '') return options
  const quoted = (text: string) => (options === '' ? `«${text}»` : `${options} · «${text}»`)
  // a row's details are at most MAX_ROW_DETAILS characters on the wire: a longer note is cut to fit, marked
  const room = MAX_ROW_DETAILS - quoted('').length
  if (note.length <= room) return quoted(note)
  const kept = [...note]
  while (kept.length > 0 && kept.join('').length > room - 1) kept.pop()
  return quoted(`${kept.join('')}…`)
}

/** The longest row details the order's wire takes (api/orderWire.ts). */
export const MAX_ROW_DETAILS = 1000

/**
 * The guest's own note in the details an app sent, given the options the server read from the
 * row's subitems: what follows those options (as detailsOf writes it, or as earlier apps joined it
 * with a comma); the whole text where it does not start with them (a renamed option, or a text
 * written to pass for one), which the server then keeps as the guest's words.
 */
export function guestNoteOf(details: string, groups: readonly ChosenVariantGroup[]): string {
  const text = details.trim()
  const options = optionsText(groups)
  const rest = options === '' ? text : text === options ? '' : text.startsWith(`${options} · `) ? text.slice(options.length + 3) : text.startsWith(`${options}, `) ? text.slice(options.length + 2) : text
  const quoted = /^«([\s\S]*)»$/.exec(rest.trim())
  return (quoted ? quoted[1]! : rest).trim()
}

export function orderRowOfLine(line: CartLine): OrderRow {
  return {
    entry_id: line.item.id,
    entry_name: line.item.name,
    type: 'menu-entry',
    quantity: line.quantity,
    cost: lineTotal(line),
    details: detailsOf(line.menuentryvariants, line.notes),
    subitems: subitemsOf(line.menuentryvariants),
    subOrderRows: [],
  }
}

export function orderRowOfSpecialMenu(line: SpecialMenuLine): OrderRow {
  return {
    entry_id: line.specialMenuId,
    entry_name: line.name,
    type: 'special-menu',
    quantity: line.quantity,
    cost: specialMenuLineTotal(line),
    details: '',
    subitems: [],
    subOrderRows: line.menuentries.map((entry) => ({
      entry_id: entry.item.id,
      entry_name: entry.item.name,
      type: 'menu-entry',
      quantity: 1,
      cost: 0,
      details: detailsOf(entry.menuentryvariants, ''),
      subitems: subitemsOf(entry.menuentryvariants),
      subOrderRows: [],
    })),
  }
}



/** The client order sent to the venue (SPEC §3 Order (client)), built from the cart and the checkout. */
export function buildClientOrder(input: {
  lines: readonly CartLine[]
  specialLines: readonly SpecialMenuLine[]
  details: CheckoutDetails
  totals: { discount: Cents; cover: Cents; delivery: Cents; total: Cents }
}): ClientOrder {
  const { details, totals } = input
  return {
    order_type: details.order_type,
    order_method: DEFAULT_ORDER_METHOD,
    total_cost: totals.total,
    shipping_cost: totals.delivery,
    coupon_value: totals.discount,
    cover_cost: totals.cover,
    note: details.note,
    covers_number: details.covers_number,
    table_id: details.table_id,
    delivery_choice: details.delivery_choice,
    time_slot_requested_id: details.time_slot_requested_id,
    time_slot_requested: details.time_slot_requested,
    order_date: details.order_date,
    rows: [...input.lines.map(orderRowOfLine), ...input.specialLines.map(orderRowOfSpecialMenu)],
  }
}

/** Pay now (a provider chosen at checkout) keeps the cart until the payment result (SPEC §4). */
export function paysBeforeSending(details: Pick<CheckoutDetails, 'payment'>): boolean {
  return details.payment !== null && details.payment.toLowerCase() !== 'later'
}
