import { describe, expect, it } from 'vitest'
import { emptyDraft, withAccountContacts } from '../../domain/checkoutDraft'

describe('SPEC §3 Customer: a signed-in guest finds their contacts on the checkout form', () => {
  it('fills the empty name, e-mail and phone from the account, and never replaces what the guest typed', () => {
    const account = { name: 'Mario Rossi', email: 'mario.rossi@example.com', phone: '+39 333 1234567' }
    expect(withAccountContacts(emptyDraft, account)).toMatchObject(account)
    expect(withAccountContacts({ ...emptyDraft, name: 'Mario (ufficio)' }, account)).toMatchObject({ name: 'Mario (ufficio)', email: 'mario.rossi@example.com' })
    expect(withAccountContacts(emptyDraft, { name: null, email: 'mario.rossi@example.com', phone: null })).toMatchObject({ name: '', email: 'mario.rossi@example.com', phone: '' })
    expect(withAccountContacts(emptyDraft, null)).toBe(emptyDraft)
  })
})
