import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assetUrl } from '../../../src/shell/assetUrl'
import { AA_CONTRAST, accentOn, buildVenueTheme, contrastRatio, readableTextOn, shadesOf } from '../../../src/shell/venueTheme'

const hexColour = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`)

describe('venue theme (SPEC §1, §3 Theme, §9) and contrast', () => {
  it('contrast ratio follows WCAG: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#C62828', '#C62828')).toBeCloseTo(1, 5)
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5)
  })

  it('text on any primary colour keeps AA contrast', () => {
    fc.assert(fc.property(hexColour, (primary) => contrastRatio(readableTextOn(primary), primary) >= AA_CONTRAST))
    for (const primary of ['#fdd900', '#FFFFFF', '#C62828', '#6D4C41', '#1B5E20', '#777777', '#767676']) {
      const look = buildVenueTheme({ theme: { primary_color: primary } })
      expect(contrastRatio(look.onPrimary, look.resolved.primary), primary).toBeGreaterThanOrEqual(AA_CONTRAST)
    }
  })

  it('the primary colour used as text on the page keeps AA contrast, in light and dark mode', () => {
    fc.assert(
      fc.property(hexColour, fc.boolean(), (primary, dark) => {
        const look = buildVenueTheme({ theme: { primary_color: primary, dark_mode: dark } })
        return contrastRatio(look.primaryOnSurface, look.surface) >= AA_CONTRAST
      }),
    )
    expect(accentOn('#1B5E20', '#FFFFFF')).toBe('#1b5e20')
  })

  it('reads the venue: primary, secondary, font default Roboto, bar item, background only when img_thema_bg is 1', () => {
    const table = buildVenueTheme({
      color: '#123456',
      font: 'Lora',
      theme: { primary_color: '#6D4C41', secondary_color: '#F9A825', color_bar_item: '#FFFFFF', background_image: '/img/venues/demo-table/background.jpg', img_thema_bg: 1 },
    })
    expect(table.resolved.primary).toBe('#6D4C41')
    expect(table.resolved.secondary).toBe('#F9A825')
    expect(table.resolved.barItem).toBe('#FFFFFF')
    expect(table.mantine.fontFamily).toMatch(/^"Lora"/)
    expect(table.background).toMatch(/img\/venues\/demo-table\/background\.jpg$/)
    expect(table.mantine.primaryColor).toBe('venue')
    expect(table.mantine.colors?.venue?.[6]).toBe('#6d4c41')

    const plain = buildVenueTheme({ theme: { background_image: '/img/bg.jpg', img_thema_bg: 0 } })
    expect(plain.background).toBeNull()
    expect(plain.resolved.primary).toBe('#FFFFFF') // SPEC §9: white when the venue has no colour
    // SPEC §9 Roboto, once the page has painted (ROBOTO_READY); before, the fallback sized to its metrics
    expect(plain.mantine.fontFamily).toMatch(/^var\(--comanda-roboto, "Roboto Fallback"\)/)
    expect(table.mantine.fontFamily).toMatch(/^"Lora", var\(--comanda-roboto/)
    expect(buildVenueTheme({ theme: { dark_mode: true } }).dark).toBe(true)
    expect(buildVenueTheme(null).resolved.primary).toBe('#fdd900')
  })

  it('makes ten shades with the venue colour as shade 6', () => {
    const shades = shadesOf('#C62828')
    expect(shades).toHaveLength(10)
    expect(shades[6]).toBe('#c62828')
  })
})

describe('assetUrl', () => {
  it('serves venue images from the app base', () => {
    expect(assetUrl('/img/venues/demo-online/logo.png', '/app/')).toBe('/app/img/venues/demo-online/logo.png')
    expect(assetUrl('img/x.png', '/app/')).toBe('/app/img/x.png')
    expect(assetUrl('/app/img/x.png', '/app/')).toBe('/app/img/x.png')
    expect(assetUrl('https://cdn.example/x.png', '/app/')).toBe('https://cdn.example/x.png')
    expect(assetUrl('data:image/png;base64,AAA', '/app/')).toBe('data:image/png;base64,AAA')
    expect(assetUrl(null, '/app/')).toBeNull()
    expect(assetUrl('  ', '/app/')).toBeNull()
  })
})
