import { describe, expect, it, vi } from 'vitest'
import { analyticsEnabled, analyticsPortFor, loggerPortFor } from '../../../src/analytics/configuredPorts'
import { dataLayerAnalytics, noAnalytics, type AnalyticsHit } from '../../../src/analytics/analyticsPort'
import { buildLogEntry, httpLogger, LOGGER_MESSAGES, noLogger, type LogContext, type LogEntry } from '../../../src/analytics/loggerPort'
import { venueTracker } from '../../../src/analytics/venueTracker'
import defaults from '../../../src/extras/extras.config.json'
import { mergeExtrasConfig } from '../../../src/extras/extrasConfig'
import { margherita } from '../../support/builders'
import { testVenue } from '../../support/venueContext'

const context: LogContext = {
  product: 'comanda',
  risId: 101,
  token: 'business-token',
  lang: 'it',
  domain: 'menu.example',
  url: 'https://menu.example/app/restaurants/demo-online/item/107',
  referrer: 'https://www.google.com/',
  userAgent: 'Mozilla/5.0 test',
  start: 1_763_800_000_000,
}

async function tracked(options: { venueName?: string; enabled?: boolean } = {}) {
  const venue = await testVenue()
  const hits: AnalyticsHit[] = []
  const logged: LogEntry[] = []
  const tracker = venueTracker({
    venueName: options.venueName ?? venue.info.name,
    analyticsEnabled: options.enabled ?? true,
    analytics: { send: (hit) => hits.push(hit) },
    logger: { log: async (entry) => (logged.push(entry), { ok: true }) },
    logContext: () => context,
    names: venue.info,
  })
  venue.store.subscribe((events) => tracker.events(events))
  return { venue, tracker, hits, logged }
}

describe('SPEC §7 analytics through the tracker', () => {
  it('sends a page view per route (path rewritten to /frontend) and the route and log actions', async () => {
    const { venue, tracker, hits } = await tracked()
    const dish = venue.info.menuentries.find((entry) => entry.id === 107)!
    tracker.route('/restaurants/demo-online/item/107')
    await venue.session.dispatch({ type: 'AddLine', line: margherita(), quantity: 1 })
    tracker.action({ name: 'clickedReview', label: 'Google' })
    expect(hits).toEqual([
      { kind: 'page_view', venue: venue.info.name, path: '/frontend/restaurants/demo-online/item/107' },
      { kind: 'event', venue: venue.info.name, event: 'view_dish', label: dish.name },
      { kind: 'event', venue: venue.info.name, event: 'add_to_order', label: 'Margherita' },
      { kind: 'event', venue: venue.info.name, event: 'click_review', label: 'Google' },
    ])
  })

  it('sends nothing when analytics is disabled', async () => {
    const { venue, tracker, hits } = await tracked({ enabled: false })
    tracker.route('/restaurants/demo-online/my-orders')
    await venue.session.dispatch({ type: 'AddLine', line: margherita(), quantity: 1 })
    tracker.action({ name: 'clickedShare' })
    expect(hits).toEqual([])
  })

  it('sends nothing for a venue without a name', async () => {
    const { venue, tracker, hits } = await tracked({ venueName: ' ' })
    tracker.route('/restaurants/demo-online/my-orders')
    await venue.session.dispatch({ type: 'AddLine', line: margherita(), quantity: 1 })
    expect(hits).toEqual([])
  })

  it('logs addproduct with its metadata for each cart addition', async () => {
    const { venue, logged } = await tracked({ enabled: false })
    await venue.session.dispatch({ type: 'AddLine', line: margherita(), quantity: 2 })
    expect(logged).toEqual([
      {
        data: {
          type: 'comandalog',
          attributes: {
            ris_id: 101,
            token: 'business-token',
            action: 'addproduct',
            payload: {
              action: 'addproduct',
              attributes: {},
              domain: 'menu.example',
              lang: 'it',
              metadata: { name: 'Margherita', type: 'menu-entry', price: 8, product: 101, is_drink: false },
              referrer: 'https://www.google.com/',
              start: 1_763_800_000_000,
              url: 'https://menu.example/app/restaurants/demo-online/item/107',
              user_agent: 'Mozilla/5.0 test',
            },
          },
        },
      },
    ])
  })
})

