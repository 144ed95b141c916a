// Issue #14: rendered pages are cached per venue, language and address; a parameter the page does
// not read (a shared link's tracking, an invented one) must not cost a render of its own.
import { describe, expect, it } from 'vitest'
import { renderedPageAddress } from '../../server/venuePages'

const address = (path: string) => renderedPageAddress(new URL(path, 'http://page'))

describe('the address a venue page is rendered and cached at', () => {
  it('drops the parameters the page does not read', () => {
    expect(address('/app/restaurants/demo-online?utm_source=instagram&fbclid=IwAR0xyz')).toBe('/app/restaurants/demo-online')
    expect(address('/app/restaurants/demo-online?bench=1')).toBe(address('/app/restaurants/demo-online?bench=2'))
  })

  it('keeps the table, the language, a search and its filters, and the line being edited', () => {
    expect(address('/app/restaurants/demo-online?t=5&utm_medium=qr')).toBe('/app/restaurants/demo-online?t=5')
    expect(address('/app/restaurants/demo-online?t=5')).not.toBe(address('/app/restaurants/demo-online?t=6'))
    expect(address('/app/restaurants/demo-online/search?q=pizza+bianca&tags=1,2&allergens=3&x=y')).toBe('/app/restaurants/demo-online/search?q=pizza+bianca&tags=1%2C2&allergens=3')
    expect(address('/app/restaurants/demo-online/item/12?edit=line-1')).toBe('/app/restaurants/demo-online/item/12?edit=line-1')
    expect(new URL(address('/app/restaurants/demo-online/search?q=caff%C3%A8%20%26%20cornetto'), 'http://page').searchParams.get('q')).toBe('caffè & cornetto')
  })

  it('names one page in one way, whatever the order of its parameters', () => {
    expect(address('/app/restaurants/demo-online?lang=ar&t=5')).toBe(address('/app/restaurants/demo-online?t=5&lang=ar'))
  })
})
