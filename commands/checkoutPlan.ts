import { deliveryNeedsAddress, orderFieldsOf, tableManagementOf, timeSlotsForMode } from '../api/venueCheckoutRules'
import { paymentChoicesOf } from '../api/venueOrderRules'
import { orderingOf, timeZoneOf } from '../api/venueShellReads'
import type { FullVenueInfo } from '../api/venueInfo'
import { availablePurchaseModes, coversRule, idClienteRule, optionalFieldRule, validateCheckout, type FormError, type TextFieldRule } from '../domain/checkoutForm'
import { coversNumberOf, detailsOf, entriesOf, type CheckoutDraft } from '../domain/checkoutDraft'
import { emailRule, phoneRule, type FieldRule } from '../domain/contacts'
import type { Cents } from '../domain/money'
import type { CheckoutDetails } from '../domain/order'
import { orderingActive, type OrderingClosed } from '../domain/orderingActive'
import type { QuoteRefusal } from '../domain/quote'
import { slotKey, slotsFor, type GeneratedSlot } from '../domain/slots'
import type { PurchaseMode } from '../domain/venueOptions'
import { serverOrderToUpdate } from '../projections/orderSession'
import { coversChargedInSession, totalsOf, type TotalsView } from '../projections/totals'
import type { Views } from '../projections/views'

/** Why the order cannot be sent whatever the guest types (issue #16.8): an empty cart shows its own screen, the others are said by the send buttons. */
export type SendBlock = 'locked' | 'inactive' | 'minimum' | 'no-payment' | 'empty'

/** What the checkout form (SPEC §2 "Dati dell'ordine") works out from the guest's draft. */
export type CheckoutPlan = {
  modes: PurchaseMode[]
  paymentChoices: string[]
  /** The slots the mode offers now (SPEC §4 Time slots), and the draft's, if it names one of them. */
  slots: readonly GeneratedSlot[]
  chosenSlot: GeneratedSlot | null
  needsAddress: boolean
  /** The delivery address as typed, trimmed; null when the mode takes none. */
  address: string | null
  addressRequired: boolean
  /** A required address left empty. */
  addressMissing: boolean
  /** The venue's order fields other than the address (asked only with an address), and the required ones left empty. */
  otherFields: { name: string; required: boolean }[]
  missingFields: string[]
  showsTable: boolean
  tableId: number | null
  /** SPEC §4 Table QR: the scanned table's session was verified closed. */
  tableKnownClosed: boolean
  coversCharged: boolean
  fields: { email: FieldRule | null; phone: FieldRule | null; idCliente: TextFieldRule | null; optional: TextFieldRule | null; covers: FieldRule | null }
  errors: FormError[]
  /** The price with these details (domain/quote through totalsOf, issue #13): what the order will charge. */
  quote: TotalsView
  outOfRange: boolean
  minimum: QuoteRefusal | null
  /** SPEC §4 Ordering active: what to say when the venue takes no orders now (said even when something else blocks too); null when it does. */
  closed: OrderingClosed | null
  block: SendBlock | null
  /** The details EnterCheckoutDetails records once the shipping is known. */
  details(shipping: Cents | null): CheckoutDetails | null
}

/** The slots a mode offers at `now` in the venue's time zone. */
export function slotsOfMode(info: FullVenueInfo, mode: PurchaseMode, now: number): GeneratedSlot[] {
  return slotsFor(orderingOf(info), mode, timeSlotsForMode(info, mode), now, timeZoneOf(info))
}

/**
 * The checkout's rules in one pure function (issue #15.5), shared by the checkout screen
 * (src/screens/Checkout.tsx) and `comanda scenario`'s shorthand (cli/scenario/checkoutShorthand.ts):
 * which fields and modes the venue asks, which slot, table and address apply, the form's errors,
 * the quote and why sending is blocked. `slots` are those the draft's mode offers at `now`
 * (`slotsOfMode`, which both callers already hold); `distanceKm` is the geocoded distance of the
 * address, when known.
 */
