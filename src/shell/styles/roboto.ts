/**
 * Roboto in the page's font stack (SPEC §9): the custom property the venue theme's font family
 * reads (src/shell/venueTheme.ts), and what it is set to once the font may come in. Until then
 * the text shows in a fallback sized to Roboto's metrics (./robotoFallback.css).
 */
export const ROBOTO_READY = { property: '--comanda-roboto', value: 'Roboto, "Roboto Fallback"' } as const
