import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateSlots, SLOT_LIST_CAP, slotDayLabel, slotSettingsFor, slotsFor, splitRange, type TimeSlot } from '../../domain/slots'
import type { OrderingOptions, PurchaseMode } from '../../domain/venueOptions'

const HOUR = 3600
const MINUTE = 60

/** Europe/Rome is UTC+1 in January: Wednesday 15 January 2025 at the given local time. */
function romeJanuary(day: number, hours: number, minutes = 0): number {
  return Date.UTC(2025, 0, day, hours - 1, minutes)
}
const WEDNESDAY_10_00 = romeJanuary(15, 10)
const WEDNESDAY = 2
const THURSDAY = 3

function timeslot(overrides: Partial<TimeSlot> = {}): TimeSlot {
  return { id: 1, day: WEDNESDAY, from: '12:00', to: '12:30', interval: 15, enabled: true, orders_manageable: 4, ...overrides }
}

const everyDay = (from: string, to: string, interval = 15): TimeSlot[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => timeslot({ id: day + 1, day, from, to, interval }))

describe('SPEC §9 Slots: splitting a range', () => {
  it.each([
    ['exactly 45 minutes is kept as one slot', 12 * HOUR, 12 * HOUR + 45 * MINUTE, 15, [[12 * HOUR, 12 * HOUR + 45 * MINUTE]]],
    [
      '46 minutes is split by the interval, the last piece ending at `to`',
      12 * HOUR,
      12 * HOUR + 46 * MINUTE,
      15,
      [
        [12 * HOUR, 12 * HOUR + 15 * MINUTE],
        [12 * HOUR + 15 * MINUTE, 12 * HOUR + 30 * MINUTE],
        [12 * HOUR + 30 * MINUTE, 12 * HOUR + 45 * MINUTE],
        [12 * HOUR + 45 * MINUTE, 12 * HOUR + 46 * MINUTE],
      ],
    ],
    ['an hour by 30 minutes gives two slots', 12 * HOUR, 13 * HOUR, 30, [[12 * HOUR, 12 * HOUR + 30 * MINUTE], [12 * HOUR + 30 * MINUTE, 13 * HOUR]]],
    ['a negative range (to before from) gives none', 13 * HOUR, 12 * HOUR, 15, []],
    ['an empty range (to equal to from) is one slot: 45 or less', 12 * HOUR, 12 * HOUR, 15, [[12 * HOUR, 12 * HOUR]]],
    ['an interval of 0 cannot cut: the range stays whole', 12 * HOUR, 14 * HOUR, 0, [[12 * HOUR, 14 * HOUR]]],
    ['an interval longer than the range gives one slot', 12 * HOUR, 13 * HOUR, 90, [[12 * HOUR, 13 * HOUR]]],
  ])('SPEC §9 Slots: %s', (_name, from, to, interval, expected) => {
    expect(splitRange(from, to, interval)).toEqual(expected)
  })
})

describe('SPEC §5 Slots: only slots later than now plus forewarning', () => {
  it.each([
    ['a slot starting exactly at now + forewarning is dropped', romeJanuary(15, 11, 30), 30, false],
    ['a slot starting one minute after now + forewarning is kept', romeJanuary(15, 11, 30), 29, true],
    ['a slot starting exactly now, without forewarning, is dropped', romeJanuary(15, 12), 0, false],
    ['a slot starting one millisecond after now is kept', romeJanuary(15, 12) - 1, 0, true],
  ])('SPEC §5 Slots: %s', (_name, nowMs, forewarningMinutes, kept) => {
    const slots = generateSlots({ timeslots: [timeslot({ from: '12:00', to: '12:30' })], nowMs, forewarningMinutes })
    expect(slots.some((slot) => slot.text === 'Oggi 12:00 - 12:30')).toBe(kept)
  })
})

describe('SPEC §9 Slots: Italian day labels with Oggi and Domani', () => {
  it.each([
    [0, 2, 'Oggi'],
    [1, 3, 'Domani'],
    [2, 4, 'Venerdì'],
    [3, 5, 'Sabato'],
    [2, 6, 'Domenica'],
    [3, 0, 'Lunedì'],
  ])('SPEC §9 Slots: %i days from today, weekday %i, is %s', (daysFromToday, weekday, label) => {
    expect(slotDayLabel(daysFromToday, weekday)).toBe(label)
  })

  it('SPEC §3 Time slot: day 0 is Monday, read on the venue calendar', () => {
    const monday = timeslot({ day: 0 })
    // Wednesday 15 January: the next Monday is 20 January, outside a 4-day window; Saturday 18 → Monday 20 is 2 days.
    expect(generateSlots({ timeslots: [monday], nowMs: WEDNESDAY_10_00 })).toEqual([])
    expect(generateSlots({ timeslots: [monday], nowMs: romeJanuary(18, 10) }).map((slot) => slot.text)).toEqual(['Lunedì 12:00 - 12:30'])
  })
})

