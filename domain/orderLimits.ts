import type { Cents } from './money'

/** Sane order size (issue #12.10): the defaults every venue has for now (README "Security"). A table's tab keeps its unsent lines within them too. */
export type OrderLimits = { maxRows: number; maxQuantity: number; maxTotal: Cents }
export const DEFAULT_ORDER_LIMITS: OrderLimits = { maxRows: 100, maxQuantity: 99, maxTotal: 200_000 }

/** Which of the order's limits its size breaks first: its rows, a row's quantity, its total; null when it fits. */
export function orderSizeBreak(limits: OrderLimits, rows: readonly { quantity: number }[], total: Cents): 'rows' | 'quantity' | 'total' | null {
  if (rows.length > limits.maxRows) return 'rows'
  if (rows.some((row) => row.quantity > limits.maxQuantity)) return 'quantity'
  return total > limits.maxTotal ? 'total' : null
}