describe('SPEC §7, §8 the external logger', () => {
  const entry = (over: Partial<LogContext> = {}, action = 'addproduct') => buildLogEntry({ ...context, ...over }, action, { name: 'Margherita' })

  it.each([
    [{ risId: null }, 'addproduct', LOGGER_MESSAGES.noBusinessId],
    [{ token: null }, 'addproduct', LOGGER_MESSAGES.noBusinessToken],
    [{ lang: '' }, 'addproduct', LOGGER_MESSAGES.noLanguage],
    [{}, '', LOGGER_MESSAGES.noAction],
  ])('refuses %j / action %j with "%s", sending nothing', async (over, action, message) => {
    const post = vi.fn()
    expect(await httpLogger('/api/logger', post).log(entry(over, action))).toEqual({ ok: false, message })
    expect(post).not.toHaveBeenCalled()
  })

  it('posts a complete entry as JSON and reports the server message of a refusal', async () => {
    const post = vi.fn().mockResolvedValueOnce(new Response('{"code":"ok"}', { status: 201 })).mockResolvedValueOnce(new Response('{"code":"error","message":"The log entry is too large"}', { status: 413 }))
    const logger = httpLogger('/api/logger', post)
    expect(await logger.log(entry())).toEqual({ ok: true })
    expect(post.mock.calls[0]![0]).toBe('/api/logger')
    expect(JSON.parse(post.mock.calls[0]![1].body as string)).toEqual(entry())
    expect(await logger.log(entry())).toEqual({ ok: false, message: 'The log entry is too large' })
  })
})

describe('the ports send nothing with the defaults (configuration turns them on)', () => {
  it('the bundled configuration has analytics off and no logger', async () => {
    const config = mergeExtrasConfig(defaults)
    const post = vi.fn()
    const target: { dataLayer?: unknown[] } = {}
    expect(analyticsEnabled(config)).toBe(false)
    expect(analyticsPortFor(config, target, post)).toBe(noAnalytics)
    expect(loggerPortFor(config, post)).toBe(noLogger)
    expect(target.dataLayer).toBeUndefined()
  })

  it('a dataLayer sink pushes page views and events; an http sink posts to its endpoint', () => {
    const target: { dataLayer?: unknown[] } = {}
    const port = dataLayerAnalytics(target)
    port.send({ kind: 'page_view', venue: 'V', path: '/frontend/restaurants/x' })
    port.send({ kind: 'event', venue: 'V', event: 'order', label: 'wa' })
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page_path: '/frontend/restaurants/x', venue: 'V' },
      { event: 'order', event_label: 'wa', venue: 'V' },
    ])
    const config = mergeExtrasConfig(defaults, { analytics: { sink: 'http', endpoint: 'https://collector.example/hit' } }, { logger: { url: '/api/logger', token: 't' } })
    const post = vi.fn().mockResolvedValue(new Response('{}'))
    expect(analyticsEnabled(config)).toBe(true)
    analyticsPortFor(config, target, post).send({ kind: 'event', venue: 'V', event: 'call_waiter', label: null })
    expect(post).toHaveBeenCalledWith('https://collector.example/hit', expect.objectContaining({ method: 'POST', keepalive: true }))
    expect(loggerPortFor(config, post)).not.toBe(noLogger)
  })

  it('a configuration that does not decode falls back to the defaults', () => {
    expect(mergeExtrasConfig(defaults, { analytics: { sink: 'everywhere' as never } }).analytics.sink).toBe('none')
  })
})
