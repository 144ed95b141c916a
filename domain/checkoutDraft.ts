import { purchaseModeOf, type CheckoutEntries } from './checkoutForm'
import type { Cents } from './money'
import type { CheckoutDetails, ClientOrder, DeliveryChoice, OrderType } from './order'
import type { GeneratedSlot } from './slots'
import type { PurchaseMode, VenueType } from './venueOptions'
import { westernDigits } from './digits'

/** What the guest is typing on the checkout form: a draft, turned into CheckoutDetails only when sent. */
export type CheckoutDraft = {
  mode: PurchaseMode | null
  name: string
  email: string
  phone: string
  id_cliente: string
  optional_field: string
  covers: string
  tableId: number | null
  address: string
  /** The venue's extra order fields (orderFields) other than the address: intercom, floor, ... */
  fields: Record<string, string>
  slot: string | null
  privacy: boolean
  note: string
  payment: string | null
}

export const emptyDraft: CheckoutDraft = {
  mode: null,
  name: '',
  email: '',
  phone: '',
  id_cliente: '',
  optional_field: '',
  covers: '',
  tableId: null,
  address: '',
  fields: {},
  slot: null,
  privacy: false,
  note: '',
  payment: null,
}

/**
 * The order type and delivery choice of a mode (SPEC §1, §3 Order), so that `purchaseModeOf`
 * reads the mode back: online delivery is 'deliver', take-away 'take-away', a table order
 * 'restaurant'; in-venue delivery and pickup are restaurant orders with a delivery choice, live
 * ones live orders with a delivery choice.
 */
export function orderTypeOfMode(mode: PurchaseMode, venueType: VenueType): { order_type: OrderType; delivery_choice: DeliveryChoice | null } {
  switch (mode) {
    case 'take-away':
      return { order_type: 'take-away', delivery_choice: null }
    case 'table':
      return { order_type: 'restaurant', delivery_choice: null }
    case 'delivery':
      return venueType === 1 ? { order_type: 'deliver', delivery_choice: null } : { order_type: venueType === 3 ? 'live' : 'restaurant', delivery_choice: 'delivery' }
    case 'pickup':
      return { order_type: venueType === 3 ? 'live' : 'restaurant', delivery_choice: 'pickup' }
  }
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim())

export function coversOf(draft: CheckoutDraft): number | null {
  if (draft.covers.trim() === '') return null
  const value = Number(westernDigits(draft.covers))
  return Number.isFinite(value) ? value : Number.NaN
}

/** The entries `validateCheckout` checks. */
export function entriesOf(draft: CheckoutDraft, venueType: VenueType, slot: GeneratedSlot | null): CheckoutEntries {
  const type = draft.mode === null ? { order_type: null, delivery_choice: null } : orderTypeOfMode(draft.mode, venueType)
  return {
    ...type,
    contacts: { email: text(draft.email), phone: text(draft.phone), id_cliente: text(draft.id_cliente), optional_field: text(draft.optional_field) },
    covers_number: coversOf(draft),
    order_date: slot?.orderDate ?? null,
    time_slot_requested_id: slot?.timeslotID ?? null,
    privacy_accepted: draft.privacy,
  }
}

/** The covers the draft asks, when they are a whole number of at least 0, else null (what the details record). */
export function coversNumberOf(draft: CheckoutDraft): number | null {
  const covers = coversOf(draft)
  return covers !== null && Number.isInteger(covers) && covers >= 0 ? covers : null
}

/** The details recorded by EnterCheckoutDetails. */
export function detailsOf(draft: CheckoutDraft, mode: PurchaseMode, venueType: VenueType, input: { slot: GeneratedSlot | null; tableId: number | null; shipping: Cents | null; distanceKm: number | null; address: string | null }): CheckoutDetails {
  return {
    ...orderTypeOfMode(mode, venueType),
    table_id: input.tableId,
    time_slot_requested_id: input.slot?.timeslotID ?? null,
    time_slot_requested: input.slot?.time_to_save ?? null,
    order_date: input.slot?.orderDate ?? null,
    note: draft.note.trim(),
    covers_number: coversNumberOf(draft),
    contacts: {
      name: text(draft.name),
      email: text(draft.email),
      phone: text(westernDigits(draft.phone)),
      address: input.address,
      id_cliente: text(draft.id_cliente),
      optional_field: text(draft.optional_field),
    },
    payment: draft.payment,
    privacy_accepted: draft.privacy,
    shipping_cost: input.shipping,
    distance_km: input.distanceKm,
  }
}

/** The draft the form opens with: the details already entered, else what the valid session restores. */
export function draftFrom(details: CheckoutDetails | null, restored: Partial<ClientOrder> | null, coversInCart: number): CheckoutDraft {
  if (details !== null) {
    return {
      ...emptyDraft,
      mode: purchaseModeOf(details),
      name: details.contacts.name ?? '',
      email: details.contacts.email ?? '',
      phone: details.contacts.phone ?? '',
      id_cliente: details.contacts.id_cliente ?? '',
      optional_field: details.contacts.optional_field ?? '',
      address: details.contacts.address ?? '',
      // the cart's covers follow the details and any later change (the covers popup): the latest count
      covers: coversInCart > 0 ? String(coversInCart) : details.covers_number === null ? '' : String(details.covers_number),
      tableId: details.table_id,
      slot: details.time_slot_requested_id !== null && details.order_date !== null ? `${details.time_slot_requested_id}|${details.order_date}` : null,
      privacy: details.privacy_accepted,
      note: details.note,
      payment: details.payment,
    }
  }
  const draft: CheckoutDraft = { ...emptyDraft, covers: coversInCart > 0 ? String(coversInCart) : '' }
  if (restored === null) return draft
  const restoredMode = restored.order_type !== undefined ? purchaseModeOf({ order_type: restored.order_type, delivery_choice: restored.delivery_choice ?? null }) : null
  return {
    ...draft,
    mode: restoredMode,
    note: restored.note ?? '',
    covers: restored.covers_number !== undefined && restored.covers_number !== null ? String(restored.covers_number) : draft.covers,
    tableId: restored.table_id ?? null,
  }
}

/** What a signed-in guest's account knows of them (SPEC §3 Customer). */
export type AccountContacts = { name: string | null; email: string | null; phone: string | null }

/** A signed-in guest finds their name, e-mail and phone on the form; what they typed is never replaced. */
export function withAccountContacts(draft: CheckoutDraft, account: AccountContacts | null): CheckoutDraft {
  if (account === null) return draft
  const filled = (typed: string, known: string | null) => (typed.trim() === '' && known ? known : typed)
  return { ...draft, name: filled(draft.name, account.name), email: filled(draft.email, account.email), phone: filled(draft.phone, account.phone) }
}
