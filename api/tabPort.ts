import type { OrderStatus } from '../domain/orderStatus'
import type { TabEvent } from '../domain/tab'
import type { NewTabEvent } from '../domain/tabReplica'
import type { ShareMode } from '../domain/tab'
import type { PaymentProviderName } from '../domain/wallets'
import type { ApiResult, PreparedPayment } from './port'

/** The tab's stream from a place on, as a pull or a push answers it. */
/** `roundStatuses`: each round's order status as the staff moved it (by order id); absent from a server that does not say. */
export type TabStream = { tabId: string; events: TabEvent[]; seq: number; roundStatuses?: { orderId: number; status: OrderStatus }[] }

/** Who the phone is on a tab: the guest id and the secret it joined with (kept beside the device id, never in the log). */
export type TabMember = { tabId: string; guestId: string; secret: string }

export type TabJoin = { guestId: string; secret: string; name: string; email?: string }

/** The table's tab calls (DESIGN §7a, api/tabContracts.ts) as the bus sees them. A push refused because someone appended first fails with status 409. */
export interface TabApi {
  tableTab(tableId: number): Promise<ApiResult<{ tableName: string; guests: number } | null>>
  openTableTab(tableId: number, join: TabJoin): Promise<ApiResult<TabStream & { opened: boolean }>>
  joinTab(tabId: string, join: TabJoin): Promise<ApiResult<TabStream>>
  pull(member: TabMember, after: number): Promise<ApiResult<TabStream>>
  push(member: TabMember, expected: number, events: readonly NewTabEvent[]): Promise<ApiResult<TabStream>>
  sendRound(member: TabMember, after: number): Promise<ApiResult<TabStream>>
  startShare(member: TabMember, share: { paymentId: string; mode: ShareMode; amount: number; tip: number; provider: PaymentProviderName; after: number }): Promise<ApiResult<TabStream & PreparedPayment>>
  shareResult(member: TabMember, paymentId: string, after: number): Promise<ApiResult<TabStream & { status: 'paid' | 'failed' | 'pending' }>>
  cancelShare(member: TabMember, paymentId: string, after: number): Promise<ApiResult<TabStream & { status: 'paid' | 'failed' | 'pending' }>>
}
