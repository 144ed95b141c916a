import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, useMantineTheme, type ConvertCSSVariablesInput, type CSSVariablesResolver } from '@mantine/core'
import { createContext, useContext, type ReactNode } from 'react'

type Section = 'variables' | 'light' | 'dark'
const SECTIONS: readonly Section[] = ['variables', 'light', 'dark']

/** The theme variables in force where a look is written: a name for the memo, and their values. */
type InForce = { key: string; variables: ConvertCSSVariablesInput }

/** Mantine's defaults, in force everywhere: the first paint's sheet carries them (default-css-variables.css). */
const MANTINE_DEFAULTS: InForce = { key: 'mantine', variables: defaultCssVariablesResolver(DEFAULT_THEME) }
const VariablesInForce = createContext<InForce>(MANTINE_DEFAULTS)

/** The variables of `look` whose values differ from those in force, section by section (the same selector, so the later rule wins). */
function differing(look: ConvertCSSVariablesInput, inForce: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const written: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} }
  for (const section of SECTIONS) {
    const before: Record<string, string> = inForce[section]
    for (const [name, value] of Object.entries(look[section])) if (before[name] !== value) written[section][name as `--${string}`] = value
  }
  return written
}

const made = new Map<string, { css: string; inForce: InForce }>()
const MADE_ENTRIES = 64

/**
 * The `<style>` with a theme's CSS variables, for the theme of the Mantine provider around it
 * (given `withCssVariables={false}`). It writes only what differs from the variables in force
 * around it: Mantine's defaults for the app's own look (what Mantine writes when it deduplicates,
 * a test compares them), the app's look for a venue's look nested in it. A venue's page carried the
 * venue's 540 variables in full over the app's before (28 kB of every page, issue #14). Made once
 * per look and place (`lookKey`: what the theme and the resolver are built from) instead of at
 * every render: on the server it was an eighth of a venue page's rendering time.
 */
export function ThemeVariables({ lookKey, resolver, children }: { lookKey: string; resolver: CSSVariablesResolver; children: ReactNode }) {
  const theme = useMantineTheme()
  const around = useContext(VariablesInForce)
  const key = `${around.key}>${lookKey}`
  let written = made.get(key)
  if (written === undefined) {
    const variables = deepMerge(defaultCssVariablesResolver(theme), resolver(theme))
    written = { css: convertCssVariables(differing(variables, around.variables)), inForce: { key, variables } }
    if (made.size >= MADE_ENTRIES) made.clear()
    made.set(key, written)
  }
  return (
    <VariablesInForce value={written.inForce}>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: written.css }} />
      {children}
    </VariablesInForce>
  )
}
