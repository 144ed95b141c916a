import { describe, expect, it } from 'vitest'
import { decodeStored } from '../../events/envelope'
import { latestVersion } from '../../events/catalogue'
import { readEntries } from '../../events/log'
import { T0, e, envelopes, margherita } from '../support/builders'

const good = envelopes([e('LineAdded', { line: margherita(), quantity: 1 })])[0]!

describe('DESIGN §3 envelope and quarantine policy', () => {
  it('a current event decodes as it was stored', () => {
    expect(decodeStored(JSON.parse(JSON.stringify(good)))).toEqual({ ok: true, upcast: false, event: good })
  })

  it.each([
    ['not an object', 'text', 'not an event envelope'],
    ['no seq', { ...good, seq: undefined }, 'envelope: seq'],
    ['seq 0', { ...good, seq: 0 }, 'envelope: seq'],
    ['empty id', { ...good, id: '' }, 'envelope: id'],
    ['at as text', { ...good, at: '2026-11-22' }, 'envelope: at'],
    ['unknown type', { ...good, type: 'LoyaltyPointsEarned' }, 'unknown event type "LoyaltyPointsEarned"'],
    ['newer version', { ...good, v: 99 }, `LineAdded v99 is newer than this app knows (v${latestVersion.LineAdded})`],
    ['a version never written', { ...good, v: 0 }, 'envelope: v'],
    ['bad payload', { ...good, data: { ...good.data, quantity: 0 } }, 'LineAdded v2 payload: quantity: expected PositiveInt, got 0'],
    ['price not in cents', { ...good, data: { line: { ...margherita(), item: { ...margherita().item, unitPrice: 8.5 } }, quantity: 1 } }, 'line.item.unitPrice'],
  ])('%s is quarantined with its reason, never thrown', (_name, raw, reason) => {
    const decoded = decodeStored(raw)
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) {
      expect(decoded.quarantine.reason).toContain(reason)
      expect(decoded.quarantine.raw).toBe(raw)
    }
  })

  it('reading a log keeps every good event, in seq order, and quarantines repeats', () => {
    const [a, b, c] = envelopes([e('WaiterCalled', {}), e('WaiterCalled', {}), e('WaiterCalled', {})], T0)
    const log = readEntries([c, a, 'garbage', b, { ...b, id: 'other' }, a])
    expect(log.events.map((ev) => ev.seq)).toEqual([1, 2, 3])
    expect(log.quarantine.map((q) => q.reason)).toEqual(['not an event envelope (expected an object)', 'duplicate seq 2', 'duplicate event id evt-1'])
  })
})