export function checkoutPlan(input: {
  info: FullVenueInfo
  views: Pick<Views, 'venue' | 'cart' | 'table' | 'session'>
  draft: CheckoutDraft
  slots: readonly GeneratedSlot[]
  now: number
  distanceKm: number | null
}): CheckoutPlan {
  const { info, views, draft, slots, now } = input
  const ordering = orderingOf(info)
  const venueType = ordering.venueType
  const modes = availablePurchaseModes(ordering)
  const paymentChoices: string[] = paymentChoicesOf(info)
  const mode = draft.mode
  const chosenSlot = slots.find((slot) => slotKey(slot) === draft.slot) ?? null

  const uniqueTable = views.table.uniqueTable?.table ?? null
  const needsAddress = mode === 'delivery' && deliveryNeedsAddress(info)
  const address = needsAddress ? draft.address.trim() : null
  const orderFields = orderFieldsOf(info)
  const addressRequired = orderFields.find((field) => field.name === 'address')?.required ?? true
  const otherFields = needsAddress ? orderFields.filter((field) => field.name !== 'address') : []
  const showsTable = venueType !== 1 && (mode === 'table' || (mode === 'delivery' && !needsAddress)) && (uniqueTable !== null || (info.tables.length > 0 && tableManagementOf(info)))
  const tableId = showsTable ? (uniqueTable?.id ?? draft.tableId) : null
  // the order this checkout updates (pay before) or none: the order sent is priced for the same one
  const updating = serverOrderToUpdate(views.session, now)
  // SPEC §3 Table session: covers are charged once per session; a later order does not ask them again
  const coversCharged = coversChargedInSession(views.table, { table_id: tableId }, updating)
  const distanceKm = mode === 'delivery' && venueType === 1 ? input.distanceKm : null
  const details = (shipping: Cents | null) => (mode === null ? null : detailsOf(draft, mode, venueType, { slot: chosenSlot, tableId, shipping, distanceKm, address }))

  const quote = totalsOf({ cart: { ...views.cart, covers: { ...views.cart.covers, count: coversNumberOf(draft) ?? 0 } }, venue: views.venue, table: views.table, updating, details: details(null) })
  const minimum = quote.refusals.find((refusal) => refusal.key === 'order.minimum') ?? null
  const noPayment = paymentChoices.length === 0
  const orderingNow = orderingActive(ordering, now, timeZoneOf(info))
  const block: SendBlock | null =
    views.cart.count === 0
      ? 'empty'
      : views.cart.lockedAfterPayment
        ? 'locked'
        : !orderingNow.active
          ? 'inactive'
          : minimum !== null
            ? 'minimum'
            : noPayment
              ? 'no-payment'
              : null

  return {
    modes,
    paymentChoices,
    slots,
    chosenSlot,
    needsAddress,
    address,
    addressRequired,
    addressMissing: needsAddress && address === '' && addressRequired,
    otherFields,
    missingFields: otherFields.filter((field) => field.required && (draft.fields[field.name] ?? '').trim() === '').map((field) => field.name),
    showsTable,
    tableId,
    tableKnownClosed: uniqueTable !== null && views.table.verifiedTableId === uniqueTable.id && views.table.session === null,
    coversCharged,
    fields: {
      email: mode === null ? null : emailRule(ordering, mode),
      phone: mode === null ? null : phoneRule(ordering, mode),
      idCliente: mode === null ? null : idClienteRule(ordering, mode),
      optional: mode === null ? null : optionalFieldRule(ordering, mode),
      covers: mode === null || coversCharged ? null : coversRule(ordering, mode),
    },
    errors: validateCheckout(ordering, { ...entriesOf(draft, venueType, chosenSlot), coversChargedInSession: coversCharged }),
    quote,
    outOfRange: quote.refusals.some((refusal) => refusal.key === 'delivery.outOfRange'),
    minimum,
    closed: orderingNow.active ? null : orderingNow,
    block,
    details,
  }
}
