import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { describeValue, explainLog } from '../../cli/replay/explain'
import { readExportFile } from '../../cli/readExport'
import { diffValues } from '../../cli/replay/viewDiff'
import { comanda, fixture, writeLog } from './runComanda'

const LOGS = readdirSync('fixtures/logs').filter((name) => name.endsWith('.log.json'))

describe('comanda replay --explain: what each event changed in which view, in words (issue #8)', () => {
  it('a line added: the sentence, then the cart and the totals as they moved, money as the app shows it', async () => {
    const result = await comanda('replay', 'fixtures/logs/type2-table-covers-waiter.log.json', '--explain')
    expect(result.code).toBe(0)
    expect(result.out).toContain(
      'LineAdded #5: cart: +2 × Diavola (€ 9); cart: lines[0] added 2 × Diavola, count 0 → 2; totals: subtotal € 0 → € 18, total € 7,50 → € 25,50',
    )
    expect(result.out).toContain('CoversSet #4: covers set to 3 at € 2,50 each; cart: covers.count 0 → 3, covers.unitPrice € 0 → € 2,50; totals: cover € 0 → € 7,50, total € 0 → € 7,50')
    expect(result.out).toContain("OrderStateChanged #13: order #508 is now accepted; myOrders: orders[0].status pending → accepted; guest saw info: Lo stato dell'ordine #21 è stato aggiornato!")
  })

  it('issue #17.5 every message a guest saw in --steps is in --explain, on every fixture log', async () => {
    for (const name of LOGS) {
      const steps = JSON.parse((await comanda('replay', `fixtures/logs/${name}`, '--steps', '--json')).out).steps as { seq: number; notices: string[] }[]
      const explained = JSON.parse((await comanda('replay', `fixtures/logs/${name}`, '--explain', '--json')).out).explanations as { seq: number; text: string }[]
      for (const step of steps) {
        for (const notice of step.notices) expect(explained.find((explanation) => explanation.seq === step.seq)?.text, `${name} #${step.seq}`).toContain(`guest saw ${notice}`)
      }
    }
  })

  it('a coupon, an edit that merges two lines, a decrement: each names the line and what moved', async () => {
    const coupon = (await comanda('replay', 'fixtures/logs/type1-delivery-total-coupon.log.json', '--explain')).out
    expect(coupon).toContain('CouponApplied #5: coupon MENO5 applied (€ 5 off, minimum order € 20); cart: coupon — → MENO5; totals: discount € 0 → € 5, couponApplies false → true, total € 31,50 → € 26,50')
    const merge = (await comanda('replay', 'fixtures/logs/merge-on-edit.log.json', '--explain')).out
    expect(merge).toContain('LineEdited #5: cart: Margherita edited to 2 × Margherita [Mozzarella di bufala] (€ 10)')
    expect(merge).toContain('lines[0].notes ben cotta → ben cotta; tagliata, lines[0].quantity 1 → 3, lines[1] removed 2 × Margherita')
    expect(merge).toContain('LineDecremented #6: cart: −1 × Margherita [2 × Doppia mozzarella]; cart: lines[1] removed 1 × Margherita, count 4 → 3')
    const coupons = (await comanda('replay', 'fixtures/logs/coupon-errors.log.json', '--explain')).out
    expect(coupons).toMatch(/CouponRejected #\d+: coupon "\w+" refused: expired; no change in the views; guest saw error: Il coupon inserito è scaduto/)
  })

  it('every fixture log: one explanation per event read, each with its own sentence', () => {
    for (const name of LOGS) {
      const log = readExportFile(`fixtures/logs/${name}`)
      const explanations = explainLog(log)
      expect(explanations.map((e) => e.seq), name).toEqual(log.events.map((event) => event.seq))
      for (const explanation of explanations) {
        expect(explanation.text.startsWith(`${explanation.type} #${explanation.seq}: `), name).toBe(true)
        expect(explanation.sentence, `${name} #${explanation.seq}`).not.toBe('recorded')
      }
    }
  })

  it('the changes are exactly the structural diff of the views before and after each event', () => {
    const log = readExportFile('fixtures/logs/unpaid-orders-then-pay-all.log.json')
    for (const explanation of explainLog(log)) {
      for (const change of explanation.changes) expect(change.view).toBe(change.path.split(/[.[]/)[0])
    }
    const payment = explainLog(log).find((e) => e.type === 'PaymentResultReceived')!
    expect(payment.sentence).toMatch(/^payment (succeeded|failed) for orders? #/)
    expect(payment.changes.some((change) => change.path.startsWith('myOrders.'))).toBe(true)
  })

  it('an event that changes nothing the guest sees says so', async () => {
    const log = fixture('type1-delivery-total-coupon')
    log.events.splice(1, 0, { seq: 2, id: 'same-language', at: (log.events[0]!.at as number) + 1, type: 'LanguageChosen', v: 1, data: { code: 'it', rtl: false } })
    log.events.forEach((event, i) => (event.seq = i + 1))
    const result = await comanda('replay', writeLog(log), '--explain')
    expect(result.out).toContain('LanguageChosen #2: chose the language it; no visible change')
  })

  it('--view: only the changes in those views; --json: every change with its path and values', async () => {
    const totalsOnly = (await comanda('replay', 'fixtures/logs/type1-delivery-total-coupon.log.json', '--explain', '--view', 'totals')).out
    expect(totalsOnly).toContain('LineAdded #2: cart: +2 × Diavola (€ 9); totals: subtotal € 0 → € 18, total € 0 → € 18')
    expect(totalsOnly).not.toContain('count 0 → 2')
    const json = JSON.parse((await comanda('replay', 'fixtures/logs/type1-delivery-total-coupon.log.json', '--explain', '--json')).out)
    expect(json.explanations).toHaveLength(6)
    expect(json.explanations[4].changes).toContainEqual({ view: 'totals', path: 'totals.discount', before: 0, after: 500, text: 'discount € 0 → € 5' })
  })

  it('the upcast and quarantined logs explain what they can and list the rest', async () => {
    expect((await comanda('replay', 'fixtures/logs/upcast-line-added-v1.log.json', '--explain')).out).toContain('LineAdded #2: cart: +2 × Diavola [Nduja] (€ 9,60)')
    const quarantined = (await comanda('replay', 'fixtures/logs/quarantined-bad-events.log.json', '--explain')).out
    expect(quarantined).toContain('quarantined seq 3 (not folded): unknown event type "LoyaltyPointsEarned"')
  })

  it('--explain with --steps or --at is bad input', async () => {
    const result = await comanda('replay', 'fixtures/logs/coupon-errors.log.json', '--explain', '--steps')
    expect(result.code).toBe(2)
    expect(result.err).toMatch(/--explain and --html go through every event/)
  })
})

describe('the structural diff and the words for values', () => {
  it('cart lines are matched by key: removing the first is one removal, not every line changing', () => {
    const line = (key: string, quantity: number) => ({ key, quantity, item: { name: key } })
    expect(diffValues({ lines: [line('a', 1), line('b', 2)] }, { lines: [line('b', 2)] })).toEqual([{ path: 'lines[0]', before: line('a', 1), after: undefined }])
    expect(diffValues({ lines: [line('a', 1)] }, { lines: [line('a', 3)] })).toEqual([{ path: 'lines[0].quantity', before: 1, after: 3 }])
    expect(diffValues([1, 2], [1, 2, 3])).toEqual([{ path: '[2]', before: undefined, after: 3 }])
  })

  it('money keys in cents read as money, times as UTC, nothing as a dash', () => {
    expect(describeValue('total', 1700)).toBe('€ 17')
    expect(describeValue('subtotal', 850)).toBe('€ 8,50')
    expect(describeValue('lastCallAt', Date.UTC(2026, 10, 20, 11, 32, 20))).toBe('2026-11-20 11:32:20 UTC')
    expect(describeValue('coupon', null)).toBe('—')
    expect(describeValue('orders', [{ id: 508, status: 'accepted', total_cost: 3450 }])).toBe('[#508 accepted € 34,50]')
  })
})
