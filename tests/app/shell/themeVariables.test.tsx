import { defaultCssVariablesResolver, DEFAULT_THEME, MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeVariables } from '../../../src/shell/ThemeVariables'
import { buildVenueTheme, cssVariablesFor, type VenueThemeInput, type VenueThemeResult } from '../../../src/shell/venueTheme'

const LOOKS: Array<[string, VenueThemeInput | null]> = [
  ["Comanda's own look", null],
  ['a venue in light mode', { theme: { primary_color: '#C62828', secondary_color: '#1B5E20', color_bar_item: '#ffffff' }, font: 'Lora' }],
  ['a venue in dark mode', { theme: { primary_color: '#fdd900', dark_mode: 1 } }],
]
const APP_LOOK = buildVenueTheme(null)

/** The theme's `<style>` elements a provider writes, in order. */
const themeStyles = (markup: string) => markup.match(/<style data-mantine-styles="true">[^<]*<\/style>/g) ?? []

/** A look's provider as the app writes it: Mantine's variables turned off, ours inside. */
const ours = (look: VenueThemeResult, children: ReactNode = null) => (
  <MantineProvider theme={look.mantine} cssVariablesResolver={cssVariablesFor(look)} withCssVariables={false} withGlobalClasses={false}>
    <ThemeVariables lookKey={look.key} resolver={cssVariablesFor(look)}>
      {children}
    </ThemeVariables>
  </MantineProvider>
)

type Cascade = Record<string, Record<string, string>>
const SECTION_OF = (selector: string) => (selector.includes('"dark"') ? 'dark' : selector.includes('"light"') ? 'light' : 'variables')

/** What the browser ends with at the root, selector by selector, once the rules are applied in order (the later rule wins). */
function applied(css: string, start: Cascade = { variables: {}, light: {}, dark: {} }): Cascade {
  const result: Cascade = { variables: { ...start.variables }, light: { ...start.light }, dark: { ...start.dark } }
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':')
      if (colon > 0) result[SECTION_OF(selector!)]![declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim()
    }
  }
  return result
}
const cssOf = (markup: string) => themeStyles(markup).map((style) => style.replace(/^<style[^>]*>|<\/style>$/g, '').replaceAll('&quot;', '"')).join('\n')
// Mantine's defaults, as the first paint's sheet (default-css-variables.css) sets them.
const DEFAULTS: Cascade = defaultCssVariablesResolver(DEFAULT_THEME) as unknown as Cascade

describe('the theme CSS variables, made once per look (issue #14)', () => {
  for (const [name, venue] of LOOKS) {
    it(`at the top, write what Mantine's deduplicating provider writes: ${name}`, () => {
      const look = buildVenueTheme(venue)
      const mantine = renderToStaticMarkup(<MantineProvider theme={look.mantine} cssVariablesResolver={cssVariablesFor(look)} withGlobalClasses={false} />)
      expect(themeStyles(mantine)).toHaveLength(1)
      expect(themeStyles(renderToStaticMarkup(ours(look)))).toEqual(themeStyles(mantine))
      // the second render comes from what the first made, and is the same
      expect(themeStyles(renderToStaticMarkup(ours(look)))).toEqual(themeStyles(mantine))
    })
  }

  for (const [name, venue] of LOOKS.slice(1)) {
    it(`inside the app's look, a venue's look writes only what differs, and the page ends with every variable of the venue: ${name}`, () => {
      const look = buildVenueTheme(venue)
      const nested = cssOf(renderToStaticMarkup(ours(APP_LOOK, ours(look))))
      // Mantine's provider in full: every variable of the venue's look, as the page had them before
      const full = cssOf(renderToStaticMarkup(<MantineProvider theme={look.mantine} cssVariablesResolver={cssVariablesFor(look)} deduplicateCssVariables={false} withGlobalClasses={false} />))
      const page = applied(nested, DEFAULTS)
      const wanted = applied(full)
      for (const section of ['variables', 'light', 'dark'] as const) {
        for (const [variable, value] of Object.entries(wanted[section]!)) expect([section, variable, page[section]![variable]]).toEqual([section, variable, value])
      }
      // nothing the app's look has set already is written again
      const [appStyle, venueStyle] = themeStyles(renderToStaticMarkup(ours(APP_LOOK, ours(look))))
      const app = applied(cssOf(appStyle!), DEFAULTS)
      const venueOnly = applied(cssOf(venueStyle!))
      for (const section of ['variables', 'light', 'dark'] as const) {
        for (const [variable, value] of Object.entries(venueOnly[section]!)) expect([section, variable, value]).not.toEqual([section, variable, app[section]![variable]])
      }
      expect(venueStyle!.length).toBeLessThan(full.length / 3)
    })
  }

  it('two looks never share their variables', () => {
    const [light, dark] = [buildVenueTheme(LOOKS[1]![1]), buildVenueTheme(LOOKS[2]![1])]
    expect(light.key).not.toBe(dark.key)
    const styleOf = (look: VenueThemeResult) => renderToStaticMarkup(ours(APP_LOOK, ours(look)))
    expect(styleOf(light)).toContain('#c62828')
    expect(styleOf(dark)).not.toContain('#c62828')
    expect(styleOf(dark)).toContain('#fdd900')
  })
})
