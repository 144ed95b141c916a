import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core'
import { BLACK, resolveTheme, WHITE, type ResolvedTheme, type VenueLook } from '../../domain/theme'
import { assetUrl } from './assetUrl'
import { ROBOTO_READY } from './styles/roboto'

/** The page colour in dark mode. */
export const DARK_SURFACE = '#1f1f1f'
/**
 * In dark mode cards, popups and inputs sit on Mantine's dark-6, lighter than the page: accents
 * are checked against it, which keeps them AA on the darker page too.
 */
const DARK_RAISED = '#2e2e2e'

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5

type Rgb = readonly [number, number, number]

/** '#RGB', '#RRGGBB' or '#RRGGBBAA' (alpha ignored) → [r, g, b]; anything else is null. */
export function parseHex(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '')
  const full = hex.length === 3 || hex.length === 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6)
  if (!/^[0-9a-f]{6}$/i.test(full) || ![3, 4, 6, 8].includes(hex.length)) return null
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`

/** WCAG relative luminance of a colour (0 black … 1 white). */
export function relativeLuminance(colour: string): number {
  const rgb = parseHex(colour) ?? [0, 0, 0]
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The text colour for text on `background`: black or white, whichever contrasts more. For any
 * opaque colour the better of the two reaches at least 4.58:1, so text on the venue's primary
 * colour always meets AA, whatever colour the venue picked.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE
}

/**
 * The primary colour as an accent on a surface (links, outlines, subtle buttons): the colour
 * itself when it reaches AA on the surface, else the colour darkened (light surface) or lightened
 * (dark surface) step by step until it does.
 */
export function accentOn(colour: string, surface: string): string {
  const rgb = parseHex(colour)
  if (!rgb) return readableTextOn(surface)
  const target: Rgb = relativeLuminance(surface) > 0.179 ? [0, 0, 0] : [255, 255, 255]
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(mix(rgb, target, step / 20))
    if (contrastRatio(candidate, surface) >= AA_CONTRAST) return candidate
  }
  return toHex(target)
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i]! - c) * amount) as unknown as Rgb

/** Ten shades for Mantine, lightest first; shade 6 is the venue's colour itself. */
export function shadesOf(colour: string): MantineColorsTuple {
  const rgb = parseHex(colour) ?? [253, 217, 0]
  const white: Rgb = [255, 255, 255]
  const black: Rgb = [0, 0, 0]
  const shades = [0.92, 0.8, 0.65, 0.5, 0.32, 0.15, 0, -0.15, -0.3, -0.45].map((t) => toHex(t >= 0 ? mix(rgb, white, t) : mix(rgb, black, -t)))
  return shades as unknown as MantineColorsTuple
}

export type VenueThemeInput = VenueLook & { theme?: (VenueLook['theme'] & { dark_mode?: boolean | number | null }) | null }

export type VenueThemeResult = {
  resolved: ResolvedTheme
  dark: boolean
  /** Names the look: two results with the same key have the same theme and CSS variables. */
  key: string
  /** Text on the primary colour (buttons, header bar): always AA against it. */
  onPrimary: string
  /** Text on the secondary colour. */
  onSecondary: string
  /** The primary colour as text or outline, AA on the page and (dark mode) on raised surfaces. */
  primaryOnSurface: string
  surface: string
  /** The background image URL (under the app base), or null. */
  background: string | null
  mantine: MantineThemeOverride
}

/**
 * SPEC §1, §3 Theme, §9: the venue's look as a Mantine theme. The primary colour (theme, else
 * venue colour, else white), secondary, dark mode, font (default Roboto), bar item colour and the
 * background image (only when img_thema_bg is 1) come from domain/theme resolveTheme; text on the
 * primary colour is black or white, whichever keeps AA contrast.
 */
export function buildVenueTheme(venue: VenueThemeInput | null): VenueThemeResult {
  if (venue === null) return themeOf(null)
  let look = looks.get(venue)
  if (look === undefined) {
    look = themeOf(venue)
    looks.set(venue, look)
  }
  return look
}

/** One look per venue info (the server renders many pages from one, and the frame asks again at each of them). */
const looks = new WeakMap<VenueThemeInput, VenueThemeResult>()

function themeOf(venue: VenueThemeInput | null): VenueThemeResult {
  const resolved = resolveTheme(venue)
  const dark = venue?.theme?.dark_mode === true || venue?.theme?.dark_mode === 1
  const surface = dark ? DARK_RAISED : WHITE
  const onPrimary = readableTextOn(resolved.primary)
  const primaryOnSurface = accentOn(resolved.primary, surface)
  // Roboto (SPEC §9's default, shipped with the app) joins the stack with the page's whole look
  // (ROBOTO_READY, ./styles/wholeLook.ts): until then the fallback sized to its metrics.
  const venueFont = resolved.font === 'Roboto' ? [] : [JSON.stringify(resolved.font)]
  const font = [...venueFont, `var(${ROBOTO_READY.property}, "Roboto Fallback")`, 'system-ui', '-apple-system', '"Segoe UI"', 'sans-serif'].join(', ')
  return {
    resolved,
    dark,
    key: JSON.stringify([resolved, dark]),
    onPrimary,
    onSecondary: readableTextOn(resolved.secondary),
    primaryOnSurface,
    surface,
    background: assetUrl(resolved.background),
    mantine: {
      colors: { venue: shadesOf(resolved.primary), venueSecondary: shadesOf(resolved.secondary) },
      primaryColor: 'venue',
      primaryShade: { light: 6, dark: 6 },
      // Mantine picks black or white text on filled colours by luminance; 0.179 is the point where
      // black and white contrast equally, so its choice is the higher-contrast one (readableTextOn).
      autoContrast: true,
      luminanceThreshold: 0.179,
      fontFamily: font,
      headings: { fontFamily: font },
      black: '#1a1b1e',
      other: { barItem: resolved.barItem, active: resolved.active, onPrimary, primaryOnSurface },
    },
  }
}

/**
 * The CSS variables Mantine derives from the theme, with the ones that would miss AA fixed: links
 * and light-variant text use the primary colour only where it contrasts enough with the page,
 * dimmed text is one shade darker (lighter in dark mode) than Mantine's default, form errors a
 * darker red, and the page
 * surface is the one the contrast was checked against.
 */
/**
 * Mantine's light and outline variants write shade 9 (light) or 6 (outline) of a colour on that
 * colour's shade 1 or on white: for these colours that is under 4.5:1 (orange 3.6, yellow 2.7,
 * green 3.8). These darker tones reach at least 5.7:1 on shade 1 and 6.4:1 on white.
 */
const AA_VARIANT_TEXT: Record<string, string> = {
  red: '#a51d1d',
  orange: '#9c3408',
  yellow: '#8a4600',
  green: '#1c6b2e',
  lime: '#3f6a06',
  teal: '#066148',
  cyan: '#0b5e6c',
}
const aaVariantVariables = Object.fromEntries(
  Object.entries(AA_VARIANT_TEXT).flatMap(([colour, text]) => [
    [`--mantine-color-${colour}-light-color`, text],
    [`--mantine-color-${colour}-outline`, text],
  ]),
)

export function cssVariablesFor(result: VenueThemeResult): CSSVariablesResolver {
  return () => ({
    variables: {
      '--comanda-on-primary': result.onPrimary,
      '--comanda-primary': result.resolved.primary,
      '--comanda-bar-item': result.resolved.barItem,
      '--comanda-primary-on-surface': result.primaryOnSurface,
      '--mantine-primary-color-light-color': result.primaryOnSurface,
      '--mantine-color-venue-light-color': result.primaryOnSurface,
      '--mantine-color-venue-outline': result.primaryOnSurface,
    },
    light: {
      ...aaVariantVariables,
      '--mantine-color-anchor': result.dark ? accentOn(result.resolved.primary, WHITE) : result.primaryOnSurface,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // Mantine's error red (red-6) is 3.3:1 on white: form errors take red-9 (5.9:1).
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--mantine-primary-color-contrast': result.onPrimary,
    },
    dark: {
      '--mantine-color-anchor': accentOn(result.resolved.primary, DARK_RAISED),
      '--mantine-color-body': DARK_SURFACE,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-primary-color-contrast': result.onPrimary,
    },
  })
}
