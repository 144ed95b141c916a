import * as t from 'io-ts'
import { findLine } from '../domain/cartLine'
import { LineSnapshotC, SpecialMenuSnapshotC } from '../events/codecs/cart'
import { NonNegativeCentsC, NonNegativeIntC, PositiveIntC } from '../events/codecs/primitives'
import { makeEvent as e } from '../events/catalogue'
import type { Views } from '../projections/views'
import { commandCodec as command, entry } from './command'
import { accept, nothing, reject, type Decision } from './decision'

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

const editing = <C>(decide: (command: C, views: Views) => Decision, emptying = false) => (command: C, views: Views): Decision =>
  cartEditBlocked(views, emptying) ?? decide(command, views)

const lineExists = (views: Views, lineKey: string) => findLine(views.cart.lines, lineKey) !== undefined
const specialLineExists = (views: Views, lineKey: string) => views.cart.specialLines.some((line) => line.key === lineKey)

/** The cart's commands (SPEC §4 Cart, §5 Covers): pure decisions, no calls. */
export const cartCommands = {
  AddLine: entry(command('AddLine', { line: LineSnapshotC, quantity: PositiveIntC }), {
    decide: editing((command) => accept(e('LineAdded', { line: command.line, quantity: command.quantity }))),
  }),
  DecrementLine: entry(command('DecrementLine', { lineKey: t.string }), {
    decide: editing((command, views) => (lineExists(views, command.lineKey) ? accept(e('LineDecremented', { lineKey: command.lineKey })) : reject('cart.lineNotFound'))),
  }),
  RemoveLine: entry(command('RemoveLine', { lineKey: t.string }), {
    decide: editing((command, views) => (lineExists(views, command.lineKey) ? accept(e('LineRemoved', { lineKey: command.lineKey })) : reject('cart.lineNotFound'))),
  }),
  EditLine: entry(command('EditLine', { lineKey: t.string, line: LineSnapshotC, quantity: PositiveIntC }), {
    decide: editing((command, views) =>
      lineExists(views, command.lineKey)
        ? accept(e('LineEdited', { lineKey: command.lineKey, line: command.line, quantity: command.quantity }))
        : reject('cart.lineNotFound'),
    ),
  }),
  AddSpecialMenuLine: entry(command('AddSpecialMenuLine', { line: SpecialMenuSnapshotC, quantity: PositiveIntC }), {
    decide: editing((command) => accept(e('SpecialMenuLineAdded', { line: command.line, quantity: command.quantity }))),
  }),
  UpdateSpecialMenuLine: entry(command('UpdateSpecialMenuLine', { lineKey: t.string, line: SpecialMenuSnapshotC }), {
    decide: editing((command, views) =>
      specialLineExists(views, command.lineKey) ? accept(e('SpecialMenuLineUpdated', { lineKey: command.lineKey, line: command.line })) : reject('cart.lineNotFound'),
    ),
  }),
  DecrementSpecialMenuLine: entry(command('DecrementSpecialMenuLine', { lineKey: t.string }), {
    decide: editing((command, views) =>
      specialLineExists(views, command.lineKey) ? accept(e('SpecialMenuLineDecremented', { lineKey: command.lineKey })) : reject('cart.lineNotFound'),
    ),
  }),
  RemoveSpecialMenuLine: entry(command('RemoveSpecialMenuLine', { lineKey: t.string }), {
    decide: editing((command, views) =>
      specialLineExists(views, command.lineKey) ? accept(e('SpecialMenuLineRemoved', { lineKey: command.lineKey })) : reject('cart.lineNotFound'),
    ),
  }),
  ClearCart: entry(command('ClearCart', {}), {
    decide: editing((_command, { cart }) =>
      cart.count === 0 && cart.coupon === null && cart.covers.count === 0 && !cart.lockedAfterPayment ? nothing() : accept(e('CartCleared', { reason: 'guest' })),
    true),
  }),
  SetCovers: entry(command('SetCovers', { covers: NonNegativeIntC, coverUnitPrice: NonNegativeCentsC }), {
    decide: editing((command) => accept(e('CoversSet', { covers: command.covers, coverUnitPrice: command.coverUnitPrice }))),
  }),
}
