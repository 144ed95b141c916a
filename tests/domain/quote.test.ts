import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../domain/cartLine'
import { quote, type QuoteInput, type QuoteVenue } from '../../domain/quote'
import type { OfflineOptions, OnlineOptions, PurchaseMode } from '../../domain/venueOptions'
import { cola, coupon, margherita } from '../support/builders'

const pizza: CartLine = { ...margherita(), key: '101', quantity: 2 } // 16,00
const drink: CartLine = { ...cola, key: '201', quantity: 1 } // 3,00

function inVenue(options: OfflineOptions): QuoteVenue {
  return { ordering: { venueType: 2, options }, deliveryRadii: [] }
}

function online(options: OnlineOptions, deliveryRadii: QuoteVenue['deliveryRadii'] = []): QuoteVenue {
  return { ordering: { venueType: 1, options }, deliveryRadii }
}

function input(venue: QuoteVenue | null, mode: PurchaseMode | null, over: Partial<QuoteInput> = {}): QuoteInput {
  return {
    venue,
    lines: [pizza, drink],
    specialLines: [],
    coupon: null,
    covers: { count: 3, unitPrice: 250 },
    mode,
    delivery: { distanceKm: null },
    coversChargedInSession: false,
    ...over,
  }
}

describe('domain/quote: the one price of an order (issue #13)', () => {
  it('SPEC §5 Coupon: the discount is taken on the food, covers and the mode cost are added after it', () => {
    const venue = inVenue({ ask_for_cover: true, enabled_order_delivery: true, cost_order_delivery: 200 })
    const priced = quote(input(venue, 'delivery', { coupon: coupon({ type: 'total', value: 500 }) }))
    expect(priced).toMatchObject({ subtotal: 1900, discount: 500, cover: 750, modeCost: { kind: 'delivery', amount: 200 }, delivery: 200, total: 1900 - 500 + 750 + 200, refusals: [] })
  })

  it('#13.3 covers follow the venue per mode: charged at the table, not where the mode turns them off (SPEC §3 cover_enabled_pickup, cover_enabled_delivery)', () => {
    const venue = inVenue({ ask_for_cover: true, cover_enabled_pickup: false, cover_enabled_delivery: false, enabled_order_pickup: true, enabled_order_delivery: true })
    expect(quote(input(venue, 'table')).cover).toBe(750)
    expect(quote(input(venue, 'pickup')).cover).toBe(0)
    expect(quote(input(venue, 'delivery')).cover).toBe(0)
    expect(quote(input(inVenue({ ask_for_cover: true }), 'delivery')).cover).toBe(750) // an absent flag follows ask_for_cover
    expect(quote(input(inVenue({ ask_for_cover: false }), 'pickup')).cover).toBe(0)
    expect(quote(input(online({ take_away_enabled: true }), 'take-away')).cover).toBe(0) // an online venue serves no table
  })

  it('#13.1 covers are charged once per table session (SPEC §3 Table session)', () => {
    const venue = inVenue({ ask_for_cover: true })
    expect(quote(input(venue, 'table', { coversChargedInSession: true }))).toMatchObject({ cover: 0, total: 1900 })
  })

  it('#13.2 a venue\'s pickup cost is its own line of the quote (SPEC §3 cost_order_pickup)', () => {
    const venue = inVenue({ enabled_order_pickup: true, cost_order_pickup: 150 })
    expect(quote(input(venue, 'pickup', { covers: { count: 0, unitPrice: 250 } }))).toMatchObject({ modeCost: { kind: 'pickup', amount: 150 }, total: 1900 + 150 })
    expect(quote(input(venue, 'table', { covers: { count: 0, unitPrice: 250 } })).modeCost).toBeNull()
  })

  it('SPEC §5 Delivery: online shipping by the band covering the distance, the threshold, and the refusals out of range or not located', () => {
    const options: OnlineOptions = { shipping_enabled: true, max_radius_enabled: true, shipping_cost: 300, threshold_enabled: true, shipping_threshold: 4000, shipping_threshold_cost: 0 }
    const venue = online(options, [{ radius: 2, shipping_cost: 200 }, { radius: 5, shipping_cost: 400 }])
    expect(quote(input(venue, 'delivery', { delivery: { distanceKm: 3 } }))).toMatchObject({ modeCost: { kind: 'shipping', amount: 400 }, cover: 0, total: 1900 + 400, refusals: [] })
    const big: CartLine = { ...pizza, quantity: 5 } // 40,00: free shipping
    expect(quote(input(venue, 'delivery', { lines: [big], delivery: { distanceKm: 3 } }))).toMatchObject({ modeCost: null, delivery: 0, total: 4000 })
    expect(quote(input(venue, 'delivery', { delivery: { distanceKm: 9 } })).refusals).toEqual([{ key: 'delivery.outOfRange', params: {} }])
    expect(quote(input(venue, 'delivery')).refusals).toEqual([{ key: 'delivery.notLocated', params: {} }])
    const unlimited = online({ ...options, max_radius_enabled: false })
    expect(quote(input(unlimited, 'delivery'))).toMatchObject({ shippingUnknown: true, delivery: 0, refusals: [] })
  })

  it('SPEC §5 Costs and minimums: a food subtotal below the mode\'s minimum is refused with the amount', () => {
    const venue = online({ take_away_enabled: true, minimum_order_enabled: true, minimum_order_amount: 2000 })
    expect(quote(input(venue, 'take-away')).refusals).toEqual([{ key: 'order.minimum', params: { amount: 2000 } }])
    expect(quote(input(venue, 'take-away', { lines: [{ ...pizza, quantity: 3 }] })).refusals).toEqual([])
  })

  it('an empty cart costs nothing, whatever mode was chosen; a log without the venue\'s rules keeps the cost it recorded', () => {
    const venue = inVenue({ enabled_order_delivery: true, cost_order_delivery: 200 })
    expect(quote(input(venue, 'delivery', { lines: [], covers: { count: 0, unitPrice: 0 } }))).toMatchObject({ delivery: 0, total: 0 })
    expect(quote(input(null, 'delivery', { delivery: { recordedCost: 350 } }))).toMatchObject({ cover: 750, delivery: 350, total: 1900 + 750 + 350 })
  })
})
