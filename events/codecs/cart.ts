import * as t from 'io-ts'
import type { ChosenVariantGroup, LineSnapshot } from '../../domain/cartLine'
import type { Coupon } from '../../domain/coupon'
import type { SpecialMenuSnapshot } from '../../domain/specialMenuLine'
import { classified } from './privacy'
import { CentsC, FiniteNumberC, IntC, NonNegativeCentsC, NonNegativeIntC, NullableCentsC, literalUnion } from './primitives'

export const ChosenOptionC = classified(
  t.type({ id: IntC, name: t.string, name_orig: t.string, pricemodifier: CentsC, quantity: NonNegativeIntC }),
  { id: 'key', name: 'public', name_orig: 'public', pricemodifier: 'public', quantity: 'public' },
)

export const ChosenVariantGroupC = classified(
  t.type({ id: IntC, name: t.string, name_orig: t.string, optionsselected: t.array(ChosenOptionC) }),
  { id: 'key', name: 'public', name_orig: 'public', optionsselected: 'nested' },
)

export const LineItemC = classified(
  t.type({ id: IntC, name: t.string, name_orig: t.string, unitPrice: NonNegativeCentsC, price_mode: t.string, is_drink: t.boolean }),
  { id: 'key', name: 'public', name_orig: 'public', unitPrice: 'public', price_mode: 'public', is_drink: 'public' },
)

export const LineSnapshotC = classified(
  t.type({ item: LineItemC, menuentryvariants: t.array(ChosenVariantGroupC), notes: t.string }),
  { item: 'nested', menuentryvariants: 'nested', notes: 'guest-text' },
)

export const SpecialMenuEntryChoiceC = classified(
  t.type({
    specialmenucategoryid: IntC,
    item: classified(t.type({ id: IntC, name: t.string, name_orig: t.string }), { id: 'key', name: 'public', name_orig: 'public' }),
    menuentryvariants: t.array(ChosenVariantGroupC),
  }),
  { specialmenucategoryid: 'key', item: 'nested', menuentryvariants: 'nested' },
)

export const SpecialMenuSnapshotC = classified(
  t.type({ specialMenuId: IntC, name: t.string, price: NonNegativeCentsC, menuentries: t.array(SpecialMenuEntryChoiceC) }),
  { specialMenuId: 'key', name: 'public', price: 'public', menuentries: 'nested' },
)

export const CouponC = classified(
  t.type({
    code: t.string,
    type: literalUnion(['total', 'percentage'], 'CouponType'),
    value: FiniteNumberC,
    minimum_order: NullableCentsC,
    expires: t.union([IntC, t.null]),
    availability: t.union([IntC, t.null]),
    used_count: NonNegativeIntC,
  }),
  { code: 'public', type: 'public', value: 'public', minimum_order: 'public', expires: 'public', availability: 'public', used_count: 'public' },
)

export const CouponProblemC = literalUnion(['coupon.invalid', 'coupon.expired', 'coupon.unavailable', 'coupon.failed'], 'CouponProblem')

// The codecs and the domain types describe the same data: keep them from drifting apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const codecsMatchDomain: [
  Same<t.TypeOf<typeof LineSnapshotC>, LineSnapshot>,
  Same<t.TypeOf<typeof ChosenVariantGroupC>, ChosenVariantGroup>,
  Same<t.TypeOf<typeof SpecialMenuSnapshotC>, SpecialMenuSnapshot>,
  Same<t.TypeOf<typeof CouponC>, Coupon>,
] = [true, true, true, true]
