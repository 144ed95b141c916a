import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  distanceKm,
  inVenueModeCost,
  isShippingAvailable,
  minimumOrderAmount,
  minimumOrderProblem,
  radiusBandCost,
  shippingCost,
  type DeliveryRadius,
  type ShippingQuote,
} from '../../domain/delivery'
import type { OnlineOptions, OrderingOptions, PurchaseMode } from '../../domain/venueOptions'

// Listed out of order on purpose: the first covering band is the smallest covering radius.
const RADII: DeliveryRadius[] = [
  { radius: 10, shipping_cost: 700 },
  { radius: 3, shipping_cost: 200 },
  { radius: 5, shipping_cost: 400 },
]
const limited: OnlineOptions = { shipping_enabled: true, max_radius_enabled: true, shipping_cost: 300 }
const unlimited: OnlineOptions = { shipping_enabled: true, max_radius_enabled: false, shipping_cost: 300 }

describe('SPEC §5 Delivery: great-circle distance', () => {
  it.each([
    ['the same point is 0 km', { lat: 45.46, lng: 9.19 }, { lat: 45.46, lng: 9.19 }, 0],
    ['one degree of latitude is about 111.195 km', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.195],
    ['one degree of longitude at 60° north is about half of that', { lat: 60, lng: 0 }, { lat: 60, lng: 1 }, 55.597],
    ['Milan Duomo to Rome Colosseum is about 477 km', { lat: 45.4642, lng: 9.19 }, { lat: 41.8902, lng: 12.4922 }, 477.5],
  ])('SPEC §5 Delivery: %s', (_name, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0)
    expect(distanceKm(b, a)).toBeCloseTo(distanceKm(a, b), 9)
  })
})

describe('SPEC §5 Delivery: shipping available', () => {
  it.each<[string, OnlineOptions | null, DeliveryRadius[], number | null, boolean]>([
    ['no options: no shipping', null, RADII, 1, false],
    ['shipping off: not available at any distance', { ...limited, shipping_enabled: false }, RADII, 1, false],
    ['without max_radius_enabled: available at any distance', unlimited, RADII, 500, true],
    ['without max_radius_enabled: available with an unknown distance', unlimited, RADII, null, true],
    ['a distance exactly on the largest radius is available', limited, RADII, 10, true],
    ['a distance just beyond the largest radius is not', limited, RADII, 10.001, false],
    ['with the limit, an unknown distance is not available', limited, RADII, null, false],
    ['with the limit and no bands nothing is available', limited, [], 0.5, false],
  ])('SPEC §5 Delivery: %s', (_name, options, radii, distance, available) => {
    expect(isShippingAvailable(options, radii, distance)).toBe(available)
  })
})

describe('SPEC §5 Delivery: cost of the first radius band covering the distance', () => {
  it.each<[string, number | null, number | null]>([
    ['at the venue: the smallest band', 0, 200],
    ['a distance exactly on a radius belongs to that band', 3, 200],
    ['just past a radius: the next band', 3.0001, 400],
    ['exactly on the largest radius', 10, 700],
    ['beyond every band: no band covers', 10.5, null],
    ['unknown distance: null', null, null],
  ])('SPEC §5 Delivery: %s', (_name, distance, cost) => {
    expect(radiusBandCost(RADII, distance)).toBe(cost)
  })
})

