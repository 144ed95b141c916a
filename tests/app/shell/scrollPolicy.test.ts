import { describe, expect, it } from 'vitest'
import { scrollTargetFor } from '../../../src/shell/scrollPolicy'

// SPEC §2 Scroll: category, item, reviews, socialshare, about, checkout-stripe, cart, checkout,
// payment and confirm always scroll to top; otherwise saved position or anchor is restored.
describe('SPEC §2 scroll behaviour', () => {
  const always = [
    '/restaurants/demo/category/12',
    '/restaurants/demo/item/7',
    '/restaurants/demo/reviews',
    '/restaurants/demo/socialshare',
    '/restaurants/demo/about',
    '/restaurants/demo/cart',
    '/restaurants/demo/checkout',
    '/restaurants/demo/payment',
    '/restaurants/confirm',
  ]
  it.each(always)('%s starts at the top even when coming back to a saved position', (pathname) => {
    expect(scrollTargetFor({ pathname, hash: '#allergens', saved: 640 })).toEqual({ kind: 'top' })
  })

  it('another screen comes back to where the guest left it', () => {
    expect(scrollTargetFor({ pathname: '/restaurants/demo/a-la-carte-menu', hash: '', saved: 640 })).toEqual({ kind: 'position', y: 640 })
  })

  it('without a saved position the anchor of the address is restored', () => {
    expect(scrollTargetFor({ pathname: '/restaurants/demo/a-la-carte-menu', hash: '#cat-3', saved: undefined })).toEqual({ kind: 'anchor', id: 'cat-3' })
  })

  it('a screen opened afresh without an anchor starts at the top', () => {
    expect(scrollTargetFor({ pathname: '/restaurants/demo/my-orders', hash: '', saved: undefined })).toEqual({ kind: 'top' })
  })

  it('the cart payment result is not the cart: it follows the general rule', () => {
    expect(scrollTargetFor({ pathname: '/restaurants/demo/cart/payment-result', hash: '', saved: 120 })).toEqual({ kind: 'position', y: 120 })
  })
})
