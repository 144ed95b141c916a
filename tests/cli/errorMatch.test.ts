import { describe, expect, it } from 'vitest'
import type { DispatchResult } from '../../commands/bus'
import { guestError } from '../../domain/notice'
import { checkError } from '../../cli/scenario/errorMatch'

describe("a scenario's expectError that fails says what the command recorded, each refusal once (helper review)", () => {
  it('a refusal named by its event and by its notice is said once', () => {
    const result = { ok: true, events: [{ type: 'CouponRejected', data: { code: 'NOPE', reason: 'coupon.invalid' } }], notices: [guestError('coupon.invalid')], storageFull: false } as unknown as DispatchResult
    expect(checkError(result, 'coupon.expired', null)).toEqual({ ok: false, message: 'expected coupon.expired, the command recorded coupon.invalid' })
  })
})
