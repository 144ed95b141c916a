import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isCoverItem,
  isCoversPopupShown,
  isInCoversSlot,
  secondOfDay,
  type CoversPopupInput,
  type CoversSlot,
  type WallClock,
} from '../../domain/covers'
import { venueLocalTime } from '../../domain/venueClock'

const MONDAY_1230_ROME = Date.UTC(2025, 6, 7, 10, 30) // Monday 7 July 2025, 12:30 in Rome (UTC+2)
const MONDAY_0030_ROME = Date.UTC(2025, 6, 6, 22, 30) // still Sunday in UTC

/** The wall clock a covers slot is placed by, out of the venue's local time. */
const wallClockAt = (now: number, zone: string): WallClock => {
  const { weekday, secondsOfDay } = venueLocalTime(now, zone)
  return { weekday, secondsOfDay }
}

describe('SPEC §4 Covers popup: the venue wall clock (day 0 = Monday, SPEC §9)', () => {
  it.each([
    ['Rome, midday', MONDAY_1230_ROME, 'Europe/Rome', { weekday: 0, secondsOfDay: 12 * 3600 + 30 * 60 }],
    ['Rome, just after midnight while UTC is still Sunday', MONDAY_0030_ROME, 'Europe/Rome', { weekday: 0, secondsOfDay: 30 * 60 }],
    ['New York, the same instant', MONDAY_1230_ROME, 'America/New_York', { weekday: 0, secondsOfDay: 6 * 3600 + 30 * 60 }],
    ['UTC, Sunday night', MONDAY_0030_ROME, 'UTC', { weekday: 6, secondsOfDay: 22 * 3600 + 30 * 60 }],
    ['Rome in winter (UTC+1)', Date.UTC(2025, 0, 5, 23, 0, 15), 'Europe/Rome', { weekday: 0, secondsOfDay: 15 }],
  ])('SPEC §4 Covers popup: %s', (_label, now, zone, expected) => {
    expect(wallClockAt(now, zone)).toEqual(expected)
  })

  it('SPEC §4 Covers popup: an unknown time zone reads as Europe/Rome (the domain default) instead of throwing', () => {
    expect(wallClockAt(MONDAY_1230_ROME, 'Mars/Olympus')).toEqual({ weekday: 0, secondsOfDay: 12 * 3600 + 30 * 60 })
    expect(wallClockAt(MONDAY_0030_ROME, 'Mars/Olympus')).toEqual(wallClockAt(MONDAY_0030_ROME, 'Europe/Rome'))
  })

  it('SPEC §4 Covers popup, §9: in UTC the wall clock agrees with the instant, Monday being day 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const date = new Date(now)
        expect(wallClockAt(now, 'UTC')).toEqual({
          weekday: (date.getUTCDay() + 6) % 7,
          secondsOfDay: date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds(),
        })
      }),
      { numRuns: 200 },
    )
  })
})

describe('SPEC §4 Covers popup: slot times', () => {
  it.each([
    ['12:30', 45_000],
    ['12:30:15', 45_015],
    ['9:05', 32_700],
    ['00:00', 0],
    ['23:59:59', 86_399],
    ['24:00', null],
    ['12:60', null],
    ['noon', null],
    ['', null],
  ])('SPEC §4 Covers popup: %j is second %s of the day', (time, expected) => {
    expect(secondOfDay(time)).toBe(expected)
  })
})

const at = (weekday: number, hhmm: string): WallClock => ({ weekday, secondsOfDay: secondOfDay(hhmm)! })

