import { matchPath } from 'react-router-dom'

/**
 * SPEC §2 Scroll: category, item, reviews, socialshare, about, checkout-stripe, cart, checkout,
 * payment and confirm always start at the top. checkout-stripe is the in-app card step, which
 * lives on the payment screen (PaymentPanel scrolls to the top when it opens).
 */
const ALWAYS_TOP = [
  '/restaurants/:hash/category/:catId',
  '/restaurants/:hash/item/:itemId',
  '/restaurants/:hash/reviews',
  '/restaurants/:hash/socialshare',
  '/restaurants/:hash/about',
  '/restaurants/:hash/cart',
  '/restaurants/:hash/checkout',
  '/restaurants/:hash/payment',
  '/restaurants/confirm',
]

export type ScrollTarget = { kind: 'top' } | { kind: 'position'; y: number } | { kind: 'anchor'; id: string }

/**
 * Where a screen starts: the top for the routes above; otherwise the position the guest left it
 * at when they come back (history back/forward), else the `#anchor` of the address, else the top
 * (a new screen opened by a link starts at its beginning).
 */
export function scrollTargetFor(input: { pathname: string; hash: string; saved: number | undefined }): ScrollTarget {
  if (ALWAYS_TOP.some((pattern) => matchPath(pattern, input.pathname))) return { kind: 'top' }
  if (input.saved !== undefined) return { kind: 'position', y: input.saved }
  const id = decodeURIComponent(input.hash.replace(/^#/, ''))
  return id ? { kind: 'anchor', id } : { kind: 'top' }
}
