import { readFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/Either'
import { orderRequestToWire } from '../../api/orderWire'
import { decodeVenueFile, isMovedVenue } from '../../api/venueFile'
import { fullVenueInfo, timeSlotsOf } from '../../api/venueInfo'
import { offeredSlots, orderVenueRulesOf } from '../../api/venueOrderRules'
import type { CartLine, LineSnapshot } from '../../domain/cartLine'
import { buildClientOrder } from '../../domain/order'
import { details } from './builders'

/** demo-online's Margherita (6,50) with its required dough "Classico" (fixtures/venues/demo-online.json). */
export const demoMargherita: LineSnapshot = {
  item: { id: 107, name: 'Margherita', name_orig: 'Margherita', unitPrice: 650, price_mode: 'none', is_drink: false },
  menuentryvariants: [{ id: 1001, name: 'Impasto', name_orig: 'Impasto', optionsselected: [{ id: 5001, name: 'Classico', name_orig: 'Classico', pricemodifier: 0, quantity: 1 }] }],
  notes: '',
}

/**
 * The `n`-th take-away slot demo-online offers at `now` (it asks for one, SPEC §5 Slots), as the
 * checkout puts it in the order; each slot takes a few orders (`orders_manageable`).
 */
export function demoTakeAwaySlot(now = Date.now(), n = 0) {
  const decoded = decodeVenueFile(JSON.parse(readFileSync('fixtures/venues/demo-online.json', 'utf8')))
  if (isLeft(decoded) || isMovedVenue(decoded.right)) throw new Error('demo-online does not decode')
  const file = decoded.right
  const slots = offeredSlots(orderVenueRulesOf(fullVenueInfo(file, 'it')), timeSlotsOf(file), 'take-away', now)
  if (slots === null) throw new Error('demo-online asks for no take-away slot')
  const slot = slots[n % slots.length]!
  return { time_slot_requested_id: slot.timeslotID, time_slot_requested: slot.time_to_save, order_date: slot.orderDate }
}

/** A take-away order body of two such Margherita, as the app sends it (13,00 on the server), in the `n`-th slot open at `now`. */
export function demoOrderBody(device: string, n = 0, now = Date.now()) {
  const d = details({ order_type: 'take-away', ...demoTakeAwaySlot(now, n) })
  const line: CartLine = { ...demoMargherita, key: '107', quantity: 2 }
  return orderRequestToWire({
    order: buildClientOrder({ lines: [line], specialLines: [], details: d, totals: { discount: 0, cover: 0, delivery: 0, total: 1300 } }),
    user: { deviceID: device, ...d.contacts },
    fields: {},
    coupon: null,
    customer: null,
    payment: 'later',
    privacy_accepted: d.privacy_accepted,
  })
}
