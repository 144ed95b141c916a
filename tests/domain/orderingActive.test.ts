import { describe, expect, it } from 'vitest'
import { isPaused, orderingActive, ordersEnabled } from '../../domain/orderingActive'
import { venueTypeOf, type OrderingOptions, type PauseOptions } from '../../domain/venueOptions'

const at = (time: string): number => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number)
  return h * 3600 + m * 60 + s
}
const pause = (start: string | null, end: string | null): PauseOptions => ({ pause_orders_enabled: true, pause_start_time: start, pause_end_time: end })

describe('SPEC §4 Ordering active: pause window', () => {
  it.each<[string, PauseOptions | null, string, boolean]>([
    ['no options: pause defaults off', null, '13:00', false],
    ['pause flag absent: off', { pause_start_time: '12:00', pause_end_time: '14:00' }, '13:00', false],
    ['pause flag off: off', { pause_orders_enabled: false, pause_start_time: '12:00', pause_end_time: '14:00' }, '13:00', false],
    ['same-day window: a second before the start is not paused', pause('12:00', '14:00'), '11:59:59', false],
    ['same-day window: the start itself is paused', pause('12:00', '14:00'), '12:00', true],
    ['same-day window: inside is paused', pause('12:00', '14:00'), '13:59:59', true],
    ['same-day window: the end itself is no longer paused', pause('12:00', '14:00'), '14:00', false],
    ['times with seconds are read to the second', pause('12:00:30', '14:00:00'), '12:00:29', false],
    ['a window across midnight is paused before midnight', pause('22:00', '02:00'), '23:30', true],
    ['a window across midnight is paused at midnight', pause('22:00', '02:00'), '00:00', true],
    ['a window across midnight is paused after midnight', pause('22:00', '02:00'), '01:59:59', true],
    ['a window across midnight ends at its end', pause('22:00', '02:00'), '02:00', false],
    ['a window across midnight is not paused at midday', pause('22:00', '02:00'), '12:00', false],
    ['a window across midnight starts at its start', pause('22:00', '02:00'), '21:59:59', false],
    ['a pause window ending at 00:00 means 24:00: paused until midnight', pause('20:00', '00:00'), '23:59:59', true],
    ['a pause window ending at 00:00 means 24:00: not paused after midnight', pause('20:00', '00:00'), '00:00', false],
    ['a pause window ending at 00:00 means 24:00: not paused before its start', pause('20:00', '00:00'), '19:59', false],
    ['a pause window ending at 00:00:00 means 24:00 too', pause('20:00', '00:00:00'), '21:00', true],
    ['00:00 to 00:00 pauses the whole day', pause('00:00', '00:00'), '15:00', true],
    ['a start equal to the end is an empty window', pause('12:00', '12:00'), '12:00', false],
    ['an unparseable start means not paused', pause('mezzogiorno', '14:00'), '13:00', false],
    ['an out-of-range end means not paused', pause('12:00', '25:00'), '13:00', false],
    ['a missing end means not paused', pause('12:00', null), '13:00', false],
    ['an empty start means not paused', pause('', '14:00'), '13:00', false],
  ])('SPEC §4 Ordering active: %s', (_name, options, now, paused) => {
    expect(isPaused(options, at(now))).toBe(paused)
  })
})

describe('SPEC §1 venue types: the type that selects the ordering flag', () => {
  it.each<[unknown, 1 | 2 | 3]>([
    [1, 1],
    [2, 2],
    [3, 3],
    ['3', 3],
    [undefined, 1],
    [null, 1],
    [4, 1],
  ])('SPEC §1 venue types: restaurant_type %j is type %i (default 1)', (raw, type) => {
    expect(venueTypeOf(raw)).toBe(type)
  })
})

describe('SPEC §4 Ordering active: the flag of the venue type', () => {
  it.each<[string, OrderingOptions, boolean]>([
    ['type 1 reads online_orders_enabled', { venueType: 1, options: { online_orders_enabled: true } }, true],
    ['type 1 ignores offline_orders_enabled', { venueType: 1, options: { online_orders_enabled: false } }, false],
    ['type 2 reads offline_orders_enabled', { venueType: 2, options: { offline_orders_enabled: true } }, true],
    ['type 3 reads live_orders_enabled', { venueType: 3, options: { live_orders_enabled: true } }, true],
    ['type 3 is not enabled by offline_orders_enabled alone', { venueType: 3, options: { offline_orders_enabled: true } }, false],
    ['absent options: not enabled', { venueType: 2, options: null }, false],
    ['absent flag: not enabled', { venueType: 1, options: {} }, false],
  ])('SPEC §4 Ordering active: %s', (_name, ordering, enabled) => {
    expect(ordersEnabled(ordering)).toBe(enabled)
  })
})

describe('SPEC §4 Ordering active, §8 Order not enabled or paused: the result', () => {
  const paused12to14: OrderingOptions = { venueType: 2, options: { offline_orders_enabled: true, ...pause('12:00', '14:00') } }
  // 12:00 UTC on 15 January 2025: 13:00 in Rome, 21:00 in Tokyo.
  const noonUtc = Date.UTC(2025, 0, 15, 12, 0)

  const resumesAt = (time: string) => ({ active: false, key: 'order.resumesAt', params: { time } })
  const unavailable = { active: false, key: 'order.unavailable', params: {} }

  it.each<[string, OrderingOptions, string, object]>([
    ['enabled and not paused is active', { venueType: 1, options: { online_orders_enabled: true } }, 'Europe/Rome', { active: true }],
    ['enabled but paused on the venue clock is not active, and says when it takes orders again', paused12to14, 'Europe/Rome', resumesAt('14:00')],
    ['the same instant outside the pause on another venue clock is active', paused12to14, 'Asia/Tokyo', { active: true }],
    ['not enabled is not active, with no time to come back', { venueType: 3, options: { live_orders_enabled: false } }, 'Europe/Rome', unavailable],
    ['not enabled and inside a pause window: still no time (the pause ending opens nothing)', { venueType: 3, options: { live_orders_enabled: false, ...pause('12:00', '14:00') } }, 'Europe/Rome', unavailable],
  ])('SPEC §4 Ordering active: %s', (_name, ordering, timeZone, expected) => {
    expect(orderingActive(ordering, noonUtc, timeZone)).toEqual(expected)
  })

  it('a pause of the whole day (00:00-00:00) names no time to come back: it never comes', () => {
    expect(orderingActive({ venueType: 2, options: { offline_orders_enabled: true, ...pause('00:00', '00:00') } }, Date.UTC(2025, 0, 14, 23, 30), 'Europe/Rome')).toEqual(unavailable)
  })

  it('a pause ending at midnight (00:00 or 24:00) resumes at 00:00', () => {
    const lateEvening = Date.UTC(2025, 0, 15, 20, 0)
    for (const end of ['00:00:00', '24:00']) {
      expect(orderingActive({ venueType: 2, options: { offline_orders_enabled: true, ...pause('20:00', end) } }, lateEvening, 'Europe/Rome')).toEqual(resumesAt('00:00'))
    }
  })

  it('SPEC §4 Ordering active: the venue clock defaults to Europe/Rome', () => {
    expect(orderingActive(paused12to14, noonUtc)).toEqual(resumesAt('14:00'))
  })
})
