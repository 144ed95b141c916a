import * as t from 'io-ts'
import type { ApiResult } from '../api/port'
import { couponProblem, type Coupon } from '../domain/coupon'
import { makeEvent as e, type DomainEvent } from '../events/catalogue'
import { cartEditBlocked } from './cart'
import { commandCodec as command, entry } from './command'
import { accept, nothing, reject } from './decision'

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

/** SPEC §5 Coupon: an empty code is refused before any call; the rest needs the venue's answer. */
export const couponCommands = {
  ApplyCoupon: entry(command('ApplyCoupon', { code: t.string }), {
    decide: (command, views) => cartEditBlocked(views, false) ?? (command.code.trim() === '' ? reject('coupon.invalid') : nothing()),
    async effect(command, ctx) {
      const answer = await ctx.ports.api.verifyCoupon(command.code.trim())
      return { events: couponVerified(command.code, answer, ctx.ports.clock.now()) }
    },
  }),
  RemoveCoupon: entry(command('RemoveCoupon', {}), {
    decide: (_command, views) => cartEditBlocked(views, false) ?? (views.cart.coupon ? accept(e('CouponRemoved', {})) : nothing()),
  }),
}
