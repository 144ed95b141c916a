// Issue #18 (DESIGN §7a): random interleavings of 2-6 phones at one table adding, editing and removing
// lines, going offline and online, sending rounds and paying shares. Every phone converges to the
// server's tab, every line is there exactly once, and the money adds up to the cent.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ApiResult } from '../../api/port'
import type { TabStream } from '../../api/tabPort'
import { syncTab } from '../../commands/tabSync'
import { lineTotal, type CartLine } from '../../domain/cartLine'
import { coversDue, emptyTab, shareAmount, shareLines, tabTotals, type ShareMode, type Tab, type TabEvent, type TabRules } from '../../domain/tab'
import { placeTabEvents, pushOutcome, shownTab, type NewTabEvent, type TabReplica } from '../../domain/tabReplica'
import { DEEP } from '../support/depth'

const RUNS = DEEP ? 5_000 : 1_000
const COVER = 250

const rulesWith = (anyoneEdits: boolean): TabRules => ({
  anyoneEdits,
  inactivityMs: 3 * 60 * 60 * 1000,
  tipPercents: [10],
  coverPrice: COVER,
  currency: '€',
  ordering: { venueType: 2, options: { offline_orders_enabled: true, enabled_order_delivery: true, ask_for_cover: true, cover_enabled_delivery: true } },
})

const item = (id: number, name: string, unitPrice: number, quantity: number): CartLine => ({
  item: { id, name, name_orig: name, unitPrice, price_mode: 'single', is_drink: false },
  menuentryvariants: [],
  notes: '',
  key: String(id),
  quantity,
})
const ITEMS = [[202, 'Tagliere', 1350], [203, 'Crescentine', 500], [207, 'Lasagne', 1250]] as const

/** The server's side of the tab, held in memory with the same rules the reference server appends with. */
class TabServer {
  tab: Tab
  events: TabEvent[] = []
  clock = 1_000
  private orders = 0
  conflicts = 0
  constructor(readonly rules: TabRules, opener: string) {
    this.tab = emptyTab('tab-under-test')
    this.append([{ type: 'TabOpened', id: 'open-tab-under-test', guestId: opener, table: { id: 4, name: 'Tavolo 4' }, name: opener }])
  }
  append(events: NewTabEvent[]): boolean {
    const placed = placeTabEvents(this.tab, events, this.rules, ++this.clock)
    if (!placed.ok) return false
    this.tab = placed.tab
    this.events.push(...placed.placed)
    return true
  }
  stream(after: number): ApiResult<TabStream> {
    return { ok: true, value: { tabId: this.tab.tabId, events: this.events.filter((event) => event.seq > after), seq: this.tab.seq } }
  }
  push(expected: number, events: readonly NewTabEvent[], guestId: string): ApiResult<TabStream> {
    const mine = events.map((event) => ({ ...event, guestId }))
    const outcome = pushOutcome(this.tab, new Set(this.events.map((event) => event.id)), expected, mine)
    if (outcome.kind === 'conflict') {
      this.conflicts++
      return { ok: false, kind: 'rejected', message: 'conflict', status: 409 }
    }
    if (outcome.kind === 'mixed') return { ok: false, kind: 'rejected', message: 'mixed', status: 422 }
    if (outcome.kind === 'append') {
      const placed = placeTabEvents(this.tab, mine, this.rules, ++this.clock)
      if (!placed.ok) return { ok: false, kind: 'rejected', message: 'refused', status: 422, rule: placed.refusal, details: { event_id: placed.event.id } }
      this.tab = placed.tab
      this.events.push(...placed.placed)
    }
    return this.stream(expected)
  }
  round(guestId: string): void {
    const unsent = this.tab.lines.filter((line) => line.round === null)
    if (unsent.length === 0) return
    const round = this.tab.rounds.length + 1
    // the venue's order for the round, as the reference server prices it: the lines and the covers due
    const amount = unsent.reduce((sum, line) => sum + lineTotal(line.line), 0) + coversDue(this.tab) * COVER
    this.append([{ type: 'RoundSent', id: `round-${round}-of-tab`, guestId, round, lineIds: unsent.map((line) => line.lineId), covers: coversDue(this.tab), amount, orderId: ++this.orders, restaurantorderid: this.orders }])
  }
  pay(guestId: string, mode: ShareMode, asked: number, tip: number, paid: boolean, n: number): void {
    const amount = shareAmount(this.tab, this.rules, guestId, mode, asked)
    const lineIds = shareLines(this.tab, guestId, mode).map((line) => line.lineId)
    const paymentId = `pay-${guestId}-${n}`
    if (!this.append([{ type: 'SharePaymentStarted', id: `start-${paymentId}`, guestId, paymentId, mode, lineIds, amount, tip }])) return
    this.append([{ type: 'SharePaymentEnded', id: `end-${paymentId}`, guestId, paymentId, paid }])
  }
}

