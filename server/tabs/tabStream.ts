import { isRight } from 'fp-ts/lib/Either'
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { evolveTab, emptyTab, type Tab, type TabEvent, type TabRules } from '../../domain/tab'
import { placeTabEvents, type NewTabEvent } from '../../domain/tabReplica'
import { defaultText } from '../../domain/notice'
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

export async function loadTab(db: Db, tabId: string): Promise<StoredTab | null> {
  const row = await db.selectFrom('tabs').selectAll().where('tab_id', '=', tabId).executeTakeFirst()
  if (!row) return null
  const stored = await db.selectFrom('tab_events').select('body').where('tab_id', '=', tabId).orderBy('seq').execute()
  const events = stored.map((entry) => decodeStored(entry.body))
  let tab = emptyTab(tabId)
  for (const event of events) tab = evolveTab(tab, event)
  return { row, events, tab }
}

export async function loadTabOrThrow(db: Db, tabId: string): Promise<StoredTab> {
  const stored = await loadTab(db, tabId)
  if (!stored) throw new HttpProblem(404, 'No such tab')
  return stored
}

export type { NewTabEvent }

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

/** The stream as a phone reads it: the events after `after`, and the head. */
export function streamAfter(stored: StoredTab, after: number) {
  return { tab_id: stored.row.tab_id, events: stored.events.filter((event) => event.seq > after), seq: stored.tab.seq }
}
