import type { Cents } from './money'

/** Sane order size (issue #12.10): the defaults every venue has for now (README "Security"). A table's tab keeps its unsent lines within them too. */
export type OrderLimits = { maxRows: number; maxQuantity: number; maxTotal: Cents }
export const DEFAULT_ORDER_LIMITS: OrderLimits = { maxRows: 100, maxQuantity: 99, maxTotal: 200_000 }
