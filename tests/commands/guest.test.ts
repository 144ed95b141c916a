import { describe, expect, it } from 'vitest'
import { defaultText } from '../../domain/notice'
import { replay } from '../../projections/views'
import { T0, e, envelopes, serverOrder } from '../support/builders'
import { given } from '../support/givenWhenThen'
import { harness } from '../support/harness'

describe('SPEC §4 live order state, my orders, waiter, customer, table', () => {
  it("OrderStateChanged updates the order and tells 'Lo stato dell'ordine #{n} è stato aggiornato!'", async () => {
    const h = await harness()
    h.api.orders = [serverOrder({ id: 9001, restaurantorderid: 17 })]
    await h.bus.dispatch({ type: 'LoadMyOrders' })
    h.api.setOrderStatus(9001, 'preparing')
    const result = await h.bus.dispatch({ type: 'RecordOrderStateChange', orderid: 9001, restaurantorderid: 17, status: 'preparing' })
    expect(result.events.map((ev) => ev.type)).toEqual(['OrderStateChanged', 'MyOrdersLoaded'])
    expect(defaultText(result.notices[0]!)).toBe("Lo stato dell'ordine #17 è stato aggiornato!")
    expect(h.views().myOrders.orders[0]!.status).toBe('preparing')
  })

  it('a changed my-orders hash yields a notification; the first load and an unchanged list do not', async () => {
    const h = await harness()
    h.api.orders = [serverOrder()]
    expect((await h.bus.dispatch({ type: 'LoadMyOrders' })).notices).toEqual([])
    expect((await h.bus.dispatch({ type: 'LoadMyOrders' })).notices).toEqual([])
    h.api.setOrderStatus(9001, 'ready')
    const changed = await h.bus.dispatch({ type: 'LoadMyOrders' })
    expect(changed.notices.map((n) => n.key)).toEqual(['myOrders.updated'])
  })

  it('a waiter call records the last-call time on ok, and nothing when the call fails', async () => {
    const h = await harness()
    h.clock.time = T0 + 5000
    await h.bus.dispatch({ type: 'CallWaiter' })
    expect(h.views().waiter).toEqual({ lastCallAt: T0 + 5000, calls: 1 })
    h.api.mode = 'offline'
    const failed = await h.bus.dispatch({ type: 'CallWaiter' })
    expect(failed.ok).toBe(false)
    expect(h.views().waiter.calls).toBe(1)
  })

  it('login stores the token outside the log; logout clears local login data even when the call fails', async () => {
    const h = await harness()
    await h.bus.dispatch({ type: 'LogIn', email: 'giulia@example.com', password: 'secret' })
    expect(h.views().customer).toMatchObject({ loggedIn: true, customer: { customer_id: 42 } })
    expect(h.credentials.value).toBe('tok_should_not_be_logged')
    expect(JSON.stringify(h.store.entries())).not.toContain('tok_should_not_be_logged')
    h.api.mode = 'offline'
    await h.bus.dispatch({ type: 'LogOut' })
    expect(h.views().customer.loggedIn).toBe(false)
    expect(h.credentials.value).toBeNull()
  })

  it('a table QR sets the unique table and verifies its session for type 2 or higher', async () => {
    const h = await harness({ venue: 'demo-table' })
    h.api.tableSessions.set(4, { covers: 3, cover_cost: 250, covered_total_paid: 0 })
    const result = await h.bus.dispatch({ type: 'OpenVenue', restaurant_type: 2, rid: 2, name: 'Demo Table', currency: '€', table: { qr: '4', table: { id: 4, name: 'Tavolo 4' } } })
    expect(result.events.map((ev) => ev.type)).toEqual(['VenueOpened', 'UniqueTableSet', 'NavigationSessionSaved', 'TableSessionVerified'])
    expect(h.views().table.session).toEqual({ table_id: 4, covers: 3, cover_cost: 250, covered_total_paid: 0 })
  })

  it('a type 1 venue never verifies a table session', async () => {
    const h = await harness()
    const result = await h.bus.dispatch({ type: 'OpenVenue', restaurant_type: 1, rid: 1, name: 'Demo', currency: '€', table: { qr: '4', table: { id: 4, name: 'Tavolo 4' } } })
    expect(result.events.map((ev) => ev.type)).toEqual(['VenueOpened', 'UniqueTableSet', 'NavigationSessionSaved'])
  })

  it('a link whose t names no table clears the unique table; a link without t keeps it', () => {
    const opening = { type: 'OpenVenue', restaurant_type: 1, rid: null, name: 'Demo', currency: '€' } as const
    const scanned = given(e('VenueOpened', { restaurant_type: 1, rid: null, name: 'Demo', currency: '€' }), e('UniqueTableSet', { qr: '4', table: { id: 4, name: 'Tavolo 4' } }))
    scanned.when({ ...opening, table: null }).then(e('UniqueTableCleared', {}), e('NavigationSessionSaved', {}))
    scanned.when(opening).then(e('NavigationSessionSaved', {}))
    expect(replay(envelopes([e('UniqueTableSet', { qr: '4', table: null }), e('UniqueTableCleared', {})])).table.uniqueTable).toBeNull()
  })

  it("the venue opens in the language the guest's screens show, so a replay shows it (guest helper: an Arabic guest's log replayed in Italian, left to right)", () => {
    const opening = { type: 'OpenVenue', restaurant_type: 1, rid: null, name: 'Demo', currency: '€' } as const
    const opened = given(e('VenueOpened', { restaurant_type: 1, rid: null, name: 'Demo', currency: '€' }))
    opened.when({ ...opening, language: { code: 'ar', rtl: true } }).then(e('LanguageChosen', { code: 'ar', rtl: true }), e('NavigationSessionSaved', {}))
    // the same language again records nothing new; a session without one keeps what the log has
    given(e('VenueOpened', { restaurant_type: 1, rid: null, name: 'Demo', currency: '€' }), e('LanguageChosen', { code: 'ar', rtl: true })).when({ ...opening, language: { code: 'ar', rtl: true } }).then(e('NavigationSessionSaved', {}))
    opened.when(opening).then(e('NavigationSessionSaved', {}))
    expect(replay(envelopes([e('VenueOpened', { restaurant_type: 1, rid: null, name: 'Demo', currency: '€' }), e('LanguageChosen', { code: 'ar', rtl: true })])).venue.language).toEqual({ code: 'ar', rtl: true })
  })

  it('a command that does not decode is refused with a clear message, never thrown', async () => {
    const h = await harness()
    for (const bad of [null, 42, { type: 'Nope' }, { type: 'AddLine', line: {}, quantity: 0 }]) {
      const result = await h.bus.dispatchInput(bad)
      expect(result.ok).toBe(false)
      expect(result.notices[0]!.key).toBe('command.invalid')
    }
    expect(h.store.entries()).toEqual([])
  })
})
