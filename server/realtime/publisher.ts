/**
 * How the server tells a guest's device that an order changed (SPEC §7 Realtime): the
 * `OrderStateChange` event with `orderid` and `restaurantorderid` on `restaurant.{rid}.{deviceID}`.
 */
export interface OrderEvents {
  orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }): Promise<void>
}

/** For tests and for a server started without realtime: remembers what it would have sent. */
export class RecordingOrderEvents implements OrderEvents {
  readonly sent: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }[] = []
  async orderStateChanged(input: { rid: number; deviceId: string; orderid: number; restaurantorderid: number; status: string }) {
    this.sent.push(input)
  }
}