describe('SPEC §5 Delivery, Costs and minimums: the shipping cost', () => {
  const quote = (overrides: Partial<ShippingQuote>): ShippingQuote => ({ options: limited, radii: RADII, distance: 4, foodSubtotal: 1500, ...overrides })
  const withThreshold: OnlineOptions = { ...limited, threshold_enabled: true, shipping_threshold: 3000, shipping_threshold_cost: 0 }

  it.each<[string, ShippingQuote, number | null]>([
    ['the band covering the distance', quote({}), 400],
    ['null when the distance is unknown, even without a limit', quote({ options: unlimited, distance: null }), null],
    ['null when shipping is not available', quote({ distance: 12 }), null],
    ['without the limit, beyond every band: the flat shipping_cost (our choice)', quote({ options: unlimited, distance: 40 }), 300],
    ['without bands: the flat shipping_cost (our choice)', quote({ options: unlimited, radii: [] }), 300],
    ['threshold (our choice): a subtotal exactly at it pays shipping_threshold_cost', quote({ options: withThreshold, foodSubtotal: 3000 }), 0],
    ['threshold (our choice): one cent below it pays the band', quote({ options: withThreshold, foodSubtotal: 2999 }), 400],
    ['threshold (our choice): a threshold cost other than 0', quote({ options: { ...withThreshold, shipping_threshold_cost: 150 }, foodSubtotal: 5000 }), 150],
    ['threshold off: the band even above the threshold', quote({ options: { ...withThreshold, threshold_enabled: false }, foodSubtotal: 5000 }), 400],
    ['threshold without an amount: the band', quote({ options: { ...withThreshold, shipping_threshold: null }, foodSubtotal: 5000 }), 400],
  ])('SPEC §5 Delivery: %s', (_name, q, cost) => {
    expect(shippingCost(q)).toBe(cost)
  })

  it('SPEC §5 Delivery: shipping cost is null iff the distance is unknown or shipping not available', () => {
    const options = fc.record({
      shipping_enabled: fc.boolean(),
      max_radius_enabled: fc.boolean(),
      shipping_cost: fc.option(fc.integer({ min: 0, max: 2000 })),
      threshold_enabled: fc.boolean(),
      shipping_threshold: fc.option(fc.integer({ min: 0, max: 10_000 })),
      shipping_threshold_cost: fc.option(fc.integer({ min: 0, max: 2000 })),
    })
    const radii = fc.array(fc.record({ radius: fc.double({ min: 0, max: 50, noNaN: true }), shipping_cost: fc.integer({ min: 0, max: 2000 }) }), { maxLength: 5 })
    const distance = fc.option(fc.double({ min: 0, max: 60, noNaN: true }))
    fc.assert(
      fc.property(fc.option(options), radii, distance, fc.integer({ min: 0, max: 20_000 }), (opts, bands, km, foodSubtotal) => {
        const cost = shippingCost({ options: opts, radii: bands, distance: km, foodSubtotal })
        expect(cost === null).toBe(km === null || !isShippingAvailable(opts, bands, km))
      }),
    )
  })
})

describe('SPEC §5 Costs and minimums: in-venue and live delivery or pickup cost', () => {
  const options = { cost_order_delivery: 250, cost_order_pickup: 0 }
  it.each<[string, typeof options | null, PurchaseMode, number | null]>([
    ['a delivery cost above 0 applies', options, 'delivery', 250],
    ['a pickup cost of 0 is null', options, 'pickup', null],
    ['a pickup cost above 0 applies', { ...options, cost_order_pickup: 1 }, 'pickup', 1],
    ['a negative cost is null', { ...options, cost_order_delivery: -100 }, 'delivery', null],
    ['a table order has no such cost', options, 'table', null],
    ['no options: null', null, 'delivery', null],
  ])('SPEC §5 Costs and minimums: %s', (_name, opts, mode, cost) => {
    expect(inVenueModeCost(opts, mode)).toBe(cost)
  })
})

describe('SPEC §5 Costs and minimums: minimum order', () => {
  const online: OrderingOptions = { venueType: 1, options: { minimum_order_enabled: true, minimum_order_amount: 1500 } }
  const live: OrderingOptions = {
    venueType: 3,
    options: { minimum_pickup_order_enabled: true, minimum_pickup_order_amount: 800, minimum_delivery_order_enabled: true, minimum_delivery_order_amount: 2000 },
  }
  it.each<[string, OrderingOptions, PurchaseMode, number]>([
    ['online minimum for delivery', online, 'delivery', 1500],
    ['online minimum for take-away', online, 'take-away', 1500],
    ['online minimum off: 0', { venueType: 1, options: { minimum_order_enabled: false, minimum_order_amount: 1500 } }, 'delivery', 0],
    ['online minimum without an amount: 0', { venueType: 1, options: { minimum_order_enabled: true } }, 'delivery', 0],
    ['live pickup minimum', live, 'pickup', 800],
    ['live delivery minimum', live, 'delivery', 2000],
    ['live table order: none', live, 'table', 0],
    ['in-venue (type 2): none', { venueType: 2, options: {} }, 'delivery', 0],
    ['absent options: 0', { venueType: 3, options: null }, 'delivery', 0],
  ])('SPEC §5 Costs and minimums: %s', (_name, ordering, mode, amount) => {
    expect(minimumOrderAmount(ordering, mode)).toBe(amount)
  })

  it.each<[string, number, boolean]>([
    ['a subtotal exactly at the minimum passes', 1500, false],
    ['one cent below the minimum is refused', 1499, true],
  ])('SPEC §5 Costs and minimums (enforcement is our choice): %s', (_name, subtotal, refused) => {
    expect(minimumOrderProblem(online, 'delivery', subtotal)).toEqual(refused ? { key: 'order.minimum', params: { amount: 1500 } } : null)
  })
})
