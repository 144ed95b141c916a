import { MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeVariables } from '../../../src/shell/ThemeVariables'
import { buildVenueTheme, cssVariablesFor, type VenueThemeInput } from '../../../src/shell/venueTheme'

const LOOKS: Array<[string, VenueThemeInput | null]> = [
  ["Comanda's own look", null],
  ['a venue in light mode', { theme: { primary_color: '#C62828', secondary_color: '#1B5E20', color_bar_item: '#ffffff' }, font: 'Lora' }],
  ['a venue in dark mode', { theme: { primary_color: '#fdd900', dark_mode: 1 } }],
]

/** The theme's `<style>` elements a provider writes, in order. */
const themeStyles = (markup: string) => markup.match(/<style data-mantine-styles="true">[^<]*<\/style>/g) ?? []

describe('the theme CSS variables made once per look (issue #14)', () => {
  for (const [name, venue] of LOOKS) {
    for (const deduplicate of [true, false]) {
      it(`write what Mantine's provider writes: ${name}, ${deduplicate ? 'deduplicated' : 'in full'}`, () => {
        const look = buildVenueTheme(venue)
        const resolver = cssVariablesFor(look)
        const mantine = renderToStaticMarkup(
          <MantineProvider theme={look.mantine} cssVariablesResolver={resolver} deduplicateCssVariables={deduplicate} withGlobalClasses={false} />,
        )
        const ours = () =>
          renderToStaticMarkup(
            <MantineProvider theme={look.mantine} cssVariablesResolver={resolver} withCssVariables={false} withGlobalClasses={false}>
              <ThemeVariables lookKey={look.key} resolver={resolver} deduplicate={deduplicate} />
            </MantineProvider>,
          )
        expect(themeStyles(mantine)).toHaveLength(1)
        expect(themeStyles(ours())).toEqual(themeStyles(mantine))
        // the second render comes from what the first made, and is the same
        expect(themeStyles(ours())).toEqual(themeStyles(mantine))
      })
    }
  }

  it('two looks never share their variables', () => {
    const [light, dark] = [buildVenueTheme(LOOKS[1]![1]), buildVenueTheme(LOOKS[2]![1])]
    expect(light.key).not.toBe(dark.key)
    const styleOf = (look: typeof light) =>
      renderToStaticMarkup(
        <MantineProvider theme={look.mantine} withCssVariables={false} withGlobalClasses={false}>
          <ThemeVariables lookKey={look.key} resolver={cssVariablesFor(look)} deduplicate={false} />
        </MantineProvider>,
      )
    expect(styleOf(light)).toContain('#c62828')
    expect(styleOf(dark)).not.toContain('#c62828')
    expect(styleOf(dark)).toContain('#fdd900')
  })
})
