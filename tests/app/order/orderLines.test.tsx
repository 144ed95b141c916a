// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OrderLines } from '../../../src/orders/OrderConfirmation'
import type { OrderRow } from '../../../domain/order'
import { renderScreen, testVenue } from '../../support/venueContext'

afterEach(cleanup)

// demo-online's Margherita (107), its dough "Classico" (5001) and a topping, as the server stored them: in Italian, the note quoted
const row: OrderRow = {
  entry_id: 107,
  entry_name: 'Margherita',
  type: 'menu-entry',
  quantity: 2,
  cost: 1600,
  details: 'Classico, Mozzarella di bufala · «senza basilico»',
  subitems: [
    { id: 1001, chosen: [5001], price: 0, quantity: 1 },
    { id: 1002, chosen: [5011], price: 200, quantity: 1 },
  ],
  subOrderRows: [],
}

describe("a placed order's lines, in the guest's language (helper review: an Arabic guest read the options in Italian)", () => {
  it("name the options as this phone's menu does, the guest's note apart", async () => {
    const arabic: Record<number, string> = { 5001: 'كلاسيكي', 5011: 'موتزاريلا الجاموس' }
    const inArabic = <G extends { items: { id: number; name: string }[] }>(group: G): G => ({ ...group, items: group.items.map((option) => ({ ...option, name: arabic[option.id] ?? option.name })) })
    const venue = await testVenue({
      tweak: (info) => ({
        ...info,
        menuentries: info.menuentries.map((item) =>
          item.id !== 107 ? item : { ...item, menuvariants: item.menuvariants?.map(inArabic) },
        ),
      }),
    })
    await renderScreen({ ...venue.value, light: null }, 'orders', [{ path: 'orders', element: <OrderLines rows={[row]} /> }])
    const lines = await screen.findByTestId('order-lines')
    expect(lines.textContent).toContain('كلاسيكي')
    expect(lines.textContent).toContain('موتزاريلا الجاموس')
    expect(lines.textContent).toContain('senza basilico')
    expect(lines.textContent).not.toContain('Classico')
  })

  it("keep the server's words for a dish the menu no longer offers so", async () => {
    const venue = await testVenue({ tweak: (info) => info })
    await renderScreen({ ...venue.value, light: null }, 'orders', [{ path: 'orders', element: <OrderLines rows={[{ ...row, subitems: [{ id: 1001, chosen: [9999], price: 0, quantity: 1 }] }]} /> }])
    expect((await screen.findByTestId('order-lines')).textContent).toContain('Classico, Mozzarella di bufala · «senza basilico»')
  })
})
