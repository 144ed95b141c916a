// Issue #18: what the staff see of a tab. A tab paid in equal parts or by amounts pays money, not
// lines: once nothing is left, no line may still show as unpaid.
import { describe, expect, it } from 'vitest'
import { foldTab, type TabEvent, type TabEventBody } from '../../domain/tab'
import { tabSummary } from '../../server/tabs/tabSummary'
import { tabLine as line, tabRules as rules } from '../support/tabRules'

const tabOf = (...bodies: [string, TabEventBody][]) => foldTab('tab-one', bodies.map(([guestId, body], i) => ({ ...body, id: `event-${i}`, seq: i + 1, at: 1_000 + i, guestId }) as TabEvent))

const sent: [string, TabEventBody][] = [
  ['anna-0001', { type: 'TabOpened', table: { id: 4, name: 'Tavolo 4' }, name: 'Anna' }],
  ['bruno-001', { type: 'GuestJoined', name: 'Bruno' }],
  ['anna-0001', { type: 'TabLineAdded', lineId: 'line-anna-1', line: line(202, 1350) }],
  ['bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-1', line: line(203, 500, 2) }],
  ['anna-0001', { type: 'RoundSent', round: 1, lineIds: ['line-anna-1', 'line-bruno-1'], covers: 2, amount: 2850, orderId: 1, restaurantorderid: 1 }],
]
const paidShare = (guest: string, paymentId: string, mode: 'equal' | 'amount', amount: number): [string, TabEventBody][] => [
  [guest, { type: 'SharePaymentStarted', paymentId, mode, lineIds: [], amount, tip: 0 }],
  [guest, { type: 'SharePaymentEnded', paymentId, paid: true }],
]

describe('issue #18 the staff summary of a tab paid in money shares', () => {
  it('two equal halves pay the whole tab: nothing left, no line unpaid', () => {
    const summary = tabSummary(tabOf(...sent, ...paidShare('anna-0001', 'pay-anna', 'equal', 1425), ...paidShare('bruno-001', 'pay-bruno', 'equal', 1425)), rules)
    expect(summary).toMatchObject({ total: 2850, paid: 2850, left: 0, unpaid_lines: [] })
  })

  it('an amount that leaves part of the tab keeps its lines listed beside what is left', () => {
    const summary = tabSummary(tabOf(...sent, ...paidShare('anna-0001', 'pay-anna', 'amount', 1000)), rules)
    expect(summary).toMatchObject({ paid: 1000, left: 1850 })
    expect(summary.unpaid_lines.map((unpaid) => unpaid.name)).toEqual(['Anna: item 202', 'Bruno: item 203'])
  })
})