describe('SPEC §4 Covers popup: now is in a covers slot for today', () => {
  it.each<[string, CoversSlot, WallClock, boolean]>([
    ['inside', { day: 0, from: '12:00', to: '15:00' }, at(0, '12:30'), true],
    ['at the start (inclusive)', { day: 0, from: '12:00', to: '15:00' }, at(0, '12:00'), true],
    ['at the end (exclusive)', { day: 0, from: '12:00', to: '15:00' }, at(0, '15:00'), false],
    ['a second before the end', { day: 0, from: '12:00', to: '15:00' }, { weekday: 0, secondsOfDay: 15 * 3600 - 1 }, true],
    ['before the start', { day: 0, from: '12:00', to: '15:00' }, at(0, '11:59'), false],
    ['another day', { day: 1, from: '12:00', to: '15:00' }, at(0, '12:30'), false],
    ['Sunday is day 6', { day: 6, from: '12:00', to: '15:00' }, at(6, '12:30'), true],
    ['an end of 00:00 means midnight', { day: 0, from: '19:00', to: '00:00' }, at(0, '23:59'), true],
    ['past midnight, same day before the start', { day: 0, from: '19:00', to: '01:00' }, at(0, '00:30'), false],
    ['past midnight, the next day', { day: 0, from: '19:00', to: '01:00' }, at(1, '00:30'), true],
    ['past midnight, Sunday into Monday', { day: 6, from: '19:00', to: '01:00' }, at(0, '00:30'), true],
    ['past midnight, the next day after the end', { day: 0, from: '19:00', to: '01:00' }, at(1, '01:00'), false],
    ['00:00 to 00:00 is the whole day', { day: 0, from: '00:00', to: '00:00' }, at(0, '23:59'), true],
    ['equal ends cover nothing', { day: 0, from: '12:00', to: '12:00' }, at(0, '12:00'), false],
    ['unparseable times cover nothing', { day: 0, from: 'pranzo', to: '15:00' }, at(0, '12:30'), false],
    ['a day outside 0-6 covers nothing', { day: 7, from: '12:00', to: '15:00' }, at(0, '12:30'), false],
    ['times with seconds', { day: 0, from: '12:00:00', to: '15:00:00' }, at(0, '14:59'), true],
  ])('SPEC §4 Covers popup: %s', (_label, slot, clock, expected) => {
    expect(isInCoversSlot(slot, clock)).toBe(expected)
  })
})

describe('SPEC §4 Covers popup: the COPERTO item', () => {
  it.each([
    [{ name: 'COPERTO' }, true],
    [{ name: ' coperto ' }, true],
    [{ name: 'Cover charge', name_orig: 'COPERTO' }, true],
    [{ name: 'Coperto e pane' }, false],
    [{ name: 'Pizza', name_orig: null }, false],
  ])('SPEC §4 Covers popup: %j is the cover item: %s', (entry, expected) => {
    expect(isCoverItem(entry)).toBe(expected)
  })
})

const shown: CoversPopupInput = {
  options: { enable_covers_popup: true },
  menuEntries: [{ name: 'Margherita' }, { name: 'COPERTO' }],
  coversSlots: [{ day: 0, from: '12:00', to: '15:00' }],
  cartEntries: [{ name: 'Margherita' }],
  sessionValid: false,
  now: MONDAY_1230_ROME,
  timeZone: 'Europe/Rome',
}

describe('SPEC §4 Covers popup: when it is shown', () => {
  it.each<[string, Partial<CoversPopupInput>, boolean]>([
    ['every condition holds', {}, true],
    ['the covers option is off', { options: { enable_covers_popup: false } }, false],
    ['the covers option is missing', { options: {} }, false],
    ['no COPERTO item on the menu', { menuEntries: [{ name: 'Margherita' }] }, false],
    ['a COPERTO row already in the cart', { cartEntries: [{ name: 'COPERTO' }] }, false],
    ['the session is valid', { sessionValid: true }, false],
    ['no covers slots', { coversSlots: [] }, false],
    ['the slot is for another day', { coversSlots: [{ day: 1, from: '12:00', to: '15:00' }] }, false],
    ['the venue zone puts now outside the slot', { timeZone: 'America/New_York' }, false],
    ['an unknown time zone reads as Europe/Rome, where now is in the slot', { timeZone: 'Nowhere/Else' }, true],
    ['an unknown time zone reads as Europe/Rome, where now is outside the slot', { timeZone: 'Nowhere/Else', now: MONDAY_0030_ROME }, false],
    ['one of several slots matches', { coversSlots: [{ day: 2, from: '12:00', to: '15:00' }, { day: 0, from: '12:30', to: '13:00' }] }, true],
  ])('SPEC §4 Covers popup: %s gives %s', (_label, change, expected) => {
    expect(isCoversPopupShown({ ...shown, ...change })).toBe(expected)
  })

  it('SPEC §4 Covers popup: never shown while the session is valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.integer({ min: 0, max: 6 }), (now, day) => {
        const slots = [{ day, from: '00:00', to: '00:00' }]
        expect(isCoversPopupShown({ ...shown, now, coversSlots: slots, sessionValid: true })).toBe(false)
      }),
    )
  })
})
