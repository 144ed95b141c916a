/**
 * How the server tells a guest's device that an order changed (SPEC §7 Realtime): the
 * `OrderStateChange` event with `orderid` and `restaurantorderid` on `restaurant.{rid}.{deviceID}`.
 */
export interface OrderEvents {
  orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }): Promise<void>
}

/**
 * How the server tells the phones at a table that their tab's stream grew (DESIGN §7a): `TabAppended`
 * with the new head on the tab's presence channel. A phone then pulls; it never relies on this alone.
 */
export interface TabEvents {
  tabAppended(input: { tabId: string; seq: number }): Promise<void>
}

export type ServerEvents = OrderEvents & TabEvents

/** For tests and for a server started without realtime: remembers what it would have sent. */
export class RecordingOrderEvents implements ServerEvents {
  readonly sent: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }[] = []
  readonly tabs: { tabId: string; seq: number }[] = []
  async orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }) {
    this.sent.push(input)
  }
  async tabAppended(input: { tabId: string; seq: number }) {
    this.tabs.push(input)
  }
}
