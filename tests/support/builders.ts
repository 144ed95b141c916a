import type { LineSnapshot } from '../../domain/cartLine'
import type { Coupon } from '../../domain/coupon'
import type { CheckoutDetails, ServerOrder } from '../../domain/order'
import type { SpecialMenuSnapshot } from '../../domain/specialMenuLine'
import { makeEvent, type DomainEvent } from '../../events/catalogue'
import type { Envelope } from '../../events/envelope'
import { toEnvelope } from '../../events/envelope'

export const T0 = Date.UTC(2026, 10, 22, 12, 0, 0)
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export function margherita(overrides: Partial<LineSnapshot> = {}): LineSnapshot {
  return {
    item: { id: 101, name: 'Margherita', name_orig: 'Margherita', unitPrice: 800, price_mode: 'none', is_drink: false },
    menuentryvariants: [],
    notes: '',
    ...overrides,
  }
}

export function withOption(line: LineSnapshot, option: { id: number; name: string; pricemodifier: number; quantity?: number }, groupId = 7): LineSnapshot {
  return {
    ...line,
    menuentryvariants: [
      ...line.menuentryvariants,
      {
        id: groupId,
        name: 'Aggiunte',
        name_orig: 'Aggiunte',
        optionsselected: [{ id: option.id, name: option.name, name_orig: option.name, pricemodifier: option.pricemodifier, quantity: option.quantity ?? 1 }],
      },
    ],
  }
}

export const cola: LineSnapshot = {
  item: { id: 201, name: 'Coca-Cola', name_orig: 'Coca-Cola', unitPrice: 300, price_mode: 'none', is_drink: true },
  menuentryvariants: [],
  notes: '',
}

export const lunchMenu: SpecialMenuSnapshot = {
  specialMenuId: 5,
  name: 'Menu pranzo',
  price: 1200,
  menuentries: [
    { specialmenucategoryid: 1, item: { id: 101, name: 'Margherita', name_orig: 'Margherita' }, menuentryvariants: [] },
    { specialmenucategoryid: 2, item: { id: 201, name: 'Coca-Cola', name_orig: 'Coca-Cola' }, menuentryvariants: [] },
  ],
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return { code: 'BENVENUTO10', type: 'percentage', value: 10, minimum_order: null, expires: null, availability: null, used_count: 0, ...overrides }
}

export function details(overrides: Partial<CheckoutDetails> = {}): CheckoutDetails {
  return {
    order_type: 'take-away',
    delivery_choice: null,
    table_id: null,
    time_slot_requested_id: null,
    time_slot_requested: null,
    order_date: null,
    note: '',
    covers_number: null,
    contacts: { name: 'Giulia', email: 'giulia@example.com', phone: '+39 333 1234567', address: null, id_cliente: null, optional_field: null },
    payment: 'later',
    privacy_accepted: true,
    shipping_cost: null,
    ...overrides,
  }
}

export function serverOrder(overrides: Partial<ServerOrder> = {}): ServerOrder {
  return {
    id: 9001,
    restaurantorderid: 17,
    status: 'pending',
    payment_method: 'LATER',
    payment_result: null,
    total_cost: 800,
    shipping_cost: 0,
    coupon_value: 0,
    order_date: null,
    customer_id: null,
    ...overrides,
  }
}

/** Numbers domain events into envelopes, one second apart from `start` unless an `at` is given. */
export function envelopes(events: readonly (DomainEvent & { at?: number })[], start = T0): Envelope[] {
  return events.map((event, i) => toEnvelope({ ...event, id: `evt-${i + 1}`, at: event.at ?? start + i * 1000 }, i + 1))
}

export const e = makeEvent
export const at = <E extends DomainEvent>(event: E, time: number): E & { at: number } => ({ ...event, at: time })
