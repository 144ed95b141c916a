// @vitest-environment jsdom
// SPEC §4 Covers popup: in the venue's covers slots the cart asks how many covers; DESIGN §7a: a
// guest on the table's open tab is not asked, the tab counts one cover per guest.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CoversPopup } from '../../../src/cart/CoversPopup'
import { renderScreen, testVenue, venueFile } from '../../support/venueContext'

// 20:30 in Rome: inside demo-table's evening covers slot (19:00-23:30).
const DINNER = new Date('2026-11-25T19:30:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(DINNER)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the covers popup', () => {
  it('asks the covers at dinner time at a table venue', async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    await renderScreen(venue.value, 'cart', [{ path: 'cart', element: <CoversPopup /> }])
    expect(await screen.findByRole('dialog', { name: 'Coperti' })).toBeTruthy()
  })

  it("does not ask a guest on the table's open tab", async () => {
    const venue = await testVenue({ file: venueFile('demo-table') })
    const at = DINNER.getTime()
    const table = { id: 4, name: 'Tavolo 4' }
    await venue.store.append([
      { type: 'TabJoined', data: { tabId: 'tab-0000001', guestId: 'guest-anna', name: 'Anna', table, opened: true }, id: 'joined-1', at },
      { type: 'TabEventsReceived', data: { tabId: 'tab-0000001', events: [{ type: 'TabOpened', table, name: 'Anna', id: 'srv-opened-1', seq: 1, at, guestId: 'guest-anna' }] }, id: 'received-1', at },
    ])
    expect(venue.session.presentedNow().tab?.open).toBe(true)
    await renderScreen(venue.value, 'cart', [{ path: 'cart', element: <CoversPopup /> }])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
