// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPartnerBannerShown } from '../../../domain/banners'
import defaults from '../../../src/extras/extras.config.json'
import { mergeExtrasConfig, partnerBannerConfig } from '../../../src/extras/extrasConfig'
import VenueHomeExtras from '../../../src/extras/VenueHomeExtras'
import { renderScreen, testVenue } from '../../support/venueContext'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const config = partnerBannerConfig(mergeExtrasConfig(defaults))
const [first] = config.venueHashes
const inside = Date.UTC(2025, 6, 15)

describe('SPEC §1, §9 partner banners: 15 configured venues between two 2025 timestamps', () => {
  it('the configuration holds 15 distinct hashes and a window within 2025', () => {
    expect(new Set(config.venueHashes).size).toBe(15)
    expect(new Date(config.from).getUTCFullYear()).toBe(2025)
    expect(new Date(config.to).getUTCFullYear()).toBe(2025)
    expect(config.from).toBeLessThan(config.to)
  })

  it('shows for a listed venue inside the window, not before, not after, not for another venue', () => {
    expect(isPartnerBannerShown(first!, inside, config)).toBe(true)
    expect(isPartnerBannerShown(first!, config.from - 1, config)).toBe(false)
    expect(isPartnerBannerShown(first!, config.to + 1, config)).toBe(false)
    expect(isPartnerBannerShown('demo-online', inside, config)).toBe(false)
  })
})

/** The venue API of the home extras: checkCocaBanners and subscription. */
function stubVenueApi(answers: { banners: string; typeId: number | null; message?: string }) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/checkCocaBanners')) return new Response(JSON.stringify({ code: 'ok', message: '', data: answers.banners }))
    if (url.endsWith('/subscription')) return new Response(JSON.stringify({ code: 'ok', message: answers.message ?? '', type_id: answers.typeId }))
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('the venue home extras', () => {
  it('a partner venue in the window shows the partner banner; a demo subscription shows its notice; pizza shows its banner', async () => {
    stubVenueApi({ banners: 'pizza', typeId: 1, message: 'Prova gratuita' })
    const venue = await testVenue({ tweak: (info) => ({ ...info, giftenabled: true }) })
    await renderScreen({ ...venue.value, hash: first! }, '', [{ path: '', element: <VenueHomeExtras now={inside} /> }])
    expect(await screen.findByTestId('partner-banner')).toBeTruthy()
    expect(await screen.findByTestId('banner-pizza')).toBeTruthy()
    expect((await screen.findByTestId('demo-notice')).textContent).toContain('Prova gratuita')
    expect(screen.getByRole('heading', { name: 'Buoni regalo' })).toBeTruthy()
  })

  it('an ordinary venue outside the window, not demo, without banner or gifts shows nothing', async () => {
    const fetch = stubVenueApi({ banners: '', typeId: 2 })
    const venue = await testVenue()
    await renderScreen(venue.value, '', [{ path: '', element: <VenueHomeExtras now={inside} /> }])
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(screen.queryByTestId('partner-banner')).toBeNull()
    expect(screen.queryByTestId('demo-notice')).toBeNull()
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Buoni regalo' })).toBeNull()
  })
})
