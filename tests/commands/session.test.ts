import { describe, expect, it } from 'vitest'
import { DEFAULT_SESSION_VALIDITY_MS } from '../../domain/orderSession'
import { presentViews } from '../../projections/present'
import { replay } from '../../projections/views'
import { HOUR, T0, at, details, e, envelopes, margherita, serverOrder } from '../support/builders'
import { given } from '../support/givenWhenThen'

const ordered = (venueType: 1 | 2 | 3) => [
  e('VenueOpened', { restaurant_type: venueType, rid: 3, name: 'Trattoria', currency: '€' }),
  e('LineAdded', { line: margherita(), quantity: 1 }),
  e('CheckoutDetailsEntered', { details: details({ note: 'citofono 3', covers_number: 2, table_id: 4, order_type: venueType === 1 ? 'take-away' : 'restaurant' }) }),
  e('OrderSubmitted', {
    orderKey: 'k1',
    method: 'POST',
    serverOrderId: null,
    request: {
      order: {
        order_type: 'take-away', order_method: 'direct', total_cost: 800, shipping_cost: 0, coupon_value: 0, cover_cost: 0, note: 'citofono 3',
        covers_number: 2, table_id: 4, delivery_choice: null, time_slot_requested_id: null, time_slot_requested: '12:30', order_date: null, rows: [],
      },
      user: { deviceID: 'device-1', ...details().contacts },
      fields: {},
      coupon: null,
      customer: null,
      payment: 'later',
    },
  }),
  at(e('OrderAccepted', { orderKey: 'k1', order: serverOrder(), awaitingPayment: false }), T0),
]

describe('SPEC §4 Order session', () => {
  it('is valid strictly between 0 and 2 hours after the last order', () => {
    const views = replay(envelopes(ordered(2), T0 - 10_000))
    expect(presentViews(views, T0).session.valid).toBe(false) // 0: not "more than 0"
    expect(presentViews(views, T0 + 1).session.valid).toBe(true)
    expect(presentViews(views, T0 + DEFAULT_SESSION_VALIDITY_MS - 1).session.valid).toBe(true)
    expect(presentViews(views, T0 + DEFAULT_SESSION_VALIDITY_MS).session.valid).toBe(false)
    expect(presentViews(views, T0 - 5).session.valid).toBe(false) // a timestamp in the future is not valid
  })

  it('the validity is configurable', () => {
    const views = replay(envelopes(ordered(2), T0 - 10_000))
    expect(presentViews(views, T0 + HOUR, 30 * 60_000).session.valid).toBe(false)
  })

  it('after 2 hours the last order is cleared: last orders, waitingForPayment and orderSent reset', () => {
    const views = replay(envelopes(ordered(2), T0 - 10_000))
    const session = presentViews(views, T0 + 2 * HOUR).session
    expect(session).toMatchObject({ expired: true, lastClientOrder: null, lastServerOrder: null, orderSent: false, waitingForPayment: false })
  })

  it('restored while valid: the whole last order for types 2 and 3', () => {
    const views = replay(envelopes(ordered(2), T0 - 10_000))
    expect(presentViews(views, T0 + HOUR).session.restoredDetails).toMatchObject({ time_slot_requested: '12:30', note: 'citofono 3' })
  })

  it('type 1 keeps only note, covers_number and table_id while valid', () => {
    const views = replay(envelopes(ordered(1), T0 - 10_000))
    expect(presentViews(views, T0 + HOUR).session.restoredDetails).toEqual({ note: 'citofono 3', covers_number: 2, table_id: 4 })
  })

  it('clearing the session is recorded, and only when there is something to clear', () => {
    given(...ordered(2)).when({ type: 'ClearOrderSession', reason: 'expired' }).then(e('OrderSessionCleared', { reason: 'expired' }))
    given().when({ type: 'ClearOrderSession', reason: 'expired' }).thenNothing()
  })

  it('each opening of the venue saves the navigation session: it stamps now and sets banners=false (the client session)', () => {
    given(e('VenueOpened', { restaurant_type: 1, rid: null, name: 'Demo', currency: '€' }))
      .when({ type: 'OpenVenue', restaurant_type: 1, rid: null, name: 'Demo', currency: '€' })
      .then(e('NavigationSessionSaved', {}))
    const views = replay(envelopes([at(e('NavigationSessionSaved', {}), T0 + 42)]))
    expect(views.session.clientSession).toEqual({ timestamp: T0 + 42, banners: false })
  })
})
