import type { AnalyticsEvent } from './analyticsMapping'

/** One hit for the analytics service: a page view or an event, always of a named venue. */
export type AnalyticsHit =
  | { kind: 'page_view'; path: string; venue: string }
  | ({ kind: 'event'; venue: string } & AnalyticsEvent)

/** The analytics port (SPEC §7): where hits go. The default sends nothing. */
export type AnalyticsPort = { send(hit: AnalyticsHit): void }

export const noAnalytics: AnalyticsPort = { send: () => {} }

/**
 * Google Tag Manager style: each hit is pushed on `window.dataLayer` (page views as `page_view`
 * with `page_path`, events with `event_label` and `venue`). Pushing sends nothing by itself; the
 * tag the host page installs does.
 */
export function dataLayerAnalytics(target: { dataLayer?: unknown[] }): AnalyticsPort {
  return {
    send(hit) {
      target.dataLayer ??= []
      target.dataLayer.push(
        hit.kind === 'page_view'
          ? { event: 'page_view', page_path: hit.path, venue: hit.venue }
          : { event: hit.event, event_label: hit.label, venue: hit.venue },
      )
    },
  }
}

/** Each hit posted as JSON to a collector (`keepalive`, so a hit survives leaving the page); failures are ignored. */
export function httpAnalytics(endpoint: string, post: (url: string, init: RequestInit) => Promise<unknown>): AnalyticsPort {
  return {
    send(hit) {
      void post(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(hit), keepalive: true }).catch(() => {})
    },
  }
}
