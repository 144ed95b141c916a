// @vitest-environment jsdom
// Issue #18: a tab's lines on each phone, in that phone's language.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TabGuestLines } from '../../../src/tab/TabLines'
import { renderScreen, testVenue, venueFile } from '../../support/venueContext'

afterEach(cleanup)

describe("issue #18 a tab's lines", () => {
  it("are named as this phone's menu names the dish, not as the server stored it (in the venue's language)", async () => {
    // this phone's menu names item 202 in its own language; the server's copy of the line, Italian
    const venue = await testVenue({ file: venueFile('demo-table'), tweak: (info) => ({ ...info, menuentries: info.menuentries.map((item) => (item.id === 202 ? { ...item, name: 'طبق المقبلات' } : item)) }) })
    const line = { lineId: 'line-1', guestId: 'guest-bruno', guest: 'Bruno', mine: false, item: 'Tagliere bolognese', itemId: 202, options: [], notes: '', quantity: 1, amount: 1350, round: null, pending: false, rejected: false, paying: false, paid: false }
    await renderScreen({ ...venue.value, light: null }, 'tab', [{ path: 'tab', element: <TabGuestLines guest={{ guestId: 'guest-bruno', name: 'Bruno', subtotal: 1350, lines: [line] }} me={false} /> }])
    const shown = await screen.findByTestId('tab-line')
    expect(shown.textContent).toContain('1 × طبق المقبلات')
    expect(shown.textContent).not.toContain('Tagliere')
  })

  it("show each line's options, named by this phone's menu, and its note (helper review: the tab hid them, € 9 against the menu's € 12 unexplained)", async () => {
    const venue = await testVenue({
      file: venueFile('demo-table'),
      tweak: (info) => ({ ...info, menuentries: info.menuentries.map((item) => (item.id === 205 ? { ...item, menuvariants: item.menuvariants?.map((group) => ({ ...group, items: group.items.map((option) => (option.id === 6002 ? { ...option, name: 'نصف حصة' } : option)) })) } : item)) }),
    })
    const options = [{ id: 2001, name: 'Porzione', name_orig: 'Porzione', optionsselected: [{ id: 6002, name: 'Mezza porzione', name_orig: 'Mezza porzione', pricemodifier: -300, quantity: 1 }] }]
    const line = { lineId: 'line-2', guestId: 'guest-bruno', guest: 'Bruno', mine: false, item: 'Tagliatelle al ragù', itemId: 205, options, notes: 'senza parmigiano', quantity: 1, amount: 900, round: null, pending: false, rejected: false, paying: false, paid: false }
    await renderScreen({ ...venue.value, light: null }, 'tab', [{ path: 'tab', element: <TabGuestLines guest={{ guestId: 'guest-bruno', name: 'Bruno', subtotal: 900, lines: [line] }} me={false} /> }])
    const shown = await screen.findByTestId('tab-line')
    expect(shown.textContent).toContain('نصف حصة')
    expect(shown.textContent).toContain('senza parmigiano')
    expect(shown.textContent).not.toContain('Mezza porzione')
  })
})
