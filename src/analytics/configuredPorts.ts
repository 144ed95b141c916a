import type { ExtrasConfig } from '../extras/extrasConfig'
import { dataLayerAnalytics, httpAnalytics, noAnalytics, type AnalyticsPort } from './analyticsPort'
import { httpLogger, noLogger, type LoggerPort } from './loggerPort'

/** SPEC App state `analyticsEnabled`: on when the configuration names a sink (and, for http, its endpoint). */
export function analyticsEnabled(config: ExtrasConfig): boolean {
  const { sink, endpoint } = config.analytics
  return sink === 'dataLayer' || (sink === 'http' && endpoint !== null && endpoint !== '')
}

export function analyticsPortFor(config: ExtrasConfig, target: { dataLayer?: unknown[] }, post: typeof fetch): AnalyticsPort {
  const { sink, endpoint } = config.analytics
  if (sink === 'dataLayer') return dataLayerAnalytics(target)
  if (sink === 'http' && endpoint) return httpAnalytics(endpoint, post)
  return noAnalytics
}

/** The logger sends only when the configuration gives it a URL. */
export function loggerPortFor(config: ExtrasConfig, post: typeof fetch): LoggerPort {
  return config.logger.url ? httpLogger(config.logger.url, post) : noLogger
}
