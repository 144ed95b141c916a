import { isRight } from 'fp-ts/Either'
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { evolveTab, emptyTab, SERVER_EVENT_PREFIX, type Tab, type TabEvent, type TabRules } from '../../domain/tab'
import { placeTabEvents, type NewTabEvent } from '../../domain/tabReplica'
import { defaultText } from '../../domain/notice'
import { isOrderStatus, type OrderStatus } from '../../domain/orderStatus'
import { tabDevice } from '../devices'
import { TabStreamEventC } from '../../api/tabContracts'
import type { Database } from '../db/schema'
import { HttpProblem, RuleRefusal } from '../http'

type Db = Kysely<Database> | Transaction<Database>

export type TabRow = Database['tabs']

/** A tab as stored: its row, its stream and the fold of it. */
export type StoredTab = { row: TabRow; events: TabEvent[]; tab: Tab }

/** One tab's appends wait for each other (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockTab(trx: Transaction<Database>, tabId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${`tab|${tabId}`}))`.execute(trx)
}

function decodeStored(body: string): TabEvent {
  const decoded = TabStreamEventC.decode(JSON.parse(body))
  // the server wrote it with the same codec: a row that does not read is a broken database, not bad input
  if (!isRight(decoded)) throw new Error('A stored tab event does not decode')
  return decoded.right
}

async function eventsAfter(db: Db, tabId: string, after: number): Promise<TabEvent[]> {
  const stored = await db.selectFrom('tab_events').select('body').where('tab_id', '=', tabId).where('seq', '>', after).orderBy('seq').execute()
  return stored.map((entry) => decodeStored(entry.body))
}

/**
 * The folds of the tabs this process served, as committed (DESIGN §7a, issue #18 bench): an append
 * reads the tab's row under its lock and folds only the events stored since, instead of the whole
 * stream every time. A fold is kept only once its transaction committed (`rememberTab`), and used
 * only while the row still says the same head and time, so another process's append, or a rolled
 * back one of this process, is never taken for this one.
 */
const folds = new Map<string, StoredTab>()
const MAX_FOLDS = 10_000

export function rememberTab(stored: StoredTab): void {
  folds.delete(stored.row.tab_id)
  folds.set(stored.row.tab_id, stored)
  if (folds.size > MAX_FOLDS) folds.delete(folds.keys().next().value!)
}

export async function loadTab(db: Db, tabId: string): Promise<StoredTab | null> {
  const row = await db.selectFrom('tabs').selectAll().where('tab_id', '=', tabId).executeTakeFirst()
  if (!row) return null
  const known = folds.get(tabId)
  if (known && known.row.last_seq === row.last_seq && known.row.last_at === row.last_at) return known
  const from = known && known.tab.seq < row.last_seq ? known : { row, events: [], tab: emptyTab(tabId) }
  const newer = await eventsAfter(db, tabId, from.tab.seq)
  let { tab } = from
  for (const event of newer) tab = evolveTab(tab, event)
  return { row, events: [...from.events, ...newer], tab }
}

/** The stream after `after` and the head, read for a pull: no fold needed. */
export async function streamFrom(db: Db, tabId: string, after: number) {
  const row = await db.selectFrom('tabs').select(['tab_id', 'venue_hash', 'last_seq']).where('tab_id', '=', tabId).executeTakeFirst()
  if (!row) throw new HttpProblem(404, 'No such tab')
  const known = folds.get(tabId)
  const events = known && known.tab.seq === row.last_seq ? known.events.filter((event) => event.seq > after) : await eventsAfter(db, tabId, after)
  return { tab_id: tabId, events, seq: row.last_seq, round_statuses: await roundStatuses(db, row) }
}

export async function loadTabOrThrow(db: Db, tabId: string): Promise<StoredTab> {
  const stored = await loadTab(db, tabId)
  if (!stored) throw new HttpProblem(404, 'No such tab')
  return stored
}

export type { NewTabEvent }

/** The id of an event the server appends, from what it is about (`srv-round-<tab>-2`): a phone's events cannot use the `srv-` namespace. */
export function serverEventId(kind: string, ...about: (string | number)[]): string {
  return [`${SERVER_EVENT_PREFIX}${kind}`, ...about].join('-')
}

/**
 * Appends events after the stream's head, each checked by the tab's rules (domain/tabReplica
 * `placeTabEvents`) on the tab as it stands, in one transaction the caller holds with the tab
 * locked. Returns the tab after them; a refusal names the rule and the event it refused.
 */
export async function appendTabEvents(trx: Transaction<Database>, stored: StoredTab, events: readonly NewTabEvent[], rules: TabRules, now: number): Promise<StoredTab> {
  const placed = placeTabEvents(stored.tab, events, rules, now)
  if (!placed.ok) {
    const { refusal } = placed
    throw new RuleRefusal(refusal, defaultText(refusal), refusal.key === 'tab.lineTaken' || refusal.key === 'tab.changed' ? 409 : 422, { event_id: placed.event.id })
  }
  if (placed.placed.length === 0) return stored
  const { tab } = placed
  await trx
    .insertInto('tab_events')
    .values(placed.placed.map((event) => ({ tab_id: stored.row.tab_id, seq: event.seq, event_id: event.id, body: JSON.stringify(TabStreamEventC.encode(event)) })))
    .execute()
  const row = { ...stored.row, last_seq: tab.seq, last_at: tab.lastAt, open: tab.open ? 1 : 0 }
  await trx.updateTable('tabs').set({ last_seq: row.last_seq, last_at: row.last_at, open: row.open }).where('tab_id', '=', row.tab_id).execute()
  return { row, events: [...stored.events, ...placed.placed], tab }
}

/**
 * Each round's order status as the orders hold it (the staff move them): not events of the stream,
 * so a phone of an earlier version, which reads only the events it knows, still reads every answer.
 */
async function roundStatuses(db: Db, tab: { venue_hash: string; tab_id: string }): Promise<{ order_id: number; status: OrderStatus }[]> {
  // by venue and device: the orders' index (a pull is the tab's busiest call)
  const rows = await db.selectFrom('orders').select(['id', 'status']).where('venue_hash', '=', tab.venue_hash).where('device_id', '=', tabDevice(tab.tab_id)).orderBy('id').execute()
  return rows.flatMap((row) => (isOrderStatus(row.status) ? [{ order_id: row.id, status: row.status }] : []))
}

/** The stream as a phone reads it: the events after `after`, the head, and the rounds' statuses. */
export async function streamAfter(db: Db, stored: StoredTab, after: number) {
  return { tab_id: stored.row.tab_id, events: stored.events.filter((event) => event.seq > after), seq: stored.tab.seq, round_statuses: await roundStatuses(db, stored.row) }
}