type Phone = { guestId: string; replica: TabReplica; online: boolean; added: string[]; dropped: Set<string>; made: number }

type Action =
  | { kind: 'add'; phone: number; item: number; quantity: number }
  | { kind: 'quantity'; phone: number; pick: number; quantity: number }
  | { kind: 'remove'; phone: number; pick: number }
  | { kind: 'toggle'; phone: number }
  | { kind: 'sync'; phone: number }
  | { kind: 'round'; phone: number }
  | { kind: 'pay'; phone: number; mode: ShareMode; share: number; tip: number; paid: boolean }

const action = (phones: number): fc.Arbitrary<Action> => {
  const phone = fc.integer({ min: 0, max: phones - 1 })
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), phone, item: fc.integer({ min: 0, max: ITEMS.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('quantity' as const), phone, pick: fc.nat(20), quantity: fc.integer({ min: 1, max: 4 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), phone, pick: fc.nat(20) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('toggle' as const), phone }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), phone }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('round' as const), phone }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('pay' as const), phone, mode: fc.constantFrom<ShareMode>('mine', 'equal', 'amount', 'rest'), share: fc.integer({ min: 1, max: 4000 }), tip: fc.integer({ min: 0, max: 500 }), paid: fc.boolean() }),
    },
  )
}

const scenario = fc.integer({ min: 2, max: 6 }).chain((phones) => fc.record({ phones: fc.constant(phones), anyoneEdits: fc.boolean(), actions: fc.array(action(phones), { minLength: 10, maxLength: 60 }) }))

async function sync(server: TabServer, phone: Phone): Promise<void> {
  const calls = {
    push: async (expected: number, events: readonly NewTabEvent[]) => server.push(expected, events, phone.guestId),
    pull: async (after: number) => server.stream(after),
  }
  const result = await syncTab(phone.replica, calls, server.rules, server.clock)
  phone.replica = result.replica
  for (const { event } of result.dropped) phone.dropped.add(event.id)
}

/** A phone decides its own line event on the tab it shows; the tab refuses it: nothing is queued. */
function decide(server: TabServer, phone: Phone, event: NewTabEvent): void {
  const shown = shownTab(phone.replica, server.rules, server.clock)
  if (!placeTabEvents(shown, [event], server.rules, server.clock).ok) return
  phone.replica = { ...phone.replica, pending: [...phone.replica.pending, event] }
  if (event.type === 'TabLineAdded') phone.added.push(event.id)
}

