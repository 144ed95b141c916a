import * as t from 'io-ts'
import { CouponC, CouponProblemC, LineSnapshotC, SpecialMenuSnapshotC } from './codecs/cart'
import { NonNegativeCentsC, NonNegativeIntC, PositiveIntC, literalUnion } from './codecs/primitives'

/** Cart events, newest version of each (SPEC §3 Cart state, §4 Cart, §5 Coupon). */
export const cartEvents = {
  /** v2: prices in cents inside the line snapshot (v1 carried decimal euros; see legacy/). */
  LineAdded: t.type({ line: LineSnapshotC, quantity: PositiveIntC }),
  LineDecremented: t.type({ lineKey: t.string }),
  LineRemoved: t.type({ lineKey: t.string }),
  LineEdited: t.type({ lineKey: t.string, line: LineSnapshotC, quantity: PositiveIntC }),
  SpecialMenuLineAdded: t.type({ line: SpecialMenuSnapshotC, quantity: PositiveIntC }),
  SpecialMenuLineUpdated: t.type({ lineKey: t.string, line: SpecialMenuSnapshotC }),
  SpecialMenuLineDecremented: t.type({ lineKey: t.string }),
  SpecialMenuLineRemoved: t.type({ lineKey: t.string }),
  CartCleared: t.type({ reason: literalUnion(['guest', 'order-sent', 'session-expired'], 'CartClearedReason') }),
  CouponApplied: t.type({ coupon: CouponC }),
  CouponRejected: t.type({ code: t.string, reason: CouponProblemC }),
  CouponRemoved: t.type({}),
  /** SPEC §4 Covers popup: how many covers, at the cover price of the venue's COPERTO item. */
  CoversSet: t.type({ covers: NonNegativeIntC, coverUnitPrice: NonNegativeCentsC }),
}
