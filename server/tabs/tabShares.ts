import type { Kysely } from 'kysely'
import { formatMoney } from '../../domain/display'
import { tabTotals, type Tab, type TabRules } from '../../domain/tab'
import type { Database } from '../db/schema'
import { sendMail } from '../customers/mailOutbox'
import type { SessionStatus } from '../payments/provider'
import { loadTab, serverEventId, type NewTabEvent } from './tabStream'

/** The share a provider session pays, if it pays one (a tab's share sessions name no order). */
export async function shareOfSession(db: Kysely<Database>, sessionId: string): Promise<{ payment_id: string; tab_id: string } | null> {
  return (await db.selectFrom('tab_payments').select(['payment_id', 'tab_id']).where('session_id', '=', sessionId).executeTakeFirst()) ?? null
}

/** The provider may take the money only while the share is still being paid: not ended, and the tab not closed meanwhile. */
export async function shareIsPending(db: Kysely<Database>, share: { payment_id: string; tab_id: string }): Promise<boolean> {
  const stored = await loadTab(db, share.tab_id)
  return stored !== null && stored.tab.open && stored.tab.payments.some((payment) => payment.paymentId === share.payment_id && payment.status === 'pending')
}

/** The event that ends a share as its provider session stands; null while the payer may still pay. */
export function shareEnding(tab: Tab, paymentId: string, session: SessionStatus, guestId: string): NewTabEvent | null {
  const share = tab.payments.find((payment) => payment.paymentId === paymentId)
  if (!share || share.status !== 'pending') return null
  if (session === 'pending' || session === 'declined') return null // a declined card may be followed by another
  return { type: 'SharePaymentEnded', id: serverEventId('end', paymentId), guestId, paymentId, paid: session === 'approved' }
}

/** The payer's receipt (issue #18), on screen from the tab's events and by mail through the outbox when the guest gave an e-mail. */
export async function mailReceipt(db: Kysely<Database>, venue: { hash: string; name: string; currency: string }, tab: Tab, rules: TabRules, paymentId: string, now: number): Promise<void> {
  const share = tab.payments.find((payment) => payment.paymentId === paymentId)
  if (!share || share.status !== 'paid') return
  const member = await db.selectFrom('tab_members').select('email').where('tab_id', '=', tab.tabId).where('guest_id', '=', share.guestId).executeTakeFirst()
  if (!member?.email) return
  const money = (amount: number) => formatMoney(amount, { symbol: venue.currency })
  const totals = tabTotals(tab, rules)
  const body = [
    `${venue.name} · ${tab.table.name}`,
    `Paid: ${money(share.amount)}`,
    `Tip: ${money(share.tip)}`,
    `Charged: ${money(share.amount + share.tip)}`,
    `Left on the tab: ${money(totals.left)}`,
    `Payment ${share.paymentId}`,
  ].join('\n')
  await sendMail(db, { venueHash: venue.hash, to: member.email, kind: 'tab_receipt', subject: `${venue.name}: your receipt`, body, link: null }, now)
}
