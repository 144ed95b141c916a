import type { FullVenueInfo } from '../../api/venueInfo'
import { whatsAppLinesOf, whatsAppOrderMessage } from '../../domain/whatsapp'
import type { Views } from '../../projections/views'

/** SPEC §4 WhatsApp: the order's text from the details just entered, its lines and its totals. */
export function whatsAppTextOf(views: Pick<Views, 'checkout' | 'cart' | 'table' | 'totals'>, info: FullVenueInfo, slotText: string | null): string | null {
  const details = views.checkout.details
  if (details === null) return null
  const uniqueTable = views.table.uniqueTable?.table ?? null
  const tableId = details.table_id
  const table = tableId === null ? null : (info.tables.find((candidate) => candidate.id === tableId)?.name ?? uniqueTable?.name ?? null)
  const { subtotal, discount, cover, delivery, total } = views.totals
  return whatsAppOrderMessage({
    venueName: info.name,
    orderType: details.order_type,
    deliveryChoice: details.delivery_choice,
    lines: whatsAppLinesOf(views.cart.lines, views.cart.specialLines),
    table,
    address: details.contacts.address,
    slot: slotText,
    note: details.note,
    subtotal,
    discount,
    cover,
    delivery,
    total,
    currencySymbol: info.currency.symbol,
  })
}
