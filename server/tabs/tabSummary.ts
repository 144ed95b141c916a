import type { TabSummary } from '../../api/tabContracts'
import { lineTotal } from '../../domain/cartLine'
import { tabTotals, type Tab, type TabRules } from '../../domain/tab'

/** What the staff sees of a tab (issue #18): who is at it, its rounds, what is paid, and each line still unpaid (none once nothing is left). */
export function tabSummary(tab: Tab, rules: TabRules): TabSummary {
  const totals = tabTotals(tab, rules)
  const nameOf = (guestId: string) => tab.members.find((member) => member.guestId === guestId)?.name ?? '?'
  return {
    tab_id: tab.tabId,
    table_id: tab.table.id,
    open: tab.open,
    guests: tab.members.map((member) => member.name),
    rounds: tab.rounds.length,
    total: totals.total,
    paid: totals.paid,
    left: totals.left,
    // Equal and amount shares pay money, not lines: once they leave nothing to pay, no line is unpaid.
    unpaid_lines: (totals.left <= 0 ? [] : tab.lines)
      .filter((line) => line.paidBy === null || tab.payments.find((payment) => payment.paymentId === line.paidBy)?.status !== 'paid')
      .map((line) => ({ guest: line.guestId, name: `${nameOf(line.guestId)}: ${line.line.item.name}`, quantity: line.line.quantity, amount: lineTotal(line.line) })),
    last_at: tab.lastAt,
    currency: rules.currency,
  }
}
