import { findLine } from '../domain/cartLine'
import { makeEvent as e } from '../events/catalogue'
import type { Views } from '../projections/views'
import type { CommandOf } from './codecs'
import { accept, nothing, reject, type Decision } from './decision'

type CartCommand = CommandOf<
  | 'AddLine'
  | 'DecrementLine'
  | 'RemoveLine'
  | 'EditLine'
  | 'AddSpecialMenuLine'
  | 'UpdateSpecialMenuLine'
  | 'DecrementSpecialMenuLine'
  | 'RemoveSpecialMenuLine'
  | 'ClearCart'
  | 'SetCovers'
>

/**
 * Whether the cart may change at all. SPEC §4 Cart: once payment has succeeded it cannot be
 * edited (emptying it is how the guest moves on); DESIGN §4: it stays locked while an order
 * submission is in flight, so the order sent is the cart the guest saw.
 */
export function cartEditBlocked(views: Views, emptying: boolean): Decision | null {
  if (views.session.pending !== null) return reject('cart.submissionInFlight')
  if (views.cart.lockedAfterPayment && !emptying) return reject('cart.locked')
  return null
}

export function decideCart(command: CartCommand, views: Views): Decision {
  const blocked = cartEditBlocked(views, command.type === 'ClearCart')
  if (blocked) return blocked
  const { cart } = views
  switch (command.type) {
    case 'AddLine':
      return accept(e('LineAdded', { line: command.line, quantity: command.quantity }))
    case 'DecrementLine':
      return findLine(cart.lines, command.lineKey) ? accept(e('LineDecremented', { lineKey: command.lineKey })) : reject('cart.lineNotFound')
    case 'RemoveLine':
      return findLine(cart.lines, command.lineKey) ? accept(e('LineRemoved', { lineKey: command.lineKey })) : reject('cart.lineNotFound')
    case 'EditLine':
      return findLine(cart.lines, command.lineKey)
        ? accept(e('LineEdited', { lineKey: command.lineKey, line: command.line, quantity: command.quantity }))
        : reject('cart.lineNotFound')
    case 'AddSpecialMenuLine':
      return accept(e('SpecialMenuLineAdded', { line: command.line, quantity: command.quantity }))
    case 'UpdateSpecialMenuLine':
      return cart.specialLines.some((line) => line.key === command.lineKey)
        ? accept(e('SpecialMenuLineUpdated', { lineKey: command.lineKey, line: command.line }))
        : reject('cart.lineNotFound')
    case 'DecrementSpecialMenuLine':
      return cart.specialLines.some((line) => line.key === command.lineKey)
        ? accept(e('SpecialMenuLineDecremented', { lineKey: command.lineKey }))
        : reject('cart.lineNotFound')
    case 'RemoveSpecialMenuLine':
      return cart.specialLines.some((line) => line.key === command.lineKey)
        ? accept(e('SpecialMenuLineRemoved', { lineKey: command.lineKey }))
        : reject('cart.lineNotFound')
    case 'ClearCart':
      return cart.count === 0 && cart.coupon === null && cart.covers.count === 0 && !cart.lockedAfterPayment
        ? nothing()
        : accept(e('CartCleared', { reason: 'guest' }))
    case 'SetCovers':
      return accept(e('CoversSet', { covers: command.covers, coverUnitPrice: command.coverUnitPrice }))
  }
}
