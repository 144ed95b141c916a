import { describe, expect, it } from 'vitest'
import { confirmationError, validateAccountForm } from '../../domain/accountForm'

const RULES = [{ name: 'password', kind: 'newPassword', required: true }] as const

describe('SPEC §5 account form: a new password says what is wrong with it', () => {
  it('too short, too long (over 72 bytes), or a repeat that differs', () => {
    expect(validateAccountForm(RULES, { password: 'abc' })).toEqual([{ field: 'password', key: 'form.passwordShort', params: ['8'] }])
    expect(validateAccountForm(RULES, { password: 'è'.repeat(40) })).toEqual([{ field: 'password', key: 'form.passwordLong', params: [] }])
    expect(validateAccountForm(RULES, { password: 'password-lunga' })).toEqual([])
    expect(validateAccountForm(RULES, { password: '' })).toEqual([{ field: 'password', key: 'form.required', params: ['password'] }])
    expect(confirmationError('password-lunga', 'password-lungo', 'passwordRepeat')).toEqual({ field: 'passwordRepeat', key: 'form.passwordsDiffer', params: [] })
    expect(confirmationError('password-lunga', 'password-lunga', 'passwordRepeat')).toBeNull()
  })
})
