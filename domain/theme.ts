/** The venue's look: colours, font and background (SPEC §1, §3 Theme, §9 Theme defaults). */

/** SPEC §9 theme defaults, used until a venue is loaded. */
export const THEME_DEFAULTS = {
  primary: '#fdd900',
  secondary: '#FD3E33',
  accent: '#82B1FF',
  error: '#FF5252',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FFC107',
} as const

export const WHITE = '#FFFFFF'
export const BLACK = '#000000'
/** SPEC §1, §9: default font. */
export const DEFAULT_FONT = 'Roboto'

/** SPEC §3 Theme, the fields these rules read. */
export type VenueTheme = {
  primary_color?: string | null
  secondary_color?: string | null
  color_bar_item?: string | null
  background_image?: string | null
  dark_mode?: boolean | number | null
  img_thema_bg?: boolean | number | string | null
}

/** SPEC §3 Venue (light), the fields these rules read. */
export type VenueLook = {
  theme?: VenueTheme | null
  /** The venue's own colour, used when its theme has no primary colour. */
  color?: string | null
  font?: string | null
}

export type ResolvedTheme = {
  primary: string
  secondary: string
  accent: string
  error: string
  info: string
  success: string
  warning: string
  /** Colour of active controls. */
  active: string
  barItem: string
  font: string
  /** Background image URL, or null for none. */
  background: string | null
}

function given(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim()
  return trimmed === '' ? null : trimmed
}

function isOne(flag: boolean | number | string | null | undefined): boolean {
  return flag === true || flag === 1 || (typeof flag === 'string' && flag.trim() === '1')
}

/**
 * The colours, font and background to apply. Without a venue (null) the SPEC §9 defaults
 * apply; with a venue:
 * - primary is the theme's primary colour, else the venue's colour, else white (SPEC §9);
 * - secondary is the theme's, else the default; accent to warning are the defaults;
 * - active is black for a non-dark theme, else white; bar items default to black;
 * - the font defaults to Roboto.
 *
 * Choice (SPEC §3 "img_thema_bg (background used when flag is 1)"): img_thema_bg is read as
 * the flag, and the theme's background_image is the background only when it is 1 (or true,
 * or '1'); otherwise there is no background image. Dark mode is on for true or 1.
 */
export function resolveTheme(venue: VenueLook | null): ResolvedTheme {
  const theme = venue?.theme ?? {}
  const dark = theme.dark_mode === true || theme.dark_mode === 1
  return {
    ...THEME_DEFAULTS,
    primary: venue === null ? THEME_DEFAULTS.primary : (given(theme.primary_color) ?? given(venue.color) ?? WHITE),
    secondary: given(theme.secondary_color) ?? THEME_DEFAULTS.secondary,
    active: dark ? WHITE : BLACK,
    barItem: given(theme.color_bar_item) ?? BLACK,
    font: given(venue?.font) ?? DEFAULT_FONT,
    background: isOne(theme.img_thema_bg) ? given(theme.background_image) : null,
  }
}
