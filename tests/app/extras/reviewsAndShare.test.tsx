// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GuestAction } from '../../../src/analytics/analyticsMapping'
import { onGuestAction } from '../../../src/analytics/guestActions'
import ReviewPrompt from '../../../src/extras/ReviewPrompt'
import { openableLinks } from '../../../src/extras/venueLinks'
import Reviews from '../../../src/screens/Reviews'
import SocialShare from '../../../src/screens/SocialShare'
import { renderScreen, testVenue } from '../../support/venueContext'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

function reported(): GuestAction[] {
  const actions: GuestAction[] = []
  const stop = onGuestAction((action) => actions.push(action))
  afterEach(stop)
  return actions
}

describe('SPEC §2 reviews (reviewslinks)', () => {
  it("lists the venue's review sites, each opening in a new tab, and reports clickedReview", async () => {
    const actions = reported()
    const venue = await testVenue()
    await renderScreen(venue.value, 'reviews', [{ path: 'reviews', element: <Reviews /> }])
    const google = screen.getByRole('link', { name: /Recensisci su Google/ })
    expect(google.getAttribute('href')).toBe('https://g.page/r/demo-online/review')
    expect(google.getAttribute('target')).toBe('_blank')
    expect(google.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: /Recensisci su TripAdvisor/ })).toBeTruthy()
    expect(screen.queryByText(/presto disponibile/)).toBeNull()
    fireEvent.click(google)
    expect(actions).toEqual([{ name: 'clickedReview', label: 'Google' }])
  })

  it('says so when the venue has no review links', async () => {
    const venue = await testVenue({ tweak: (info) => ({ ...info, reviewslinks: [] }) })
    await renderScreen(venue.value, 'reviews', [{ path: 'reviews', element: <Reviews /> }])
    expect(screen.getByText(/non ha ancora indicato/)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('opens only http(s) links with a name', () => {
    expect(openableLinks([{ name: 'A', url: 'javascript:alert(1)' }, { name: '', url: 'https://x.example' }, { name: 'B', url: 'https://b.example/r' }, { name: 'C', url: 'not a url' }])).toEqual([{ name: 'B', url: 'https://b.example/r' }])
  })

  it('the review prompt after an order leads to the reviews and can be put off', async () => {
    const venue = await testVenue()
    await renderScreen(venue.value, 'my-orders', [{ path: 'my-orders', element: <ReviewPrompt orderCompleted /> }])
    expect(screen.getByRole('link', { name: 'Lascia una recensione' }).getAttribute('href')).toBe('/restaurants/demo-online/reviews')
    fireEvent.click(screen.getByRole('button', { name: 'Non ora' }))
    expect(screen.queryByTestId('review-prompt')).toBeNull()
  })

  it('no prompt until an order is completed (issue #16.6)', async () => {
    const venue = await testVenue()
    await renderScreen(venue.value, 'my-orders', [{ path: 'my-orders', element: <ReviewPrompt orderCompleted={false} /> }])
    expect(screen.queryByTestId('review-prompt')).toBeNull()
  })
})

describe('SPEC §2 social share (socialsharelinks, Web Share API)', () => {
  it('shares the venue address with the Web Share API where the browser has it', async () => {
    const actions = reported()
    const share = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, share })
    const venue = await testVenue()
    await renderScreen(venue.value, 'socialshare', [{ path: 'socialshare', element: <SocialShare /> }])
    fireEvent.click(screen.getByRole('button', { name: 'Condividi' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(share.mock.calls[0]![0]).toMatchObject({ title: venue.info.name, url: `${window.location.origin}/restaurants/demo-online` })
    await waitFor(() => expect(actions).toEqual([{ name: 'clickedShare', label: 'native' }]))
  })

  it('a dismissed share sheet is neither reported nor an error', async () => {
    const actions = reported()
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')) })
    const venue = await testVenue()
    await renderScreen(venue.value, 'socialshare', [{ path: 'socialshare', element: <SocialShare /> }])
    fireEvent.click(screen.getByRole('button', { name: 'Condividi' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(actions).toEqual([])
    expect(screen.queryByText('Non è stato possibile condividere.')).toBeNull()
  })

  it("without the Web Share API: the venue's social links, opening in a new tab", async () => {
    const actions = reported()
    const venue = await testVenue()
    await renderScreen(venue.value, 'socialshare', [{ path: 'socialshare', element: <SocialShare /> }])
    expect(screen.queryByRole('button', { name: 'Condividi' })).toBeNull()
    const facebook = screen.getByRole('link', { name: /Condividi su Facebook/ })
    expect(facebook.getAttribute('href')).toContain('https://www.facebook.com/sharer/sharer.php')
    expect(facebook.getAttribute('target')).toBe('_blank')
    fireEvent.click(screen.getByRole('link', { name: /Condividi su WhatsApp/ }))
    expect(actions).toEqual([{ name: 'clickedShare', label: 'WhatsApp' }])
  })
})
