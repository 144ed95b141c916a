import { describe, expect, it } from 'vitest'
import { resolveTheme, THEME_DEFAULTS, type ResolvedTheme, type VenueLook } from '../../domain/theme'

describe('SPEC §9 theme defaults', () => {
  it('SPEC §9: without a venue the defaults apply', () => {
    expect(resolveTheme(null)).toEqual({
      primary: '#fdd900',
      secondary: '#FD3E33',
      accent: '#82B1FF',
      error: '#FF5252',
      info: '#2196F3',
      success: '#4CAF50',
      warning: '#FFC107',
      active: '#000000',
      barItem: '#000000',
      font: 'Roboto',
      background: null,
    })
  })
})

describe('SPEC §9 primary colour: white when the venue has no colour', () => {
  it.each<[string, VenueLook, string]>([
    ['the theme primary colour', { theme: { primary_color: '#123456' } }, '#123456'],
    ['the venue colour when the theme has none', { theme: {}, color: '#abcdef' }, '#abcdef'],
    ['white when the venue has no colour', { theme: {} }, '#FFFFFF'],
    ['white when the colours are blank', { theme: { primary_color: '  ' }, color: '' }, '#FFFFFF'],
    ['white when the venue has no theme', {}, '#FFFFFF'],
  ])('SPEC §9: %s', (_label, venue, expected) => {
    expect(resolveTheme(venue).primary).toBe(expected)
  })
})

describe('SPEC §9 the other colours and the font', () => {
  it.each<[string, VenueLook, Partial<ResolvedTheme>]>([
    ['secondary from the theme', { theme: { secondary_color: '#222222' } }, { secondary: '#222222' }],
    ['secondary default', { theme: { secondary_color: null } }, { secondary: THEME_DEFAULTS.secondary }],
    ['active black for a non-dark theme', { theme: { dark_mode: false } }, { active: '#000000' }],
    ['active black when dark mode is missing', { theme: {} }, { active: '#000000' }],
    ['active white for a dark theme', { theme: { dark_mode: true } }, { active: '#FFFFFF' }],
    ['active white for dark mode 1', { theme: { dark_mode: 1 } }, { active: '#FFFFFF' }],
    ['bar item colour from the theme', { theme: { color_bar_item: '#ff0000' } }, { barItem: '#ff0000' }],
    ['bar item colour default black', { theme: {} }, { barItem: '#000000' }],
    ['the venue font', { font: 'Lato' }, { font: 'Lato' }],
    ['font default Roboto', { font: '' }, { font: 'Roboto' }],
    ['accent to warning stay the defaults', { theme: { primary_color: '#123456' } }, { accent: '#82B1FF', error: '#FF5252', info: '#2196F3', success: '#4CAF50', warning: '#FFC107' }],
  ])('SPEC §9: %s', (_label, venue, expected) => {
    expect(resolveTheme(venue)).toMatchObject(expected)
  })
})

describe('SPEC §3 Theme: the background image is used when img_thema_bg is 1', () => {
  const image = 'https://cdn.example.it/bg.jpg'
  it.each<[string, VenueLook['theme'], string | null]>([
    ['flag 1', { background_image: image, img_thema_bg: 1 }, image],
    ["flag '1'", { background_image: image, img_thema_bg: '1' }, image],
    ['flag true', { background_image: image, img_thema_bg: true }, image],
    ['flag 0', { background_image: image, img_thema_bg: 0 }, null],
    ['flag missing', { background_image: image }, null],
    ['flag 1 but no image', { background_image: '', img_thema_bg: 1 }, null],
  ])('SPEC §3 Theme: %s', (_label, theme, expected) => {
    expect(resolveTheme({ theme }).background).toBe(expected)
  })
})
