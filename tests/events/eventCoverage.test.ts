import { describe, expect, it } from 'vitest'
import { current, eventVersions, legacy, makeEvent, type EventType } from '../../events/catalogue'
import { FIRST, versionProblems } from '../../events/versions'
import { HANDLED_BY, IGNORED_BY_VIEWS } from '../../projections/coverage'
import { evolveViews, replay } from '../../projections/views'
import { envelopes, margherita } from '../support/builders'

const eventTypes = Object.keys(current) as EventType[]
const handledTypes = new Set<string>(Object.values(HANDLED_BY).flatMap((projection): readonly string[] => projection.handled.types))

describe('DESIGN §5: every event is folded by some projection or declared ignored', () => {
  it('each event type of the catalogue is handled by a view or the notices, or listed as ignored', () => {
    const uncovered = eventTypes.filter((type) => !handledTypes.has(type) && !(IGNORED_BY_VIEWS as readonly string[]).includes(type))
    expect(uncovered).toEqual([])
  })

  it('an event listed as ignored is handled by no projection', () => {
    expect(IGNORED_BY_VIEWS.filter((type) => handledTypes.has(type))).toEqual([])
  })

  it('an ignored event changes no view (only the fold counters move)', () => {
    const [added, chosen] = envelopes([makeEvent('LineAdded', { line: margherita(), quantity: 1 }), makeEvent('PaymentMethodSet', { orderId: 7, payment_method: 'cash' })])
    const views = replay([added!])
    const after = evolveViews(views, chosen!)
    expect({ ...after, events: 0, lastSeq: 0, lastAt: 0 }).toEqual({ ...views, events: 0, lastSeq: 0, lastAt: 0 })
  })
})

describe('DESIGN §3: each event declares its version and every older one it still reads', () => {
  it('the catalogue declares a version for every type, and an upcaster for each older version', () => {
    expect(Object.keys(eventVersions).sort()).toEqual([...eventTypes].sort())
    expect(versionProblems(eventVersions)).toEqual([])
    expect(legacy.LineAdded?.[1]?.codec).toBeDefined()
  })

  it('a version without the upcaster from the one before, or a legacy version not older, is named', () => {
    const upcaster = { codec: current.CoversSet, upcast: (data: unknown) => data }
    expect(versionProblems({ A: { version: 3, legacy: { 1: upcaster } }, B: { version: 1, legacy: { 2: upcaster } }, C: FIRST, D: { version: 0 } })).toEqual([
      'A: v2 has no codec and upcaster (it lifts to v3)',
      'B: legacy v2 is not older than v1',
      'D: version 0 is not a whole number from 1',
    ])
  })
})
