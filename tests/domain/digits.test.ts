import { describe, expect, it } from 'vitest'
import { coversNumberOf, detailsOf, emptyDraft } from '../../domain/checkoutDraft'
import { westernDigits } from '../../domain/digits'

describe('digits typed on an Arabic keyboard (a guest of the Arabic app at checkout)', () => {
  it('Arabic-Indic and Persian digits are 0-9; other text stays as it is', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(westernDigits('+39 (٠٢) شارع 5')).toBe('+39 (02) شارع 5')
  })

  it('the covers and the phone the order carries are in the digits the venue reads', () => {
    const draft = { ...emptyDraft, covers: '٣', phone: '+٣٩ ٣٣٣ ١٢٣٤٥٦٧' }
    expect(coversNumberOf(draft)).toBe(3)
    const details = detailsOf(draft, 'take-away', 1, { slot: null, tableId: null, shipping: null, distanceKm: null, address: null })
    expect(details.contacts.phone).toBe('+39 333 1234567')
    expect(details.covers_number).toBe(3)
  })
})
