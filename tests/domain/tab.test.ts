// Issue #18: the table's tab, its fold and its rules (DESIGN §7a), given events / when event / then refusal or tab.
import { describe, expect, it } from 'vitest'
import { coversDue, foldTab, isTabInactive, isTabSettled, shareAmount, tabEventRefusal, tabOptionsOf, tabRulesFor, tabTotals, tipOf, type TabEvent, type TabEventBody, type TabRules } from '../../domain/tab'
import { tabLine as line, tabRules as rules } from '../support/tabRules'
import { placeTabEvents, rebased, received, shownTab, type NewTabEvent } from '../../domain/tabReplica'

let seq = 0
const at = (guestId: string, body: TabEventBody): TabEvent => ({ ...body, id: `event-${++seq}-x`, seq: 0, at: 1_000 + seq, guestId }) as TabEvent
function given(...bodies: [string, TabEventBody][]) {
  return foldTab('tab-one', bodies.map(([guest, body], i) => ({ ...at(guest, body), seq: i + 1 })))
}
const opened: [string, TabEventBody][] = [
  ['anna-0001', { type: 'TabOpened', table: { id: 4, name: 'Tavolo 4' }, name: 'Anna' }],
  ['bruno-001', { type: 'GuestJoined', name: 'Bruno' }],
  ['anna-0001', { type: 'TabLineAdded', lineId: 'line-anna-1', line: line(202, 1350) }],
  ['bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-1', line: line(203, 500, 2) }],
]
const sent: [string, TabEventBody][] = [...opened, ['anna-0001', { type: 'RoundSent', round: 1, lineIds: ['line-anna-1', 'line-bruno-1'], covers: 2, amount: 2850, orderId: 1, restaurantorderid: 1 }]]
const when = (tab: ReturnType<typeof given>, guest: string, body: TabEventBody, with_ = rules) => tabEventRefusal(tab, { ...at(guest, body), seq: tab.seq + 1 }, with_)?.key ?? null

describe('issue #18 who changes a line', () => {
  it('only its author, unless the venue lets anyone at the table', () => {
    const tab = given(...opened)
    expect(when(tab, 'bruno-001', { type: 'TabLineRemoved', lineId: 'line-anna-1' })).toBe('tab.notYourLine')
    expect(when(tab, 'anna-0001', { type: 'TabLineRemoved', lineId: 'line-anna-1' })).toBeNull()
    expect(when(tab, 'bruno-001', { type: 'TabLineRemoved', lineId: 'line-anna-1' }, { ...rules, anyoneEdits: true })).toBeNull()
  })
  it('a line sent to the kitchen no longer changes; a guest not at the table changes nothing', () => {
    expect(when(given(...sent), 'anna-0001', { type: 'TabLineQuantitySet', lineId: 'line-anna-1', quantity: 2 })).toBe('tab.lineSent')
    expect(when(given(...opened), 'zeta-0001', { type: 'TabLineAdded', lineId: 'line-zeta-1', line: line(202, 1350) })).toBe('tab.notMember')
  })
  it('a closed tab takes nothing more', () => {
    expect(when(given(...opened, ['anna-0001', { type: 'TabClosed', reason: 'staff' }]), 'anna-0001', { type: 'TabLineAdded', lineId: 'line-anna-2', line: line(202, 1350) })).toBe('tab.closed')
  })
})

