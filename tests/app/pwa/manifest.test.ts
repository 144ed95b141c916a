// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { buildManifest, defaultIcons, linkManifest, shortName } from '../../../src/pwa/manifest'
import { cachedVenueOf, venueHashOf } from '../../../src/pwa/venueOfPath'

const ORIGIN = 'http://localhost:8080'

describe('the runtime web manifest (SPEC §3 "Web manifest")', () => {
  const manifest = buildManifest({ name: 'Trattoria da Nonna Rosa', origin: ORIGIN, path: '/app/restaurants/demo-table', base: '/app/', icons: defaultIcons('/app/') })

  it('has the fields of SPEC §3, every URL absolute', () => {
    expect(manifest).toEqual({
      id: `${ORIGIN}/app/restaurants/demo-table`,
      name: 'Trattoria da Nonna Rosa',
      short_name: 'Trattoria da',
      icons: [144, 192, 512].map((size) => ({ src: `${ORIGIN}/app/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      start_url: `${ORIGIN}/app/restaurants/demo-table`,
      scope: `${ORIGIN}/app/`,
      display: 'standalone',
      background_color: 'transparent',
      theme_color: '#fdd900',
    })
  })

  it('a short name fits a home screen, cut at a word', () => {
    expect(shortName('Comanda')).toBe('Comanda')
    expect(shortName('Pizzeria Da Gennaro')).toBe('Pizzeria Da')
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra')
  })

  it('is linked as a blob: URL in <link rel="manifest">, replacing (and revoking) the previous one', () => {
    const made: string[] = []
    const revoked: string[] = []
    const urls = { create: () => `blob:${ORIGIN}/${made.push('x')}`, revoke: (url: string) => void revoked.push(url) }
    linkManifest(document, manifest, urls)
    const undo = linkManifest(document, { ...manifest, start_url: `${ORIGIN}/app/restaurants/demo-table/cart` }, urls)
    const links = document.querySelectorAll('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('href')).toBe(`blob:${ORIGIN}/2`)
    expect(revoked).toEqual([`blob:${ORIGIN}/1`])
    undo()
    expect(revoked).toEqual([`blob:${ORIGIN}/1`, `blob:${ORIGIN}/2`])
  })

  it('knows the venue of a route and reads its cached name and logo', () => {
    expect(venueHashOf('/restaurants/demo-table/cart')).toBe('demo-table')
    expect(venueHashOf('/restaurants/confirm')).toBeNull()
    expect(venueHashOf('/')).toBeNull()
    expect(cachedVenueOf({ name: ' Da Gennaro ', logo: '/img/l.png' })).toEqual({ name: 'Da Gennaro', logo: '/img/l.png' })
    expect(cachedVenueOf({ name: '', logo: null })).toBeNull()
    expect(cachedVenueOf('broken')).toBeNull()
  })
})
