import { orderRequestToWire } from '../../api/orderWire'
import type { CartLine, LineSnapshot } from '../../domain/cartLine'
import { buildClientOrder } from '../../domain/order'
import { details } from './builders'

/** demo-online's Margherita (6,50) with its required dough "Classico" (fixtures/venues/demo-online.json). */
export const demoMargherita: LineSnapshot = {
  item: { id: 107, name: 'Margherita', name_orig: 'Margherita', unitPrice: 650, price_mode: 'none', is_drink: false },
  menuentryvariants: [{ id: 1001, name: 'Impasto', name_orig: 'Impasto', optionsselected: [{ id: 5001, name: 'Classico', name_orig: 'Classico', pricemodifier: 0, quantity: 1 }] }],
  notes: '',
}

/** A take-away order body of two such Margherita, as the app sends it (13,00 on the server). */
export function demoOrderBody(device: string) {
  const d = details({ order_type: 'take-away' })
  const line: CartLine = { ...demoMargherita, key: '107', quantity: 2 }
  return orderRequestToWire({
    order: buildClientOrder({ lines: [line], specialLines: [], details: d, totals: { discount: 0, cover: 0, delivery: 0, total: 1300 } }),
    user: { deviceID: device, ...d.contacts },
    fields: {},
    coupon: null,
    customer: null,
    payment: 'later',
  })
}
