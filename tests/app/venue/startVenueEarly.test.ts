// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BrowserRecords } from '../../../events/stores/browserRecords'
import { takeEarly } from '../../../src/platform/earlyFetch'
import { startVenueEarly } from '../../../src/venue/startVenueEarly'
import { FakeStorage } from '../../support/fakeStorage'

afterEach(() => vi.unstubAllGlobals())

const at = (url: string) => new URL(url, 'http://localhost') as unknown as Location
const records = () => new BrowserRecords(new FakeStorage() as unknown as Storage)

function startAt(url: string): string[] {
  const requested: string[] = []
  vi.stubGlobal('fetch', (input: string) => {
    requested.push(input)
    return new Promise(() => {})
  })
  startVenueEarly(at(url), records())
  for (const requestedUrl of requested) takeEarly(requestedUrl) // leave nothing for the next test
  return requested
}

describe('the venue info starts before the first render (src/venue/startVenueEarly.ts)', () => {
  it('on a venue route: static-light and the full info in the asked language', () => {
    expect(startAt('/app/restaurants/demo-online/a-la-carte-menu?lang=en')).toEqual([
      '/api/v3/restaurants/demo-online/static-light?lang=en',
      '/api/v3/restaurants/demo-online/full?lang=en',
    ])
  })

  it('nothing outside a venue, nor on /restaurants/confirm', () => {
    expect(startAt('/app/')).toEqual([])
    expect(startAt('/app/restaurants/confirm')).toEqual([])
  })

  it('a path that is not valid percent-encoding starts nothing and does not throw (the app still renders its not found)', () => {
    expect(startAt('/app/restaurants/%E0%A4%A')).toEqual([])
  })
})
