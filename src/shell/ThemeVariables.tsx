import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, useMantineTheme, type ConvertCSSVariablesInput, type CSSVariablesResolver } from '@mantine/core'

type Section = 'variables' | 'light' | 'dark'
const SECTIONS: readonly Section[] = ['variables', 'light', 'dark']

/** What Mantine writes when a provider deduplicates: only the variables that differ from its default theme's. */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const cleaned: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} }
  for (const section of SECTIONS) {
    for (const [name, value] of Object.entries(input[section])) if (defaults[section][name as keyof (typeof defaults)[Section]] !== value) cleaned[section][name as `--${string}`] = value
  }
  return cleaned
}

const COLOR_SCHEME_VARIABLES = convertCssVariables({ variables: {}, dark: { '--mantine-color-scheme': 'dark' }, light: { '--mantine-color-scheme': 'light' } })

const made = new Map<string, string>()
const MADE_ENTRIES = 64

/**
 * The `<style>` Mantine's provider writes with the theme's CSS variables, made once per look
 * (`lookKey`: what the theme and the resolver are built from) instead of at every render: on the
 * server it was an eighth of a venue page's rendering time (issue #14). Its provider is given
 * `withCssVariables={false}`; the text is Mantine's own (a test compares them).
 */
export function ThemeVariables({ lookKey, resolver, deduplicate }: { lookKey: string; resolver: CSSVariablesResolver; deduplicate: boolean }) {
  const theme = useMantineTheme()
  const key = `${deduplicate}|${lookKey}`
  let css = made.get(key)
  if (css === undefined) {
    const merged = deepMerge(defaultCssVariablesResolver(theme), resolver(theme))
    css = deduplicate ? convertCssVariables(withoutDefaults(merged)) : `${convertCssVariables(merged)}${COLOR_SCHEME_VARIABLES}`
    if (made.size >= MADE_ENTRIES) made.clear()
    made.set(key, css)
  }
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />
}
