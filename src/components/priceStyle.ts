/** A price stays on one line ("CHF" above "14.814,60" at 390 px was two): the name beside it wraps instead. */
export const PRICE = { whiteSpace: 'nowrap', flexShrink: 0 } as const
