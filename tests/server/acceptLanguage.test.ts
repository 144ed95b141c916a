// Issue #14: the server renders a venue page in the guest's language; Accept-Language gives the browser's list (SPEC §1).
import { describe, expect, it } from 'vitest'
import { acceptedLanguages } from '../../server/venuePages'

describe('acceptedLanguages', () => {
  it('orders the tags by q-value, then by their place, and drops q=0 and *', () => {
    expect(acceptedLanguages('en-GB;q=0.8, ar, fr;q=0, *;q=0.1, it;q=0.9')).toEqual(['ar', 'it', 'en-GB'])
  })
  it('is empty for a missing or empty header, and survives nonsense', () => {
    expect(acceptedLanguages(undefined)).toEqual([])
    expect(acceptedLanguages('')).toEqual([])
    expect(acceptedLanguages(' , ;q=1, x;q=abc')).toEqual([])
  })
})
