import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { PartnerBannerConfig } from '../../domain/banners'
import defaults from './extras.config.json'

/**
 * The configuration of the venue extras, analytics and the logger (issue #6). The spec does not
 * give the 15 partner hashes, their 2025 window, the ad venue or the quiz page: they are data in
 * `extras.config.json` (demo values), never literals in code. Three layers, later wins:
 *
 * 1. `src/extras/extras.config.json`, bundled (demo values; analytics and logger off);
 * 2. build-time env (`vite build`): `VITE_ANALYTICS_SINK` (none | dataLayer | http),
 *    `VITE_ANALYTICS_ENDPOINT`, `VITE_LOGGER_URL`, `VITE_LOGGER_TOKEN`, `VITE_LOGGER_PRODUCT`,
 *    `VITE_AD_VENUE_HASH`, `VITE_AD_SCRIPT_SRC`, `VITE_QUIZ_URL`;
 * 3. at run time, `window.__COMANDA_EXTRAS__` (same shape as the JSON, any section or field),
 *    set by the page that hosts the app before it starts (e.g. a test's init script).
 *
 * With the defaults nothing leaves the page: the analytics sink is `none` and the logger has no URL.
 */
const Nullable = t.union([t.string, t.null])
const ExtrasConfigC = t.type({
  partnerBanner: t.type({ venueHashes: t.array(t.string), from: t.string, to: t.string }),
  adScript: t.type({ venueHash: Nullable, src: Nullable }),
  quiz: t.type({ url: Nullable }),
  analytics: t.type({ sink: t.keyof({ none: null, dataLayer: null, http: null }), endpoint: Nullable }),
  logger: t.type({ url: Nullable, product: t.string, token: Nullable }),
})
export type ExtrasConfig = t.TypeOf<typeof ExtrasConfigC>
export type AnalyticsSinkName = ExtrasConfig['analytics']['sink']

type Sections = { [K in keyof ExtrasConfig]?: Partial<ExtrasConfig[K]> }

function fromEnv(env: Record<string, string | undefined>): Sections {
  const pick = <T extends object>(entries: [keyof T, string | undefined][]): Partial<T> =>
    Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== '')) as Partial<T>
  return {
    analytics: pick<ExtrasConfig['analytics']>([
      ['sink', env.VITE_ANALYTICS_SINK],
      ['endpoint', env.VITE_ANALYTICS_ENDPOINT],
    ]),
    logger: pick<ExtrasConfig['logger']>([
      ['url', env.VITE_LOGGER_URL],
      ['token', env.VITE_LOGGER_TOKEN],
      ['product', env.VITE_LOGGER_PRODUCT],
    ]),
    adScript: pick<ExtrasConfig['adScript']>([
      ['venueHash', env.VITE_AD_VENUE_HASH],
      ['src', env.VITE_AD_SCRIPT_SRC],
    ]),
    quiz: pick<ExtrasConfig['quiz']>([['url', env.VITE_QUIZ_URL]]),
  }
}

/** The layers merged section by section; a result that does not decode falls back to the bundled defaults. */
export function mergeExtrasConfig(base: unknown, ...layers: (Sections | null | undefined)[]): ExtrasConfig {
  const merged = { ...(base as Record<string, Record<string, unknown>>) }
  for (const layer of layers) {
    if (!layer || typeof layer !== 'object') continue
    for (const [section, values] of Object.entries(layer)) {
      if (values && typeof values === 'object') merged[section] = { ...merged[section], ...values }
    }
  }
  const decoded = ExtrasConfigC.decode(merged)
  if (!isLeft(decoded)) return decoded.right
  const fallback = ExtrasConfigC.decode(base)
  if (isLeft(fallback)) throw new Error('src/extras/extras.config.json does not match its shape')
  return fallback.right
}

let resolved: ExtrasConfig | null = null

/** The app's configuration (bundled JSON, then build env, then `window.__COMANDA_EXTRAS__`). */
export function extrasConfig(): ExtrasConfig {
  resolved ??= mergeExtrasConfig(
    defaults,
    fromEnv(import.meta.env as Record<string, string | undefined>),
    (globalThis as { __COMANDA_EXTRAS__?: Sections }).__COMANDA_EXTRAS__,
  )
  return resolved
}

/** SPEC §1, §9: the partner-banner list and window as domain/banners reads them (epoch ms). */
export function partnerBannerConfig(config: ExtrasConfig): PartnerBannerConfig {
  return { venueHashes: config.partnerBanner.venueHashes, from: Date.parse(config.partnerBanner.from), to: Date.parse(config.partnerBanner.to) }
}