describe('issue #18 one guest cannot stop the table from ordering (the next round stays an order the venue takes)', () => {
  it('a line that would take the next round over the order limit (€ 2.000, domain/orderLimits) is refused when it is added, not at the round', () => {
    const tab = given(...opened)
    // 1350 + 1000 already waiting, plus covers: 99 bottles of € 20 would make the round € 2.008,50
    expect(tabEventRefusal(tab, { ...at('bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(224, 2000, 99) }), seq: tab.seq + 1 }, rules)).toEqual({ key: 'tab.roundTooLarge', params: { amount: '€ 2.000' } })
    expect(when(tab, 'bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(224, 2000, 98) })).toBeNull()
  })
  it('raising a quantity is held to the same limit; what went to the kitchen no longer counts', () => {
    const big = given(...opened, ['bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(224, 2000, 90) }])
    expect(when(big, 'bruno-001', { type: 'TabLineQuantitySet', lineId: 'line-bruno-2', quantity: 99 })).toBe('tab.roundTooLarge')
    expect(when(big, 'bruno-001', { type: 'TabLineQuantitySet', lineId: 'line-bruno-2', quantity: 91 })).toBeNull()
    // over the limit already (the covers of guests who joined since), lowering a quantity is how to get back under it
    const joined = Array.from({ length: 10 }, (_, i): [string, TabEventBody] => [`guest-${i}-000`, { type: 'GuestJoined', name: `G${i}` }])
    const over = given(...opened, ['bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(224, 2010, 98) }], ...joined)
    expect(when(over, 'bruno-001', { type: 'TabLineQuantitySet', lineId: 'line-bruno-2', quantity: 99 })).toBe('tab.roundTooLarge')
    expect(when(over, 'bruno-001', { type: 'TabLineQuantitySet', lineId: 'line-bruno-2', quantity: 97 })).toBeNull()
    expect(when(given(...sent), 'bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(224, 2000, 99) })).toBeNull()
  })
  it('the next round has at most 100 lines (the order\'s rows)', () => {
    const full = given(...opened, ...Array.from({ length: 98 }, (_, i): [string, TabEventBody] => ['anna-0001', { type: 'TabLineAdded', lineId: `line-anna-x${i}`, line: line(300 + i, 100) }]))
    expect(when(full, 'bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(224, 100) })).toBe('tab.roundTooManyLines')
  })
})

describe('issue #18 the tab\'s money through the one quote (domain/quote)', () => {
  it('one cover per guest, charged by the first round only; paid + left = total', () => {
    const tab = given(...sent)
    expect(tabTotals(tab, rules)).toMatchObject({ total: 1350 + 1000 + 500, ordered: 2350 + 500, paid: 0, left: 2850, byGuest: { 'anna-0001': 1350, 'bruno-001': 1000 } })
    expect(coversDue(tab)).toBe(0)
    const later = given(...sent, ['bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(207, 1250) }])
    expect(tabTotals(later, rules).total).toBe(2850 + 1250)
  })
  it('the covers and what serving the rounds costs are said apart, so lines + covers + service = total, before and after a round', () => {
    // served at the table for € 1.50 an order (SPEC §3 cost_order_delivery)
    const served: TabRules = { ...rules, ordering: { venueType: 2, options: { offline_orders_enabled: true, enabled_order_delivery: true, ask_for_cover: true, cover_enabled_delivery: true, cost_order_delivery: 150 } } }
    const lines = (tab: ReturnType<typeof given>) => Object.values(tabTotals(tab, served).byGuest).reduce((sum, value) => sum + value, 0)
    const before = given(...opened)
    expect(tabTotals(before, served)).toMatchObject({ total: 2350 + 500 + 150, covers: { count: 2, amount: 500 }, serviceCost: 150 })
    expect(lines(before) + 500 + 150).toBe(tabTotals(before, served).total)
    // the server charged the round 3000: its lines, the covers and the service
    const roundSent: [string, TabEventBody] = ['anna-0001', { type: 'RoundSent', round: 1, lineIds: ['line-anna-1', 'line-bruno-1'], covers: 2, amount: 3000, orderId: 1, restaurantorderid: 1 }]
    const after = given(...opened, roundSent, ['bruno-001', { type: 'TabLineAdded', lineId: 'line-bruno-2', line: line(207, 1250) }])
    expect(tabTotals(after, served)).toMatchObject({ total: 3000 + 1250 + 150, covers: { count: 2, amount: 500 }, serviceCost: 300 })
    expect(lines(after) + 500 + 300).toBe(tabTotals(after, served).total)
  })
  it('a round the server priced higher than the lines on the tab (the menu changed) shows no service cost for the difference', () => {
    const dearer: [string, TabEventBody] = ['anna-0001', { type: 'RoundSent', round: 1, lineIds: ['line-anna-1', 'line-bruno-1'], covers: 2, amount: 3100, orderId: 1, restaurantorderid: 1 }]
    expect(tabTotals(given(...opened, dearer), rules)).toMatchObject({ total: 3100, covers: { count: 2, amount: 500 }, serviceCost: 0 })
  })
  it('pay my lines with a 10 % tip, then the rest: the tab is settled', () => {
    const mine: [string, TabEventBody] = ['bruno-001', { type: 'SharePaymentStarted', paymentId: 'pay-bruno-1', mode: 'mine', lineIds: ['line-bruno-1'], amount: 1000, tip: tipOf(1000, 10) }]
    const tab = given(...sent, mine, ['bruno-001', { type: 'SharePaymentEnded', paymentId: 'pay-bruno-1', paid: true }])
    expect(tabTotals(tab, rules)).toMatchObject({ paid: 1000, tips: 100, payable: 1850, left: 1850 })
    expect(shareAmount(tab, rules, 'anna-0001', 'rest', 0)).toBe(1850)
    const done = given(...sent, mine, ['bruno-001', { type: 'SharePaymentEnded', paymentId: 'pay-bruno-1', paid: true }], ['anna-0001', { type: 'SharePaymentStarted', paymentId: 'pay-anna-1', mode: 'rest', lineIds: ['line-anna-1'], amount: 1850, tip: 0 }], ['anna-0001', { type: 'SharePaymentEnded', paymentId: 'pay-anna-1', paid: true }])
    expect(isTabSettled(done, rules)).toBe(true)
    expect(tabTotals(done, rules).left).toBe(0)
  })
  it('a round the kitchen refuses is off the bill: not in the total, in no guest\'s subtotal, in no share; refused once only', () => {
    const refused = given(...sent, ['anna-0001', { type: 'RoundRejected', round: 1 }])
    expect(tabTotals(refused, rules)).toMatchObject({ total: 0, ordered: 0, payable: 0, left: 0, byGuest: { 'anna-0001': 0, 'bruno-001': 0 } })
    expect(shareAmount(refused, rules, 'anna-0001', 'mine', 0)).toBe(0)
    expect(when(refused, 'anna-0001', { type: 'RoundRejected', round: 1 })).toBe('tab.changed')
    expect(when(given(...sent), 'anna-0001', { type: 'RoundRejected', round: 2 })).toBe('tab.changed')
    // recorded even once the tab is closed: the table is owed what it paid for it
    expect(when(given(...sent, ['anna-0001', { type: 'TabClosed', reason: 'staff' }]), 'anna-0001', { type: 'RoundRejected', round: 1 })).toBeNull()
  })
  it('a line being paid is taken for the others; more than what is left is refused; a failed payment frees its lines', () => {
    const paying = given(...sent, ['bruno-001', { type: 'SharePaymentStarted', paymentId: 'pay-bruno-1', mode: 'rest', lineIds: ['line-anna-1', 'line-bruno-1'], amount: 2850, tip: 0 }])
    expect(when(paying, 'anna-0001', { type: 'SharePaymentStarted', paymentId: 'pay-anna-1', mode: 'mine', lineIds: ['line-anna-1'], amount: 1350, tip: 0 })).toBe('tab.lineTaken')
    expect(when(given(...sent), 'anna-0001', { type: 'SharePaymentStarted', paymentId: 'pay-anna-1', mode: 'amount', lineIds: [], amount: 2851, tip: 0 })).toBe('tab.moreThanLeft')
    const freed = given(...sent, ['bruno-001', { type: 'SharePaymentStarted', paymentId: 'pay-bruno-1', mode: 'rest', lineIds: ['line-anna-1', 'line-bruno-1'], amount: 2850, tip: 0 }], ['bruno-001', { type: 'SharePaymentEnded', paymentId: 'pay-bruno-1', paid: false }])
    expect(when(freed, 'anna-0001', { type: 'SharePaymentStarted', paymentId: 'pay-anna-1', mode: 'mine', lineIds: ['line-anna-1'], amount: 1350, tip: 0 })).toBeNull()
  })
  it('an equal share is rounded up to the cent, so the last payer never owes more than the others', () => {
    const three = given(...sent, ['carla-001', { type: 'GuestJoined', name: 'Carla' }])
    expect(shareAmount(three, rules, 'anna-0001', 'equal', 0)).toBe(Math.ceil(2850 / 3))
    expect(shareAmount(three, rules, 'anna-0001', 'equal', 0) * 3).toBeGreaterThanOrEqual(2850)
  })
  it('an equal share is the same on every phone once someone has paid (helper review: € 23 on the payer\'s phone, € 46 on the other)', () => {
    const annaPaid = given(
      ...sent,
      ['anna-0001', { type: 'SharePaymentStarted', paymentId: 'pay-anna-1', mode: 'mine', lineIds: ['line-anna-1'], amount: 1350, tip: 0 }],
      ['anna-0001', { type: 'SharePaymentEnded', paymentId: 'pay-anna-1', paid: true }],
    )
    expect(shareAmount(annaPaid, rules, 'anna-0001', 'equal', 0)).toBe(shareAmount(annaPaid, rules, 'bruno-001', 'equal', 0))
    expect(shareAmount(annaPaid, rules, 'bruno-001', 'equal', 0)).toBe(2850 - 1350)
  })
})

describe('issue #18 a tab left open closes after the venue\'s inactivity limit (default 3 hours)', () => {
  it('not before', () => {
    const tab = given(...opened)
    expect(isTabInactive(tab, tab.lastAt + rules.inactivityMs - 1, rules.inactivityMs)).toBe(false)
    expect(isTabInactive(tab, tab.lastAt + rules.inactivityMs, rules.inactivityMs)).toBe(true)
  })
})

describe('issue #18 a phone\'s replica: pending events on top of the confirmed stream (DESIGN §7a)', () => {
  const confirmed = given(...opened)
  const mine: NewTabEvent = { type: 'TabLineQuantitySet', id: 'qty-anna-1-a', guestId: 'anna-0001', lineId: 'line-anna-1', quantity: 3 }
  it('shows the pending events; a pull that confirms them leaves nothing pending', () => {
    const replica = { confirmed, pending: [mine] }
    expect(shownTab(replica, rules, 2_000).lines[0]!.line.quantity).toBe(3)
    const placed = placeTabEvents(confirmed, [mine], rules, 2_000)
    expect(placed.ok).toBe(true)
    expect(received(replica, placed.ok ? placed.placed : []).pending).toEqual([])
  })
  it('rebasing on a round someone else sent drops the edit, naming why', () => {
    const round: TabEvent = { ...at('bruno-001', { type: 'RoundSent', round: 1, lineIds: ['line-anna-1', 'line-bruno-1'], covers: 2, amount: 2850, orderId: 1, restaurantorderid: 1 }), seq: confirmed.seq + 1 }
    const after = rebased(received({ confirmed, pending: [mine] }, [round]), rules, 2_000)
    expect(after.replica.pending).toEqual([])
    expect(after.dropped.map((drop) => drop.refusal.key)).toEqual(['tab.lineSent'])
  })
})

describe('issue #18 the venue\'s tab options (the venue file\'s tab_options)', () => {
  it('take the place of the defaults, one by one', () => {
    const ordering = rules.ordering
    expect(tabRulesFor({ ordering, coverPrice: 250, currency: '€' })).toMatchObject({ tipPercents: [5, 10, 15], anyoneEdits: false, inactivityMs: 3 * 60 * 60 * 1000 })
    const options = tabOptionsOf({ tip_percents: [10, 15, 20], inactivity_minutes: 90 })
    expect(tabRulesFor({ ordering, coverPrice: 250, currency: '€', tab: options })).toMatchObject({ tipPercents: [10, 15, 20], anyoneEdits: false, inactivityMs: 90 * 60 * 1000 })
    expect(tabRulesFor({ ordering, coverPrice: 250, currency: '€', tab: tabOptionsOf({ anyone_edits: true }) }).anyoneEdits).toBe(true)
  })
})
