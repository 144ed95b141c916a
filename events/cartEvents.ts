import * as t from 'io-ts'
import { CouponC, CouponProblemC, LineSnapshotC, SpecialMenuSnapshotC } from './codecs/cart'
import { NonNegativeCentsC, NonNegativeIntC, PositiveIntC, literalUnion } from './codecs/primitives'
import { classified } from './codecs/privacy'
import { FIRST, type Versions } from './versions'
import { LineAddedV1, upcastLineAddedV1 } from './legacy/lineAddedV1'

const LineKeyC = classified(t.type({ lineKey: t.string }), { lineKey: 'key' })

/** Cart events, newest version of each (SPEC §3 Cart state, §4 Cart, §5 Coupon); each field classified for `log redact`. */
export const cartEvents = {
  /** v2: prices in cents inside the line snapshot (v1 carried decimal euros; see legacy/). */
  LineAdded: classified(t.type({ line: LineSnapshotC, quantity: PositiveIntC }), { line: 'nested', quantity: 'public' }),
  LineDecremented: LineKeyC,
  LineRemoved: LineKeyC,
  LineEdited: classified(t.type({ lineKey: t.string, line: LineSnapshotC, quantity: PositiveIntC }), { lineKey: 'key', line: 'nested', quantity: 'public' }),
  SpecialMenuLineAdded: classified(t.type({ line: SpecialMenuSnapshotC, quantity: PositiveIntC }), { line: 'nested', quantity: 'public' }),
  SpecialMenuLineUpdated: classified(t.type({ lineKey: t.string, line: SpecialMenuSnapshotC }), { lineKey: 'key', line: 'nested' }),
  SpecialMenuLineDecremented: LineKeyC,
  SpecialMenuLineRemoved: LineKeyC,
  CartCleared: classified(t.type({ reason: literalUnion(['guest', 'order-sent', 'session-expired'], 'CartClearedReason') }), { reason: 'public' }),
  CouponApplied: classified(t.type({ coupon: CouponC }), { coupon: 'nested' }),
  /** The code as the guest typed it. */
  CouponRejected: classified(t.type({ code: t.string, reason: CouponProblemC }), { code: 'public', reason: 'public' }),
  CouponRemoved: t.type({}),
  /** SPEC §4 Covers popup: how many covers, at the cover price of the venue's COPERTO item. */
  CoversSet: classified(t.type({ covers: NonNegativeIntC, coverUnitPrice: NonNegativeCentsC }), { covers: 'public', coverUnitPrice: 'public' }),
}

/** The version each event of cart writes today, and the older ones it still reads. */
export const cartEventVersions = {
  LineAdded: { version: 2, legacy: { 1: { codec: LineAddedV1, upcast: (data) => upcastLineAddedV1(data as t.TypeOf<typeof LineAddedV1>) } } },
  LineDecremented: FIRST,
  LineRemoved: FIRST,
  LineEdited: FIRST,
  SpecialMenuLineAdded: FIRST,
  SpecialMenuLineUpdated: FIRST,
  SpecialMenuLineDecremented: FIRST,
  SpecialMenuLineRemoved: FIRST,
  CartCleared: FIRST,
  CouponApplied: FIRST,
  CouponRejected: FIRST,
  CouponRemoved: FIRST,
  CoversSet: FIRST,
} satisfies Record<keyof typeof cartEvents, Versions>