describe('SPEC §9 Slots: a window of 4 days, or 1 with only daily slots', () => {
  it.each([
    [4, ['Oggi', 'Domani', 'Venerdì', 'Sabato']],
    [1, ['Oggi']],
  ])('SPEC §9 Slots: a window of %i days shows the days %j', (windowDays, days) => {
    const slots = generateSlots({ timeslots: everyDay('12:00', '12:30'), nowMs: WEDNESDAY_10_00, windowDays })
    expect([...new Set(slots.map((slot) => slot.day))]).toEqual(days)
  })

  it('SPEC §3 Online options: show_only_daily_time_slots shows today only', () => {
    const ordering: OrderingOptions = { venueType: 1, options: { time_slots_enabled: true, show_only_daily_time_slots: true } }
    expect(slotsFor(ordering, 'delivery', everyDay('12:00', '12:30'), WEDNESDAY_10_00).map((slot) => slot.day)).toEqual(['Oggi'])
  })
})

describe('SPEC §5 Slots: duplicate texts removed', () => {
  it('SPEC §5 Slots: two time slots with the same range give one slot, from the lower id', () => {
    const slots = generateSlots({ timeslots: [timeslot({ id: 9 }), timeslot({ id: 3 })], nowMs: WEDNESDAY_10_00 })
    expect(slots.map((slot) => [slot.text, slot.timeslotID])).toEqual([['Oggi 12:00 - 12:30', 3]])
  })

  it('SPEC §5 Slots: overlapping ranges keep their distinct texts, sorted by start', () => {
    const slots = generateSlots({ timeslots: [timeslot({ id: 1, from: '12:00', to: '12:30' }), timeslot({ id: 2, from: '11:45', to: '12:15' })], nowMs: WEDNESDAY_10_00 })
    expect(slots.map((slot) => slot.text)).toEqual(['Oggi 11:45 - 12:15', 'Oggi 12:00 - 12:30'])
  })
})

describe('SPEC §9 Slots: list capped near 42, extended to the end of today', () => {
  it.each([
    ['no slot left today: the list stops at 42', romeJanuary(15, 23), 42, 0],
    ['48 slots left today: all of today, none of later days', romeJanuary(15, 1), 48, 48],
    ['10 slots left today: today and later days up to 42', romeJanuary(15, 17, 29), 42, 10],
  ])('SPEC §9 Slots: %s', (_name, nowMs, length, today) => {
    const slots = generateSlots({ timeslots: everyDay('08:00', '20:00'), nowMs })
    expect(slots).toHaveLength(length)
    expect(slots.filter((slot) => slot.day === 'Oggi')).toHaveLength(today)
  })

  it('SPEC §9 Slots: the cap is 42', () => {
    expect(SLOT_LIST_CAP).toBe(42)
  })
})

describe('SPEC §3 Generated slot: the fields', () => {
  it('SPEC §3 Generated slot: text, value/orderDate, day, capacity, time_to_save, timeslotID', () => {
    const [slot] = generateSlots({ timeslots: [timeslot({ id: 7, day: THURSDAY, from: '19:30:00', to: '20:00', orders_manageable: 6 })], nowMs: WEDNESDAY_10_00 })
    expect(slot).toEqual({
      text: 'Domani 19:30 - 20:00',
      value: '2025-01-16 19:30:00',
      orderDate: '2025-01-16 19:30:00',
      day: 'Domani',
      capacity: 6,
      time_to_save: '19:30 - 20:00',
      timeslotID: 7,
      startsAt: Date.UTC(2025, 0, 16, 18, 30),
    })
  })

  it.each([
    ['a disabled time slot gives none', timeslot({ enabled: false }), 0],
    ['an unparseable time gives none', timeslot({ from: 'mezzogiorno' }), 0],
    ['a range ending at 00:00 is negative and gives none', timeslot({ from: '22:00', to: '00:00' }), 0],
    ['no orders_manageable means no declared capacity', timeslot({ orders_manageable: undefined }), 1],
  ])('SPEC §3 Time slot: %s', (_name, slot, count) => {
    const slots = generateSlots({ timeslots: [slot], nowMs: WEDNESDAY_10_00 })
    expect(slots).toHaveLength(count)
    if (count > 0) expect(slots[0]?.capacity).toBeNull()
  })
})

