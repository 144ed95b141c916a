/**
 * The order channel of DESIGN §7: SPEC §7 names it `restaurant.{rid}.{deviceID}`; the reference
 * server serves it private, so on the wire it is `private-restaurant.{rid}.{deviceID}`.
 */
const ORDER_CHANNEL = /^private-restaurant\.(\d{1,9})\.([A-Za-z0-9_-]{1,64})$/

export function orderChannelName(rid: number, deviceId: string): string {
  return `private-restaurant.${rid}.${deviceId}`
}

/** Whose order channel this is, or null when the name is not an order channel. */
export function orderChannelOwner(channel: string): { rid: number; deviceId: string } | null {
  const match = ORDER_CHANNEL.exec(channel)
  if (!match) return null
  return { rid: Number(match[1]), deviceId: match[2]! }
}
