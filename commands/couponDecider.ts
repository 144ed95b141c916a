import type { ApiResult } from '../api/port'
import { couponProblem, type Coupon } from '../domain/coupon'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import type { Views } from '../projections/views'
import { cartEditBlocked } from './cartDecider'
import type { CommandOf } from './codecs'
import { accept, nothing, reject, type Decision } from './decision'

/** SPEC §5 Coupon: an empty code is refused before any call; the rest needs the venue's answer. */
export function decideCoupon(command: CommandOf<'ApplyCoupon' | 'RemoveCoupon'>, views: Views): Decision {
  const blocked = cartEditBlocked(views, false)
  if (blocked) return blocked
  if (command.type === 'RemoveCoupon') return views.cart.coupon ? accept(e('CouponRemoved', {})) : nothing()
  return command.code.trim() === '' ? reject('coupon.invalid') : nothing()
}

/**
 * SPEC §5 Coupon, once coupon/verify answered: unknown code 'Il codice sconto non è valido',
 * expired, used up, and any call failure 'Il coupon non è valido'. Rejections are recorded too,
 * so support sees what the guest was told.
 */
export function couponVerified(code: string, answer: ApiResult<Coupon | null>, now: number): DomainEvent[] {
  const trimmed = code.trim()
  if (!answer.ok) return [e('CouponRejected', { code: trimmed, reason: 'coupon.failed' })]
  const problem = couponProblem(answer.value, now)
  if (problem !== null || answer.value === null) return [e('CouponRejected', { code: trimmed, reason: problem ?? 'coupon.invalid' })]
  return [e('CouponApplied', { coupon: answer.value })]
}
