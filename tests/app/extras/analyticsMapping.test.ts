import { describe, expect, it } from 'vitest'
import { buildClientOrder } from '../../../domain/order'
import { routeActions } from '../../../src/analytics/actionsFromRoute'
import { logActionMapper } from '../../../src/analytics/actionsFromLog'
import { analyticsEventOf, analyticsPagePath, mayTrack, type GuestAction } from '../../../src/analytics/analyticsMapping'
import { cola, details, e, envelopes, lunchMenu, margherita, serverOrder } from '../../support/builders'
import { venueFile } from '../../support/venueContext'
import { fullVenueInfo } from '../../../api/venueInfo'

describe('SPEC §7 analytics: the event mapping', () => {
  it.each<[GuestAction, string, string | null]>([
    [{ name: 'orderAdd', label: 'Margherita' }, 'add_to_order', 'Margherita'],
    [{ name: 'callWaiter' }, 'call_waiter', null],
    [{ name: 'payOrder', label: 'stripe' }, 'pay_order', 'stripe'],
    [{ name: 'viewMyOrders' }, 'view_my_orders', null],
    [{ name: 'changeLang', label: 'en' }, 'change_lang', 'en'],
    [{ name: 'clickedCategory', label: 'Pizze' }, 'view_category', 'Pizze'],
    [{ name: 'viewDrink', label: 'Birra' }, 'view_drink', 'Birra'],
    [{ name: 'viewPlate', label: 'Margherita' }, 'view_dish', 'Margherita'],
    [{ name: 'enterSpecialMenu', label: 'Menu pranzo' }, 'view_special_menu', 'Menu pranzo'],
    [{ name: 'clickedReview', label: 'Google' }, 'click_review', 'Google'],
    [{ name: 'clickedShare', label: 'native' }, 'click_share', 'native'],
    [{ name: 'specialMenuAdd', label: 'Menu pranzo' }, 'add_special_menu', 'Menu pranzo'],
    [{ name: 'specialMenuRemove' }, 'remove_special_menu', null],
  ])('%j → %s', (action, event, label) => {
    expect(analyticsEventOf(action)).toEqual({ event, label })
  })

  it.each(['simple', 'wa', 'mail', 'phone', 'stripe'] as const)('order-%s becomes "order" labelled %s', (channel) => {
    expect(analyticsEventOf({ name: `order-${channel}` })).toEqual({ event: 'order', label: channel })
  })

  it('rewrites paths containing /restaurants to begin with /frontend, and leaves the others', () => {
    expect(analyticsPagePath('/restaurants/demo-online/cart')).toBe('/frontend/restaurants/demo-online/cart')
    expect(analyticsPagePath('/app/restaurants/demo-online')).toBe('/frontend/restaurants/demo-online')
    expect(analyticsPagePath('/not-found')).toBe('/not-found')
  })

  it('tracks only when analytics is enabled and the venue has a name', () => {
    expect(mayTrack(true, 'Da Gennaro')).toBe(true)
    expect(mayTrack(false, 'Da Gennaro')).toBe(false)
    expect(mayTrack(true, '  ')).toBe(false)
    expect(mayTrack(true, null)).toBe(false)
  })
})

describe('analytics from the event log', () => {
  const d = details({ payment: 'stripe' })
  const request = (payment: string) => ({
    order: buildClientOrder({ lines: [{ ...cola, key: '201', quantity: 1 }], specialLines: [], details: d, totals: { discount: 0, cover: 0, delivery: 0, total: 300 } }),
    user: { deviceID: 'device-1', ...d.contacts },
    fields: {},
    coupon: null,
    customer: null,
    payment,
  })

  it('maps cart additions, special menus, the waiter, payments and orders', () => {
    const map = logActionMapper()
    const log = envelopes([
      e('LineAdded', { line: margherita(), quantity: 1 }),
      e('SpecialMenuLineAdded', { line: lunchMenu, quantity: 1 }),
      e('SpecialMenuLineRemoved', { lineKey: 'x' }),
      e('WaiterCalled', {}),
      e('OrderSubmitted', { orderKey: 'k1', method: 'POST', serverOrderId: null, request: request('stripe') }),
      e('OrderAccepted', { orderKey: 'k1', order: serverOrder({ payment_method: null }), awaitingPayment: true }),
      e('PaymentPrepared', { orderIds: [9001], provider: 'stripe', sessionId: 'cs_1' }),
      e('OrderSubmitted', { orderKey: 'k2', method: 'POST', serverOrderId: null, request: request('later') }),
      e('OrderAccepted', { orderKey: 'k2', order: serverOrder({ id: 9002 }), awaitingPayment: false }),
      e('OrderSentViaWhatsApp', { orderKey: 'k3', number: '393331234567', text: 'ciao', order: request('later').order }),
      e('CartCleared', { reason: 'order-sent' }),
    ])
    expect(log.flatMap(map).map(analyticsEventOf)).toEqual([
      { event: 'add_to_order', label: 'Margherita' },
      { event: 'add_special_menu', label: 'Menu pranzo' },
      { event: 'remove_special_menu', label: null },
      { event: 'call_waiter', label: null },
      { event: 'order', label: 'stripe' },
      { event: 'pay_order', label: 'stripe' },
      { event: 'order', label: 'simple' },
      { event: 'order', label: 'wa' },
    ])
  })
})

describe('analytics from the route', () => {
  const info = fullVenueInfo(venueFile('demo-online'), 'it')
  const drink = info.menuentries.find((entry) => entry.is_drink === true || entry.is_drink === 1)!
  const dish = info.menuentries.find((entry) => !(entry.is_drink === true || entry.is_drink === 1))!
  const category = info.menucategories[0]!

  it('names what the guest opened: my orders, a category, a drink or a dish, a special menu', () => {
    expect(routeActions('/restaurants/demo-online/my-orders', info)).toEqual([{ name: 'viewMyOrders' }])
    expect(routeActions(`/restaurants/demo-online/category/${category.id}`, info)).toEqual([{ name: 'clickedCategory', label: category.name }])
    expect(routeActions(`/restaurants/demo-online/item/${drink.id}`, info)).toEqual([{ name: 'viewDrink', label: drink.name }])
    expect(routeActions(`/restaurants/demo-online/item/${dish.id}`, info)).toEqual([{ name: 'viewPlate', label: dish.name }])
    if (info.specialmenus[0]) expect(routeActions(`/restaurants/demo-online/special-menus/${info.specialmenus[0].id}`, info)).toEqual([{ name: 'enterSpecialMenu', label: info.specialmenus[0].name }])
  })

  it('other routes are page views only', () => {
    for (const path of ['/restaurants/demo-online', '/restaurants/demo-online/cart', '/restaurants/demo-online/my-orders/payment-all', '/restaurants/demo-online/special-menus']) {
      expect(routeActions(path, info)).toEqual([])
    }
  })
})
