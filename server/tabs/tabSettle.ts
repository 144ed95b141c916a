import type { Kysely, Transaction } from 'kysely'
import { isTabSettled } from '../../domain/tab'
import type { Database } from '../db/schema'
import { HttpProblem } from '../http'
import type { ServerDeps } from '../deps'
import type { SessionStatus } from '../payments/provider'
import { activeVenue } from '../routes/activeVenue'
import { tabRulesOf } from './tabRules'
import { mailReceipt, shareEnding } from './tabShares'
import { roundWithdrawal } from './tabRounds'
import { appendTabEvents, loadTabOrThrow, lockTab, rememberTab, serverEventId, type StoredTab } from './tabStream'

/** Runs `work` on one tab, locked, in one transaction; the tab as `work` leaves it is remembered once committed. */
export async function inTab<T extends StoredTab | { stored: StoredTab }>(db: Kysely<Database>, tabId: string, work: (trx: Transaction<Database>, stored: StoredTab) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    await lockTab(trx, tabId)
    return work(trx, await loadTabOrThrow(trx, tabId))
  })
  rememberTab('stored' in result ? result.stored : result)
  return result
}

/** The venue a tab is at (read before a tab's transaction: the catalogue reads the database too). */
export async function venueOfTab(deps: Pick<ServerDeps, 'db' | 'venues'>, tabId: string) {
  const row = await deps.db.selectFrom('tabs').select('venue_hash').where('tab_id', '=', tabId).executeTakeFirst()
  if (!row) throw new HttpProblem(404, 'No such tab')
  return activeVenue(deps, row.venue_hash)
}

/**
 * Ends a share as its provider session stands (the payer's report, or the provider's webhook,
 * whichever comes first: the second finds it ended). A paid share that settles the tab closes it;
 * the payer's receipt is mailed once, by whichever call ended it.
 */
export async function settleShare(deps: Pick<ServerDeps, 'db' | 'venues' | 'clock'>, tabId: string, paymentId: string, session: SessionStatus): Promise<StoredTab> {
  const now = deps.clock()
  const venue = await venueOfTab(deps, tabId)
  const rules = tabRulesOf(venue)
  const { stored, ended } = await inTab(deps.db, tabId, async (trx, stored) => {
    const share = stored.tab.payments.find((payment) => payment.paymentId === paymentId)
    const ending = shareEnding(stored.tab, paymentId, session, share?.guestId ?? '')
    if (!ending) return { stored, ended: false }
    let after = await appendTabEvents(trx, stored, [ending], rules, now)
    if (isTabSettled(after.tab, rules)) after = await appendTabEvents(trx, after, [{ type: 'TabClosed', id: serverEventId('close', tabId), guestId: ending.guestId, reason: 'paid' }], rules, now)
    return { stored: after, ended: true }
  })
  if (ended) {
    const name = venue.staticInfo(venue.defaultLanguage).name
    await mailReceipt(deps.db, { hash: venue.hash, name: typeof name === 'string' ? name : venue.hash, currency: venue.order.currency }, stored.tab, rules, paymentId, now)
  }
  return stored
}

/** A round's order the kitchen refused or the staff canceled comes off its tab's bill (`roundWithdrawal`); the tab as it is then, or null when nothing changed. */
export async function withdrawRound(deps: Pick<ServerDeps, 'db' | 'venues' | 'clock'>, tabId: string, orderId: number): Promise<StoredTab | null> {
  // a guest's own device id may look like a tab's: no such tab, nothing to take off
  if (!(await deps.db.selectFrom('tabs').select('tab_id').where('tab_id', '=', tabId).executeTakeFirst())) return null
  const rules = tabRulesOf(await venueOfTab(deps, tabId))
  let changed = false
  const stored = await inTab(deps.db, tabId, async (trx, stored) => {
    const event = roundWithdrawal(stored.tab, orderId)
    if (!event) return stored
    changed = true
    return appendTabEvents(trx, stored, [event], rules, deps.clock())
  })
  return changed ? stored : null
}
