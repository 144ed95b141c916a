import { describe, expect, it } from 'vitest'
import { defaultText, guestError } from '../../domain/notice'
import type { VenueRules } from '../../events/codecs/venueRules'
import { T0, details, e, margherita } from '../support/builders'
import { given } from '../support/givenWhenThen'

// T0 is 13:00 in Rome (12:00 UTC, November).
const online = (options: Record<string, unknown>): VenueRules => ({ ordering: { venueType: 1, options: { take_away_enabled: true, ...options } }, timeZone: 'Europe/Rome', tables: [], uniqueQr: false })
const opened = (rules: VenueRules, type: 1 | 2 | 3 = 1) => e('VenueOpened', { restaurant_type: type, rid: 1, name: 'Demo', currency: '€', rules })
const cart = [e('LineAdded', { line: margherita(), quantity: 1 })]

describe('the deciders refuse what the venue would refuse (issue 3: one implementation in domain/)', () => {
  it('SPEC §4 Ordering active: orders not enabled are refused', () => {
    given(opened(online({ online_orders_enabled: false })), ...cart, e('CheckoutDetailsEntered', { details: details() }))
      .when({ type: 'SubmitOrder', fields: {} }, { now: T0 })
      .thenError('order.unavailable')
  })

  it('SPEC §4 Ordering active: a pause window that contains now refuses, saying when it ends; outside it the order goes', () => {
    const paused = online({ online_orders_enabled: true, pause_orders_enabled: true, pause_start_time: '12:30', pause_end_time: '14:00' })
    given(opened(paused), ...cart, e('CheckoutDetailsEntered', { details: details() })).when({ type: 'SubmitOrder', fields: {} }, { now: T0 }).thenError('order.resumesAt')
    const later = given(opened(paused), ...cart, e('CheckoutDetailsEntered', { details: details() })).when({ type: 'SubmitOrder', fields: {} }, { now: T0 + 2 * 3_600_000 })
    expect(later.decision._tag).toBe('Right')
  })

  it("SPEC §5 Costs and minimums: below the online minimum the order is refused with 'Ordine minimo'", () => {
    const rules = online({ online_orders_enabled: true, minimum_order_enabled: true, minimum_order_amount: 1500 })
    given(opened(rules), ...cart, e('CheckoutDetailsEntered', { details: details() })).when({ type: 'SubmitOrder', fields: {} }, { now: T0 }).thenError('order.minimum')
    expect(defaultText(guestError('order.minimum', { amount: '€ 15' }))).toBe('Ordine minimo € 15')
  })

  it("SPEC §4 Send-order check: delivery to an unknown table is refused ('Table not found')", () => {
    const rules: VenueRules = { ordering: { venueType: 2, options: { offline_orders_enabled: true, manual_opening_table: true, enabled_order_delivery: true } }, timeZone: 'Europe/Rome', tables: [{ id: 4, name: 'Tavolo 4' }], uniqueQr: true }
    given(opened(rules, 2), e('UniqueTableSet', { qr: '9', table: { id: 9, name: 'Tavolo 9' } }), ...cart, e('CheckoutDetailsEntered', { details: details({ order_type: 'restaurant', delivery_choice: 'delivery' }) }))
      .when({ type: 'SubmitOrder', fields: {} }, { now: T0 })
      .thenError('table.notFound')
  })

  it('without the venue rules (an older log) the decision is left to the server', () => {
    const decision = given(...cart, e('CheckoutDetailsEntered', { details: details() })).when({ type: 'SubmitOrder', fields: {} }, { now: T0 }).decision
    expect(decision._tag).toBe('Right')
  })

  it('SPEC §5 WhatsApp: the number is normalised (+ dropped, otherwise 39 added) before it is recorded', () => {
    given(...cart, e('CheckoutDetailsEntered', { details: details() }))
      .when({ type: 'SendOrderViaWhatsApp', number: '333 123 4567', text: 'Ordine' }, { commandId: 'k' })
      .then(
        expect.objectContaining({ type: 'OrderSentViaWhatsApp', data: expect.objectContaining({ number: '393331234567' }) }),
        e('CartCleared', { reason: 'order-sent' }),
      )
  })
})
