import * as t from 'io-ts'
import type { ChosenVariantGroup, LineSnapshot } from '../../domain/cartLine'
import type { Coupon } from '../../domain/coupon'
import type { SpecialMenuSnapshot } from '../../domain/specialMenuLine'
import { CentsC, FiniteNumberC, IntC, NonNegativeCentsC, NonNegativeIntC, NullableCentsC, literalUnion } from './primitives'

export const ChosenOptionC = t.type({
  id: IntC,
  name: t.string,
  name_orig: t.string,
  pricemodifier: CentsC,
  quantity: NonNegativeIntC,
})

export const ChosenVariantGroupC = t.type({
  id: IntC,
  name: t.string,
  name_orig: t.string,
  optionsselected: t.array(ChosenOptionC),
})

export const LineItemC = t.type({
  id: IntC,
  name: t.string,
  name_orig: t.string,
  unitPrice: NonNegativeCentsC,
  price_mode: t.string,
  is_drink: t.boolean,
})

export const LineSnapshotC = t.type({
  item: LineItemC,
  menuentryvariants: t.array(ChosenVariantGroupC),
  notes: t.string,
})

export const SpecialMenuEntryChoiceC = t.type({
  specialmenucategoryid: IntC,
  item: t.type({ id: IntC, name: t.string, name_orig: t.string }),
  menuentryvariants: t.array(ChosenVariantGroupC),
})

export const SpecialMenuSnapshotC = t.type({
  specialMenuId: IntC,
  name: t.string,
  price: NonNegativeCentsC,
  menuentries: t.array(SpecialMenuEntryChoiceC),
})

export const CouponC = t.type({
  code: t.string,
  type: literalUnion(['total', 'percentage'], 'CouponType'),
  value: FiniteNumberC,
  minimum_order: NullableCentsC,
  expires: t.union([IntC, t.null]),
  availability: t.union([IntC, t.null]),
  used_count: NonNegativeIntC,
})

export const CouponProblemC = literalUnion(['coupon.invalid', 'coupon.expired', 'coupon.unavailable', 'coupon.failed'], 'CouponProblem')

// The codecs and the domain types describe the same data: keep them from drifting apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const codecsMatchDomain: [
  Same<t.TypeOf<typeof LineSnapshotC>, LineSnapshot>,
  Same<t.TypeOf<typeof ChosenVariantGroupC>, ChosenVariantGroup>,
  Same<t.TypeOf<typeof SpecialMenuSnapshotC>, SpecialMenuSnapshot>,
  Same<t.TypeOf<typeof CouponC>, Coupon>,
] = [true, true, true, true]