describe('SPEC §5 Slots: the venue clock, not the machine', () => {
  it.each([
    ['Europe/Rome, where it is Wednesday 21:00', 'Europe/Rome', 'Domani 12:00 - 12:30'],
    ['Asia/Tokyo, where it is already Thursday 05:00', 'Asia/Tokyo', 'Oggi 12:00 - 12:30'],
  ])('SPEC §5 Slots: the same instant in %s', (_name, timeZone, text) => {
    const slots = generateSlots({ timeslots: [timeslot({ day: THURSDAY })], nowMs: Date.UTC(2025, 0, 15, 20, 0), timeZone })
    expect(slots.map((slot) => slot.text)).toEqual([text])
  })

  it('SPEC §5 Slots: a slot after the spring daylight-saving change starts at local time (UTC+2)', () => {
    const saturday = Date.UTC(2025, 2, 29, 11, 0)
    const [slot] = generateSlots({ timeslots: [timeslot({ day: 6, from: '12:00', to: '12:30' })], nowMs: saturday })
    expect(slot?.startsAt).toBe(Date.UTC(2025, 2, 30, 10, 0))
  })
})

describe('SPEC §3 Live options, §5 Slots: which settings a mode uses', () => {
  it.each<[string, OrderingOptions, PurchaseMode, ReturnType<typeof slotSettingsFor>]>([
    ['online slots with forewarning', { venueType: 1, options: { time_slots_enabled: true, time_slots_forewarning_enabled: true, time_slots_forewarning_time: 30 } }, 'take-away', { forewarningMinutes: 30, windowDays: 4 }],
    ['online forewarning time without its flag is 0', { venueType: 1, options: { time_slots_enabled: true, time_slots_forewarning_time: 30 } }, 'delivery', { forewarningMinutes: 0, windowDays: 4 }],
    ['online slots off', { venueType: 1, options: { time_slots_enabled: false } }, 'delivery', null],
    ['no options', { venueType: 1, options: null }, 'delivery', null],
    ['live pickup slots', { venueType: 3, options: { pickup_time_slots_enabled: true, pickup_time_slots_forewarning_enabled: true, pickup_time_slots_forewarning_time: 20 } }, 'pickup', { forewarningMinutes: 20, windowDays: 4 }],
    ['live delivery slots off while pickup is on', { venueType: 3, options: { pickup_time_slots_enabled: true } }, 'delivery', null],
    ['live delivery slots', { venueType: 3, options: { delivery_time_slots_enabled: true, delivery_time_slots_forewarning_enabled: true, delivery_time_slots_forewarning_time: 45 } }, 'delivery', { forewarningMinutes: 45, windowDays: 4 }],
    ['in-venue slots have no forewarning', { venueType: 2, options: { time_slots_enabled: true } }, 'pickup', { forewarningMinutes: 0, windowDays: 4 }],
  ])('SPEC §3 Live options, §5 Slots: %s', (_name, ordering, mode, expected) => {
    expect(slotSettingsFor(ordering, mode)).toEqual(expected)
  })

  it('SPEC §5 Slots: a mode without slots offers an empty list', () => {
    expect(slotsFor({ venueType: 3, options: { pickup_time_slots_enabled: true } }, 'delivery', [timeslot()], WEDNESDAY_10_00)).toEqual([])
  })
})

describe('SPEC §5 Slots, §9: invariants', () => {
  const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
  const timeslots = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 20 }),
      day: fc.integer({ min: 0, max: 6 }),
      from: clock,
      to: clock,
      interval: fc.integer({ min: 0, max: 90 }),
      enabled: fc.boolean(),
      orders_manageable: fc.option(fc.integer({ min: 1, max: 10 })),
    }),
    { maxLength: 8 },
  )
  const request = fc.record({
    timeslots,
    nowMs: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) }),
    forewarningMinutes: fc.integer({ min: 0, max: 240 }),
    windowDays: fc.constantFrom(1, 4),
    timeZone: fc.constantFrom('Europe/Rome', 'America/New_York', 'Asia/Kolkata', 'UTC'),
  })

  it('SPEC §5 Slots: generated slots are sorted, unique by text and all later than now + forewarning', () => {
    fc.assert(
      fc.property(request, (req) => {
        const slots = generateSlots(req)
        const earliest = req.nowMs + req.forewarningMinutes * 60_000
        slots.forEach((slot, index) => {
          expect(slot.startsAt).toBeGreaterThan(earliest)
          if (index > 0) expect(slot.startsAt).toBeGreaterThanOrEqual(slots[index - 1]?.startsAt ?? -Infinity)
        })
        expect(new Set(slots.map((slot) => slot.text)).size).toBe(slots.length)
        const today = slots.filter((slot) => slot.day === 'Oggi').length
        expect(slots.length).toBeLessThanOrEqual(Math.max(SLOT_LIST_CAP, today))
      }),
    )
  })
})
