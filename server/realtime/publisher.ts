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
  tabAppended(input: { tabId: string; seq: number; roundsMoved?: boolean }): Promise<void>
}

/**
 * What `TabAppended` carries: the head, and `roundsMoved` when the staff moved a round's order on
 * (the head did not change, yet the phones pull for the rounds' statuses; a phone of an earlier
 * version ignores the field and pulls only for a new head).
 */
export const tabAppendedPayload = (input: { seq: number; roundsMoved?: boolean }) => ({ seq: input.seq, ...(input.roundsMoved ? { roundsMoved: true } : {}) })

export type ServerEvents = OrderEvents & TabEvents

/** For tests and for a server started without realtime: remembers what it would have sent. */
export class RecordingOrderEvents implements ServerEvents {
  readonly sent: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }[] = []
  readonly tabs: { tabId: string; seq: number; roundsMoved?: boolean }[] = []
  async orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }) {
    this.sent.push(input)
  }
  async tabAppended(input: { tabId: string; seq: number; roundsMoved?: boolean }) {
    this.tabs.push(input)
  }
}