describe('issue #18 every phone at the table converges to one tab (DESIGN §7a)', () => {
  const seen = { conflicts: 0, dropped: 0, rounds: 0, paidShares: 0, offlineAdds: 0 }

  it(`${RUNS} random interleavings of 2-6 phones: same tab everywhere, each line once, money to the cent`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ phones: count, anyoneEdits, actions }) => {
        const rules = rulesWith(anyoneEdits)
        const guests = Array.from({ length: count }, (_, i) => `guest-${i}-at-table`)
        const server = new TabServer(rules, guests[0]!)
        for (const guestId of guests.slice(1)) server.append([{ type: 'GuestJoined', id: `join-${guestId}`, guestId, name: guestId }])
        const phones: Phone[] = guests.map((guestId) => ({ guestId, replica: { confirmed: emptyTab('tab-under-test'), pending: [] }, online: true, added: [], dropped: new Set(), made: 0 }))
        for (const phone of phones) await sync(server, phone)

        for (const step of actions) {
          const phone = phones[step.phone]!
          const id = () => `${phone.guestId}-e${++phone.made}`
          const pick = (n: number) => {
            const lines = shownTab(phone.replica, rules, server.clock).lines
            return lines.length === 0 ? null : lines[n % lines.length]!
          }
          switch (step.kind) {
            case 'add': {
              const [itemId, name, price] = ITEMS[step.item]!
              const lineId = id()
              decide(server, phone, { type: 'TabLineAdded', id: lineId, lineId, guestId: phone.guestId, line: item(itemId, name, price, step.quantity) })
              break
            }
            case 'quantity': {
              const line = pick(step.pick)
              if (line) decide(server, phone, { type: 'TabLineQuantitySet', id: id(), guestId: phone.guestId, lineId: line.lineId, quantity: step.quantity })
              break
            }
            case 'remove': {
              const line = pick(step.pick)
              if (line) decide(server, phone, { type: 'TabLineRemoved', id: id(), guestId: phone.guestId, lineId: line.lineId })
              break
            }
            case 'toggle':
              phone.online = !phone.online
              break
            case 'sync':
              if (phone.online) await sync(server, phone)
              break
            // a phone sends its pending lines before it asks for a round or pays, as the app does
            case 'round':
              if (!phone.online) break
              await sync(server, phone)
              server.round(phone.guestId)
              break
            case 'pay':
              if (!phone.online) break
              await sync(server, phone)
              server.pay(phone.guestId, step.mode, step.share, step.tip, step.paid, ++phone.made)
              break
          }
        }

        // everyone comes back online and syncs until nothing is pending
        seen.offlineAdds += phones.filter((phone) => !phone.online && phone.replica.pending.length > 0).length
        for (let pass = 0; pass < 3; pass++) for (const phone of phones) await sync(server, phone)
        seen.conflicts += server.conflicts
        for (const phone of phones) {
          expect(phone.replica.pending).toEqual([])
          expect(phone.replica.confirmed).toEqual(server.tab)
        }

        // each line added by a phone is on the tab exactly once, unless the tab refused it or it was removed
        const addedOnServer = server.events.filter((event) => event.type === 'TabLineAdded').map((event) => event.id)
        expect(new Set(addedOnServer).size).toBe(addedOnServer.length)
        for (const phone of phones) for (const added of phone.added) expect(addedOnServer.includes(added)).toBe(!phone.dropped.has(added))
        const removed = new Set(server.events.flatMap((event) => (event.type === 'TabLineRemoved' ? [event.lineId] : [])))
        expect(server.tab.lines.map((line) => line.lineId).sort()).toEqual(addedOnServer.filter((lineId) => !removed.has(lineId)).sort())

        // the money: the tab's quote is its lines and covers, and paid + left = total to the cent
        const totals = tabTotals(server.tab, rules)
        const covers = server.tab.rounds.reduce((sum, round) => sum + round.covers, 0)
        const sent = server.tab.lines.filter((line) => line.round !== null).reduce((sum, line) => sum + lineTotal(line.line), 0)
        const unsent = server.tab.lines.filter((line) => line.round === null)
        expect(totals.ordered).toBe(sent + covers * COVER)
        expect(totals.total).toBe(totals.ordered + unsent.reduce((sum, line) => sum + lineTotal(line.line), 0) + (unsent.length > 0 ? coversDue(server.tab) * COVER : 0))
        expect(totals.paid + totals.left).toBe(totals.total)
        expect(totals.paid).toBe(server.tab.payments.filter((payment) => payment.status === 'paid').reduce((sum, payment) => sum + payment.amount, 0))
        expect(totals.paid).toBeLessThanOrEqual(totals.ordered)
        expect(totals.payable).toBeGreaterThanOrEqual(0)
        seen.dropped += phones.reduce((sum, phone) => sum + phone.dropped.size, 0)
        seen.rounds += server.tab.rounds.length
        seen.paidShares += server.tab.payments.filter((payment) => payment.status === 'paid').length
        // a line is paid by one share at most
        const paidLines = server.tab.payments.filter((payment) => payment.status === 'paid').flatMap((payment) => payment.lineIds)
        expect(new Set(paidLines).size).toBe(paidLines.length)
      }),
      { numRuns: RUNS, seed: 20261125 },
    )
    // the runs did meet what they are about: phones racing, refused events, rounds, payments, offline phones
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(RUNS / 20)
  }, 120_000)
})
