import type { OrderingOptions, PurchaseMode } from '../../domain/venueOptions'
import { availablePurchaseModes } from '../../domain/checkoutForm'

/**
 * The modes a venue takes, each with the venue's own name for it where it gives one: at a table
 * venue "delivery" is the dish brought to the table ("Servito al tavolo"), which a CI engineer
 * would not guess from the word (helper review: `--init demo-table table` was refused with no hint).
 */
export function modesNamed(ordering: OrderingOptions): string {
  const options = ordering.venueType === 1 ? null : ordering.options
  const named = (mode: PurchaseMode, text: string | null | undefined) => (text ? `${mode} ("${text}")` : mode)
  return availablePurchaseModes(ordering)
    .map((mode) => (mode === 'delivery' ? named(mode, options?.text_order_delivery) : mode === 'pickup' ? named(mode, options?.text_order_pickup) : mode))
    .join(', ')
}
