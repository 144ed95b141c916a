import { geocodeAnswerOf, geocodePath, type GeocodeAnswer } from '../../api/geocode'
import type { GeneratedSlot } from '../../domain/slots'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'

/**
 * The venue API's extra calls the order screens make directly (they record nothing in the log):
 * whether the venue has coupons, the places left in time slots, where a delivery address is, and
 * the in-app card confirmation of the payment simulator.
 */

type Json = Record<string, unknown>

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json | null } | null> {
  if (!isOnline()) return null
  try {
    const response = await browserFetch(`${apiBaseUrl}${path}`, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    let json: Json | null = null
    try {
      const parsed: unknown = JSON.parse(await response.text())
      json = typeof parsed === 'object' && parsed !== null ? (parsed as Json) : null
    } catch {
      json = null
    }
    return { status: response.status, json }
  } catch {
    return null
  }
}

const venuePath = (hash: string) => encodeURIComponent(hash)

/** GET coupon/exists: whether the venue has any coupon to enter. Unknown (offline, error) counts as yes. */
export async function couponExists(hash: string): Promise<boolean> {
  const answer = await call('GET', `/api/v4/restaurants/${venuePath(hash)}/coupon/exists`)
  if (answer === null || answer.json?.code !== 'ok') return true
  return answer.json.data !== false
}

/** Slot key as the picker's value: the time slot and the start date. */
export const slotKey = (slot: Pick<GeneratedSlot, 'timeslotID' | 'orderDate'>) => `${slot.timeslotID}|${slot.orderDate}`

/**
 * POST placesforslots (SPEC §7): the keys of the slots that are full. An error or offline
 * treats every slot as available.
 */
export async function fullSlots(hash: string, product: string, slots: readonly GeneratedSlot[]): Promise<Set<string>> {
  const full = new Set<string>()
  if (slots.length === 0) return full
  const answer = await call('POST', `/api/v5/restaurant/${venuePath(hash)}/placesforslots`, {
    params: { product, slots: slots.map((slot) => ({ timeslotID: slot.timeslotID, orderDate: slot.orderDate })) },
  })
  const data = answer?.json?.code === 'ok' ? answer.json.data : null
  if (!Array.isArray(data)) return full
  for (const entry of data as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const { timeslotID, orderDate, available } = entry as { timeslotID?: unknown; orderDate?: unknown; available?: unknown }
    if (available === false && typeof timeslotID === 'number' && typeof orderDate === 'string') full.add(slotKey({ timeslotID, orderDate }))
  }
  return full
}

/** GET geocode: how far the delivery address is from the venue (api/geocode.ts). */
export async function geocode(hash: string, address: string): Promise<GeocodeAnswer> {
  return geocodeAnswerOf((await call('GET', geocodePath(hash, address)))?.json ?? null)
}

/** The simulator's answer to a card or a wallet: approved, declined (with the session, to record), or failed. */
function confirmationOf(answer: { json: Json | null } | null): CardConfirmation {
  if (answer === null) return { kind: 'failed', message: null }
  const json = answer.json ?? {}
  const message = typeof json.message === 'string' && json.message !== '' ? json.message : null
  const sessionId = typeof json.session_id === 'string' ? json.session_id : null
  if (json.code === 'ok' && json.status === 'approved' && sessionId !== null) return { kind: 'approved', sessionId }
  if (json.status === 'declined') return { kind: 'declined', sessionId, message }
  return { kind: 'failed', message }
}

export type CardConfirmation = { kind: 'approved'; sessionId: string } | { kind: 'declined'; sessionId: string | null; message: string | null } | { kind: 'failed'; message: string | null }

/** POST /pay/sim/card/confirm: the in-app card step of the payment simulator. The client secret never leaves this call. */
export async function confirmCard(input: { clientSecret: string; number: string; expMonth: number; expYear: number; cvc: string }): Promise<CardConfirmation> {
  const answer = await call('POST', '/pay/sim/card/confirm', {
    client_secret: input.clientSecret,
    number: input.number,
    exp_month: input.expMonth,
    exp_year: input.expYear,
    cvc: input.cvc,
  })
  return confirmationOf(answer)
}

/** POST /pay/sim/wallet/confirm: what the browser's wallet answered (Payment Request API), for the payment of this client secret. */
export async function confirmWallet(input: { clientSecret: string; method: string; details: unknown }): Promise<CardConfirmation> {
  const answer = await call('POST', '/pay/sim/wallet/confirm', { client_secret: input.clientSecret, method: input.method, details: input.details })
  return confirmationOf(answer)
}
